import type { RequestOf } from '@boguan/contracts/api';
import { HOT_REFRESH_MS } from '@boguan/contracts/hot-search';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, download } from '../../../lib/api-client';

export type DayParams = RequestOf<'/api/hot_search/daySummary'> & { date: string };

/** The query keys of this feature. */
export const hotSearchKeys = {
  all: ['hot-search'] as const,
  realtime: (category: string, keyword: string) => [...hotSearchKeys.all, 'realtime', category, keyword] as const,
  detail: (word: string) => [...hotSearchKeys.all, 'detail', word] as const,
  range: () => [...hotSearchKeys.all, 'range'] as const,
  at: (date: string, time: string) => [...hotSearchKeys.all, 'at', date, time] as const,
  day: (params: DayParams) => [...hotSearchKeys.all, 'day', params] as const,
};

/**
 * The live list, read again every minute while the page is visible (TanStack Query pauses the
 * interval in a hidden tab), as the collector stores a capture a minute.
 */
export function useRealtime(category: string, keyword: string) {
  return useQuery({
    queryKey: hotSearchKeys.realtime(category, keyword),
    queryFn: () => api('/api/hot_search/realtime', { category, keyword }),
    refetchInterval: HOT_REFRESH_MS,
    refetchIntervalInBackground: false,
    placeholderData: keepPreviousData,
  });
}

export function useHotDetail(word: string) {
  return useQuery({
    queryKey: hotSearchKeys.detail(word),
    queryFn: () => api('/api/hot_search/detail', { word }),
    enabled: word !== '',
    retry: false,
  });
}

export function useHistoryRange() {
  return useQuery({ queryKey: hotSearchKeys.range(), queryFn: () => api('/api/hot_search/historyRange') });
}

/** The list at a past minute: each new minute counts one use of the day, so an answer is kept. */
export function useHistoryAt(date: string, time: string) {
  return useQuery({
    queryKey: hotSearchKeys.at(date, time),
    queryFn: () => api('/api/hot_search/history', { date, time }),
    enabled: date !== '' && time !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useDaySummary(params: DayParams) {
  return useQuery({
    queryKey: hotSearchKeys.day(params),
    queryFn: () => api('/api/hot_search/daySummary', params),
    enabled: params.date !== '',
    retry: false,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export function exportDay(params: Omit<DayParams, 'page'>): Promise<boolean> {
  return download('/api/hot_search/daySummaryExport', params, `历史热搜日汇总_${params.date}.xlsx`);
}
