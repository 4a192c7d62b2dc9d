import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, download } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

/*
 * Hot-search keyword alerts and reports: every call of /api/hot_search/watch* and report*
 * (docs/hot-search-watch.md).
 */

export const hotLogKeys = {
  all: ['hot-search-watch'] as const,
  watches: () => [...hotLogKeys.all, 'watches'] as const,
  alerts: (id: number, page: number) => [...hotLogKeys.all, 'alerts', id, page] as const,
  reports: (page: number) => [...hotLogKeys.all, 'reports', page] as const,
  report: (id: number) => [...hotLogKeys.all, 'report', id] as const,
};

export function useWatchList() {
  return useQuery({ queryKey: hotLogKeys.watches(), queryFn: () => api('/api/hot_search/watchList') });
}

export function useWatchAlerts(id: number, page: number) {
  return useQuery({
    queryKey: hotLogKeys.alerts(id, page),
    queryFn: () => api('/api/hot_search/watchAlerts', { watch_id: id, page }),
    placeholderData: keepPreviousData,
  });
}

export function useAddWatch() {
  return useRefreshingMutation(hotLogKeys.all, (keywords: string[]) => api('/api/hot_search/addWatch', { keywords }));
}

export function useEditWatch() {
  return useRefreshingMutation(hotLogKeys.all, (input: { watch_id: number; keywords: string[] }) =>
    api('/api/hot_search/editWatch', input),
  );
}

export function useToggleWatch() {
  return useRefreshingMutation(hotLogKeys.all, (input: { watch_id: number; status: 0 | 1 }) =>
    api('/api/hot_search/toggleWatch', input),
  );
}

export function useDeleteWatch() {
  return useRefreshingMutation(hotLogKeys.all, (id: number) => api('/api/hot_search/deleteWatch', { watch_id: id }));
}

export function useReportList(page: number) {
  return useQuery({
    queryKey: hotLogKeys.reports(page),
    queryFn: () => api('/api/hot_search/reportList', { page }),
    placeholderData: keepPreviousData,
  });
}

export function useReportDetail(id: number) {
  return useQuery({
    queryKey: hotLogKeys.report(id),
    queryFn: () => api('/api/hot_search/reportDetail', { report_id: id }),
  });
}

export function useSubmitReport() {
  return useRefreshingMutation(hotLogKeys.all, (input: { keywords: string[]; start_date: string; end_date: string }) =>
    api('/api/hot_search/reportSubmit', input),
  );
}

export function useDeleteReport() {
  return useRefreshingMutation(hotLogKeys.all, (id: number) => api('/api/hot_search/reportDelete', { report_id: id }));
}

/** The report as .xlsx; resolves true when a file was saved. */
export function exportReport(id: number) {
  return download('/api/hot_search/reportExport', { report_id: id }, '热搜报告.xlsx');
}
