import type { RequestOf } from '@boguan/contracts/api';
import { BrandAudienceStatus } from '@boguan/contracts/brand-audience';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

/*
 * Brand audience and brand alerts: every call of /api/brand_audience/* and /api/brand_alert/*
 * (docs/brand-audience.md).
 */

/** How often the progress bar asks for the task's state while it runs. */
export const STATUS_POLL_MS = 1500;

const active = (status: BrandAudienceStatus | undefined) =>
  status === BrandAudienceStatus.pending || status === BrandAudienceStatus.running;

export const brandAudienceKeys = {
  all: ['brand-audience'] as const,
  allowance: () => [...brandAudienceKeys.all, 'allowance'] as const,
  kept: () => [...brandAudienceKeys.all, 'kept'] as const,
  brands: (keyword: string) => [...brandAudienceKeys.all, 'brands', keyword] as const,
  status: (id: number) => [...brandAudienceKeys.all, 'status', id] as const,
  history: (page: number, status: BrandAudienceStatus | undefined) =>
    [...brandAudienceKeys.all, 'history', page, status ?? -1] as const,
  result: (id: number) => [...brandAudienceKeys.all, 'result', id] as const,
};

export const brandAlertKeys = {
  all: ['brand-alert'] as const,
  list: () => [...brandAlertKeys.all, 'list'] as const,
  state: (brandId: string) => [...brandAlertKeys.all, 'state', brandId] as const,
};

export function useBrandAudienceAllowance() {
  return useQuery({
    queryKey: brandAudienceKeys.allowance(),
    queryFn: () => api('/api/brand_audience/remainingTimes'),
  });
}

export function useKeptRange() {
  return useQuery({ queryKey: brandAudienceKeys.kept(), queryFn: () => api('/api/brand_audience/keptRange') });
}

/** The picker's brands for a typed keyword (every brand, by name, for a blank one). */
export function useBrandOptions(keyword: string) {
  return useQuery({
    queryKey: brandAudienceKeys.brands(keyword),
    queryFn: () => api('/api/brand_audience/brands', { keyword }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** The state of one task, polled until it is done or failed. */
export function useBrandAudienceStatus(id: number) {
  return useQuery({
    queryKey: brandAudienceKeys.status(id),
    queryFn: () => api('/api/brand_audience/status', { id }),
    refetchInterval: (query) => (active(query.state.data?.status) ? STATUS_POLL_MS : false),
  });
}

export function useBrandAudienceHistory(page: number, status: BrandAudienceStatus | undefined) {
  return useQuery({
    queryKey: brandAudienceKeys.history(page, status),
    queryFn: () => api('/api/brand_audience/history', { page, status }),
    placeholderData: keepPreviousData,
    // Tasks still running move: refresh the list while any is under way.
    refetchInterval: (query) => (query.state.data?.data.some((t) => active(t.status)) ? STATUS_POLL_MS * 2 : false),
  });
}

/** A finished report (frozen: never refetched on focus); `enabled` false for a page without a task id. */
export function useBrandAudienceResult(id: number, enabled = true) {
  return useQuery({
    queryKey: brandAudienceKeys.result(id),
    queryFn: () => api('/api/brand_audience/result', { id }),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useSubmitBrandAudience() {
  return useRefreshingMutation(brandAudienceKeys.all, (input: RequestOf<'/api/brand_audience/submit'>) =>
    api('/api/brand_audience/submit', input),
  );
}

export function useDeleteBrandAudience() {
  return useRefreshingMutation(brandAudienceKeys.all, (id: number) => api('/api/brand_audience/delete', { id }));
}

export function useBrandWatches() {
  return useQuery({ queryKey: brandAlertKeys.list(), queryFn: () => api('/api/brand_alert/list') });
}

export function useBrandWatchState(brandId: string) {
  return useQuery({
    queryKey: brandAlertKeys.state(brandId),
    queryFn: () => api('/api/brand_alert/state', { brand_id: brandId }),
    enabled: brandId !== '',
  });
}

/** Turns a brand's alert on or off; the list and the brand's state refresh. */
export function useToggleBrandWatch() {
  return useRefreshingMutation(brandAlertKeys.all, ({ brandId, watch }: { brandId: string; watch: boolean }) =>
    watch
      ? api('/api/brand_alert/watch', { brand_id: brandId })
      : api('/api/brand_alert/unwatch', { brand_id: brandId }),
  );
}
