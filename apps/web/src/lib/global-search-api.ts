import type { SearchType } from '@boguan/contracts/search';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/*
 * The one caller of POST /api/index/search {keyword, type}: the header's search dialog and the
 * blogger pickers look bloggers, posts and brands up by words through here.
 */

export interface GlobalSearch {
  keyword: string;
  type: SearchType;
}

export const searchKeys = {
  all: ['global-search'] as const,
  result: (search: GlobalSearch | null) => [...searchKeys.all, search?.type, search?.keyword] as const,
};

/** One search; the data of a code-1 answer, otherwise an ApiError (no toast). */
export function globalSearch(search: GlobalSearch) {
  return api('/api/index/search', search);
}

/**
 * The results of one submitted search (none until one is). Each search counts a use of the
 * member's daily quota, so an answer on screen is kept for a minute instead of being asked again.
 */
export function useGlobalSearch(search: GlobalSearch | null) {
  return useQuery({
    queryKey: searchKeys.result(search),
    queryFn: () => globalSearch(search ?? { keyword: '', type: 'kol' }),
    enabled: search !== null,
    staleTime: 60_000,
  });
}
