import { BRAND_REPORT_METRICS, type BrandReportMetric } from '@boguan/contracts/brand-report';
import { Tooltip } from 'antd';
import styles from './brand-report.module.css';

/** A figure's name with its ⓘ: the formula on hover or keyboard focus (docs/brand-report.md). */
export function MetricTitle({ metric, label, extra }: { metric: BrandReportMetric; label?: string; extra?: string }) {
  const { label: name, hint } = BRAND_REPORT_METRICS[metric];
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
