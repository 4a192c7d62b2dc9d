import type { MetricFormat } from '@boguan/contracts/metrics';
import { formatChange, formatCount, formatPercent } from '../../lib/format';

/** A blogger figure as its format says: counts in 万/亿, changes signed, ratios as %, index with one decimal. */
export function formatMetric(format: Exclude<MetricFormat, 'time'>, value: number): string {
  switch (format) {
    case 'count':
      return formatCount(value);
    case 'change':
      return formatChange(value);
    case 'percent':
      return formatPercent(value);
    case 'index':
      return value.toFixed(1);
    case 'number':
      return Math.round(value).toLocaleString('zh-CN');
  }
}
