import type { FavouriteGroups, FavouritePage } from '@boguan/contracts/kol-collect';
import type { ContrastSubmitted } from '@boguan/contracts/kol-contrast';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormPayload, request, requestData } from '../../../lib/api-client';
import { toast } from '../../../lib/feedback-bridge';

const KEY = ['kol-collect'] as const;
const COLLECT = '/api/index/collect';

export function useFavouriteGroups() {
  return useQuery({
    queryKey: [...KEY, 'groups'],
    queryFn: () => requestData<FavouriteGroups>(COLLECT, { action: 'groups' }),
  });
}

/** One page of favourites; `group` undefined means every group. */
export function useFavourites(group: string | undefined, page: number) {
  return useQuery({
    queryKey: [...KEY, 'list', group ?? '', page],
    queryFn: () => requestData<FavouritePage>(COLLECT, { action: 'list', group, page }),
    placeholderData: keepPreviousData,
  });
}

/**
 * Runs one changing action; on success it shows the server's message and the groups and the list
 * are read again (a refusal is already shown by the api client).
 */
export function useCollectAction() {
  const client = useQueryClient();
  return async (payload: FormPayload & { action: string }): Promise<boolean> => {
    const answer = await request(COLLECT, payload);
    if (answer.code !== 1) return false;
    toast('success', answer.msg);
    await client.invalidateQueries({ queryKey: KEY });
    return true;
  };
}

/** 对比所选: stores a comparison of the picked favourites; the new record's id, or null when refused. */
export async function submitContrast(kolIds: number[]): Promise<number | null> {
  const answer = await request<ContrastSubmitted>('/api/kol/contrast_submit', { kol_ids: kolIds });
  return answer.code === 1 ? answer.data.id : null;
}
