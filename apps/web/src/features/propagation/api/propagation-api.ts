import type { RequestOf } from '@boguan/contracts/api';
import { PropagationStatus } from '@boguan/contracts/propagation';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, call, download } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

/*
 * Propagation analysis: every call of /api/crawling/* (docs/propagation.md).
 */

/** How often the progress bar asks for the task's state while it runs. */
export const STATUS_POLL_MS = 1500;

const active = (status: PropagationStatus | undefined) =>
  status === PropagationStatus.pending || status === PropagationStatus.running;

export const propagationKeys = {
  all: ['propagation'] as const,
  allowance: () => [...propagationKeys.all, 'allowance'] as const,
  stored: () => [...propagationKeys.all, 'stored'] as const,
  check: (url: string) => [...propagationKeys.all, 'check', url] as const,
  status: (id: number) => [...propagationKeys.all, 'status', id] as const,
  history: (page: number, status: PropagationStatus | undefined) =>
    [...propagationKeys.all, 'history', page, status ?? -1] as const,
  result: (id: number) => [...propagationKeys.all, 'result', id] as const,
};

export function usePropagationAllowance() {
  return useQuery({ queryKey: propagationKeys.allowance(), queryFn: () => api('/api/crawling/remainingTimes') });
}

/** Posts whose reposts are stored already (imported from files, or collected before). */
export function useStoredPosts() {
  return useQuery({ queryKey: propagationKeys.stored(), queryFn: () => api('/api/crawling/storedPosts') });
}

/** The card of a pasted link; only asked for once the member presses 识别 (`url` non-empty). */
export function useCheckUrl(url: string) {
  return useQuery({
    queryKey: propagationKeys.check(url),
    queryFn: () => api('/api/crawling/checkUrl', { url }),
    enabled: url !== '',
    retry: false,
  });
}

/** The state of one task, polled until it is done or failed. */
export function usePropagationStatus(id: number) {
  return useQuery({
    queryKey: propagationKeys.status(id),
    queryFn: () => api('/api/crawling/status', { id }),
    refetchInterval: (query) => (active(query.state.data?.status) ? STATUS_POLL_MS : false),
  });
}

export function usePropagationHistory(page: number, status: PropagationStatus | undefined) {
  return useQuery({
    queryKey: propagationKeys.history(page, status),
    queryFn: () => api('/api/crawling/history', { page, status }),
    placeholderData: keepPreviousData,
    // Tasks still running move: refresh the list while any is under way.
    refetchInterval: (query) => (query.state.data?.data.some((t) => active(t.status)) ? STATUS_POLL_MS * 2 : false),
  });
}

/** A finished report (frozen: never refetched on focus); `enabled` false for a page without a task id. */
export function usePropagationResult(id: number, enabled = true) {
  return useQuery({
    queryKey: propagationKeys.result(id),
    queryFn: () => api('/api/crawling/result', { id }),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useSubmitPropagation() {
  return useRefreshingMutation(propagationKeys.all, (input: RequestOf<'/api/crawling/submit'>) =>
    api('/api/crawling/submit', input),
  );
}

export function useDeletePropagation() {
  return useRefreshingMutation(propagationKeys.all, (id: number) => api('/api/crawling/deleteTask', { id }));
}

/** The export's count check (its envelope: a refusal is shown by the page) and the download. */
export const propagationExporter = {
  check: (id: number) => call('/api/crawling/analyseArticleExportCheckNum', { id }),
  download: (id: number) => download('/api/crawling/analyseArticleExport', { id }, '传播分析.xlsx'),
};
