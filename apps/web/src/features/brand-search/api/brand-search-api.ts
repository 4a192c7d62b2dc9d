import type { BrandTab } from '@boguan/contracts/brand-search';
import type { BrandSearchPage } from '@boguan/contracts/brand-search.api';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { BrandSearchState } from '../lib/brand-query';

/** The query keys of the brand pages: every search page sits under `brandSearchKeys.lists()`. */
export const brandSearchKeys = {
  all: ['brand-search'] as const,
  options: () => [...brandSearchKeys.all, 'options'] as const,
  lists: () => [...brandSearchKeys.all, 'list'] as const,
  list: (state: BrandSearchState) => [...brandSearchKeys.lists(), state] as const,
  tab: (brandId: string, tab: BrandTab, days: number) =>
    [...brandSearchKeys.all, 'detail', brandId, tab, days] as const,
  sample: () => [...brandSearchKeys.all, 'sample'] as const,
};

export const BRAND_PAGE_SIZE = 20;

export function useBrandOptions() {
  return useQuery({
    queryKey: brandSearchKeys.options(),
    queryFn: () => api('/api/brand/search_options'),
    staleTime: 10 * 60_000,
  });
}

/**
 * One page of brands. A new keyword or category counts one brand_search use a day, so a result on
 * screen is kept a minute instead of being asked for again; the previous page stays while the next loads.
 */
export function useBrandSearch(state: BrandSearchState) {
  return useQuery({
    queryKey: brandSearchKeys.list(state),
    queryFn: () =>
      api('/api/brand/search', {
        keyword: state.keyword || undefined,
        category: state.category || undefined,
        days: state.days,
        sort: state.sort,
        order: state.order,
        page: state.page,
        per_page: BRAND_PAGE_SIZE,
      }),
    placeholderData: (previous) => previous,
    staleTime: 60_000,
    retry: false,
  });
}

const TAB_PATHS = {
  overview: '/api/brand/detail_overview',
  content: '/api/brand/detail_content',
  bloggers: '/api/brand/detail_bloggers',
  audience: '/api/brand/detail_audience',
} as const;

export function useBrandOverview(brandId: string, days: number, enabled = true) {
  return useQuery({
    queryKey: brandSearchKeys.tab(brandId, 'overview', days),
    queryFn: () => api(TAB_PATHS.overview, { brand_id: brandId, days }),
    retry: false,
    enabled,
  });
}

export function useBrandContent(brandId: string, days: number, enabled: boolean) {
  return useQuery({
    queryKey: brandSearchKeys.tab(brandId, 'content', days),
    queryFn: () => api(TAB_PATHS.content, { brand_id: brandId, days }),
    retry: false,
    enabled,
  });
}

export function useBrandBloggers(brandId: string, days: number, enabled: boolean) {
  return useQuery({
    queryKey: brandSearchKeys.tab(brandId, 'bloggers', days),
    queryFn: () => api(TAB_PATHS.bloggers, { brand_id: brandId, days }),
    retry: false,
    enabled,
  });
}

export function useBrandAudience(brandId: string, days: number, enabled: boolean) {
  return useQuery({
    queryKey: brandSearchKeys.tab(brandId, 'audience', days),
    queryFn: () => api(TAB_PATHS.audience, { brand_id: brandId, days }),
    retry: false,
    enabled,
  });
}

/** The sample report of /brandGive: open to visitors. */
export function useBrandSample() {
  return useQuery({ queryKey: brandSearchKeys.sample(), queryFn: () => api('/api/brand/sample'), retry: false });
}

/** Marks a brand collected or not in every cached result page (no new search, which could count a use). */
function patchCollected(client: QueryClient, brandId: string, collected: boolean): void {
  client.setQueriesData<BrandSearchPage>({ queryKey: brandSearchKeys.lists() }, (page) =>
    page ? { ...page, data: page.data.map((row) => (row.brand_id === brandId ? { ...row, collected } : row)) } : page,
  );
}

/** Adds a brand to favourites (/brandCollect's default group) or removes it. */
export function useBrandFavourite(brandId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (collected: boolean) =>
      collected
        ? api('/api/brand_collect/add', { brand_id: brandId }).then(() => collected)
        : api('/api/brand_collect/del', { brand_id: brandId }).then(() => collected),
    onSuccess: (collected) => patchCollected(client, brandId, collected),
  });
}
