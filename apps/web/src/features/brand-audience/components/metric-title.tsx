import { BRAND_AUDIENCE_METRICS, type BrandAudienceMetric } from '@boguan/contracts/brand-audience';
import { Tooltip } from 'antd';
import styles from './brand-audience.module.css';

/** A figure's name with its ⓘ: the definition on hover or keyboard focus (docs/brand-audience.md). */
export function MetricTitle({ metric, hint }: { metric: BrandAudienceMetric; hint?: string }) {
  const { label, hint: definition } = BRAND_AUDIENCE_METRICS[metric];
  const text = hint ?? definition;
  return (
    <span>
      {label}
      <Tooltip title={text} trigger={['hover', 'focus']}>
        <button type="button" className={styles.hint} aria-label={`${label}的计算方式：${text}`}>
          ⓘ
        </button>
      </Tooltip>
    </span>
  );
}
