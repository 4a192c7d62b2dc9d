import type { BrandBoardPage, BrandRankRow } from '@boguan/contracts/brand-ranking.api';
import { Code } from '@boguan/contracts/envelope';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StorageKey } from '../../../lib/storage-keys';
import { useUiStore } from '../../../stores/ui-store';
import { fakeApi, renderWithApp } from '../../../test/render';
import HomeBrandPanel from './home-brand-panel';

const LOADED = { timeout: 10_000 };

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  act(() => useUiStore.getState().closeUpgrade());
});

function row(rank: number): BrandRankRow {
  return {
    rank,
    rank_change: null,
    brand_id: `bd-${rank}`,
    brand_pic: '',
    brand_cn_name: `品牌${rank}`,
    brand_en_name: 'Brand',
    brand_category: ['数码'],
    mentions: 130_000 - rank * 10_000,
    prev_mentions: 10_000,
    growth: 25,
    interactions: 3_400_000,
  };
}

function page(data: BrandRankRow[], overrides: Partial<BrandBoardPage> = {}): BrandBoardPage {
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
      start: '2026-01-04 00:00:00',
      end: '2026-01-05 00:00:00',
      label: '2026-01-04',
    },
    computed_at: '2026-01-05 01:10:00',
    has_previous: true,
    categories: [{ name: '数码', count: 12 }],
    ...overrides,
  };
}

const DATA_STATUS = { code: 1, data: { demo: true } };

describe('HomeBrandPanel', () => {
  it("shows a member the latest day's top 10 brands by mentions, each linking to its detail", async () => {
    localStorage.setItem(StorageKey.token, 'member-token');
    const api = fakeApi({
      '/api/index/data_status': DATA_STATUS,
      '/api/brand_ranking/ranking': { code: 1, data: page(Array.from({ length: 12 }, (_, i) => row(i + 1))) },
    });
    renderWithApp(<HomeBrandPanel />, { route: '/home' });
    expect(await screen.findByText('品牌1', {}, LOADED)).toBeTruthy();
    expect(screen.getByText('品牌声量日榜 TOP10')).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看完整榜单' }).getAttribute('href')).toBe('/brandRanking');

    const rows = within(screen.getByRole('list', { name: '品牌声量日榜' })).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      '1品牌112万',
      '2品牌211万',
      '3品牌310万',
      '4品牌49万',
      '5品牌58万',
      '6品牌67万',
      '7品牌76万',
      '8品牌85万',
      '9品牌94万',
      '10品牌103万',
    ]);
    expect(screen.queryByText('品牌11')).toBeNull();
    expect(screen.getByRole('link', { name: '品牌2' }).getAttribute('href')).toBe('/brandSearch/detail?brand_id=bd-2');
    expect((await screen.findByTestId('demo-data-tag')).textContent).toBe('演示数据');
    // The board's own default: the latest day, every category, page 1.
    const call = api.calls.find((c) => c.path === '/api/brand_ranking/ranking');
    expect(Object.fromEntries(call?.form ?? [])).toEqual({ type: 'day', page: '1' });
  }, 60_000);

  it('shows a visitor a line to log in and does not ask for the board', async () => {
    const api = fakeApi({ '/api/index/data_status': DATA_STATUS });
    renderWithApp(<HomeBrandPanel />, { route: '/home' });
    expect(screen.getByText('登录后查看最近一日提及量最高的品牌。')).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看完整榜单' }).getAttribute('href')).toBe('/brandRanking');
    expect(screen.queryByRole('list')).toBeNull();
    expect(api.calls.some((c) => c.path.startsWith('/api/brand_ranking/'))).toBe(false);
  });

  it('says the board is being made before any day has one, with no numbers', async () => {
    localStorage.setItem(StorageKey.token, 'member-token');
    fakeApi({
      '/api/index/data_status': DATA_STATUS,
      '/api/brand_ranking/ranking': { code: 1, data: page([], { period: null, computed_at: null, categories: [] }) },
    });
    renderWithApp(<HomeBrandPanel />, { route: '/home' });
    expect(await screen.findByText('暂无已结束时段的品牌数据，榜单生成中，请稍候...', {}, LOADED)).toBeTruthy();
    expect(screen.queryByRole('list', { name: '品牌声量日榜' })).toBeNull();
  }, 60_000);

  it("shows a membership refusal as the panel's error, besides the app's upgrade prompt", async () => {
    localStorage.setItem(StorageKey.token, 'member-token');
    fakeApi({
      '/api/index/data_status': DATA_STATUS,
      '/api/brand_ranking/ranking': { code: Code.noPermission, msg: '当前会员等级无权查看品牌榜单' },
    });
    renderWithApp(<HomeBrandPanel />, { route: '/home' });
    expect(await screen.findByText('榜单加载失败', {}, LOADED)).toBeTruthy();
    expect(screen.getByText('当前会员等级无权查看品牌榜单')).toBeTruthy();
    expect(useUiStore.getState().upgrade.open).toBe(true);
    expect(screen.queryByRole('list', { name: '品牌声量日榜' })).toBeNull();
  }, 60_000);
});
