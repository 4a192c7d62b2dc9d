import type { DetailOverview } from '@boguan/contracts/kol-detail.api';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithApp } from '../../../test/render';
import { useContrastBasket } from '../../blogger-common/contrast-basket';
import { kolCard } from '../../blogger-common/kol-card.fixture';
import { KolDetailPage } from './kol-detail-page';

/** A page renders antd in jsdom: give its first answer time on a busy machine. */
const LOADED = { timeout: 10_000 };

// ECharts measures text on a canvas jsdom does not have: the chart is a labelled box here.
vi.mock('../../../components/charts/echart', () => ({
  CHART_COLORS: ['#ff8200'],
  EChart: ({ ariaLabel }: { ariaLabel: string }) => <div role="img" aria-label={ariaLabel} />,
}));

afterEach(() => {
  vi.unstubAllGlobals();
  useContrastBasket.getState().clear();
});

const parts = { reach: 0.7, engagement: 0.6, activity: 0.3, growth: 0.4, verification: 0.8 };

const overview: DetailOverview = {
  card: kolCard(),
  followers_series: [
    { date: '2026-01-04', followers: 1_230_000 },
    { date: '2026-01-05', followers: 1_234_567 },
  ],
  growth: {
    day: { absolute: 120, percent: 0.01 },
    week: { absolute: 3_200, percent: 0.26 },
    month: null,
  },
  daily_posts: [{ date: '2026-01-05', posts: 2, interactions: 10_400 }],
  engagement_rate: 0.01234,
  avg_interactions: 5_200,
  influence: {
    index: 72.5,
    components: parts,
    weights: { reach: 0.35, engagement: 0.3, activity: 0.1, growth: 0.15, verification: 0.1 },
    inputs: {
      followers: 1_234_567,
      posts: 12,
      avg_interactions: 5_200,
      posts_per_day: 1.71,
      follower_growth: 3_200,
      verify: 'blue',
    },
    window_days: 7,
    as_of: '2026-01-05 12:00:00',
  },
  remaining_today: 4,
};

const statistic = (title: string) => {
  const label = screen.getAllByText(title)[0];
  const box = label?.closest('.ant-statistic');
  if (!box) throw new Error(`no statistic titled ${title}`);
  return within(box as HTMLElement);
};

describe('blogger detail, overview tab', () => {
  it('shows who the blogger is and the overview figures', async () => {
    const api = fakeApi({
      '/api/kol/detail_overview': { code: 1, data: overview },
      '/api/index/collect': { code: 1, data: [] },
    });
    renderWithApp(<KolDetailPage />, { route: '/bosSearch/detail?kol_id=7&uid=3001&t=overview' });

    expect(await screen.findByText('认证：知名美妆博主', {}, LOADED)).toBeTruthy();
    expect(statistic('粉丝数').getByText('123.46万')).toBeTruthy();
    expect(statistic('近30天发博数').getByText('41')).toBeTruthy();
    expect(statistic('近7天涨粉').getByText('+3,200')).toBeTruthy();
    expect(statistic('近30天涨粉').getByText('-')).toBeTruthy();
    expect(statistic('互动率(30天)').getByText('1.23%')).toBeTruthy();
    expect(statistic('平均互动数(30天)').getByText('5,200')).toBeTruthy();
    expect(screen.getByText('今日还可查看 4 位新博主的详情（同一博主当天重复查看不计次）')).toBeTruthy();
    expect(screen.getByLabelText('粉丝趋势')).toBeTruthy();
    expect(screen.getByLabelText('每日发博与互动')).toBeTruthy();

    // The blogger is asked for by kol_id; whether it is a favourite by the favourites' own call.
    expect(api.calls[0]?.path).toBe('/api/kol/detail_overview');
    expect(api.calls[0]?.form.get('kol_id')).toBe('7');
    const check = api.calls.find((c) => c.path === '/api/index/collect');
    expect(check?.form.get('action')).toBe('check');
    expect(await screen.findByLabelText('收藏 美妆小王', {}, LOADED)).toBeTruthy();
  });

  it('adds the blogger to the comparison from the header and takes it out again', async () => {
    fakeApi({
      '/api/kol/detail_overview': { code: 1, data: overview },
      '/api/index/collect': { code: 1, data: [7] },
    });
    renderWithApp(<KolDetailPage />, { route: '/bosSearch/detail?kol_id=7' });
    expect(await screen.findByText('认证：知名美妆博主', {}, LOADED)).toBeTruthy();
    expect(await screen.findByLabelText('取消收藏 美妆小王', {}, LOADED)).toBeTruthy();
    await userEvent.click(screen.getByText('加入对比'));
    expect(await screen.findByText('已加入对比：美妆小王', {}, LOADED)).toBeTruthy();
    expect(useContrastBasket.getState().items.map((i) => i.kol_id)).toEqual([7]);
    await userEvent.click(screen.getByText('移出对比'));
    expect(useContrastBasket.getState().items).toEqual([]);
  });

  it('shows the server message when the blogger cannot be opened', async () => {
    fakeApi({ '/api/kol/detail_overview': { code: 1002, msg: '今日使用次数已用完，请升级会员' } });
    renderWithApp(<KolDetailPage />, { route: '/bosSearch/detail?kol_id=7' });
    expect(await screen.findByText('今日使用次数已用完，请升级会员', {}, LOADED)).toBeTruthy();
    expect(screen.getByText('重新加载')).toBeTruthy();
  });
});
