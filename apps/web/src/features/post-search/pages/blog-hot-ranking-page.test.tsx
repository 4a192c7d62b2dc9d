import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithApp } from '../../../test/render';
import { BlogHotRankingPage } from './blog-hot-ranking-page';
import { boardPage, boardRow } from './board.fixture';

const LOADED = { timeout: 10_000 };

afterEach(() => vi.unstubAllGlobals());

/** The text of each body row's cells, as the user reads the table. */
function tableRows(): string[][] {
  return [...document.querySelectorAll('tbody tr.ant-table-row')].map((row) =>
    [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? ''),
  );
}

describe('BlogHotRankingPage', () => {
  it('shows the 24-hour board with ranks, rank changes and figures; period and category go to the server', async () => {
    const api = fakeApi({
      '/api/index/data_status': { code: 1, data: { demo: true } },
      '/api/article_ranking/hot': {
        code: 1,
        data: boardPage([
          boardRow(1, '冬日第一锅火锅', { rank_change: 2 }),
          boardRow(2, '自制奶茶教程', { rank_change: null, interactions: 9_000, likes: 7_000 }),
          boardRow(3, '早餐店探店', { rank_change: -1, interactions: 5_000 }),
        ]),
      },
    });
    renderWithApp(<BlogHotRankingPage />, { route: '/blogHotRanking' });
    expect(await screen.findByText('冬日第一锅火锅', {}, LOADED)).toBeTruthy();
    const headers = [...document.querySelectorAll('thead th')].map((th) => th.textContent);
    expect(headers).toEqual(['排名', '博文', '转发', '评论', '点赞', '互动量']);
    const rows = tableRows();
    expect(rows.map((r) => r[0])).toEqual(['1↑2', '2新', '3↓1']);
    expect(rows[0]?.slice(2)).toEqual(['1,200', '800', '2.5万', '2.7万']);
    expect(screen.getByTestId('board-meta').textContent).toBe('数据更新时间：2026-01-05 10:00:00');
    // The simulator's posts are said to be demo data.
    expect((await screen.findByTestId('demo-data-tag')).textContent).toBe('演示数据');
    expect(screen.getByText('统计区间：2026-01-04 10:00 至 2026-01-05 10:00 发布的博文')).toBeTruthy();
    expect(screen.getByText(/共 86 条博文上榜，当前会员等级可查看前 20 名/)).toBeTruthy();
    const first = api.calls.find((c) => c.path === '/api/article_ranking/hot');
    expect(Object.fromEntries(first?.form ?? [])).toEqual({ period: 'day', page: '1' });

    fireEvent.click(screen.getByText('7天榜'));
    await waitFor(() => expect(api.calls.at(-1)?.form.get('period')).toBe('week'));
    fireEvent.click(screen.getByText('美妆'));
    await waitFor(() => expect(api.calls.at(-1)?.form.get('category')).toBe('美妆'));
    expect(api.calls.at(-1)?.form.get('period')).toBe('week');
    expect(api.calls.some((c) => c.path === '/api/article_ranking/cake')).toBe(false);

    fireEvent.click(screen.getByText('榜单说明'));
    expect(await screen.findByText(/较上期 = 上期名次 − 本期名次/)).toBeTruthy();
  }, 60_000);

  it('says the board is being computed before its first computation', async () => {
    fakeApi({
      '/api/index/data_status': { code: 1, data: { demo: false } },
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
    renderWithApp(<BlogHotRankingPage />, { route: '/blogHotRanking?period=hour' });
    expect(await screen.findByText('榜单生成中，请稍候...', {}, LOADED)).toBeTruthy();
    // Collected (not simulated) data carries no demo tag.
    expect(screen.queryByTestId('demo-data-tag')).toBeNull();
  }, 60_000);
});
