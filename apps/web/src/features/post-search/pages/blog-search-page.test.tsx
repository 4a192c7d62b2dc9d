import type { PostExportCheck, PostSearchAuth, PostSearchPage } from '@boguan/contracts/post-search.api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useUiStore } from '../../../stores/ui-store';
import { fakeApi, renderWithApp } from '../../../test/render';
import { BlogSearchPage } from './blog-search-page';

const LOADED = { timeout: 10_000 };

/** antd's breakpoints read matchMedia: a desktop window answers every min-width up to 1200 px. */
function windowWidth(px: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const min = /min-width:\s*(\d+)/.exec(query);
    return {
      matches: min ? Number(min[1]) <= px : false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    };
  });
}

afterEach(() => vi.unstubAllGlobals());

const row = (mid: string, text: string, figures: [number, number, number]): PostSearchPage['data'][number] => ({
  mid,
  bid: `B${mid}`,
  uid: '1200012',
  kol_id: 12,
  art_pic: '',
  art_url: '',
  art_title: text,
  art_kol_avatar: '/static/avatar/1200012.svg',
  art_verify: 'blue',
  art_uname: '露营老张',
  art_posted_time: '2026-01-04 20:15',
  text,
  fans: 125_000,
  category: ['旅游'],
  reposts: figures[0],
  comments: figures[1],
  likes: figures[2],
  interactions: figures[0] + figures[1] + figures[2],
  is_original: true,
  pics: 2,
  has_video: false,
  sponsored: mid === '5001',
  markers: mid === '5001' ? ['合作'] : [],
  sentiment: { label: 'positive', score: 0.6, corrected: false },
});

const page: PostSearchPage = {
  data: [row('5001', '周末去露营，帐篷真好用 #露营#', [120, 30, 15_000]), row('5002', '露营装备清单分享', [3, 4, 50])],
  page: 1,
  per_page: 20,
  total: 20,
  found: 42,
  found_more: false,
  max_rows: 20,
  words: ['露营'],
};

const auth: PostSearchAuth = {
  search: {
    feature: 'article_search',
    name: '博文搜索',
    level: 20,
    allowed: true,
    per_day: { limit: 10, used: 3, remaining: 7 },
    per_month: null,
    max_rows: 20,
  },
  export: {
    feature: 'article_export',
    name: '博文导出',
    level: 20,
    allowed: false,
    per_day: null,
    per_month: null,
    max_rows: null,
  },
};

function answers(check: PostExportCheck) {
  return {
    '/api/article/search': { code: 1, data: page },
    '/api/article/get_search_auth': { code: 1, data: auth },
    '/api/kol/search_options': { code: 1, data: { categories: [{ name: '旅游', count: 3 }], provinces: [] } },
    '/api/article/getTimes': { code: 1, data: check },
    '/api/index/data_status': { code: 1, data: { demo: true } },
  };
}

const allowed: PostExportCheck = {
  count: 42,
  total: 42,
  max_rows: 1000,
  remaining_exports: 9,
  allowed: true,
  reason: null,
};

describe('BlogSearchPage', () => {
  it('asks for a keyword first and searches nothing without one', async () => {
    windowWidth(1280);
    const api = fakeApi(answers(allowed));
    renderWithApp(<BlogSearchPage />, { route: '/blogSearch' });
    expect(await screen.findByText('输入关键词并设置筛选条件，搜索已收录的微博博文', {}, LOADED)).toBeTruthy();
    fireEvent.click(screen.getByTestId('post-search-submit'));
    expect(await screen.findByText('请输入关键词,搜索内容不能为空')).toBeTruthy();
    expect(api.calls.some((c) => c.path === '/api/article/search')).toBe(false);
  }, 60_000);

  it('shows the results of the URL’s search in a table, the matched word marked, and sorts on the server', async () => {
    windowWidth(1280);
    const api = fakeApi(answers(allowed));
    renderWithApp(<BlogSearchPage />, { route: '/blogSearch?keyword=露营&post_type=original&sort=likes' });
    const table = await screen.findByTestId('post-search-table', {}, LOADED);
    expect(within(table).getAllByText('露营老张')).toHaveLength(2);
    expect([...table.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['露营', '露营', '露营']);
    expect(screen.getByTestId('post-search-meta').textContent).toBe(
      '共找到 42 条博文，当前会员等级可查看前 20 条，升级会员查看更多',
    );
    expect(screen.getByTestId('post-search-allowance').textContent).toBe('今日剩余搜索 7/10 次，每次可查看前 20 条');
    expect((await screen.findByTestId('demo-data-tag')).textContent).toBe('演示数据');
    expect(within(table).getByText('1.51万')).toBeTruthy();
    expect(within(table).getByText('商业')).toBeTruthy();
    const first = api.calls.find((c) => c.path === '/api/article/search')?.form;
    expect(Object.fromEntries(first ?? [])).toEqual({
      keyword: '露营',
      post_type: 'original',
      sort: 'likes',
      order: 'desc',
      page: '1',
      per_page: '20',
    });

    fireEvent.click(within(table).getAllByText('互动量')[0]?.closest('th') as HTMLElement);
    await waitFor(() =>
      expect(
        api.calls
          .filter((c) => c.path === '/api/article/search')
          .at(-1)
          ?.form.get('sort'),
      ).toBe('interactions'),
    );

    // Ticking a post offers 导出所选 with the count.
    fireEvent.click(screen.getByLabelText('选择博文：露营装备清单分享'));
    expect(screen.getByRole('button', { name: '导出所选（1）' })).toBeTruthy();
  }, 60_000);

  it('shows cards at phone width', async () => {
    windowWidth(375);
    fakeApi(answers(allowed));
    renderWithApp(<BlogSearchPage />, { route: '/blogSearch?keyword=露营' });
    const cards = await screen.findByTestId('post-search-cards', {}, LOADED);
    expect(cards.querySelectorAll('li[data-row-key]')).toHaveLength(2);
    expect(within(cards).getByLabelText('排序字段')).toBeTruthy();
    expect(screen.queryByTestId('post-search-table')).toBeNull();
  }, 60_000);

  it('checks the export first: the count to confirm, or the upgrade prompt for a level without exports', async () => {
    windowWidth(1280);
    fakeApi(answers(allowed));
    renderWithApp(<BlogSearchPage />, { route: '/blogSearch?keyword=露营' });
    await screen.findByTestId('post-search-table', {}, LOADED);
    fireEvent.click(screen.getByTestId('post-search-export'));
    expect(await screen.findByText(/将导出42条博文，本月还可导出9次/)).toBeTruthy();
    vi.unstubAllGlobals();

    windowWidth(1280);
    fakeApi(
      answers({
        ...allowed,
        allowed: false,
        count: 0,
        reason: '当前会员等级暂不支持导出，请升级会员',
        remaining_exports: 0,
      }),
    );
    const second = renderWithApp(<BlogSearchPage />, { route: '/blogSearch?keyword=露营&sort=time' });
    await within(second.container).findByTestId('post-search-table', {}, LOADED);
    fireEvent.click(within(second.container).getByTestId('post-search-export'));
    await waitFor(() => expect(useUiStore.getState().upgrade).toMatchObject({ open: true, reason: 1001 }));
  }, 60_000);
});
