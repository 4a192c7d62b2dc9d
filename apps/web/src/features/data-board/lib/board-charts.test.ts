import type { DataBoardDay, ShareRow } from '@boguan/contracts/data-board.api';
import { describe, expect, it } from 'vitest';
import { PIE_SLICES, pieSlices, REST_LABEL, regionMapOption, trendOption } from './board-charts';

const row = (name: string, posts: number, total: number): ShareRow => ({
  key: name,
  name,
  posts,
  share: Math.round((posts / total) * 10_000) / 10_000,
});

describe('dashboard charts', () => {
  it('a pie keeps the largest slices and sums the rest into one', () => {
    const rows = Array.from({ length: PIE_SLICES + 3 }, (_, i) => row(`分类${i}`, 100 - i, 1067));
    const slices = pieSlices(rows);
    expect(slices).toHaveLength(PIE_SLICES + 1);
    expect(slices.at(-1)).toEqual({
      name: REST_LABEL,
      posts: 92 + 91 + 90,
      share: rows.slice(PIE_SLICES).reduce((s, r) => s + r.share, 0),
    });
    expect(pieSlices(rows.slice(0, 3))).toHaveLength(3);
  });

  it('the map draws the provinces only, shaded up to the largest share', () => {
    const option = regionMapOption([row('广东', 600, 1000), row('海外', 300, 1000), row('北京', 100, 1000)]);
    expect(option.series[0]?.data.map((d) => [d.name, d.value, d.posts])).toEqual([
      ['广东', 60, 600],
      ['北京', 10, 100],
    ]);
    expect(option.visualMap.max).toBe(60);
  });

  it('the trend puts interactions on their own axis and marks the chosen day', () => {
    const days: DataBoardDay[] = ['2026-01-03', '2026-01-04'].map((date, i) => ({
      date,
      posts: 10 + i,
      bloggers: 5 + i,
      interactions: 1000 * (i + 1),
      reposts: 100,
      comments: 100,
      likes: 800 + 1000 * i,
    }));
    const option = trendOption(days, '2026-01-03');
    expect(option.xAxis.data).toEqual(['01-03', '01-04']);
    const [bars, posts, bloggers] = option.series;
    expect(bars?.yAxisIndex).toBe(1);
    expect(bars?.data[0]).toEqual({ value: 1000, itemStyle: { color: '#ff8200' } });
    expect(bars?.data[1]).toBe(2000);
    expect(posts?.data).toEqual([10, 11]);
    expect(bloggers?.data).toEqual([5, 6]);
  });
});
