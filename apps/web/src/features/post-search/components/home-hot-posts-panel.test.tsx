import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StorageKey } from '../../../lib/storage-keys';
import { fakeApi, renderWithApp } from '../../../test/render';
import { boardPage, boardRow } from '../pages/board.fixture';
import HomeHotPostsPanel from './home-hot-posts-panel';

const LOADED = { timeout: 10_000 };

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const DATA_STATUS = { code: 1, data: { demo: true } };

/** Twelve posts; the odd ranks are on weibo.com, the even ones are demo posts with no page there. */
const ROWS = Array.from({ length: 12 }, (_, i) =>
  boardRow(i + 1, `热门博文第${i + 1}条`, {
    mid: String(9000 + i),
    art_url: i % 2 === 0 ? `https://weibo.com/1200012/B${i + 1}` : '',
    interactions: 130_000 - (i + 1) * 10_000,
  }),
);

describe('HomeHotPostsPanel', () => {
  it("shows a member the 24-hour board's top 10 posts with their interactions, linked as the board links them", async () => {
    localStorage.setItem(StorageKey.token, 'member-token');
    const api = fakeApi({
      '/api/index/data_status': DATA_STATUS,
      '/api/article_ranking/hot': { code: 1, data: boardPage(ROWS) },
    });
    renderWithApp(<HomeHotPostsPanel />, { route: '/home' });
    expect(await screen.findByText('热门博文第1条', {}, LOADED)).toBeTruthy();
    expect(screen.getByText('热门博文24小时榜 TOP10')).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看完整榜单' }).getAttribute('href')).toBe('/blogHotRanking');

    const rows = within(screen.getByRole('list', { name: '热门博文24小时榜' })).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      '1热门博文第1条12万',
      '2热门博文第2条11万',
      '3热门博文第3条10万',
      '4热门博文第4条9万',
      '5热门博文第5条8万',
      '6热门博文第6条7万',
      '7热门博文第7条6万',
      '8热门博文第8条5万',
      '9热门博文第9条4万',
      '10热门博文第10条3万',
    ]);
    expect(screen.queryByText('热门博文第11条')).toBeNull();
    // A collected post links to weibo.com; a demo post stays plain text (no made-up link).
    const first = screen.getByRole('link', { name: '热门博文第1条' });
    expect(first.getAttribute('href')).toBe('https://weibo.com/1200012/B1');
    expect(first.getAttribute('target')).toBe('_blank');
    expect(screen.queryByRole('link', { name: '热门博文第2条' })).toBeNull();
    expect(screen.getByText('热门博文第2条').getAttribute('title')).toBe('热门博文第2条（演示博文，微博上没有原文）');
    expect((await screen.findByTestId('demo-data-tag')).textContent).toBe('演示数据');
    // The board page's own default query (24小时榜, every category, page 1), so both share its cache.
    const call = api.calls.find((c) => c.path === '/api/article_ranking/hot');
    expect(Object.fromEntries(call?.form ?? [])).toEqual({ period: 'day', page: '1' });
  }, 60_000);

  it('shows a visitor a line to log in and does not ask for the board', async () => {
    const api = fakeApi({ '/api/index/data_status': DATA_STATUS });
    renderWithApp(<HomeHotPostsPanel />, { route: '/home' });
    expect(screen.getByText('登录后查看近24小时互动量最高的博文。')).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看完整榜单' }).getAttribute('href')).toBe('/blogHotRanking');
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByTestId('demo-data-tag')).toBeNull();
    expect(api.calls.some((c) => c.path.startsWith('/api/article_ranking/'))).toBe(false);
  });

  it('says the board is being computed before its first computation, with no numbers', async () => {
    localStorage.setItem(StorageKey.token, 'member-token');
    fakeApi({
      '/api/index/data_status': DATA_STATUS,
      '/api/article_ranking/hot': {
        code: 1,
        data: boardPage([], {
          total: 0,
          total_all: 0,
          computed_at: null,
          window_start: null,
          window_end: null,
          categories: [],
        }),
      },
    });
    renderWithApp(<HomeHotPostsPanel />, { route: '/home' });
    expect(await screen.findByText('榜单生成中，请稍候...', {}, LOADED)).toBeTruthy();
    expect(screen.queryByRole('list', { name: '热门博文24小时榜' })).toBeNull();
  }, 60_000);

  it('says there is no data when a computed board has no post, with no numbers', async () => {
    localStorage.setItem(StorageKey.token, 'member-token');
    fakeApi({
      '/api/index/data_status': DATA_STATUS,
      '/api/article_ranking/hot': { code: 1, data: boardPage([], { total: 0, total_all: 0, categories: [] }) },
    });
    renderWithApp(<HomeHotPostsPanel />, { route: '/home' });
    expect(await screen.findByText('暂无数据...', {}, LOADED)).toBeTruthy();
    expect(screen.queryByRole('list', { name: '热门博文24小时榜' })).toBeNull();
  }, 60_000);
});
