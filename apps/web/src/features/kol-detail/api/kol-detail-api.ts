import type {
  ContentDays,
  DetailCommercial,
  DetailContent,
  DetailFans,
  DetailOverview,
  SimilarBlogger,
} from '@boguan/contracts/kol-detail';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { requestData } from '../../../lib/api-client';
import type { DetailRef } from '../lib/detail-query';

/** The blogger part of every detail call: kol_id when known, else uid. */
const refPayload = (ref: DetailRef) => (ref.kolId !== null ? { kol_id: ref.kolId } : { uid: ref.uid ?? '' });
const refKey = (ref: DetailRef) => [ref.kolId, ref.uid] as const;

export function useOverview(ref: DetailRef) {
  return useQuery({
    queryKey: ['kol-detail', 'overview', ...refKey(ref)],
    queryFn: () => requestData<DetailOverview>('/api/kol/detail_overview', refPayload(ref)),
    retry: false,
  });
}

export function useContent(ref: DetailRef, days: ContentDays, page: number, enabled: boolean) {
  return useQuery({
    queryKey: ['kol-detail', 'content', ...refKey(ref), days, page],
    queryFn: () => requestData<DetailContent>('/api/kol/detail_content', { ...refPayload(ref), days, page }),
    placeholderData: keepPreviousData,
    retry: false,
    enabled,
  });
}

/** While the server samples followers, ask again every 2 seconds. */
export const FANS_POLL_MS = 2000;

export function useFans(ref: DetailRef, enabled: boolean) {
  return useQuery({
    queryKey: ['kol-detail', 'fans', ...refKey(ref)],
    queryFn: () => requestData<DetailFans>('/api/kol/detail_fans', refPayload(ref)),
    refetchInterval: (query) => (query.state.data?.status === 'sampling' ? FANS_POLL_MS : false),
    retry: false,
    enabled,
  });
}

export function useCommercial(ref: DetailRef, enabled: boolean) {
  return useQuery({
    queryKey: ['kol-detail', 'commercial', ...refKey(ref)],
    queryFn: () => requestData<DetailCommercial>('/api/kol/detail_commercial', refPayload(ref)),
    retry: false,
    enabled,
  });
}

export function useSimilar(ref: DetailRef, enabled: boolean) {
  return useQuery({
    queryKey: ['kol-detail', 'similar', ...refKey(ref)],
    queryFn: () => requestData<SimilarBlogger[]>('/api/kol/detail_similar', refPayload(ref)),
    retry: false,
    enabled,
  });
}

/** Whether the blogger is a favourite (POST /api/index/collect action=check). */
export function useIsFavourite(kolId: number | undefined) {
  return useQuery({
    queryKey: ['kol-collect', 'check', kolId],
    queryFn: () =>
      requestData<number[]>('/api/index/collect', { action: 'check', kol_ids: [kolId ?? 0] }, { silent: true }),
    select: (ids) => ids.includes(kolId ?? -1),
    enabled: kolId !== undefined,
    retry: false,
  });
}

/** Adds or removes the favourite, then refreshes every favourites query. */
export function useToggleFavourite(kolId: number | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (add: boolean) =>
      requestData<unknown>('/api/index/collect', { action: add ? 'add' : 'remove', kol_id: kolId ?? 0 }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['kol-collect'] }),
  });
}
