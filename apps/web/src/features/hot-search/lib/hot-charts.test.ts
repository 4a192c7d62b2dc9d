import type { HotDetail } from '@boguan/contracts/hot-search.api';
import { describe, expect, it } from 'vitest';
import { heatOption, instantOf, rankOption } from './hot-charts';

const detail = {
  curve: [
    { at: '2026-01-05 08:00:00', rank: 3, heat: 100, after_gap: false },
    { at: '2026-01-05 08:10:00', rank: 1, heat: 300, after_gap: false },
    { at: '2026-01-05 08:20:00', rank: null, heat: 200, after_gap: false },
  ],
} as HotDetail;

describe('hot-search charts', () => {
  it('reads API times as China time', () => {
    expect(instantOf('2026-01-05 08:00:00')).toBe(Date.parse('2026-01-05T00:00:00Z'));
  });

  it('draws the rank on an inverted axis without unranked points, and every heat', () => {
    const rank = rankOption(detail) as { yAxis: { inverse: boolean }; series: Array<{ data: unknown[] }> };
    expect(rank.yAxis.inverse).toBe(true);
    expect(rank.series[0]?.data).toHaveLength(2);
    const heat = heatOption(detail) as { series: Array<{ data: unknown[] }> };
    expect(heat.series[0]?.data).toHaveLength(3);
    expect(rankOption({ ...detail, curve: [] })).toBeNull();
  });

  it('breaks both lines where the entry was off the list, and nowhere else', () => {
    const back = { at: '2026-01-05 12:00:00', rank: 5, heat: 50, after_gap: true };
    const curve = [...detail.curve, back];
    const rank = rankOption({ ...detail, curve }) as { series: Array<{ data: [number, number | null][] }> };
    const heat = heatOption({ ...detail, curve }) as { series: Array<{ data: [number, number | null][] }> };
    const at = instantOf(back.at);
    expect(rank.series[0]?.data.slice(-2)).toEqual([
      [at - 1, null],
      [at, 5],
    ]);
    expect(heat.series[0]?.data.slice(-2)).toEqual([
      [at - 1, null],
      [at, 50],
    ]);
    expect(rank.series[0]?.data.filter(([, v]) => v === null)).toHaveLength(1);
    expect(heat.series[0]?.data).toHaveLength(5);
  });
});
