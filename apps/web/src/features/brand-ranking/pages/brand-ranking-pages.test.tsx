import type { BrandBoardPage, BrandRankRow } from '@boguan/contracts/brand-ranking.api';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithApp } from '../../../test/render';
import { BrandIncRankingPage, BrandRankingPage } from './brand-ranking-pages';

const LOADED = { timeout: 10_000 };

afterEach(() => vi.unstubAllGlobals());

function row(rank: number, id: string, name: string, overrides: Partial<BrandRankRow> = {}): BrandRankRow {
  return {
    rank,
    rank_change: null,
    brand_id: id,
    brand_pic: '',
    brand_cn_name: name,
    brand_en_name: 'Brand',
    brand_category: ['数码'],
    mentions: 12_500,
    prev_mentions: 10_000,
    growth: 25,
    interactions: 3_400_000,
    ...overrides,
  };
}

function page(data: BrandRankRow[], overrides: Partial<BrandBoardPage> = {}): BrandBoardPage {
  return {
    data,
    page: 1,
    per_page: 20,
    total: data.length,
    total_all: data.length,
    max_rows: 500,
    period: {
      type: 'day',
      date: '2026-01-04',
      start: '2026-01-04 00:00:00',
      end: '2026-01-05 00:00:00',
      label: '2026-01-04',
    },
    computed_at: '2026-01-05 01:10:00',
    has_previous: true,
    categories: [
      { name: '数码', count: 12 },
      { name: '美妆', count: 8 },
    ],
    ...overrides,
  };
}

const PERIODS = {
  code: 1,
  data: {
    periods: [
      { type: 'day', date: '2026-01-04', start: '', end: '', label: '2026-01-04' },
      { type: 'day', date: '2026-01-03', start: '', end: '', label: '2026-01-03' },
    ],
  },
};

function tableRows(): string[][] {
  return [...document.querySelectorAll('tbody tr.ant-table-row')].map((r) =>
    [...r.querySelectorAll('td')].map((cell) => cell.textContent ?? ''),
  );
}

describe('brand boards', () => {
  it('品牌榜: ranks, changes, brands linking to their detail, the figures; choices go to the server', async () => {
    const api = fakeApi({
      '/api/index/data_status': { code: 1, data: { demo: true } },
      '/api/brand_ranking/periods': PERIODS,
      '/api/brand_ranking/ranking': {
        code: 1,
        data: page([
          row(1, 'bd-a', '晨光', { rank_change: 2, brand_category: ['数码', '家居'] }),
          row(2, 'bd-b', '露屿', { rank_change: null, growth: null }),
          row(3, 'bd-c', '泽诺', { rank_change: -1, growth: -12.5 }),
        ]),
      },
    });
    renderWithApp(<BrandRankingPage />, { route: '/brandRanking' });
    expect(await screen.findByText('晨光', {}, LOADED)).toBeTruthy();
    const headers = [...document.querySelectorAll('thead th')].map((th) => th.textContent);
    expect(headers).toEqual(['排名', '品牌', '分类', '提及量', '上期提及量', '增长率', '互动量']);
    const rows = tableRows();
    expect(rows.map((r) => r[0])).toEqual(['1↑2', '2新', '3↓1']);
    expect(rows[0]?.slice(2)).toEqual(['数码家居', '1.25万', '1万', '+25.0%', '340万']);
    expect(rows[1]?.[5]).toBe('-');
    expect(rows[2]?.[5]).toBe('-12.5%');
    expect(screen.getByRole('link', { name: '晨光' }).getAttribute('href')).toBe('/brandSearch/detail?brand_id=bd-a');
    expect(screen.getByTestId('board-period').textContent).toBe('统计时段：2026-01-04（北京时间）');
    expect((await screen.findByTestId('demo-data-tag')).textContent).toBe('演示数据');
    const first = api.calls.find((c) => c.path === '/api/brand_ranking/ranking');
    expect(Object.fromEntries(first?.form ?? [])).toEqual({ type: 'day', page: '1' });

    fireEvent.click(screen.getByText('月榜'));
    await waitFor(() => expect(api.calls.at(-1)?.form.get('type')).toBe('month'));
    fireEvent.click(screen.getByText('美妆 (8)'));
    await waitFor(() => expect(api.calls.at(-1)?.form.get('category')).toBe('美妆'));
    fireEvent.click(screen.getByText('榜单说明'));
    expect(await screen.findByText(/较上期 = 上一时段名次 − 本时段名次/)).toBeTruthy();
  }, 60_000);

  it('品牌增长榜 leads with the growth; no rank change without a previous board; empty before any data', async () => {
    fakeApi({
      '/api/index/data_status': { code: 1, data: { demo: false } },
      '/api/brand_ranking/periods': PERIODS,
      '/api/brand_ranking/incRanking': {
        code: 1,
        data: page([row(1, 'bd-a', '晨光', { growth: 356.2 })], { has_previous: false }),
      },
    });
    renderWithApp(<BrandIncRankingPage />, { route: '/brandIncRanking' });
    expect(await screen.findByText('晨光', {}, LOADED)).toBeTruthy();
    const headers = [...document.querySelectorAll('thead th')].map((th) => th.textContent);
    expect(headers.slice(3)).toEqual(['增长率', '提及量', '上期提及量', '互动量']);
    const rows = tableRows();
    expect(rows[0]?.[0]).toBe('1');
    expect(rows[0]?.[3]).toBe('+356.2%');
    expect(screen.queryByTestId('demo-data-tag')).toBeNull();
  }, 60_000);

  it('says the board is being made before any period has data', async () => {
    fakeApi({
      '/api/index/data_status': { code: 1, data: { demo: true } },
      '/api/brand_ranking/periods': { code: 1, data: { periods: [] } },
      '/api/brand_ranking/ranking': { code: 1, data: page([], { period: null, computed_at: null, categories: [] }) },
    });
    renderWithApp(<BrandRankingPage />, { route: '/brandRanking?type=week' });
    expect(await screen.findByText(/暂无已结束时段的品牌数据/, {}, LOADED)).toBeTruthy();
  }, 60_000);
});
