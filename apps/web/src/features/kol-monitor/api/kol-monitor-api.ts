import type { Paged } from '@boguan/contracts/kol';
import type {
  AccountSearchItem,
  MonitorAuth,
  MonitorItem,
  MonitorNotice,
  MonitorSubmitResult,
  WatchKind,
} from '@boguan/contracts/kol-monitor';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client';

const KEY = 'kol-monitor';

/** What the member may do: allowed, limit, in use, remaining, intervals. */
export function useMonitorAuth() {
  return useQuery({
    queryKey: [KEY, 'auth'],
    queryFn: () => requestData<MonitorAuth>('/api/kol/account_monitor_auth'),
  });
}

/** Stored bloggers matching a keyword (only once a keyword was searched). */
export function useAccountSearch(keyword: string) {
  return useQuery({
    queryKey: [KEY, 'search', keyword],
    queryFn: () => requestData<AccountSearchItem[]>('/api/kol/account_search', { keyword }),
    enabled: keyword !== '',
  });
}

export function useMonitorHistory(page: number, status: number | undefined) {
  return useQuery({
    queryKey: [KEY, 'history', page, status ?? 0],
    queryFn: () => requestData<Paged<MonitorItem>>('/api/kol/account_monitor_history', { page, status }),
    placeholderData: (previous) => previous,
  });
}

/** Change notices of one monitor, or of all the member's monitors when `id` is undefined. */
export function useMonitorLog(id: number | undefined, page: number, enabled = true) {
  return useQuery({
    queryKey: [KEY, 'log', id ?? 0, page],
    queryFn: () => requestData<Paged<MonitorNotice>>('/api/kol/account_monitor_log', { id, page }),
    placeholderData: (previous) => previous,
    enabled,
  });
}

export interface MonitorSettings {
  watch: WatchKind[];
  fans_threshold: number;
  interval_minutes: number;
}

function useInvalidate() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: [KEY] });
}

export function useSubmitMonitors() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: MonitorSettings & { kol_ids: number[]; end_date: string }) =>
      requestData<MonitorSubmitResult>('/api/kol/account_monitor_submit', { ...input }),
    onSuccess: invalidate,
  });
}

export function useEditMonitor() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: MonitorSettings & { id: number }) =>
      requestData<MonitorItem>('/api/kol/account_monitor_edit', { ...input }),
    onSuccess: invalidate,
  });
}

export function useMonitorStatus() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: { id: number; status: 1 | 2 }) =>
      requestData<MonitorItem>('/api/kol/edit_monitor_status', input),
    onSuccess: invalidate,
  });
}

export function useDeleteMonitor() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => requestData<null>('/api/kol/delete_monitor_history', { id }),
    onSuccess: invalidate,
  });
}
