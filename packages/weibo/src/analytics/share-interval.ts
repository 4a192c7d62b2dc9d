import { round, wilsonInterval, Z_95 } from './stats.js';

/** A share of a sample with its 95% confidence interval, as the audience tables show it. */
export interface ShareInterval {
  /** k / n, rounded to 4 places; 0 for an empty sample. */
  share: number;
  /** Wilson score 95% bounds, rounded to 4 places; [0, 1] for an empty sample (nothing is known). */
  low: number;
  high: number;
  /** The sample size the share was computed from. */
  n: number;
}

/**
 * The share of `k` out of `n` (users of a gender, a province, a follower band ...) with its Wilson
 * score 95% interval: unlike the normal approximation it stays inside [0, 1] and stays honest for
 * the small samples and the shares near 0 or 1 that audience breakdowns are full of.
 */
export function shareInterval(k: number, n: number): ShareInterval {
  if (!Number.isInteger(k) || !Number.isInteger(n) || n < 0 || k < 0 || k > n) {
    throw new RangeError(`shareInterval needs integers 0 <= k <= n, got k=${k}, n=${n}`);
  }
  const { low, high } = wilsonInterval(k, n, Z_95);
  return { share: n > 0 ? round(k / n, 4) : 0, low: round(low, 4), high: round(high, 4), n };
}
