import { RANKING_PER_PAGE, type RankingBoard, type RankingPeriod } from '@boguan/contracts/kol-ranking';
import type { FansIncRankRow, InfluenceRankRow, RankingPage } from '@boguan/contracts/kol-ranking.api';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api, download } from '../../../lib/api-client';
import { areaFilters, BOARDS, type BoardParams, categoryFilters, pageOf } from '../lib/boards';

export type BoardRow = InfluenceRankRow | FansIncRankRow;

/** The query keys of the rankings: every board page sits under `kolRankingKeys.boards()`. */
export const kolRankingKeys = {
  all: ['kol-ranking'] as const,
  options: () => [...kolRankingKeys.all, 'options'] as const,
  boards: () => [...kolRankingKeys.all, 'board'] as const,
  board: (board: RankingBoard, params: BoardParams) => [...kolRankingKeys.boards(), board, params] as const,
  mobile: (period: RankingPeriod, category: string) =>
    [...kolRankingKeys.boards(), 'mobile', period, category] as const,
};

/** The categories, provinces and periods the boards offer, and when the figures were computed. */
export function useRankingOptions(enabled = true) {
  return useQuery({
    queryKey: kolRankingKeys.options(),
    queryFn: () => api('/api/kol_ranking/options'),
    staleTime: 5 * 60_000,
    enabled,
  });
}

function fetchBoard(board: RankingBoard, params: BoardParams): Promise<RankingPage<BoardRow>> {
  switch (board) {
    case 'synthesize':
      return api('/api/kol_ranking/synthesize', { ...categoryFilters(params), ...pageOf(params) });
    case 'area':
      return api('/api/kol_ranking/area', { ...areaFilters(params), ...pageOf(params) });
    case 'fans_inc':
      return api('/api/kol_ranking/fans_inc', { ...categoryFilters(params), ...pageOf(params) });
  }
}

/** One page of a board; the previous page stays on screen while the next loads. */
export function useBoard(board: RankingBoard, params: BoardParams, enabled = true) {
  return useQuery({
    queryKey: kolRankingKeys.board(board, params),
    queryFn: () => fetchBoard(board, params),
    placeholderData: (previous) => previous,
    enabled,
  });
}

/** The composite board's top `limit` of this week (the home panel). */
export function useWeeklyTop(limit: number, enabled: boolean) {
  const params: BoardParams = { period: 'week', category: '', province: '', page: 1, per_page: limit };
  return useQuery({
    queryKey: kolRankingKeys.board('synthesize', params),
    queryFn: () => api('/api/kol_ranking/synthesize', { ...categoryFilters(params), ...pageOf(params) }),
    enabled,
  });
}

/** /m/ranking/list: the composite board page by page, for 加载更多. */
export function useMobileBoard(period: RankingPeriod, category: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: kolRankingKeys.mobile(period, category),
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      api('/api/kol_ranking/synthesize', { period, category, page: pageParam, per_page: RANKING_PER_PAGE }),
    enabled,
    getNextPageParam: (last) => (last.page * last.per_page < last.total ? last.page + 1 : undefined),
  });
}

/** Downloads the board as .xlsx (the top ranks the member's export allows). */
export function exportBoard(board: RankingBoard, params: BoardParams): Promise<boolean> {
  const fallbackName = `${BOARDS[board].title}.xlsx`;
  switch (board) {
    case 'synthesize':
      return download('/api/kol_ranking/synthesize_export', categoryFilters(params), fallbackName);
    case 'area':
      return download('/api/kol_ranking/area_export', areaFilters(params), fallbackName);
    case 'fans_inc':
      return download('/api/kol_ranking/fans_inc_export', categoryFilters(params), fallbackName);
  }
}
