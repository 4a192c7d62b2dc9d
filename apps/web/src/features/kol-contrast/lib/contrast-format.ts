import type { ContrastFormat } from '@boguan/contracts/kol-contrast';
import { formatChange, formatCount, formatPercent } from '../../../lib/format';

/** One metric-table value as the row's format says (counts in 万/亿, ratios as %, index with one decimal). */
export function formatMetric(format: ContrastFormat, value: number): string {
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

/** Share of a part in a whole as a percentage with one decimal; '-' for an empty whole. */
export function shareText(part: number, whole: number): string {
  return whole > 0 ? `${((part / whole) * 100).toFixed(1)}%` : '-';
}
