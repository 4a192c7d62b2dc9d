import type { Paged } from '@boguan/contracts/kol';
import type {
  StopeAccount,
  StopeAdAnalysis,
  StopeProgress,
  StopeResult,
  StopeSort,
  StopeSubmitted,
  StopeTask,
} from '@boguan/contracts/kol-stope';
import { StopeStatus } from '@boguan/contracts/kol-stope';
import type { FeatureAllowance } from '@boguan/contracts/membership';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client';

const KEY = 'kol-stope';
/** How often the progress bar asks for the task's state while it is collecting. */
export const STATUS_POLL_MS = 1500;

export function useStopeAuth() {
  return useQuery({
    queryKey: [KEY, 'auth'],
    queryFn: () => requestData<FeatureAllowance>('/api/kol/stope_auth'),
  });
}

/** Stored bloggers matching a name or uid (only once a keyword was searched). */
export function useStopeAccountSearch(keyword: string) {
  return useQuery({
    queryKey: [KEY, 'search', keyword],
    queryFn: () => requestData<StopeAccount[]>('/api/kol/stope_account_search', { keyword }),
    enabled: keyword !== '',
  });
}

/** The state of one task, polled until it is done or failed. */
export function useStopeStatus(id: number | null) {
  return useQuery({
    queryKey: [KEY, 'status', id],
    queryFn: () => requestData<StopeProgress>('/api/kol/stope_status', { id: id ?? 0 }),
    enabled: id !== null,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === StopeStatus.done || status === StopeStatus.failed ? false : STATUS_POLL_MS;
    },
  });
}

export function useStopeHistory(page: number, status: number | undefined) {
  return useQuery({
    queryKey: [KEY, 'history', page, status ?? -1],
    queryFn: () => requestData<Paged<StopeTask>>('/api/kol/stope_history', { page, status }),
    placeholderData: (previous) => previous,
    // Tasks still collecting move: refresh the list while any is under way.
    refetchInterval: (query) =>
      query.state.data?.data.some((t) => t.status === StopeStatus.pending || t.status === StopeStatus.running)
        ? STATUS_POLL_MS * 2
        : false,
  });
}

export interface ResultQuery {
  id: number;
  page: number;
  sort: StopeSort;
  order: 'asc' | 'desc';
  sponsoredOnly: boolean;
}

export function useStopeResult(q: ResultQuery) {
  return useQuery({
    queryKey: [KEY, 'result', q],
    queryFn: () =>
      requestData<StopeResult>('/api/kol/stope_result', {
        id: q.id,
        page: q.page,
        sort: q.sort,
        order: q.order,
        sponsored_only: q.sponsoredOnly ? 1 : 0,
      }),
    placeholderData: (previous) => previous,
  });
}

export function useStopeAdAnalysis(id: number, enabled: boolean) {
  return useQuery({
    queryKey: [KEY, 'ad', id],
    queryFn: () => requestData<StopeAdAnalysis>('/api/kol/stope_ad_analysis', { id }),
    enabled,
  });
}

function useInvalidate() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: [KEY] });
}

export function useSubmitStope() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: { kol_id: number; start_date: string; end_date: string }) =>
      requestData<StopeSubmitted>('/api/kol/stope_submit', input),
    onSuccess: invalidate,
  });
}

export function useDeleteStope() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => requestData<null>('/api/kol/stope_delete', { id }),
    onSuccess: invalidate,
  });
}
