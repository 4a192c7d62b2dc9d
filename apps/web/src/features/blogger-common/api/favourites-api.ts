import type { RequestOf } from '@boguan/contracts/api';
import { Code } from '@boguan/contracts/envelope';
import { CollectMessage } from '@boguan/contracts/kol-collect';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call } from '../../../lib/api-client';
import { toast } from '../../../lib/feedback-bridge';

/*
 * Favourite bloggers: every call of POST /api/index/collect. The star on any blogger list and
 * page, and the /bosCollect page, read and change favourites through this one file.
 */

export const favouriteKeys = {
  all: ['favourites'] as const,
  groups: () => [...favouriteKeys.all, 'groups'] as const,
  list: (group: string | undefined, page: number) => [...favouriteKeys.all, 'list', group ?? '', page] as const,
  check: (kolId: number | undefined) => [...favouriteKeys.all, 'check', kolId] as const,
};

export function useFavouriteGroups() {
  return useQuery({ queryKey: favouriteKeys.groups(), queryFn: () => api('/api/index/collect', { action: 'groups' }) });
}

/** One page of favourites; `group` undefined means every group. */
export function useFavourites(group: string | undefined, page: number) {
  return useQuery({
    queryKey: favouriteKeys.list(group, page),
    queryFn: () => api('/api/index/collect', { action: 'list', group, page }),
    placeholderData: keepPreviousData,
  });
}

/** Whether one blogger is a favourite (action=check). */
export function useIsFavourite(kolId: number | undefined) {
  return useQuery({
    queryKey: favouriteKeys.check(kolId),
    queryFn: () => api('/api/index/collect', { action: 'check', kol_ids: [kolId ?? 0] }, { silent: true }),
    select: (ids) => ids.includes(kolId ?? -1),
    enabled: kolId !== undefined,
    retry: false,
  });
}

type FavouriteAction = Extract<
  RequestOf<'/api/index/collect'>,
  { action: 'remove' | 'move' | 'rename_group' | 'delete_group' }
>;

/**
 * The /bosCollect page's changes: removes or moves a favourite, renames or deletes a group; on
 * success the server's message is shown and every favourites query is read again (a refusal is
 * already shown by the api client).
 */
export function useFavouriteAction() {
  const client = useQueryClient();
  return async (body: FavouriteAction): Promise<boolean> => {
    const answer = await call('/api/index/collect', body);
    if (answer.code !== Code.ok) return false;
    toast('success', answer.msg);
    await client.invalidateQueries({ queryKey: favouriteKeys.all });
    return true;
  };
}

/**
 * The favourite star of any blogger: adds or removes, says so, and refreshes every favourites
 * query. `onChange` lets a list patch its own cached rows instead of asking again.
 */
export function useFavouriteToggle(kolId: number, onChange?: (collected: boolean) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (collected: boolean) => {
      await api(
        '/api/index/collect',
        collected ? { action: 'add', kol_id: kolId } : { action: 'remove', kol_id: kolId },
      );
      return collected;
    },
    onSuccess: (collected) => {
      toast('success', collected ? CollectMessage.added : CollectMessage.removed);
      onChange?.(collected);
      return client.invalidateQueries({ queryKey: favouriteKeys.all });
    },
  });
}
