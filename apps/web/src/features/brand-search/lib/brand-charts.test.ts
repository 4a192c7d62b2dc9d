import { describe, expect, it } from 'vitest';
import { audienceOption, sovOption, volumeOption } from './brand-charts';

describe('brand chart options', () => {
  it('draws mentions as bars and interactions on the right axis', () => {
    const option = volumeOption([
      { day: '2026-01-11', mentions: 3, interactions: 40, positive: 1, neutral: 1, negative: 1, sponsored: 0 },
      { day: '2026-01-12', mentions: 5, interactions: 90, positive: 2, neutral: 2, negative: 1, sponsored: 1 },
    ]);
    expect(option.xAxis.data).toEqual(['01-11', '01-12']);
    expect(option.series[0]!.data).toEqual([3, 5]);
    expect(option.series[1]!.data).toEqual([40, 90]);
  });

  it('puts the brands not listed in a category share under 其他品牌', () => {
    const option = sovOption({
      category: '数码',
      category_mentions: 10,
      share: { share: 0.6, low: 0.3, high: 0.85, n: 10 },
      peers: [{ brand_id: '1', name: '小米', mentions: 6, share: 0.6 }],
    });
    expect(option.series[0]!.data).toEqual([
      { name: '小米', value: 6 },
      { name: '其他品牌', value: 4 },
    ]);
  });

  it('shows audience shares as percentages, the largest on top', () => {
    const option = audienceOption([
      { key: 'f', label: '女', count: 6, share: { share: 0.6, low: 0.31, high: 0.83, n: 10 } },
      { key: 'm', label: '男', count: 4, share: { share: 0.4, low: 0.17, high: 0.69, n: 10 } },
    ]);
    expect(option.yAxis.data).toEqual(['男', '女']);
    expect(option.series[0]!.data).toEqual([40, 60]);
  });
});
