import { TOPIC_ANALYSIS_METRICS, type TopicAnalysisMetric } from '@boguan/contracts/topic-analysis';
import { Tooltip } from 'antd';
import styles from './topic-analysis.module.css';

/** A figure's name with its ⓘ: the formula on hover or keyboard focus (docs/topic-analysis.md). */
export function MetricTitle({ metric, label, extra }: { metric: TopicAnalysisMetric; label?: string; extra?: string }) {
  const { label: name, hint } = TOPIC_ANALYSIS_METRICS[metric];
  const text = extra ? `${hint}。${extra}` : hint;
  return (
    <span>
      {label ?? name}
      <Tooltip title={text} trigger={['hover', 'focus']}>
        <button type="button" className={styles.hint} aria-label={`${label ?? name}的计算方式：${text}`}>
          ⓘ
        </button>
      </Tooltip>
    </span>
  );
}
