import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithApp } from '../test/render';
import { HOME_PANELS } from './home-panels';
import { BUILT_PAGES } from './page-registry';

const LOADED = { timeout: 10_000 };

afterEach(() => vi.unstubAllGlobals());

describe('the /home route', () => {
  it('renders the home page with the panels the app composes, in order', async () => {
    expect(HOME_PANELS.map((panel) => panel.key)).toEqual([
      'kol-ranking',
      'hot-search',
      'brand-ranking',
      'hot-posts',
      'rising-topics',
    ]);
    const api = fakeApi({
      '/api/index/banner': { code: 1, data: [] },
      '/api/index/notice': { code: 1, data: [] },
      '/api/hot_search/realtime': {
        code: 1,
        data: { captured_at: null, compared_at: null, demo: false, categories: [], entries: [], ads: [] },
      },
    });
    const route = await (BUILT_PAGES['/home'] as NonNullable<(typeof BUILT_PAGES)['/home']>)();
    if (!('Component' in route)) throw new Error('the home page chunk did not load');
    renderWithApp(<route.Component />, { route: '/home' });
    expect(await screen.findByText('平台公告')).toBeTruthy();
    // A visitor: each panel loads its own chunk; the boards that need a login are not asked.
    expect(await screen.findByText('博主影响力周榜 TOP10', {}, LOADED)).toBeTruthy();
    expect(await screen.findByText('微博热搜 TOP10', {}, LOADED)).toBeTruthy();
    expect(await screen.findByText('品牌声量日榜 TOP10', {}, LOADED)).toBeTruthy();
    expect(await screen.findByText('热门博文24小时榜 TOP10', {}, LOADED)).toBeTruthy();
    expect(await screen.findByText('飙升话题日榜 TOP10', {}, LOADED)).toBeTruthy();
    const titles = [...document.querySelectorAll('.ant-card-head-title')].map((el) => el.textContent);
    expect(titles.filter((t) => t?.includes('TOP10'))).toEqual([
      '博主影响力周榜 TOP10',
      '微博热搜 TOP10',
      '品牌声量日榜 TOP10',
      '热门博文24小时榜 TOP10',
      '飙升话题日榜 TOP10',
    ]);
    expect(api.calls.some((call) => call.path.startsWith('/api/brand_ranking/'))).toBe(false);
  }, 60_000);
});
