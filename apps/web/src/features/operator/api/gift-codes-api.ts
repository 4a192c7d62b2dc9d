import type { RequestOf } from '@boguan/contracts/api';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call } from '../../../lib/api-client';
import { operatorKeys } from './operator-api';

/** Gift codes of the operator area: minting a batch (the codes are answered once) and the batch list. */

export const giftCodeKeys = {
  all: [...operatorKeys.all, 'gift-batches'] as const,
  list: (page: number) => [...giftCodeKeys.all, page] as const,
};

export function useGiftBatches(page: number) {
  return useQuery({
    queryKey: giftCodeKeys.list(page),
    queryFn: () => api('/api/admin/gift_batch_list', { page }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export type GiftCodesBody = RequestOf<'/api/admin/gift_codes_create'>;

/** Resolves to the envelope (a refusal is already toasted); on success the lists are read again. */
export function useCreateGiftCodes() {
  const client = useQueryClient();
  return async (body: GiftCodesBody) => {
    const answer = await call('/api/admin/gift_codes_create', body);
    if (answer.code === 1) await client.invalidateQueries({ queryKey: operatorKeys.all });
    return answer;
  };
}
