import type { HotDetail } from '@boguan/contracts/hot-search.api';
import { describe, expect, it } from 'vitest';
import { heatOption, instantOf, rankOption } from './hot-charts';

const detail = {
  curve: [
    { at: '2026-01-05 08:00:00', rank: 3, heat: 100 },
    { at: '2026-01-05 08:10:00', rank: 1, heat: 300 },
    { at: '2026-01-05 08:20:00', rank: null, heat: 200 },
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
});
