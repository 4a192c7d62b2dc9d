import type { RequestOf } from '@boguan/contracts/api';
import type { MonitorStatus } from '@boguan/contracts/kol-monitor';
import type { AccountSearchItem } from '@boguan/contracts/kol-monitor.api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';
import type { AccountLookup } from '../../blogger-common/account-picker';

/*
 * Account monitoring: every call of /api/kol/account_*, edit_monitor_status and
 * delete_monitor_history.
 */

export const kolMonitorKeys = {
  all: ['kol-monitor'] as const,
  auth: () => [...kolMonitorKeys.all, 'auth'] as const,
  search: (keyword: string) => [...kolMonitorKeys.all, 'search', keyword] as const,
  history: (page: number, status: MonitorStatusFilter) =>
    [...kolMonitorKeys.all, 'history', page, status ?? 0] as const,
  log: (id: number | undefined, page: number) => [...kolMonitorKeys.all, 'log', id ?? 0, page] as const,
};

/** A status, or undefined for every status. */
type MonitorStatusFilter = MonitorStatus | undefined;

/** What the member may do: allowed, limit, in use, remaining, intervals. */
export function useMonitorAuth() {
  return useQuery({ queryKey: kolMonitorKeys.auth(), queryFn: () => api('/api/kol/account_monitor_auth') });
}

/** Stored bloggers matching a keyword, each saying whether this member monitors it already. */
export const monitorAccountLookup: AccountLookup<AccountSearchItem> = {
  queryKey: kolMonitorKeys.search,
  search: (keyword) => api('/api/kol/account_search', { keyword }),
};

export function useMonitorHistory(page: number, status: MonitorStatusFilter) {
  return useQuery({
    queryKey: kolMonitorKeys.history(page, status),
    queryFn: () => api('/api/kol/account_monitor_history', { page, status }),
    placeholderData: keepPreviousData,
  });
}

/** Change notices of one monitor, or of all the member's monitors when `id` is undefined. */
export function useMonitorLog(id: number | undefined, page: number) {
  return useQuery({
    queryKey: kolMonitorKeys.log(id, page),
    queryFn: () => api('/api/kol/account_monitor_log', { id, page }),
    placeholderData: keepPreviousData,
  });
}

export type MonitorSubmit = RequestOf<'/api/kol/account_monitor_submit'>;
export type MonitorEdit = RequestOf<'/api/kol/account_monitor_edit'>;

export function useSubmitMonitors() {
  return useRefreshingMutation(kolMonitorKeys.all, (input: MonitorSubmit) =>
    api('/api/kol/account_monitor_submit', input),
  );
}

export function useEditMonitor() {
  return useRefreshingMutation(kolMonitorKeys.all, (input: MonitorEdit) => api('/api/kol/account_monitor_edit', input));
}

export function useMonitorStatus() {
  return useRefreshingMutation(kolMonitorKeys.all, (input: RequestOf<'/api/kol/edit_monitor_status'>) =>
    api('/api/kol/edit_monitor_status', input),
  );
}

export function useDeleteMonitor() {
  return useRefreshingMutation(kolMonitorKeys.all, (id: number) => api('/api/kol/delete_monitor_history', { id }));
}
