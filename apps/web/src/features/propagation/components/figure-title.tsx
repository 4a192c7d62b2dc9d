import { SPREAD_METRICS, type SpreadMetric } from '@boguan/contracts/propagation';
import { Tooltip } from 'antd';
import styles from './propagation.module.css';

/** A figure's name with its ⓘ: the formula on hover or keyboard focus (docs/metrics.md, Propagation). */
export function FigureTitle({ metric, label }: { metric: SpreadMetric; label?: string }) {
  const { label: name, hint } = SPREAD_METRICS[metric];
  return (
    <span>
      {label ?? name}
      <Tooltip title={hint} trigger={['hover', 'focus']}>
        <button type="button" className={styles.hint} aria-label={`${label ?? name}的计算方式：${hint}`}>
          ⓘ
        </button>
      </Tooltip>
    </span>
  );
}
