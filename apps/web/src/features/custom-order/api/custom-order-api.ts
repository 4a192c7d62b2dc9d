import type { CustomOrderStatus } from '@boguan/contracts/custom-order';
import type { CustomSubmitBody } from '@boguan/contracts/custom-order.api';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call } from '../../../lib/api-client';

/*
 * 数据定制 (docs/custom-orders.md): the user's orders with their threads, submitting, replying and
 * closing. Every change reads the list again (an operator may have answered meanwhile).
 */

export const customOrderKeys = {
  all: ['custom-order'] as const,
  list: (page: number, status: CustomOrderStatus | undefined) =>
    [...customOrderKeys.all, 'list', page, status ?? 'all'] as const,
};

export function useCustomOrders(page: number, status: CustomOrderStatus | undefined) {
  return useQuery({
    queryKey: customOrderKeys.list(page, status),
    queryFn: () => api('/api/custom/list', { page, status }),
    placeholderData: keepPreviousData,
    // Operators answer in the meantime: read afresh on each visit.
    staleTime: 0,
  });
}

/** Each call resolves to the envelope (a refusal is already toasted); on success the list is read again. */
export function useCustomOrderActions() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: customOrderKeys.all });
  return {
    async submit(body: CustomSubmitBody) {
      const answer = await call('/api/custom/submit', body);
      if (answer.code === 1) await refresh();
      return answer;
    },
    async reply(id: number, content: string) {
      const answer = await call('/api/custom/reply', { id, content });
      if (answer.code === 1) await refresh();
      return answer;
    },
    async close(id: number) {
      const answer = await call('/api/custom/close', { id });
      if (answer.code === 1) await refresh();
      return answer;
    },
  };
}
