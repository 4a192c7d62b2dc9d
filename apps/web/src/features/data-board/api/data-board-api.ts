import type { RequestOf } from '@boguan/contracts/api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { DashboardState } from '../lib/board-state';

/** The query keys of this feature: the overview (range and day) and the day's tops. */
export const dataBoardKeys = {
  all: ['data-board'] as const,
  overview: (state: DashboardState) => [...dataBoardKeys.all, 'overview', state] as const,
  tops: (date: string) => [...dataBoardKeys.all, 'tops', date] as const,
};

/** What the server is asked: a blank day left out (the latest). */
export function overviewPayload(state: DashboardState): RequestOf<'/api/data_board/overview'> {
  return { days: state.days, date: state.date || undefined };
}

/** Refetched while the first days are being summarised (a fresh install filling up). */
const whileComputing = (data: { computing?: boolean; date: string | null } | undefined) =>
  data !== undefined && data.date === null ? 15_000 : false;

export function useDataBoardOverview(state: DashboardState) {
  return useQuery({
    queryKey: dataBoardKeys.overview(state),
    queryFn: () => api('/api/data_board/overview', overviewPayload(state)),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => whileComputing(query.state.data),
  });
}

export function useDataBoardTops(date: string) {
  return useQuery({
    queryKey: dataBoardKeys.tops(date),
    queryFn: () => api('/api/data_board/tops', { date: date || undefined }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => whileComputing(query.state.data),
  });
}
