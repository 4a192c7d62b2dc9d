import type { KolSearchOptions, KolSearchPage, KolSort } from '@boguan/contracts/kol-search';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client';

export const MOBILE_PER_PAGE = 10;

export interface MobileSearch {
  keyword: string;
  category: string;
  fans_min: number | null;
  fans_max: number | null;
  sort: KolSort;
}

function payload(search: MobileSearch, page: number) {
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
 * The results page by page for 加载更多. Only the first page of a search counts a use of the daily
 * quota; the next page is offered only while it stays within the rows the member may see.
 */
export function useMobileSearch(search: MobileSearch, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: ['kol-search', 'mobile', search],
    initialPageParam: 1,
    queryFn: ({ pageParam }) => requestData<KolSearchPage>('/api/kol/search', payload(search, pageParam)),
    getNextPageParam: (last) => (last.page * last.per_page < last.total ? last.page + 1 : undefined),
    staleTime: 60_000,
    retry: false,
    enabled,
  });
}

export function useMobileSearchOptions(enabled: boolean) {
  return useQuery({
    queryKey: ['kol-search', 'options'],
    queryFn: () => requestData<KolSearchOptions>('/api/kol/search_options'),
    staleTime: 10 * 60_000,
    enabled,
  });
}
