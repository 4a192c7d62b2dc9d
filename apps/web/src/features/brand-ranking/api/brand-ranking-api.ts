import type { RequestOf } from '@boguan/contracts/api';
import type { BrandBoard, BrandPeriod } from '@boguan/contracts/brand-ranking';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, download } from '../../../lib/api-client';
import type { BoardState } from '../lib/board-state';

/** The query keys of this feature: the boards and the periods of the picker. */
export const brandRankingKeys = {
  all: ['brand-ranking'] as const,
  board: (board: BrandBoard, state: BoardState) => [...brandRankingKeys.all, 'board', board, state] as const,
  periods: (type: BrandPeriod) => [...brandRankingKeys.all, 'periods', type] as const,
};

const BOARD_PATHS = {
  volume: '/api/brand_ranking/ranking',
  growth: '/api/brand_ranking/incRanking',
  hot: '/api/brand_ranking/hotRanking',
} as const;

const EXPORT_PATHS = {
  volume: '/api/brand_ranking/rankingExport',
  growth: '/api/brand_ranking/incRankingExport',
  hot: '/api/brand_ranking/hotRankingExport',
} as const;

/** What the server is asked: blank choices left out (the latest period, every category). */
export function boardPayload(state: BoardState): RequestOf<'/api/brand_ranking/ranking'> {
  return {
    type: state.type,
    date: state.date || undefined,
    category: state.category || undefined,
    page: state.page,
  };
}

/** Refetched while no period has a board yet (a fresh install filling up). */
const waitingForBoard = (data: { period: unknown } | undefined) =>
  data !== undefined && data.period === null ? 15_000 : false;

export function useBrandBoard(board: BrandBoard, state: BoardState) {
  return useQuery({
    queryKey: brandRankingKeys.board(board, state),
    queryFn: () => api(BOARD_PATHS[board], boardPayload(state)),
    placeholderData: keepPreviousData,
    retry: false,
    refetchInterval: (query) => waitingForBoard(query.state.data),
  });
}

/** The past periods with data, for the picker. */
export function useBrandPeriods(type: BrandPeriod) {
  return useQuery({
    queryKey: brandRankingKeys.periods(type),
    queryFn: () => api('/api/brand_ranking/periods', { type }),
    staleTime: 60_000,
  });
}

export function exportBrandBoard(board: BrandBoard, state: BoardState, fileName: string): Promise<boolean> {
  const { page: _page, ...filters } = boardPayload(state);
  return download(EXPORT_PATHS[board], filters, fileName);
}
