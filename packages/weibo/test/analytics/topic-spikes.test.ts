import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SPIKE_RULE, findSpikes, trailingStats } from '../../src/analytics/topic-spikes.js';

const rule = (k: number, window: number, minCount = 0) => ({ k, window, minCount });

describe('topic spikes: value > trailing mean + k·σ over the previous w points', () => {
  it('finds none in a flat series, nor in a flat zero series', () => {
    expect(findSpikes([5, 5, 5, 5, 5, 5, 5, 5, 5, 5])).toEqual([]);
    expect(findSpikes(new Array(30).fill(0))).toEqual([]);
    // With no minimum, a zero series still has none: 0 is not above 0 + 2·0.
    expect(findSpikes(new Array(30).fill(0), rule(2, 6))).toEqual([]);
  });

  it('marks a single jump, computed by hand', () => {
    // Previous six: 2 4 2 4 2 4 → mean 3, σ 1, threshold 3 + 2·1 = 5.
    const series = [2, 4, 2, 4, 2, 4, 6, 4];
    const stats = trailingStats(series, rule(2, 6));
    expect(stats.slice(0, 6).every((s) => s.mean === null && !s.spike)).toBe(true);
    expect(stats[6]).toEqual({ mean: 3, sd: 1, threshold: 5, spike: true });
    // Previous six of index 7: 4 2 4 2 4 6 → mean 22/6, σ² = 92/6 − (22/6)² = 1.8889.
    expect(stats[7]!.mean).toBeCloseTo(22 / 6, 10);
    expect(stats[7]!.sd).toBeCloseTo(Math.sqrt(92 / 6 - (22 / 6) ** 2), 10);
    expect(stats[7]!.spike).toBe(false);
    expect(findSpikes(series, rule(2, 6))).toEqual([6]);
  });

  it('a value exactly on the threshold is not a spike (strictly above)', () => {
    expect(findSpikes([2, 4, 2, 4, 2, 4, 5], rule(2, 6))).toEqual([]);
  });

  it('finds two spikes apart, with the defaults k = 2, w = 6, at least 3', () => {
    const series = [1, 0, 1, 0, 1, 0, 9, 1, 0, 1, 0, 1, 0, 1, 12, 1];
    // Index 6: previous 1 0 1 0 1 0 → mean 0.5, σ 0.5, threshold 1.5; 9 is a spike.
    // Index 14: previous 0 1 0 1 0 1 → the same threshold; 12 is a spike. Index 7 (1) is not.
    expect(findSpikes(series)).toEqual([6, 14]);
    expect(DEFAULT_SPIKE_RULE).toEqual({ k: 2, window: 6, minCount: 3 });
  });

  it('σ = 0: any value above the constant mean is a spike once it reaches the minimum', () => {
    const quiet = [0, 0, 0, 0, 0, 0, 3, 0];
    expect(trailingStats(quiet)[6]).toEqual({ mean: 0, sd: 0, threshold: 0, spike: true });
    // 2 posts after silence stay under the minimum of 3.
    expect(findSpikes([0, 0, 0, 0, 0, 0, 2, 0])).toEqual([]);
    expect(findSpikes([4, 4, 4, 4, 4, 4, 5, 4])).toEqual([6]);
  });

  it('the first w points are never spikes (no full window before them)', () => {
    expect(findSpikes([0, 50, 0, 0, 0, 0, 0], rule(2, 6, 1))).toEqual([]);
    expect(findSpikes([0, 0, 50], rule(2, 2, 1))).toEqual([2]);
  });

  it('scaling the series by a positive constant keeps the same spikes', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat({ max: 10_000 }), { minLength: 0, maxLength: 80 }),
        fc.integer({ min: 1, max: 1000 }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 12 }),
        (series, scale, k, window) => {
          const r = rule(k, window);
          expect(
            findSpikes(
              series.map((v) => v * scale),
              r,
            ),
          ).toEqual(findSpikes(series, r));
        },
      ),
      { numRuns: 300 },
    );
  });
});
