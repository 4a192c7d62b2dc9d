import type { RequestOf } from '@boguan/contracts/api';
import type { CakePeriod, HotPeriod } from '@boguan/contracts/post-search';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, call, download } from '../../../lib/api-client';
import { SENTIMENT_QUERY_META } from '../../../lib/sentiment-corrections';
import { filtersPayload, type SearchState, searchPayload } from '../lib/search-state';

/** The query keys of this feature: search pages, allowances, export records and the boards. */
export const postSearchKeys = {
  all: ['post-search'] as const,
  auth: () => [...postSearchKeys.all, 'auth'] as const,
  categories: () => [...postSearchKeys.all, 'categories'] as const,
  list: (state: SearchState) => [...postSearchKeys.all, 'list', searchPayload(state)] as const,
  records: (page: number) => [...postSearchKeys.all, 'records', page] as const,
  board: (board: 'hot' | 'cake', params: BoardParams) => [...postSearchKeys.all, 'board', board, params] as const,
};

/** What the member may search and export, and what is left (shown above the results). */
export function useSearchAuth() {
  return useQuery({ queryKey: postSearchKeys.auth(), queryFn: () => api('/api/article/get_search_auth') });
}

/** The bloggers' categories the data offers (blogger search's filter choices). */
export function useCategories() {
  return useQuery({
    queryKey: postSearchKeys.categories(),
    queryFn: () => api('/api/kol/search_options'),
    staleTime: 10 * 60_000,
    select: (data) => data.categories.map((c) => c.name),
  });
}

/**
 * One page of results; no query without a keyword. Each new search counts against the member's daily
 * quota, so a result on screen is kept for a minute instead of being asked for again.
 */
export function usePostSearch(state: SearchState) {
  return useQuery({
    queryKey: postSearchKeys.list(state),
    queryFn: () => api('/api/article/search', searchPayload(state)),
    placeholderData: (previous) => previous,
    staleTime: 60_000,
    retry: false,
    enabled: state.keyword !== '',
    // A sentiment correction refreshes the list; the same search again counts no use.
    meta: SENTIMENT_QUERY_META,
  });
}

/** getTimes: the export's row count and the exports left, before confirming (counts no use). */
export function checkExport(state: SearchState) {
  return call('/api/article/getTimes', filtersPayload(state));
}

/** Downloads the results (a job-built file is waited for). */
export function exportResults(state: SearchState): Promise<boolean> {
  return download('/api/article/exportBlog', filtersPayload(state), '博文搜索结果.xlsx');
}

/** Downloads the ticked posts. */
export function exportSelection(mids: string[]): Promise<boolean> {
  return download('/api/article/exportArticle', { mids }, '所选博文.xlsx');
}

/** This area's export records; polled while one is being built. */
export function useExportRecords(page: number, enabled: boolean) {
  return useQuery({
    queryKey: postSearchKeys.records(page),
    queryFn: () => api('/api/article/getBlogExportRecode', { page }),
    enabled,
    refetchInterval: (query) => (query.state.data?.data.some((r) => r.status === 'running') ? 2000 : false),
  });
}

/** A finished export's file, again. */
export function downloadRecord(id: number, fileName: string): Promise<boolean> {
  return download('/api/export/download', { id }, fileName);
}

export interface BoardParams {
  period: HotPeriod | CakePeriod;
  category: string;
  page: number;
}

/** Refetched while the board is still being computed for the first time (a fresh install). */
const waitingForBoard = (data: { computed_at: string | null; total_all: number } | undefined) =>
  data !== undefined && (data.computed_at === null || data.total_all === 0) ? 15_000 : false;

export function useHotBoard(params: BoardParams & { period: HotPeriod }, enabled = true) {
  const body: RequestOf<'/api/article_ranking/hot'> = { ...params, category: params.category || undefined };
  return useQuery({
    queryKey: postSearchKeys.board('hot', params),
    queryFn: () => api('/api/article_ranking/hot', body),
    enabled,
    placeholderData: keepPreviousData,
    refetchInterval: (query) => waitingForBoard(query.state.data),
  });
}

export function useCakeBoard(params: BoardParams & { period: CakePeriod }, enabled = true) {
  const body: RequestOf<'/api/article_ranking/cake'> = { ...params, category: params.category || undefined };
  return useQuery({
    queryKey: postSearchKeys.board('cake', params),
    queryFn: () => api('/api/article_ranking/cake', body),
    enabled,
    placeholderData: keepPreviousData,
    refetchInterval: (query) => waitingForBoard(query.state.data),
  });
}

export function exportHotBoard(period: HotPeriod, category: string): Promise<boolean> {
  return download('/api/article_ranking/hot_export', { period, category: category || undefined }, '热门博文榜.xlsx');
}

export function exportCakeBoard(period: CakePeriod, category: string): Promise<boolean> {
  return download('/api/article_ranking/cake_export', { period, category: category || undefined }, '恰饭榜.xlsx');
}
