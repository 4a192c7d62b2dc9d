import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithApp } from '../../../test/render';
import { BlogCakeRankingPage } from './blog-cake-ranking-page';
import { boardPage, cakeRow } from './board.fixture';

const LOADED = { timeout: 10_000 };

afterEach(() => vi.unstubAllGlobals());

describe('BlogCakeRankingPage', () => {
  it('shows sponsored posts with their brands, the organic average and 恰饭效果', async () => {
    const api = fakeApi({
      '/api/article_ranking/cake': {
        code: 1,
        data: boardPage([
          cakeRow(1, '茶半里新品合作试喝'),
          cakeRow(2, '合作推广：秋冬护手霜', { brands: [], organic_avg: null, vs_organic: null }),
          cakeRow(3, '品牌合作开箱', { vs_organic: 0.42, organic_avg: 64_000 }),
        ]),
      },
    });
    renderWithApp(<BlogCakeRankingPage />, { route: '/blogCakeRanking' });
    expect(await screen.findByText('茶半里新品合作试喝', {}, LOADED)).toBeTruthy();
    const headers = [...document.querySelectorAll('thead th')].map((th) => th.textContent);
    expect(headers).toEqual([
      '排名',
      '博文',
      '转发',
      '评论',
      '点赞',
      '互动量',
      '提及品牌',
      '博主自然均值 ⓘ',
      '恰饭效果 ⓘ',
    ]);
    const rows = [...document.querySelectorAll('tbody tr.ant-table-row')].map((row) =>
      [...row.querySelectorAll('td')].slice(-3).map((cell) => cell.textContent),
    );
    expect(rows).toEqual([
      ['茶半里', '1.08万', '2.50倍'],
      ['-', '-', '-'],
      ['茶半里', '6.4万', '0.42倍'],
    ]);
    expect(screen.getAllByText('商业')).toHaveLength(3);
    const call = api.calls.find((c) => c.path === '/api/article_ranking/cake');
    expect(call?.form.get('period')).toBe('week');
    expect(screen.getByRole('tab', { name: '恰饭榜' }).getAttribute('aria-selected')).toBe('true');
  }, 60_000);
});
