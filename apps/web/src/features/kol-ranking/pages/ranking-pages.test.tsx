import type { FansIncRankRow, InfluenceRankRow, RankingOptions } from '@boguan/contracts/kol-ranking.api';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithApp } from '../../../test/render';
import { kolCard } from '../../blogger-common/kol-card.fixture';
import { GetfansPage, SynthePage } from './ranking-pages';

/** A page renders antd in jsdom: give its first answer time on a busy machine. */
const LOADED = { timeout: 10_000 };

afterEach(() => vi.unstubAllGlobals());

const options: RankingOptions = {
  categories: [
    { name: '美妆', count: 30 },
    { name: '数码', count: 12 },
  ],
  provinces: [{ name: '广东', count: 20 }],
  periods: [
    { value: 'day', label: '日榜' },
    { value: 'week', label: '周榜' },
    { value: 'month', label: '月榜' },
  ],
  computed_at: '2026-01-05 12:00:00',
};

const page = <T,>(data: T[]) => ({
  data,
  page: 1,
  per_page: 20,
  total: 42,
  total_all: 42,
  max_rows: 100,
  computed_at: '2026-01-05 12:00:00',
});

const influence: InfluenceRankRow[] = [
  { ...kolCard({ kol_id: 1, uname: '美妆小王', fans: 2_000_000 }), rank: 1, score: 88.04, rank_change: 2 },
  { ...kolCard({ kol_id: 2, uname: '数码老张', fans: 500_000 }), rank: 2, score: 71.5, rank_change: null },
];

/** The text of each body row's cells, as the user reads the table. */
function tableRows(): string[][] {
  return [...document.querySelectorAll('tbody tr.ant-table-row')].map((row) =>
    [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? ''),
  );
}

describe('blogger rankings', () => {
  it('shows the composite board: ranks, bloggers, the period index and the rank changes', async () => {
    const api = fakeApi({
      '/api/kol_ranking/options': { code: 1, data: options },
      '/api/kol_ranking/synthesize': { code: 1, data: page(influence) },
    });
    renderWithApp(<SynthePage />, { route: '/synthe' });

    expect(await screen.findByText('美妆小王', {}, LOADED)).toBeTruthy();
    const headers = [...document.querySelectorAll('thead th')].map((th) => th.textContent);
    expect(headers).toEqual(['排名', '博主', '粉丝数', '地区', '影响力指数(周榜)', '平均互动数', '互动率', '操作']);
    expect(tableRows()).toEqual([
      ['1↑2', '美妆小王蓝V美妆', '200万', '广东 广州', '88.0', '5,200', '1.23%', '加入对比'],
      ['2新', '数码老张蓝V美妆', '50万', '广东 广州', '71.5', '5,200', '1.23%', '加入对比'],
    ]);
    expect(screen.getByText('共 42 名')).toBeTruthy();
    expect(screen.getByText('数据更新时间：2026-01-05 12:00:00')).toBeTruthy();

    const board = api.calls.find((c) => c.path === '/api/kol_ranking/synthesize');
    expect(Object.fromEntries(board?.form ?? [])).toEqual({ category: '', period: 'week', page: '1', per_page: '20' });
  });

  it('shows the follower-growth board with the growth of the period and its rate', async () => {
    const growth: FansIncRankRow[] = [
      { ...kolCard({ kol_id: 3, uname: '旅行阿花' }), rank: 1, growth: 12_000, growth_rate: 0.0125 },
    ];
    fakeApi({
      '/api/kol_ranking/options': { code: 1, data: options },
      '/api/kol_ranking/fans_inc': { code: 1, data: page(growth) },
    });
    renderWithApp(<GetfansPage />, { route: '/getfans' });

    expect(await screen.findByText('旅行阿花', {}, LOADED)).toBeTruthy();
    const headers = [...document.querySelectorAll('thead th')].map((th) => th.textContent);
    expect(headers).toEqual(['排名', '博主', '粉丝数', '地区', '近7天涨粉', '涨粉率', '操作']);
    expect(tableRows()).toEqual([['1', '旅行阿花蓝V美妆', '123.46万', '广东 广州', '+1.2万', '1.25%', '加入对比']]);
  });

  it('says why the board failed to load', async () => {
    fakeApi({
      '/api/kol_ranking/options': { code: 1, data: options },
      '/api/kol_ranking/synthesize': { code: 1001, msg: '当前会员等级最多查看榜单前20名，请升级会员查看更多' },
    });
    renderWithApp(<SynthePage />, { route: '/synthe' });
    expect(await screen.findByText('当前会员等级最多查看榜单前20名，请升级会员查看更多', {}, LOADED)).toBeTruthy();
    expect(screen.getByText('榜单加载失败')).toBeTruthy();
  });
});
