import type { RequestOf } from '@boguan/contracts/api';
import type { TopicBoard, TopicPeriod } from '@boguan/contracts/topic-ranking';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, download } from '../../../lib/api-client';
import type { BoardState } from '../lib/board-state';

/** The query keys of this feature: the boards and the periods of the picker. */
export const topicRankingKeys = {
  all: ['topic-ranking'] as const,
  board: (board: TopicBoard, state: BoardState) => [...topicRankingKeys.all, 'board', board, state] as const,
  periods: (type: TopicPeriod) => [...topicRankingKeys.all, 'periods', type] as const,
};

const BOARD_PATHS = {
  top: '/api/topic_ranking/topSearch',
  recreation: '/api/topic_ranking/recreation',
  heated: '/api/topic_ranking/topDis',
} as const;

const EXPORT_PATHS = {
  top: '/api/topic_ranking/topSearchExport',
  recreation: '/api/topic_ranking/recreationExport',
  heated: '/api/topic_ranking/topDisExport',
} as const;

/** What the server is asked: blank choices left out (the latest period, every category). */
export function boardPayload(state: BoardState): RequestOf<'/api/topic_ranking/topSearch'> {
  return {
    type: state.type,
    date: state.date || undefined,
    hour: state.type === 'hour' && state.date && state.hour !== null ? state.hour : undefined,
    category: state.category || undefined,
    page: state.page,
  };
}

/** Refetched while no period has a board yet (a fresh install filling up). */
const waitingForBoard = (data: { period: unknown } | undefined) =>
  data !== undefined && data.period === null ? 15_000 : false;

export function useTopicBoard(board: TopicBoard, state: BoardState) {
  return useQuery({
    queryKey: topicRankingKeys.board(board, state),
    queryFn: () => api(BOARD_PATHS[board], boardPayload(state)),
    placeholderData: keepPreviousData,
    retry: false,
    refetchInterval: (query) => waitingForBoard(query.state.data),
  });
}

/** The past periods with data, for the picker. */
export function useTopicPeriods(type: TopicPeriod) {
  return useQuery({
    queryKey: topicRankingKeys.periods(type),
    queryFn: () => api('/api/topic_ranking/periods', { type }),
    staleTime: 60_000,
  });
}

export function exportTopicBoard(board: TopicBoard, state: BoardState, fileName: string): Promise<boolean> {
  const { page: _page, ...filters } = boardPayload(state);
  return download(EXPORT_PATHS[board], filters, fileName);
}
