import { METRICS, type Metric, type MetricKey } from '@boguan/contracts/metrics';
import { Tooltip } from 'antd';

/** The name of a blogger figure as a column or statistic title, with its ⓘ hint when it has one. */
export function MetricTitle({ metric, suffix = '' }: { metric: MetricKey; suffix?: string }) {
  const { label, hint }: Metric = METRICS[metric];
  const title = `${label}${suffix}`;
  return hint ? <Tooltip title={hint}>{title}</Tooltip> : title;
}
