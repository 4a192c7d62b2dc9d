/*
 * Spikes of a topic's volume curve (话题分析, docs/topic-analysis.md): a point is a spike when it
 * stands above the trailing mean by more than k population standard deviations of the previous w
 * points, and reaches a minimum count (so a flat or nearly empty series has none). Pure.
 */

export interface SpikeRule {
  /** Standard deviations above the trailing mean a spike must pass. */
  k: number;
  /** Previous points the mean and σ are taken over; the first `window` points are never spikes. */
  window: number;
  /** Smallest value a spike may have. */
  minCount: number;
}

/** k = 2, w = 6, at least 3 posts: a bucket clearly above its last six, never one or two stray posts. */
export const DEFAULT_SPIKE_RULE: SpikeRule = { k: 2, window: 6, minCount: 3 };

export interface TrailingStats {
  /** Mean of the previous `window` points; null for the first `window` points. */
  mean: number | null;
  /** Population standard deviation of the same points. */
  sd: number | null;
  /** mean + k·σ: what a value must exceed. */
  threshold: number | null;
  spike: boolean;
}

/**
 * The trailing mean, σ, threshold and spike flag of every point. The comparison value > mean + k·σ
 * is decided on the sums (w·v − S > 0 and (w·v − S)² > k²·(w·Q − S²)) rather than on the rounded
 * square root, so scaling a series never moves a point across the line by rounding.
 */
export function trailingStats(values: readonly number[], rule: SpikeRule = DEFAULT_SPIKE_RULE): TrailingStats[] {
  const w = Math.max(1, Math.floor(rule.window));
  const out: TrailingStats[] = [];
  let sum = 0;
  let squares = 0;
  for (let i = 0; i < values.length; i += 1) {
    const value = values[i] as number;
    if (i < w) {
      out.push({ mean: null, sd: null, threshold: null, spike: false });
    } else {
      const mean = sum / w;
      const variance = Math.max(0, squares / w - mean * mean);
      const sd = Math.sqrt(variance);
      const excess = w * value - sum;
      const spread = w * squares - sum * sum;
      const above = excess > 0 && excess * excess > rule.k * rule.k * Math.max(0, spread);
      out.push({ mean, sd, threshold: mean + rule.k * sd, spike: above && value >= rule.minCount });
    }
    sum += value;
    squares += value * value;
    if (i >= w) {
      const leaving = values[i - w] as number;
      sum -= leaving;
      squares -= leaving * leaving;
    }
  }
  return out;
}

/** The indexes of the spikes of a series, in order. */
export function findSpikes(values: readonly number[], rule: SpikeRule = DEFAULT_SPIKE_RULE): number[] {
  const spikes: number[] = [];
  trailingStats(values, rule).forEach((point, i) => {
    if (point.spike) spikes.push(i);
  });
  return spikes;
}
