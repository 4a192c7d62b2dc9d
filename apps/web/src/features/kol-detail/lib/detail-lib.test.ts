import type { DetailContent, FanReady } from '@boguan/contracts/kol-detail.api';
import { describe, expect, it } from 'vitest';
import { provinceBarOption, rhythmHeatmapOption } from './chart-options';
import { parseDetailQuery, withTab } from './detail-query';

describe('detail query', () => {
  it('reads kol_id, uid and a known tab', () => {
    const q = parseDetailQuery(new URLSearchParams('kol_id=12&uid=3001&t=fans'));
    expect(q).toEqual({ ref: { kolId: 12, uid: '3001' }, tab: 'fans' });
  });
  it('drops unusable ids and falls back to the overview for an unknown tab', () => {
    const q = parseDetailQuery(new URLSearchParams('kol_id=abc&uid=x1&t=secret'));
    expect(q).toEqual({ ref: { kolId: null, uid: null }, tab: 'overview' });
    expect(parseDetailQuery(new URLSearchParams('kol_id=0')).ref.kolId).toBeNull();
  });
  it('changes only the tab', () => {
    expect(withTab(new URLSearchParams('kol_id=5&uid=9&t=overview'), 'similar').toString()).toBe(
      'kol_id=5&uid=9&t=similar',
    );
  });
});

describe('chart options', () => {
  it('maps rhythm cells to [hour, weekday, posts] and scales the colour to the busiest cell', () => {
    const content = {
      rhythm: [[0, 9, 3] as [number, number, number], [6, 23, 1] as [number, number, number]],
    } as DetailContent;
    const option = rhythmHeatmapOption(content);
    expect(option.series[0]?.data).toEqual([
      [9, 0, 3],
      [23, 6, 1],
    ]);
    expect(option.visualMap.max).toBe(3);
  });
  it('lists the top provinces largest at the top of the bar chart', () => {
    const fans = {
      provinces: [
        { province: '广东', count: 5, share: 0.5 },
        { province: '北京', count: 3, share: 0.3 },
        { province: '未知', count: 2, share: 0.2 },
      ],
    } as FanReady;
    expect(provinceBarOption(fans, 2).yAxis.data).toEqual(['北京', '广东']);
  });
});
