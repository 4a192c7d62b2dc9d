/** Number formats every data screen shares (China conventions: 万 and 亿). */

/** 12345 → 1.23万, 123456789 → 1.23亿; below 10,000 the plain integer with separators. */
export function formatCount(value: number | null | undefined): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '-';
  const abs = Math.abs(value);
  if (abs >= 1e8) return `${trim(value / 1e8)}亿`;
  if (abs >= 1e4) return `${trim(value / 1e4)}万`;
  return Math.round(value).toLocaleString('zh-CN');
}

function trim(value: number): string {
  return value.toFixed(2).replace(/\.?0+$/, '');
}

/** A ratio as a percentage: 0.0123 → 1.23%. */
export function formatPercent(ratio: number | null | undefined, digits = 2): string {
  if (ratio === null || ratio === undefined || Number.isNaN(ratio)) return '-';
  return `${(ratio * 100).toFixed(digits)}%`;
}

/** A signed change: +1.2万 / -350 / 0. */
export function formatChange(value: number | null | undefined): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '-';
  if (value > 0) return `+${formatCount(value)}`;
  return formatCount(value);
}
