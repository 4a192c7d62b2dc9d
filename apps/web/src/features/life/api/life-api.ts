import type { RequestOf } from '@boguan/contracts/api';
import type { LifePeriod } from '@boguan/contracts/life';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, download } from '../../../lib/api-client';
import type { LifeState } from '../lib/life-state';

/** The query keys of 本地生活. */
export const lifeKeys = {
  all: ['life'] as const,
  cities: () => [...lifeKeys.all, 'cities'] as const,
  periods: (city: string, type: LifePeriod) => [...lifeKeys.all, 'periods', city, type] as const,
  merchants: (view: MerchantView) => [...lifeKeys.all, 'merchants', view] as const,
  districts: (view: ViewPayload) => [...lifeKeys.all, 'districts', view] as const,
  trend: (view: ViewPayload) => [...lifeKeys.all, 'trend', view] as const,
  bloggers: (view: BloggerView) => [...lifeKeys.all, 'bloggers', view] as const,
};

type ViewPayload = RequestOf<'/api/life/districtMap'>;
type MerchantView = RequestOf<'/api/life/merchantRanking'>;
type BloggerView = RequestOf<'/api/life/bloggerRanking'>;

/** What the server is asked about a city, period and category (blank choices left out). */
export function viewPayload(state: LifeState, city: string) {
  return {
    city,
    type: state.type,
    date: state.date || undefined,
    category: state.category || undefined,
  };
}

export function merchantPayload(state: LifeState, city: string) {
  return { ...viewPayload(state, city), by: state.by, page: state.page };
}

export function bloggerPayload(state: LifeState, city: string) {
  return { city, type: state.type, category: state.bcat || undefined, page: state.bpage };
}

export function useLifeCities() {
  return useQuery({ queryKey: lifeKeys.cities(), queryFn: () => api('/api/life/cities'), staleTime: 60_000 });
}

export function useLifePeriods(city: string, type: LifePeriod) {
  return useQuery({
    queryKey: lifeKeys.periods(city, type),
    queryFn: () => api('/api/life/periods', { city, type }),
    enabled: city !== '',
    staleTime: 60_000,
  });
}

export function useMerchantRanking(state: LifeState, city: string) {
  const body = merchantPayload(state, city);
  return useQuery({
    queryKey: lifeKeys.merchants(body),
    queryFn: () => api('/api/life/merchantRanking', body),
    enabled: city !== '',
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useDistrictMap(state: LifeState, city: string) {
  const body = viewPayload(state, city);
  return useQuery({
    queryKey: lifeKeys.districts(body),
    queryFn: () => api('/api/life/districtMap', body),
    enabled: city !== '',
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useLifeTrend(state: LifeState, city: string) {
  const body = viewPayload(state, city);
  return useQuery({
    queryKey: lifeKeys.trend(body),
    queryFn: () => api('/api/life/trend', body),
    enabled: city !== '',
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useBloggerRanking(state: LifeState, city: string) {
  const body = bloggerPayload(state, city);
  return useQuery({
    queryKey: lifeKeys.bloggers(body),
    queryFn: () => api('/api/life/bloggerRanking', body),
    enabled: city !== '',
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function exportMerchantRanking(state: LifeState, city: string): Promise<boolean> {
  const { page: _page, ...filters } = merchantPayload(state, city);
  return download('/api/life/merchantRankingExport', filters, `本地商户榜_${city}.xlsx`);
}

export function exportBloggerRanking(state: LifeState, city: string): Promise<boolean> {
  const { page: _page, ...filters } = bloggerPayload(state, city);
  return download('/api/life/bloggerRankingExport', filters, `本地博主榜_${city}.xlsx`);
}
