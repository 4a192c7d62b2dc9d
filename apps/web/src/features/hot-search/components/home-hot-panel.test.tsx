import type { HotRealtime, HotRealtimeEntry } from '@boguan/contracts/hot-search.api';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StorageKey } from '../../../lib/storage-keys';
import { fakeApi, renderWithApp } from '../../../test/render';
import HomeHotPanel from './home-hot-panel';

const LOADED = { timeout: 10_000 };

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function entry(rank: number | null, word: string, more: Partial<HotRealtimeEntry> = {}): HotRealtimeEntry {
  return {
    rank,
    word,
    heat: 1_234_567,
    label: '',
    category: '社会',
    is_ad: rank === null,
    first_seen: '2026-01-05 08:00:00',
    minutes_on_list: 95,
    peak_rank: rank,
    heat_per_hour: 10_000,
    heat_change_pct: 5,
    trend: 'steady',
    ...more,
  };
}

// Twelve ranked entries with a paid one among them: the panel keeps the first ten ranked ones.
const ENTRIES = Array.from({ length: 12 }, (_, i) => entry(i + 1, `热搜词${i + 1}`, { heat: 1_000_000 - i * 50_000 }));
const LIVE: HotRealtime = {
  captured_at: '2026-01-05 10:00:00',
  compared_at: '2026-01-05 09:00:00',
  demo: true,
  categories: ['社会'],
  entries: [
    { ...ENTRIES[0]!, label: '爆', heat: 4_987_654 },
    entry(null, '混入的推广', { label: '荐' }),
    ...ENTRIES.slice(1),
  ],
  ads: [entry(null, '某品牌新品', { label: '荐', heat: 0 })],
};

function items(): HTMLElement[] {
  return within(screen.getByRole('list', { name: '微博热搜榜' })).getAllByRole('listitem');
}

describe('HomeHotPanel', () => {
  it('shows a visitor the top 10 ranked entries with label and heat, words linking to their detail', async () => {
    const api = fakeApi({ '/api/hot_search/realtime': { code: 1, data: LIVE } });
    renderWithApp(<HomeHotPanel />, { route: '/home' });
    expect(await screen.findByText('热搜词1', {}, LOADED)).toBeTruthy();
    expect(screen.getByText('微博热搜 TOP10')).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看完整热搜' }).getAttribute('href')).toBe('/hotSearch');

    const rows = items();
    expect(rows).toHaveLength(10);
    expect(rows.map((row) => row.querySelector('a')?.textContent)).toEqual(
      Array.from({ length: 10 }, (_, i) => `热搜词${i + 1}`),
    );
    expect(rows[0]?.textContent).toBe('1热搜词1爆498.77万');
    expect(rows[9]?.textContent).toBe('10热搜词1055万');
    expect(screen.getByRole('link', { name: '热搜词3' }).getAttribute('href')).toBe(
      `/hotDetail?word=${encodeURIComponent('热搜词3')}`,
    );
    expect(screen.queryByText('混入的推广')).toBeNull();
    expect(screen.queryByText('某品牌新品')).toBeNull();
    expect(screen.queryByText('热搜词11')).toBeNull();
    expect(screen.getByTestId('demo-data-tag').textContent).toBe('演示数据');
    // The live list is open to visitors: asked without a login, unfiltered.
    const call = api.calls.find((c) => c.path === '/api/hot_search/realtime');
    expect(Object.fromEntries(call?.form ?? [])).toEqual({ category: '', keyword: '' });
  }, 60_000);

  it('says so before the first capture, with no demo tag', async () => {
    localStorage.setItem(StorageKey.token, 'member-token');
    fakeApi({
      '/api/hot_search/realtime': {
        code: 1,
        data: { ...LIVE, captured_at: null, compared_at: null, demo: false, categories: [], entries: [], ads: [] },
      },
    });
    renderWithApp(<HomeHotPanel />, { route: '/home' });
    expect(await screen.findByText('暂无热搜数据，采集开始后每分钟更新', {}, LOADED)).toBeTruthy();
    expect(screen.queryByRole('list', { name: '微博热搜榜' })).toBeNull();
    expect(screen.queryByTestId('demo-data-tag')).toBeNull();
  }, 60_000);

  it('shows the failure when the list cannot be read', async () => {
    fakeApi({ '/api/hot_search/realtime': { code: 0, msg: '热搜服务暂不可用' } });
    renderWithApp(<HomeHotPanel />, { route: '/home' });
    expect(await screen.findByText('热搜加载失败', {}, LOADED)).toBeTruthy();
    expect(screen.getByText('热搜服务暂不可用')).toBeTruthy();
  }, 60_000);
});
