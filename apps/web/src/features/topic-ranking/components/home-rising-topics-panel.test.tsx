import type { TopicBoardPage, TopicRankRow } from '@boguan/contracts/topic-ranking.api';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StorageKey } from '../../../lib/storage-keys';
import { fakeApi, renderWithApp } from '../../../test/render';
import HomeRisingTopicsPanel from './home-rising-topics-panel';

const LOADED = { timeout: 10_000 };

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function row(rank: number): TopicRankRow {
  return {
    rank,
    rank_change: null,
    name: `话题${rank}`,
    category: '明星',
    host: null,
    read_inc: 1_250_000,
    discuss_inc: 13_000 - rank * 1_000,
    read_total: 230_000_000,
    discuss_total: 56_000,
    discuss_rate: 130 - rank * 10,
  };
}

function page(data: TopicRankRow[], overrides: Partial<TopicBoardPage> = {}): TopicBoardPage {
  return {
    data,
    page: 1,
    per_page: 20,
    total: data.length,
    total_all: data.length,
    max_rows: 20,
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
    categories: [{ name: '明星', count: 12 }],
    ...overrides,
  };
}

const DATA_STATUS = { code: 1, data: { demo: true } };
const TOP_10 = [
  '1#话题1#+120.0%讨论 +1.2万',
  '2#话题2#+110.0%讨论 +1.1万',
  '3#话题3#+100.0%讨论 +1万',
  '4#话题4#+90.0%讨论 +9,000',
  '5#话题5#+80.0%讨论 +8,000',
  '6#话题6#+70.0%讨论 +7,000',
  '7#话题7#+60.0%讨论 +6,000',
  '8#话题8#+50.0%讨论 +5,000',
  '9#话题9#+40.0%讨论 +4,000',
  '10#话题10#+30.0%讨论 +3,000',
];

describe('HomeRisingTopicsPanel', () => {
  it("shows a member the latest day's top 10 rising topics with their growth and discussion increase", async () => {
    localStorage.setItem(StorageKey.token, 'member-token');
    const api = fakeApi({
      '/api/index/data_status': DATA_STATUS,
      '/api/topic_ranking/topDis': { code: 1, data: page(Array.from({ length: 12 }, (_, i) => row(i + 1))) },
    });
    renderWithApp(<HomeRisingTopicsPanel />, { route: '/home' });
    expect(await screen.findByText('#话题1#', {}, LOADED)).toBeTruthy();
    expect(screen.getByText('飙升话题日榜 TOP10')).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看完整榜单' }).getAttribute('href')).toBe('/topicheatedRanking');
    const rows = within(screen.getByRole('list', { name: '飙升话题日榜' })).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual(TOP_10);
    expect(screen.queryByText('#话题11#')).toBeNull();
    // The board shows a topic without a link; so does the panel (its only link is the full board).
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['查看完整榜单']);
    expect((await screen.findByTestId('demo-data-tag')).textContent).toBe('演示数据');
    // The board page's own default (the latest finished day, every category, page 1).
    const call = api.calls.find((c) => c.path === '/api/topic_ranking/topDis');
    expect(Object.fromEntries(call?.form ?? [])).toEqual({ type: 'day', page: '1' });
  }, 60_000);

  it('shows a visitor the board too, as /topicheatedRanking does', async () => {
    const api = fakeApi({
      '/api/index/data_status': DATA_STATUS,
      '/api/topic_ranking/topDis': { code: 1, data: page(Array.from({ length: 12 }, (_, i) => row(i + 1))) },
    });
    renderWithApp(<HomeRisingTopicsPanel />, { route: '/home' });
    const list = await screen.findByRole('list', { name: '飙升话题日榜' }, LOADED);
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((r) => r.textContent),
    ).toEqual(TOP_10);
    expect(screen.queryByText(/登录后/)).toBeNull();
    expect((await screen.findByTestId('demo-data-tag')).textContent).toBe('演示数据');
    expect(api.calls.filter((c) => c.path === '/api/topic_ranking/topDis')).toHaveLength(1);
  }, 60_000);

  it('says the board is being made before any period has one, with no numbers', async () => {
    fakeApi({
      '/api/index/data_status': DATA_STATUS,
      '/api/topic_ranking/topDis': { code: 1, data: page([], { period: null, computed_at: null, categories: [] }) },
    });
    renderWithApp(<HomeRisingTopicsPanel />, { route: '/home' });
    expect(await screen.findByText('暂无已结束时段的话题数据，榜单生成中，请稍候...', {}, LOADED)).toBeTruthy();
    expect(screen.queryByRole('list', { name: '飙升话题日榜' })).toBeNull();
  }, 60_000);

  it('says the latest period has no topic on the board, with no numbers', async () => {
    fakeApi({
      '/api/index/data_status': { code: 1, data: { demo: false } },
      '/api/topic_ranking/topDis': { code: 1, data: page([], { categories: [] }) },
    });
    renderWithApp(<HomeRisingTopicsPanel />, { route: '/home' });
    expect(await screen.findByText('该时段暂无上榜话题', {}, LOADED)).toBeTruthy();
    expect(screen.queryByRole('list', { name: '飙升话题日榜' })).toBeNull();
    // Collected (not simulated) data carries no demo tag.
    expect(screen.queryByTestId('demo-data-tag')).toBeNull();
  }, 60_000);
});
