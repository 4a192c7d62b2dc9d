import { describe, expect, it } from 'vitest';
import { trendOption } from './contrast-charts';

const bloggers = [
  { kol_id: 1, uname: '甲' },
  { kol_id: 2, uname: '乙' },
];
const dates = ['2026-01-01', '2026-01-02', '2026-01-03'];
const series = [
  { kol_id: 1, values: [0, 5000, 0] },
  { kol_id: 2, values: [null, 10, 0] },
];

describe('trend charts', () => {
  it('draws straight lines (no smoothed overshoot) named by blogger', () => {
    const option = trendOption(dates, series, bloggers, { fromZero: true }) as {
      series: Array<{ name: string; smooth: boolean; data: unknown[] }>;
      xAxis: { data: string[] };
    };
    expect(option.series.map((s) => [s.name, s.smooth])).toEqual([
      ['甲', false],
      ['乙', false],
    ]);
    expect(option.xAxis.data).toEqual(['01-01', '01-02', '01-03']);
  });
  it('starts a count axis at 0 and fits the followers axis to the data', () => {
    const counts = trendOption(dates, series, bloggers, { fromZero: true }) as { yAxis: { min?: number } };
    expect(counts.yAxis.min).toBe(0);
    const followers = trendOption(dates, series, bloggers, { fromZero: false }) as {
      yAxis: { min?: number; scale?: boolean };
    };
    expect(followers.yAxis.min).toBeUndefined();
    expect(followers.yAxis.scale).toBe(true);
  });
});
