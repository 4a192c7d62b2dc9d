import type { ContentDays } from '@boguan/contracts/kol-detail';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { DetailRef } from '../lib/detail-query';

/** The query keys of the detail page: every tab of one blogger sits under `kolDetailKeys.blogger(ref)`. */
export const kolDetailKeys = {
  all: ['kol-detail'] as const,
  blogger: (ref: DetailRef) => [...kolDetailKeys.all, ref.kolId, ref.uid] as const,
  overview: (ref: DetailRef) => [...kolDetailKeys.blogger(ref), 'overview'] as const,
  content: (ref: DetailRef, days: ContentDays, page: number) =>
    [...kolDetailKeys.blogger(ref), 'content', days, page] as const,
  fans: (ref: DetailRef) => [...kolDetailKeys.blogger(ref), 'fans'] as const,
  commercial: (ref: DetailRef) => [...kolDetailKeys.blogger(ref), 'commercial'] as const,
  similar: (ref: DetailRef) => [...kolDetailKeys.blogger(ref), 'similar'] as const,
};

/** The blogger part of every detail call: kol_id when known, else uid. */
const bloggerOf = (ref: DetailRef) => (ref.kolId !== null ? { kol_id: ref.kolId } : { uid: ref.uid ?? '' });

/** The overview opens the blogger (one kol_detail use per blogger per day); the other tabs follow it. */
export function useOverview(ref: DetailRef) {
  return useQuery({
    queryKey: kolDetailKeys.overview(ref),
    queryFn: () => api('/api/kol/detail_overview', bloggerOf(ref)),
  });
}

export function useContent(ref: DetailRef, days: ContentDays, page: number, enabled: boolean) {
  return useQuery({
    queryKey: kolDetailKeys.content(ref, days, page),
    queryFn: () => api('/api/kol/detail_content', { ...bloggerOf(ref), days, page }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** While the server samples followers, ask again every 2 seconds. */
const FANS_POLL_MS = 2000;

export function useFans(ref: DetailRef, enabled: boolean) {
  return useQuery({
    queryKey: kolDetailKeys.fans(ref),
    queryFn: () => api('/api/kol/detail_fans', bloggerOf(ref)),
    refetchInterval: (query) => (query.state.data?.status === 'sampling' ? FANS_POLL_MS : false),
    enabled,
  });
}

export function useCommercial(ref: DetailRef, enabled: boolean) {
  return useQuery({
    queryKey: kolDetailKeys.commercial(ref),
    queryFn: () => api('/api/kol/detail_commercial', bloggerOf(ref)),
    enabled,
  });
}

export function useSimilar(ref: DetailRef, enabled: boolean) {
  return useQuery({
    queryKey: kolDetailKeys.similar(ref),
    queryFn: () => api('/api/kol/detail_similar', bloggerOf(ref)),
    enabled,
  });
}
