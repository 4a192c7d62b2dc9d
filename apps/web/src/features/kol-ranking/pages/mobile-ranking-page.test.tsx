import type { InfluenceRankRow } from '@boguan/contracts/kol-ranking.api';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/storage-keys';
import { fakeApi, renderWithApp } from '../../../test/render';
import { kolCard } from '../../blogger-common/kol-card.fixture';
import { MobileRankingPage } from './mobile-ranking-page';

/** A page renders antd in jsdom: give its first answer time on a busy machine. */
const LOADED = { timeout: 10_000 };

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const row = (rank: number, name: string): InfluenceRankRow => ({
  ...kolCard({ kol_id: rank, uname: name }),
  rank,
  score: 90 - rank,
});

describe('mobile ranking', () => {
  it('lists the composite board and loads the next page on 加载更多', async () => {
    setToken('token');
    const api = fakeApi({
      '/api/kol_ranking/options': {
        code: 1,
        data: { categories: [], provinces: [], periods: [], computed_at: null },
      },
      '/api/kol_ranking/synthesize': (form) => {
        const page = Number(form.get('page'));
        return {
          code: 1,
          data: {
            data: page === 1 ? [row(1, '美妆小王')] : [row(21, '数码老张')],
            page,
            per_page: 20,
            total: 40,
            total_all: 40,
            max_rows: 100,
            computed_at: null,
          },
        };
      },
    });
    renderWithApp(<MobileRankingPage />, { route: '/m/ranking/list' });
    expect(await screen.findByText('美妆小王', {}, LOADED)).toBeTruthy();
    expect(screen.getByText('89.0')).toBeTruthy();
    await userEvent.click(screen.getByText('加载更多'));
    expect(await screen.findByText('数码老张', {}, LOADED)).toBeTruthy();
    expect(screen.getByText('已经到底了')).toBeTruthy();
    const pages = api.calls.filter((c) => c.path === '/api/kol_ranking/synthesize').map((c) => c.form.get('page'));
    expect(pages).toEqual(['1', '2']);
    // A row opens the blogger's figures.
    await userEvent.click(screen.getByText('美妆小王'));
    const sheet = await screen.findByTestId('m-blogger-sheet');
    expect(sheet.textContent).toContain('粉丝数');
    expect(sheet.textContent).toContain('美妆小王');
  });

  it('asks a visitor to log in first', () => {
    fakeApi({});
    renderWithApp(<MobileRankingPage />, { route: '/m/ranking/list' });
    expect(screen.getByText('登录后查看博主榜单')).toBeTruthy();
  });
});
