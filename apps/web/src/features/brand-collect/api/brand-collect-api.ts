import type { RequestOf } from '@boguan/contracts/api';
import { Code, type Envelope } from '@boguan/contracts/envelope';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call } from '../../../lib/api-client';
import { toast } from '../../../lib/feedback-bridge';

/*
 * Favourite brands (/brandCollect): POST /api/brand_collect/*. Other brand pages call add / del /
 * check through their own api files (the contract is packages/contracts/src/brand-collect.api.ts).
 */

export const brandCollectKeys = {
  all: ['brand-collect'] as const,
  groups: () => [...brandCollectKeys.all, 'groups'] as const,
  lists: () => [...brandCollectKeys.all, 'list'] as const,
  list: (group: string | undefined, page: number) => [...brandCollectKeys.lists(), group ?? '*', page] as const,
};

export function useBrandFavouriteGroups() {
  return useQuery({ queryKey: brandCollectKeys.groups(), queryFn: () => api('/api/brand_collect/groups') });
}

export function useBrandFavourites(group: string | undefined, page: number) {
  return useQuery({
    queryKey: brandCollectKeys.list(group, page),
    queryFn: () => api('/api/brand_collect/list', { ...(group !== undefined ? { group } : {}), page }),
    placeholderData: keepPreviousData,
  });
}

type Change =
  | { path: '/api/brand_collect/add'; body: RequestOf<'/api/brand_collect/add'> }
  | { path: '/api/brand_collect/del'; body: RequestOf<'/api/brand_collect/del'> }
  | { path: '/api/brand_collect/move'; body: RequestOf<'/api/brand_collect/move'> }
  | { path: '/api/brand_collect/rename_group'; body: RequestOf<'/api/brand_collect/rename_group'> }
  | { path: '/api/brand_collect/delete_group'; body: RequestOf<'/api/brand_collect/delete_group'> };

/**
 * One change of the favourites; a refusal is shown by the api client, a success says so and the
 * groups and lists are read again. Resolves whether it went through.
 */
export function useBrandFavouriteChange() {
  const client = useQueryClient();
  return async (change: Change): Promise<boolean> => {
    // One sender for the five paths; each change was typed by its own row above.
    const send = call as unknown as (path: string, body: object) => Promise<Envelope<unknown>>;
    const answer = await send(change.path, change.body).catch(() => null);
    if (answer?.code !== Code.ok) return false;
    toast('success', answer.msg);
    await client.invalidateQueries({ queryKey: brandCollectKeys.all });
    return true;
  };
}
