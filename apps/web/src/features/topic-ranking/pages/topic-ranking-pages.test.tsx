import type { TopicBoardPage, TopicRankRow } from '@boguan/contracts/topic-ranking.api';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithApp } from '../../../test/render';
import { TopicHeatedRankingPage, TopicTopRankingPage } from './topic-ranking-pages';

const LOADED = { timeout: 10_000 };

afterEach(() => vi.unstubAllGlobals());

function row(rank: number, name: string, overrides: Partial<TopicRankRow> = {}): TopicRankRow {
  return {
    rank,
    rank_change: null,
    name,
    category: '明星',
    host: null,
    read_inc: 1_250_000,
    discuss_inc: 3_400,
    read_total: 230_000_000,
    discuss_total: 56_000,
    discuss_rate: null,
    ...overrides,
  };
}

function page(data: TopicRankRow[], overrides: Partial<TopicBoardPage> = {}): TopicBoardPage {
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
      hour: null,
      start: '2026-01-04 00:00:00',
      end: '2026-01-05 00:00:00',
      label: '2026-01-04',
    },
    computed_at: '2026-01-05 01:10:00',
    has_previous: true,
    categories: [
      { name: '明星', count: 12 },
      { name: '社会', count: 8 },
    ],
    ...overrides,
  };
}

const PERIODS = {
  code: 1,
  data: {
    periods: [
      { type: 'day', date: '2026-01-04', hour: null, start: '', end: '', label: '2026-01-04' },
      { type: 'day', date: '2026-01-03', hour: null, start: '', end: '', label: '2026-01-03' },
    ],
  },
};

function tableRows(): string[][] {
  return [...document.querySelectorAll('tbody tr.ant-table-row')].map((r) =>
    [...r.querySelectorAll('td')].map((cell) => cell.textContent ?? ''),
  );
}

describe('topic boards', () => {
  it('话题榜: the latest day with ranks, changes, #topics#, hosts and figures; choices go to the server', async () => {
    const api = fakeApi({
      '/api/index/data_status': { code: 1, data: { demo: true } },
      '/api/topic_ranking/periods': PERIODS,
      '/api/topic_ranking/topSearch': {
        code: 1,
        data: page([
          row(1, '春节档电影', { rank_change: 2, host: { uid: '1', kol_id: 12, name: '影评人' } }),
          row(2, '冬日火锅', { rank_change: null, category: '美食' }),
          row(3, '跨年晚会', { rank_change: -1 }),
        ]),
      },
    });
    renderWithApp(<TopicTopRankingPage />, { route: '/topictopRanking' });
    expect(await screen.findByText('#春节档电影#', {}, LOADED)).toBeTruthy();
    const headers = [...document.querySelectorAll('thead th')].map((th) => th.textContent);
    expect(headers).toEqual(['排名', '话题', '分类', '主持人', '阅读增量', '讨论增量', '阅读总量', '讨论总量']);
    const rows = tableRows();
    expect(rows.map((r) => r[0])).toEqual(['1↑2', '2新', '3↓1']);
    expect(rows[0]?.slice(1)).toEqual(['#春节档电影#', '明星', '影评人', '125万', '3,400', '2.3亿', '5.6万']);
    expect(screen.getByRole('link', { name: '影评人' }).getAttribute('href')).toBe('/bosSearch/detail?kol_id=12&uid=1');
    expect(screen.getByTestId('board-period').textContent).toBe(
      '统计时段：2026-01-04 00:00 至 2026-01-05 00:00（北京时间）',
    );
    expect((await screen.findByTestId('demo-data-tag')).textContent).toBe('演示数据');
    const first = api.calls.find((c) => c.path === '/api/topic_ranking/topSearch');
    expect(Object.fromEntries(first?.form ?? [])).toEqual({ type: 'day', page: '1' });

    fireEvent.click(screen.getByText('周榜'));
    await waitFor(() => expect(api.calls.at(-1)?.form.get('type')).toBe('week'));
    fireEvent.click(screen.getByText('社会'));
    await waitFor(() => expect(api.calls.at(-1)?.form.get('category')).toBe('社会'));
    fireEvent.click(screen.getByText('榜单说明'));
    expect(await screen.findByText(/较上期 = 上一时段名次 − 本时段名次/)).toBeTruthy();
  }, 60_000);

  it('飙升话题榜 shows the growth rate; no rank change without a previous board; empty before any data', async () => {
    fakeApi({
      '/api/index/data_status': { code: 1, data: { demo: false } },
      '/api/topic_ranking/periods': PERIODS,
      '/api/topic_ranking/topDis': {
        code: 1,
        data: page([row(1, '突发新闻', { discuss_rate: 356.2, category: '社会' })], { has_previous: false }),
      },
    });
    renderWithApp(<TopicHeatedRankingPage />, { route: '/topicheatedRanking' });
    expect(await screen.findByText('#突发新闻#', {}, LOADED)).toBeTruthy();
    const rows = tableRows();
    expect(rows[0]?.[0]).toBe('1');
    expect(rows[0]?.[4]).toBe('+356.2%');
    expect(screen.queryByTestId('demo-data-tag')).toBeNull();
  }, 60_000);

  it('says the board is being made before any period has data', async () => {
    fakeApi({
      '/api/index/data_status': { code: 1, data: { demo: true } },
      '/api/topic_ranking/periods': { code: 1, data: { periods: [] } },
      '/api/topic_ranking/topSearch': { code: 1, data: page([], { period: null, computed_at: null, categories: [] }) },
    });
    renderWithApp(<TopicTopRankingPage />, { route: '/topictopRanking?type=hour' });
    expect(await screen.findByText(/暂无已结束时段的话题数据/, {}, LOADED)).toBeTruthy();
  }, 60_000);
});
