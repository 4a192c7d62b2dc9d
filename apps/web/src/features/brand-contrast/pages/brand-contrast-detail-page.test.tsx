import type { BrandContrastDetail, ContrastBrandFigures } from '@boguan/contracts/brand-contrast.api';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithApp } from '../../../test/render';
import { BrandContrastDetailPage } from './brand-contrast-detail-page';

const LOADED = { timeout: 10_000 };

// ECharts measures text on a canvas jsdom does not have: the chart is a labelled box here.
vi.mock('../../../components/charts/echart', () => ({
  CHART_COLORS: ['#ff8200'],
  EChart: ({ ariaLabel }: { ariaLabel: string }) => <div role="img" aria-label={ariaLabel} />,
}));

const share = (k: number, n: number) => ({ share: n ? k / n : 0, low: 0, high: 1, n });
const part = (key: string, label: string, count: number, n: number) => ({ key, label, count, share: share(count, n) });

function figures(
  id: string,
  mentions: number,
  total: number,
  positive: number,
  negative: number,
): ContrastBrandFigures {
  return {
    brand_id: id,
    mentions,
    interactions: mentions * 10,
    users: 3,
    sponsored: 1,
    sov: share(mentions, total),
    sentiment: {
      positive,
      neutral: mentions - positive - negative,
      negative,
      net_sentiment: 0.5,
      sample: positive + negative,
    },
    kol_mix: [
      { ...part('head', '头部', 1, 3), key: 'head', band: '100万粉丝及以上' },
      { ...part('waist', '腰部', 0, 3), key: 'waist', band: '10万–100万粉丝' },
      { ...part('tail', '尾部', 1, 3), key: 'tail', band: '1万–10万粉丝' },
      { ...part('amateur', '素人', 1, 3), key: 'amateur', band: '1万粉丝以下' },
    ],
    audience: {
      sample_size: 3,
      gender: [part('m', '男', 1, 3), part('f', '女', 2, 3), part('n', '未知', 0, 3)],
      regions: [part('广东', '广东', 2, 3), part('北京', '北京', 1, 3)],
    },
  };
}

const brand = (id: string, name: string) => ({
  brand_id: id,
  brand_pic: '',
  brand_cn_name: name,
  brand_en_name: '',
  brand_category: ['数码'],
  demo: true,
});

const detail: BrandContrastDetail = {
  id: 9,
  title: '露屿 vs 泽诺',
  created_at: '2026-01-05 10:30:00',
  read_at: '2026-01-05 10:30:00',
  days: 7,
  from: '2025-12-30',
  to: '2026-01-05',
  demo: true,
  brands: [brand('1001', '露屿'), brand('1002', '泽诺')],
  total_mentions: 40,
  figures: [figures('1001', 30, 40, 12, 4), figures('1002', 10, 40, 2, 2)],
  metrics: [
    { key: 'mentions', label: '提及量', format: 'count', info: 'x', values: [30, 10], leaders: ['1001'] },
    { key: 'sov', label: '声量占比', format: 'percent', info: 'x', values: [0.75, 0.25], leaders: ['1001'] },
    { key: 'net_sentiment', label: '净情感度', format: 'signed', info: 'x', values: [0.5, null], leaders: ['1001'] },
  ],
  trends: {
    dates: ['2026-01-04', '2026-01-05'],
    mentions: [
      { brand_id: '1001', values: [10, 20] },
      { brand_id: '1002', values: [5, 5] },
    ],
    interactions: [
      { brand_id: '1001', values: [100, 200] },
      { brand_id: '1002', values: [50, 50] },
    ],
    daily_leaders: [['1001'], ['1001']],
  },
};

describe('brand comparison detail', () => {
  it('shows each brand, the leaders, the samples and the demo notice', async () => {
    const api = fakeApi({ '/api/brand_contrast/detail': { code: 1, data: detail } });
    renderWithApp(<BrandContrastDetailPage />, { route: '/brandContrast/detail?id=9' });
    const table = await screen.findByTestId('brand-contrast-metrics', {}, LOADED);
    expect(api.calls[0]?.form.get('id')).toBe('9');
    const rows = [...table.querySelectorAll('tbody tr.ant-table-row')].map((r) =>
      [...r.querySelectorAll('td')].map((c) => c.textContent),
    );
    expect(rows[0]).toEqual(['提及量 ', '30领先', '10']);
    expect(rows[1]).toEqual(['声量占比 ', '75.0%领先n=40', '25.0%n=40']);
    expect(rows[2]).toEqual(['净情感度 ', '+0.50领先正12 负4，n=16', '-正2 负2，n=4']);
    expect(screen.getAllByTestId('metric-leader')).toHaveLength(3);
    expect(screen.getByTestId('demo-notice').textContent).toContain('演示数据');
    expect(screen.getAllByTestId('brand-audience')).toHaveLength(2);
    expect(screen.getAllByText(/样本：3 位提及博主/)).toHaveLength(2);
    expect(screen.getByRole('img', { name: '品牌每日趋势对比' })).toBeTruthy();
  });
});
