import type { ContrastDetail } from '@boguan/contracts/kol-contrast.api';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithApp } from '../../../test/render';
import { kolCard } from '../../blogger-common/kol-card.fixture';
import { KolContrastDetailPage } from './kol-contrast-detail-page';

/** A page renders antd in jsdom: give its first answer time on a busy machine. */
const LOADED = { timeout: 10_000 };

// ECharts measures text on a canvas jsdom does not have: the chart is a labelled box here.
vi.mock('../../../components/charts/echart', () => ({
  CHART_COLORS: ['#ff8200'],
  EChart: ({ ariaLabel }: { ariaLabel: string }) => <div role="img" aria-label={ariaLabel} />,
}));

afterEach(() => vi.unstubAllGlobals());

const a = kolCard({ kol_id: 1, uid: '1001', uname: '美妆小王', fans: 2_000_000, engagement_rate: 0.01 });
const b = kolCard({ kol_id: 2, uid: '1002', uname: '数码老张', fans: 500_000, engagement_rate: 0.03 });

const detail: ContrastDetail = {
  id: 5,
  title: '美妆小王 vs 数码老张',
  created_at: '2026-01-05 10:30:00',
  bloggers: [a, b],
  metrics: [
    { key: 'fans', label: '粉丝数', format: 'count', values: [2_000_000, 500_000], leaders: [1] },
    { key: 'engagement_rate', label: '互动率', format: 'percent', values: [0.01, 0.03], leaders: [2] },
    { key: 'growth_7d', label: '近7天涨粉', format: 'change', values: [3_200, 3_200], leaders: [1, 2] },
  ],
  trends: {
    dates: ['2026-01-04', '2026-01-05'],
    followers: [
      { kol_id: 1, values: [1_990_000, 2_000_000] },
      { kol_id: 2, values: [499_000, 500_000] },
    ],
    interactions: [
      { kol_id: 1, values: [0, 5_000] },
      { kol_id: 2, values: [300, 0] },
    ],
  },
  audience: { basis: 'none', basis_label: '暂无受众样本', sampling: false, bloggers: [] },
};

describe('comparison detail', () => {
  it('lays the metrics out per blogger and marks the leader of each row', async () => {
    const api = fakeApi({ '/api/kol/contrast_detail': { code: 1, data: detail } });
    renderWithApp(<KolContrastDetailPage />, { route: '/bosContrast/detail?id=5' });

    const element = await screen.findByTestId('contrast-metrics', {}, LOADED);
    const table = within(element);
    expect(api.calls[0]?.form.get('id')).toBe('5');
    const texts = (selector: string, root: Element = element) =>
      [...root.querySelectorAll(selector)].map((cell) => cell.textContent);
    expect(texts('thead th')).toEqual(['指标', '美妆小王', '数码老张']);

    const rows = [...element.querySelectorAll('tbody tr.ant-table-row')];
    const cells = (i: number) => texts('td', rows[i]);
    expect(cells(0)).toEqual(['粉丝数', '200万最高', '50万']);
    expect(cells(1)).toEqual(['互动率', '1.00%', '3.00%最高']);
    // A tie marks every blogger holding the top value.
    expect(cells(2)).toEqual(['近7天涨粉', '+3,200最高', '+3,200最高']);
    expect(table.getAllByTestId('metric-leader')).toHaveLength(4);

    expect(screen.getByText('对比时间 2026-01-05 10:30，指标更新于 2026-01-05 12:00')).toBeTruthy();
    expect(screen.getAllByTestId('contrast-card')).toHaveLength(2);
    expect(screen.getByLabelText('粉丝数趋势对比')).toBeTruthy();
    expect(screen.getByText('暂无受众样本数据：这些博主尚无粉丝抽样，也没有已采集的转发/评论用户')).toBeTruthy();
  });

  it('says why a comparison cannot be shown', async () => {
    fakeApi({ '/api/kol/contrast_detail': { code: 0, msg: '对比记录不存在' } });
    renderWithApp(<KolContrastDetailPage />, { route: '/bosContrast/detail?id=99' });
    expect(await screen.findByText('对比记录不存在', {}, LOADED)).toBeTruthy();
    expect(screen.getByText('对比结果加载失败')).toBeTruthy();
  });
});
