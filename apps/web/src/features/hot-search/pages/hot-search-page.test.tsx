import type { HotRealtime, HotRealtimeEntry } from '@boguan/contracts/hot-search.api';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithApp } from '../../../test/render';
import { HotSearchPage } from './hot-search-page';

const LOADED = { timeout: 10_000 };

afterEach(() => vi.unstubAllGlobals());

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

const LIVE: HotRealtime = {
  captured_at: '2026-01-05 10:00:00',
  compared_at: '2026-01-05 09:00:00',
  demo: true,
  categories: ['社会', '娱乐'],
  entries: [
    entry(1, '寒潮来袭', { label: '爆', trend: 'rising', heat_change_pct: 33.3, heat_per_hour: 499_998 }),
    entry(2, '樱花季', { trend: 'new', heat_change_pct: null, heat_per_hour: null, category: '娱乐' }),
  ],
  ads: [entry(null, '某品牌新品', { label: '荐', heat: 0 })],
};

describe('HotSearchPage', () => {
  it('shows the live list with labels, trends and life, ads apart, words linking to the detail', async () => {
    const api = fakeApi({ '/api/hot_search/realtime': { code: 1, data: LIVE } });
    renderWithApp(<HotSearchPage />, { route: '/hotSearch' });
    expect(await screen.findByText('寒潮来袭', {}, LOADED)).toBeTruthy();
    const rows = [...document.querySelectorAll('[data-testid=hot-realtime-table] tbody tr.ant-table-row')];
    expect(rows.map((r) => r.querySelector('td')?.textContent)).toEqual(['1', '2']);
    expect(rows[0]?.textContent).toContain('上升 +33.3%');
    expect(rows[0]?.textContent).toContain('1小时35分');
    expect(rows[1]?.textContent).toContain('新上榜');
    expect(screen.getByText('寒潮来袭').closest('a')?.getAttribute('href')).toBe(
      `/hotDetail?word=${encodeURIComponent('寒潮来袭')}`,
    );
    expect(screen.getByTestId('hot-ads-table').textContent).toContain('广告');
    expect(screen.getByTestId('demo-data-tag').textContent).toBe('演示数据');
    expect(screen.getByTestId('hot-captured-at').textContent).toContain('每 1 分钟自动刷新');

    fireEvent.change(screen.getByPlaceholderText('搜索热搜词'), { target: { value: '樱花' } });
    fireEvent.keyDown(screen.getByPlaceholderText('搜索热搜词'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(api.calls.at(-1)?.form.get('keyword')).toBe('樱花'));
  }, 60_000);

  it('says so before the first capture', async () => {
    fakeApi({
      '/api/hot_search/realtime': {
        code: 1,
        data: { ...LIVE, captured_at: null, compared_at: null, demo: false, entries: [], ads: [], categories: [] },
      },
    });
    renderWithApp(<HotSearchPage />, { route: '/hotSearch' });
    expect(await screen.findByText('暂无热搜数据，采集开始后每分钟更新', {}, LOADED)).toBeTruthy();
    expect(screen.queryByTestId('demo-data-tag')).toBeNull();
  }, 60_000);
});
