/**
 * Counts as Weibo writes them: plain numbers, "3,456", "145.5万", "1.2亿", "100万+", "10w+".
 * Weibo rounds big counts for display, so "145.5万" is the best value available, not an exact one.
 */

const UNIT: Record<string, number> = { 万: 1e4, w: 1e4, W: 1e4, 亿: 1e8, 千: 1e3, k: 1e3, K: 1e3 };

// Digits with optional thousands separators and decimals, an optional unit, an optional trailing "+".
const COUNT_PATTERN = /^([0-9][0-9,]*(?:\.[0-9]+)?)\s*(万|亿|千|[wWkK])?\s*\+?$/;

/**
 * Parses a count, or returns null when the value is not a count at all ("abc", objects).
 * Empty strings, null and undefined are 0 (Weibo leaves zero counts empty or shows the button label).
 */
export function tryParseCount(value: unknown): number | null {
  if (value === null || value === undefined) return 0;
  if (typeof value === 'number') return Number.isFinite(value) ? Math.max(0, Math.round(value)) : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (text === '' || text === '转发' || text === '评论' || text === '赞' || text === '点赞') return 0;
  const match = COUNT_PATTERN.exec(text);
  if (!match) return null;
  const base = Number(match[1]!.replaceAll(',', ''));
  if (!Number.isFinite(base)) return null;
  const unit = match[2] ? (UNIT[match[2]] ?? 1) : 1;
  return Math.round(base * unit);
}

/** Like tryParseCount but never fails: anything unreadable counts as 0 (never NaN). */
export function parseCount(value: unknown): number {
  return tryParseCount(value) ?? 0;
}
