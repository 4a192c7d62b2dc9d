import type { RequestOf } from '@boguan/contracts/api';
import { ReportStatus } from '@boguan/contracts/final-report';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, download } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

/* Final reports: every call of /api/launch/*. */

/** How often the progress bar asks for a report's state while it is being made. */
export const STATUS_POLL_MS = 1500;

export const reportKeys = {
  all: ['final-report'] as const,
  auth: () => [...reportKeys.all, 'auth'] as const,
  status: (id: number) => [...reportKeys.all, 'status', id] as const,
  history: (page: number) => [...reportKeys.all, 'history', page] as const,
  result: (id: number) => [...reportKeys.all, 'result', id] as const,
};

const settled = (status: number | undefined) => status === ReportStatus.done || status === ReportStatus.failed;

export function useReportAuth() {
  return useQuery({ queryKey: reportKeys.auth(), queryFn: () => api('/api/launch/auth') });
}

/** The state of one report, polled until it is done or failed. */
export function useReportStatus(id: number) {
  return useQuery({
    queryKey: reportKeys.status(id),
    queryFn: () => api('/api/launch/status', { id }),
    refetchInterval: (query) => (settled(query.state.data?.status) ? false : STATUS_POLL_MS),
  });
}

export function useReportHistory(page: number) {
  return useQuery({
    queryKey: reportKeys.history(page),
    queryFn: () => api('/api/launch/history', { page }),
    placeholderData: keepPreviousData,
    // Reports still being made move: refresh the list while any is under way.
    refetchInterval: (query) => (query.state.data?.data.some((r) => !settled(r.status)) ? STATUS_POLL_MS * 2 : false),
  });
}

export function useReportResult(id: number, enabled = true) {
  return useQuery({
    queryKey: reportKeys.result(id),
    queryFn: () => api('/api/launch/result', { id }),
    enabled,
  });
}

/** The check of pasted links (a mutation: the page asks when the member clicks 检查链接). */
export function checkLinks(urls: string) {
  return api('/api/launch/checkUrls', { urls });
}

export function useSubmitReport() {
  return useRefreshingMutation(reportKeys.all, (input: RequestOf<'/api/launch/submit'>) =>
    api('/api/launch/submit', input),
  );
}

export function useSetCost() {
  return useRefreshingMutation(reportKeys.all, (input: { id: number; cost: string }) =>
    api('/api/launch/setCost', input),
  );
}

export function useDeleteReport() {
  return useRefreshingMutation(reportKeys.all, (id: number) => api('/api/launch/deleteTask', { id }));
}

export const exportReportPosts = (id: number) => download('/api/launch/exportArt', { id }, '结案报告_博文.xlsx');
export const exportReportBloggers = (id: number) => download('/api/launch/exportBlogger', { id }, '结案报告_博主.xlsx');
