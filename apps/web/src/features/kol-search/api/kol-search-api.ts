import type { RequestOf } from '@boguan/contracts/api';
import type { KolSort } from '@boguan/contracts/kol-search';
import type { KolSearchPage } from '@boguan/contracts/kol-search.api';
import { type QueryClient, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api, download } from '../../../lib/api-client';
import { filtersPayload, type SearchState, searchPayload } from '../lib/search-params';

/** The query keys of blogger search: every cached search page sits under `kolSearchKeys.lists()`. */
export const kolSearchKeys = {
  all: ['kol-search'] as const,
  options: () => [...kolSearchKeys.all, 'options'] as const,
  lists: () => [...kolSearchKeys.all, 'list'] as const,
  list: (state: SearchState) => [...kolSearchKeys.lists(), searchPayload(state)] as const,
  mobile: (search: MobileSearch) => [...kolSearchKeys.lists(), 'mobile', search] as const,
};

/** Filter choices from the data (categories, provinces with cities); they change slowly. */
export function useSearchOptions(enabled = true) {
  return useQuery({
    queryKey: kolSearchKeys.options(),
    queryFn: () => api('/api/kol/search_options'),
    staleTime: 10 * 60_000,
    enabled,
  });
}

/**
 * One page of results. Each new search (page 1) counts against the member's daily quota, so a
 * result already on screen is kept for a minute instead of being asked for again; the previous
 * page stays visible while the next loads.
 */
export function useKolSearch(state: SearchState, enabled = true) {
  return useQuery({
    queryKey: kolSearchKeys.list(state),
    queryFn: () => api('/api/kol/search', searchPayload(state)),
    placeholderData: (previous) => previous,
    staleTime: 60_000,
    retry: false,
    enabled,
  });
}

export const MOBILE_PER_PAGE = 10;

/** The quick filters of /m/blogger. */
export interface MobileSearch {
  keyword: string;
  category: string;
  fans_min: number | null;
  fans_max: number | null;
  sort: KolSort;
}

function mobilePayload(search: MobileSearch, page: number): RequestOf<'/api/kol/search'> {
  return {
    keyword: search.keyword || undefined,
    category: search.category || undefined,
    fans_min: search.fans_min ?? undefined,
    fans_max: search.fans_max ?? undefined,
    sort: search.sort,
    order: 'desc',
    page,
    per_page: MOBILE_PER_PAGE,
  };
}

/**
 * /m/blogger's results page by page for 加载更多. Only the first page of a search counts a use of
 * the daily quota; the next page is offered only while it stays within the rows the member may see.
 */
export function useMobileSearch(search: MobileSearch, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: kolSearchKeys.mobile(search),
    initialPageParam: 1,
    queryFn: ({ pageParam }) => api('/api/kol/search', mobilePayload(search, pageParam)),
    getNextPageParam: (last) => (last.page * last.per_page < last.total ? last.page + 1 : undefined),
    staleTime: 60_000,
    retry: false,
    enabled,
  });
}

/** Downloads the results as .xlsx (as many rows as the member's export allows). */
export function exportSearch(state: SearchState): Promise<boolean> {
  return download('/api/kol/search_export', filtersPayload(state), '博主搜索结果.xlsx');
}

/**
 * Marks a blogger collected or not in every cached result page, so going back to a page shows the
 * star as the user left it without searching again (which would count against the quota).
 */
export function patchCollected(client: QueryClient, kolId: number, collected: boolean): void {
  client.setQueriesData<KolSearchPage>({ queryKey: kolSearchKeys.lists() }, (page) =>
    page ? { ...page, data: page.data.map((row) => (row.kol_id === kolId ? { ...row, collected } : row)) } : page,
  );
}
