import { BrandReportStatus } from '@boguan/contracts/brand-report';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, download } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

/*
 * Brand report: every call of /api/brand_report/* (docs/brand-report.md).
 */

/** How often the progress bar asks for the task's state while it runs. */
export const STATUS_POLL_MS = 1500;

const active = (status: BrandReportStatus | undefined) =>
  status === BrandReportStatus.pending || status === BrandReportStatus.running;

export const brandReportKeys = {
  all: ['brand-report'] as const,
  allowance: () => [...brandReportKeys.all, 'allowance'] as const,
  search: (keyword: string) => [...brandReportKeys.all, 'search', keyword] as const,
  check: (brandId: string) => [...brandReportKeys.all, 'check', brandId] as const,
  status: (id: number) => [...brandReportKeys.all, 'status', id] as const,
  history: (page: number, status: BrandReportStatus | undefined) =>
    [...brandReportKeys.all, 'history', page, status ?? -1] as const,
  result: (id: number) => [...brandReportKeys.all, 'result', id] as const,
};

export function useBrandReportAllowance() {
  return useQuery({ queryKey: brandReportKeys.allowance(), queryFn: () => api('/api/brand_report/remainingTimes') });
}

/** Brands matching what the member typed; asked only for a non-empty keyword. */
export function useBrandSearch(keyword: string) {
  return useQuery({
    queryKey: brandReportKeys.search(keyword),
    queryFn: () => api('/api/brand_report/searchBrand', { keyword }),
    enabled: keyword.trim() !== '',
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** The picked brand's card and default competitors. */
export function useBrandCheck(brandId: string) {
  return useQuery({
    queryKey: brandReportKeys.check(brandId),
    queryFn: () => api('/api/brand_report/check', { brand_id: brandId }),
    enabled: brandId !== '',
    retry: false,
  });
}

/** The state of one task, polled until it is done or failed. */
export function useBrandReportStatus(id: number) {
  return useQuery({
    queryKey: brandReportKeys.status(id),
    queryFn: () => api('/api/brand_report/status', { id }),
    refetchInterval: (query) => (active(query.state.data?.status) ? STATUS_POLL_MS : false),
  });
}

export function useBrandReportHistory(page: number, status: BrandReportStatus | undefined) {
  return useQuery({
    queryKey: brandReportKeys.history(page, status),
    queryFn: () => api('/api/brand_report/history', { page, status }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.data.some((t) => active(t.status)) ? STATUS_POLL_MS * 2 : false),
  });
}

/** A finished report (frozen: never refetched); `enabled` false for a page without a task id. */
export function useBrandReportResult(id: number, enabled = true) {
  return useQuery({
    queryKey: brandReportKeys.result(id),
    queryFn: () => api('/api/brand_report/result', { id }),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export interface BrandReportSubmit {
  brand_id: string;
  /** The competitors chosen; an empty list means none. */
  competitor_ids: string[];
  start_date: string;
  end_date: string;
}

export function useSubmitBrandReport() {
  return useRefreshingMutation(brandReportKeys.all, (input: BrandReportSubmit) =>
    // A comma-joined value: an empty string says "no competitors" (an absent key would mean the peers).
    api('/api/brand_report/submit', { ...input, competitor_ids: input.competitor_ids.join(',') }),
  );
}

export function useDeleteBrandReport() {
  return useRefreshingMutation(brandReportKeys.all, (id: number) => api('/api/brand_report/deleteTask', { id }));
}

/** The report's posts as .xlsx (one 数据导出 use). */
export function downloadBrandReportPosts(id: number): Promise<boolean> {
  return download('/api/brand_report/exportArt', { id }, '品牌报告博文.xlsx');
}

/** The report's bloggers as .xlsx (one 数据导出 use). */
export function downloadBrandReportBloggers(id: number): Promise<boolean> {
  return download('/api/brand_report/exportBlogger', { id }, '品牌报告博主.xlsx');
}
