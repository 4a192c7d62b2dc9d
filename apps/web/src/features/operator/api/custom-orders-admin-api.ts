import type { CustomOrderStatus, CustomOrderStatusTarget } from '@boguan/contracts/custom-order';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call } from '../../../lib/api-client';
import { operatorKeys } from './operator-api';

/** 数据定制 (docs/custom-orders.md): every user's orders, one order's thread, replies, states and quotes. */

export const customOrderAdminKeys = {
  all: [...operatorKeys.all, 'custom-orders'] as const,
  list: (status: CustomOrderStatus | undefined, page: number) =>
    [...customOrderAdminKeys.all, 'list', status ?? 'all', page] as const,
  detail: (id: number) => [...customOrderAdminKeys.all, 'detail', id] as const,
};

export function useAdminCustomOrders(status: CustomOrderStatus | undefined, page: number) {
  return useQuery({
    queryKey: customOrderAdminKeys.list(status, page),
    queryFn: () => api('/api/admin/custom_order_list', { status, page }),
    placeholderData: keepPreviousData,
    // Users reply and other operators act too: always read afresh.
    staleTime: 0,
  });
}

export function useAdminCustomOrder(id: number | null) {
  return useQuery({
    queryKey: customOrderAdminKeys.detail(id ?? 0),
    queryFn: () => api('/api/admin/custom_order_detail', { id: id ?? 0 }),
    enabled: id !== null,
    staleTime: 0,
  });
}

/** Each resolves to the envelope (a refusal is already toasted); on success the lists and the log are read again. */
export function useCustomOrderDecisions() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: operatorKeys.all });
  return {
    async reply(id: number, content: string) {
      const answer = await call('/api/admin/custom_order_reply', { id, content });
      if (answer.code === 1) await refresh();
      return answer;
    },
    async setStatus(id: number, status: CustomOrderStatusTarget) {
      const answer = await call('/api/admin/custom_order_status', { id, status });
      if (answer.code === 1) await refresh();
      return answer;
    },
    async quote(id: number, amount: string, note: string) {
      const answer = await call('/api/admin/custom_order_quote', { id, amount, note });
      if (answer.code === 1) await refresh();
      return answer;
    },
  };
}
