import type { KolSearchOptions, KolSearchPage } from '@boguan/contracts/kol-search';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { download, request, requestData } from '../../../lib/api-client';
import { filtersPayload, type SearchState, searchPayload } from '../lib/search-params';

/** Filter choices from the data (categories, provinces with cities); they change slowly. */
export function useSearchOptions() {
  return useQuery({
    queryKey: ['kol-search', 'options'],
    queryFn: () => requestData<KolSearchOptions>('/api/kol/search_options'),
    staleTime: 10 * 60_000,
  });
}

/**
 * One page of results. Each new search (page 1) counts against the member's daily quota, so a
 * result already on screen is kept for a minute instead of being asked for again; the previous
 * page stays visible while the next loads.
 */
export function useKolSearch(state: SearchState, enabled = true) {
  return useQuery({
    queryKey: ['kol-search', 'list', searchPayload(state)],
    queryFn: () => requestData<KolSearchPage>('/api/kol/search', searchPayload(state)),
    placeholderData: (previous) => previous,
    staleTime: 60_000,
    retry: false,
    enabled,
  });
}

/** Downloads the results as .xlsx (as many rows as the member's export allows). */
export function exportSearch(state: SearchState): Promise<boolean> {
  return download('/api/kol/search_export', filtersPayload(state), '博主搜索结果.xlsx');
}

/** Adds a blogger to, or removes one from, the user's favourites (/api/index/collect). */
export async function setCollected(kolId: number, collected: boolean): Promise<boolean> {
  const answer = await request('/api/index/collect', { action: collected ? 'add' : 'remove', kol_id: kolId });
  return answer.code === 1;
}

/**
 * Marks a blogger collected or not in every cached result page, so going back to a page shows the
 * star as the user left it without searching again (which would count against the quota).
 */
export function patchCollected(client: QueryClient, kolId: number, collected: boolean): void {
  client.setQueriesData<KolSearchPage>({ queryKey: ['kol-search', 'list'] }, (page) =>
    page ? { ...page, data: page.data.map((row) => (row.kol_id === kolId ? { ...row, collected } : row)) } : page,
  );
}
