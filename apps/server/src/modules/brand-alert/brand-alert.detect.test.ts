import { describe, expect, it } from 'vitest';
import { detectBrandAlerts } from './brand-alert.detect.js';

const day = (i: number) => `2026-01-${String(i + 1).padStart(2, '0')}`;
const series = (mentions: number[], negative: number[] = mentions.map(() => 0)) =>
  mentions.map((m, i) => ({ day: day(i), mentions: m, negative: negative[i]! }));

describe('brand alert rule', () => {
  it('flags a day whose mentions pass mean + 2σ of the 7 days before it', () => {
    const s = series([4, 5, 4, 6, 5, 4, 5, 20]);
    const [finding] = detectBrandAlerts(s, [day(7)]);
    // Worked by hand: mean 33/7, population σ = sqrt(24/49).
    expect(finding).toMatchObject({ day: day(7), kind: 'volume', value: 20, mentions: 20 });
    expect(finding!.mean).toBeCloseTo(33 / 7, 12);
    expect(finding!.sd).toBeCloseTo(Math.sqrt(24 / 49), 12);
    expect(finding!.threshold).toBeCloseTo(33 / 7 + 2 * Math.sqrt(24 / 49), 12);
  });

  it('needs the minimum volume, a full window, and only judges the days asked', () => {
    expect(detectBrandAlerts(series([0, 0, 0, 0, 0, 0, 0, 4]), [day(7)])).toEqual([]);
    expect(detectBrandAlerts(series([0, 0, 0, 0, 0, 0, 0, 5]), [day(7)]).map((f) => f.kind)).toEqual(['volume']);
    expect(detectBrandAlerts(series([1, 1, 1, 1, 1, 1, 30]), [day(6)])).toEqual([]);
    expect(detectBrandAlerts(series([4, 5, 4, 6, 5, 4, 5, 20]), [day(6)])).toEqual([]);
  });

  it('flags a negative share above its trailing shares on a day with enough mentions and negatives', () => {
    const steady = [12, 12, 12, 12, 12, 12, 12, 12];
    const found = detectBrandAlerts(series(steady, [1, 1, 1, 1, 1, 1, 1, 8]), [day(7)]);
    expect(found.map((f) => [f.kind, f.negative, f.mentions])).toEqual([['negative', 8, 12]]);
    expect(found[0]!.value).toBeCloseTo(8 / 12, 12);
    expect(found[0]!.mean).toBeCloseTo(1 / 12, 12);
    // Too few mentions, or too few negative ones, say nothing.
    expect(detectBrandAlerts(series([9, 9, 9, 9, 9, 9, 9, 9], [0, 0, 0, 0, 0, 0, 0, 8]), [day(7)])).toEqual([]);
    expect(detectBrandAlerts(series(steady, [0, 0, 0, 0, 0, 0, 0, 2]), [day(7)])).toEqual([]);
  });
});
