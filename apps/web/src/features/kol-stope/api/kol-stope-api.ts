import type { RequestOf } from '@boguan/contracts/api';
import type { Envelope } from '@boguan/contracts/envelope';
import type { SortOrder } from '@boguan/contracts/kol-search';
import { type StopeSort, StopeStatus } from '@boguan/contracts/kol-stope';
import type { StopeAccount, StopeExportCheck } from '@boguan/contracts/kol-stope.api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, call, download } from '../../../lib/api-client';
import { SENTIMENT_QUERY_META } from '../../../lib/sentiment-corrections';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';
import type { AccountLookup } from '../../blogger-common/account-picker';

/*
 * Back-collection: every call of /api/kol/stope_*, the two count checks and the two exports.
 */

/** How often the progress bar asks for the task's state while it is collecting. */
export const STATUS_POLL_MS = 1500;

export interface ResultQuery {
  id: number;
  page: number;
  sort: StopeSort;
  order: SortOrder;
  sponsoredOnly: boolean;
}

export const kolStopeKeys = {
  all: ['kol-stope'] as const,
  auth: () => [...kolStopeKeys.all, 'auth'] as const,
  search: (keyword: string) => [...kolStopeKeys.all, 'search', keyword] as const,
  status: (id: number) => [...kolStopeKeys.all, 'status', id] as const,
  history: (page: number, status: StopeStatus | undefined) =>
    [...kolStopeKeys.all, 'history', page, status ?? -1] as const,
  result: (q: ResultQuery) => [...kolStopeKeys.all, 'result', q] as const,
  ad: (id: number) => [...kolStopeKeys.all, 'ad', id] as const,
};

export function useStopeAuth() {
  return useQuery({ queryKey: kolStopeKeys.auth(), queryFn: () => api('/api/kol/stope_auth') });
}

/** Stored bloggers matching a name or uid. */
export const stopeAccountLookup: AccountLookup<StopeAccount> = {
  queryKey: kolStopeKeys.search,
  search: (keyword) => api('/api/kol/stope_account_search', { keyword }),
};

/** The state of one task, polled until it is done or failed. */
export function useStopeStatus(id: number) {
  return useQuery({
    queryKey: kolStopeKeys.status(id),
    queryFn: () => api('/api/kol/stope_status', { id }),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === StopeStatus.done || status === StopeStatus.failed ? false : STATUS_POLL_MS;
    },
  });
}

export function useStopeHistory(page: number, status: StopeStatus | undefined) {
  return useQuery({
    queryKey: kolStopeKeys.history(page, status),
    queryFn: () => api('/api/kol/stope_history', { page, status }),
    placeholderData: keepPreviousData,
    // Tasks still collecting move: refresh the list while any is under way.
    refetchInterval: (query) =>
      query.state.data?.data.some((t) => t.status === StopeStatus.pending || t.status === StopeStatus.running)
        ? STATUS_POLL_MS * 2
        : false,
  });
}

/** One page of a finished task's posts with its summary; `enabled` false for a page without a task id. */
export function useStopeResult(q: ResultQuery, enabled = true) {
  return useQuery({
    queryKey: kolStopeKeys.result(q),
    queryFn: () =>
      api('/api/kol/stope_result', {
        id: q.id,
        page: q.page,
        sort: q.sort,
        order: q.order,
        sponsored_only: q.sponsoredOnly ? 1 : 0,
      }),
    placeholderData: keepPreviousData,
    enabled,
    // Each post's sentiment and the summary's shares count the member's corrections.
    meta: SENTIMENT_QUERY_META,
  });
}

export function useStopeAdAnalysis(id: number) {
  return useQuery({
    queryKey: kolStopeKeys.ad(id),
    queryFn: () => api('/api/kol/stope_ad_analysis', { id }),
    meta: SENTIMENT_QUERY_META,
  });
}

export function useSubmitStope() {
  return useRefreshingMutation(kolStopeKeys.all, (input: RequestOf<'/api/kol/stope_submit'>) =>
    api('/api/kol/stope_submit', input),
  );
}

export function useDeleteStope() {
  return useRefreshingMutation(kolStopeKeys.all, (id: number) => api('/api/kol/stope_delete', { id }));
}

/** One export of a task: its count check (the envelope, refusals shown) and the download. */
export interface StopeExporter {
  check: (id: number) => Promise<Envelope<StopeExportCheck>>;
  download: (id: number) => Promise<boolean>;
}

/** The collected posts, with the summary and the days. */
export const postsExporter: StopeExporter = {
  check: (id) => call('/api/kol/analyseArticleExportCheckNum', { id }),
  download: (id) => download('/api/kol/analyseArticleExport', { id }, '博主回采.xlsx'),
};

/** The sponsored posts with their brands and the organic comparison. */
export const adsExporter: StopeExporter = {
  check: (id) => call('/api/kol/adArtExportCheck', { id }),
  download: (id) => download('/api/kol/adArtExport', { id }, '商业博文分析.xlsx'),
};
