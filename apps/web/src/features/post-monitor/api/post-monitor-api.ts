import type { RequestOf } from '@boguan/contracts/api';
import type { Envelope } from '@boguan/contracts/envelope';
import type { ArtMonCheck } from '@boguan/contracts/post-monitor.api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, call, download } from '../../../lib/api-client';
import { SENTIMENT_QUERY_META } from '../../../lib/sentiment-corrections';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';
import type { AccountLookup } from '../../blogger-common/account-picker';

/*
 * Post monitoring: every call of /api/art_mon/* and the interval table's export. The spec's named
 * calls getHistory and delHistory are `getHistory` and `delHistory` here.
 */

export interface ReportRef {
  id: number;
  /** One of a blogger task's posts; undefined for the first. */
  mid?: string | undefined;
}

export const postMonitorKeys = {
  all: ['post-monitor'] as const,
  available: () => [...postMonitorKeys.all, 'available'] as const,
  search: (keyword: string) => [...postMonitorKeys.all, 'search', keyword] as const,
  history: (page: number) => [...postMonitorKeys.all, 'history', page] as const,
  report: (ref: ReportRef) => [...postMonitorKeys.all, 'report', ref.id, ref.mid ?? ''] as const,
  part: (ref: ReportRef, part: string, page = 1) => [...postMonitorKeys.report(ref), part, page] as const,
};

/** Spec 7: getHistory (page; data.data, per_page, total). */
export function getHistory(page: number) {
  return api('/api/art_mon/history', { page });
}

/** Spec 7: delHistory (art_mon_id), after the confirmation. */
export function delHistory(artMonId: number) {
  return api('/api/art_mon/deleteTask', { art_mon_id: artMonId });
}

export function useAvailable() {
  return useQuery({ queryKey: postMonitorKeys.available(), queryFn: () => api('/api/art_mon/available') });
}

/** Stored bloggers matching a name or uid (the blogger task). */
export const monitorAccountLookup: AccountLookup<Awaited<ReturnType<typeof searchAccount>>[number]> = {
  queryKey: postMonitorKeys.search,
  search: (keyword) => searchAccount(keyword),
};
function searchAccount(keyword: string) {
  return api('/api/art_mon/searchAccount', { keyword });
}

/** checkUrl answers with its envelope: the page shows a refused link's message beside the box. */
export function checkUrl(url: string): Promise<Envelope<ArtMonCheck>> {
  return call('/api/art_mon/checkUrl', { url }, { silent: true });
}

export function useSubmitMonitor() {
  return useRefreshingMutation(postMonitorKeys.all, (input: RequestOf<'/api/art_mon/submit'>) =>
    api('/api/art_mon/submit', input),
  );
}

/** The history; refreshed every minute while an item waits or runs (its mini trend grows). */
export function useHistory(page: number) {
  return useQuery({
    queryKey: postMonitorKeys.history(page),
    queryFn: () => getHistory(page),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.data.some((item) => item.status === 0 || item.status === 1) ? 60_000 : false,
  });
}

export function useDeleteTask() {
  return useRefreshingMutation(postMonitorKeys.all, (artMonId: number) => delHistory(artMonId));
}

const body = (ref: ReportRef) => (ref.mid ? { id: ref.id, mid: ref.mid } : { id: ref.id });

/** The report's head: it says how often the task polls, and every part refetches on that interval. */
export function useReport(ref: ReportRef) {
  return useQuery({
    queryKey: postMonitorKeys.report(ref),
    queryFn: () => api('/api/art_mon/reportContent', body(ref)),
    enabled: ref.id > 0,
    refetchInterval: (query) => query.state.data?.task.refresh_ms ?? false,
    meta: SENTIMENT_QUERY_META,
  });
}

export function useTrend(ref: ReportRef, refreshMs: number | false) {
  return useQuery({
    queryKey: postMonitorKeys.part(ref, 'trend'),
    queryFn: () => api('/api/art_mon/getCoreTrend', body(ref)),
    refetchInterval: refreshMs,
  });
}

export function useContrast(ref: ReportRef, refreshMs: number | false) {
  return useQuery({
    queryKey: postMonitorKeys.part(ref, 'contrast'),
    queryFn: () => api('/api/art_mon/getCoreContrast', body(ref)),
    refetchInterval: refreshMs,
  });
}

export function useFrequency(ref: ReportRef, page: number, refreshMs: number | false) {
  return useQuery({
    queryKey: postMonitorKeys.part(ref, 'frequency', page),
    queryFn: () => api('/api/art_mon/getCoreFrequencyList', { ...body(ref), page }),
    placeholderData: keepPreviousData,
    refetchInterval: refreshMs,
  });
}

export function useParticipants(ref: ReportRef, refreshMs: number | false) {
  return useQuery({
    queryKey: postMonitorKeys.part(ref, 'participant'),
    queryFn: () => api('/api/art_mon/participant', body(ref)),
    refetchInterval: refreshMs,
  });
}

/** The interval table as .xlsx (1001/1002 open the upgrade prompt). */
export function exportFrequency(ref: ReportRef) {
  return download('/api/art_mon/exportCoreFrequencyList', body(ref), '博文监测明细.xlsx');
}

/** The repost tree of the post as stored now (propagation's spread). */
export function useDiffuse(ref: ReportRef, refreshMs: number | false) {
  return useQuery({
    queryKey: postMonitorKeys.part(ref, 'diffuse'),
    queryFn: () => api('/api/art_mon/diffuse', body(ref)),
    refetchInterval: refreshMs,
  });
}
