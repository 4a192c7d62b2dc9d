import { ContrastMessage } from '@boguan/contracts/kol-contrast';
import type { SearchKol } from '@boguan/contracts/search.api';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { toast } from '../../../lib/feedback-bridge';
import { globalSearch } from '../../../lib/global-search-api';

/*
 * Blogger comparison: a stored comparison, the history and its deletion. Starting one is shared
 * with the favourites page (blogger-common/api/contrast-api.ts).
 */

export const kolContrastKeys = {
  all: ['kol-contrast'] as const,
  detail: (id: number | null) => [...kolContrastKeys.all, 'detail', id] as const,
  histories: () => [...kolContrastKeys.all, 'history'] as const,
  history: (page: number) => [...kolContrastKeys.histories(), page] as const,
};

/** While fan samples are being taken, look again every few seconds (at most about two minutes). */
const SAMPLING_POLL_MS = 3000;
const SAMPLING_POLLS = 40;

export function useContrastDetail(id: number | null) {
  return useQuery({
    queryKey: kolContrastKeys.detail(id),
    queryFn: () => api('/api/kol/contrast_detail', { id: id ?? 0 }),
    enabled: id !== null,
    refetchInterval: (query) =>
      query.state.data?.audience.sampling && query.state.dataUpdateCount < SAMPLING_POLLS ? SAMPLING_POLL_MS : false,
  });
}

export function useContrastHistory(page: number) {
  return useQuery({
    queryKey: kolContrastKeys.history(page),
    queryFn: () => api('/api/kol/contrast_history', { page }),
    placeholderData: keepPreviousData,
  });
}

/** Deletes a stored comparison, says so and reads the history again. */
export function useDeleteContrast() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api('/api/kol/contrast_delete', { id }),
    onSuccess: () => {
      toast('success', ContrastMessage.deleted);
      return client.invalidateQueries({ queryKey: kolContrastKeys.histories() });
    },
  });
}

const isBlogger = (item: object): item is SearchKol => 'kol_id' in item;

/** Bloggers by name for the picker (the header search, type kol; counts one global search). */
export function useBloggerLookup() {
  return useMutation({
    mutationFn: async (keyword: string): Promise<SearchKol[]> => {
      const found: readonly object[] = await globalSearch({ keyword, type: 'kol' });
      return found.filter(isBlogger);
    },
  });
}
