/**
 * Constants of the per-post price estimate (docs/kol-detail.md explains the choice). They are
 * market rules of thumb for Weibo, not quotes: cost per engagement 0.5–2 yuan, about 10% of
 * followers seeing a post, 15–45 yuan per thousand impressions.
 */
export const PRICE_CONSTANTS = {
  cpeLow: 0.5,
  cpeHigh: 2,
  reachShare: 0.1,
  cpmLow: 15,
  cpmHigh: 45,
} as const;

export interface YuanRange {
  low: number;
  high: number;
}

export interface PriceBand extends YuanRange {
  cpe: YuanRange;
  cpm: YuanRange;
  /** How the band was estimated, in Chinese (the page shows it). */
  basis: string;
}

/** Rounded to 10 yuan: the estimate is not more precise than that. */
const toTen = (value: number) => Math.round(value / 10) * 10;

/**
 * The estimated price of one post: the mean of a CPE-based band (average interactions × price per
 * engagement) and a CPM-based band (followers × reach share ÷ 1000 × price per thousand).
 */
export function estimatePrice(input: { avgInteractions: number; followers: number; days: number }): PriceBand {
  const c = PRICE_CONSTANTS;
  const impressions = input.followers * c.reachShare;
  const cpe = { low: toTen(input.avgInteractions * c.cpeLow), high: toTen(input.avgInteractions * c.cpeHigh) };
  const cpm = { low: toTen((impressions / 1000) * c.cpmLow), high: toTen((impressions / 1000) * c.cpmHigh) };
  const low = toTen((cpe.low + cpm.low) / 2);
  const high = toTen((cpe.high + cpm.high) / 2);
  const avg = Math.round(input.avgInteractions * 10) / 10;
  const basis =
    `估算（非博主报价）：按互动计价（CPE），近${input.days}天平均每条互动 ${avg} 次 × 每次互动 ${c.cpeLow}–${c.cpeHigh} 元 = ${cpe.low}–${cpe.high} 元；` +
    `按曝光计价（CPM），粉丝 ${input.followers} × 触达率 ${c.reachShare * 100}% ÷ 1000 × 每千次曝光 ${c.cpmLow}–${c.cpmHigh} 元 = ${cpm.low}–${cpm.high} 元；` +
    `两种方法取平均，得每条 ${low}–${high} 元。`;
  return { low, high, cpe, cpm, basis };
}
