import type { OrderStatus } from '@boguan/contracts/payments';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call } from '../../../lib/api-client';
import { operatorKeys } from './operator-api';

/** Every user's orders for operators: the searchable list and one order with its log. */

export interface AdminOrderFilter {
  keyword?: string;
  status?: OrderStatus;
}

export const adminOrderKeys = {
  all: [...operatorKeys.all, 'orders'] as const,
  list: (filter: AdminOrderFilter, page: number) => [...adminOrderKeys.all, 'list', filter, page] as const,
  detail: (orderNo: string) => [...adminOrderKeys.all, 'detail', orderNo] as const,
};

export function useAdminOrders(filter: AdminOrderFilter, page: number) {
  return useQuery({
    queryKey: adminOrderKeys.list(filter, page),
    queryFn: () => api('/api/admin/order_list', { ...filter, page }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useAdminOrderDetail(orderNo: string | null) {
  return useQuery({
    queryKey: adminOrderKeys.detail(orderNo ?? ''),
    queryFn: () => api('/api/admin/order_detail', { order_no: orderNo ?? '' }),
    enabled: orderNo !== null,
    staleTime: 0,
  });
}

/** Records a refund; the order's detail and the lists are read again whatever the answer. */
export function useRefundOrder() {
  const client = useQueryClient();
  return async (orderNo: string, reason: string) => {
    const answer = await call('/api/admin/order_refund', { order_no: orderNo, reason });
    await client.invalidateQueries({ queryKey: adminOrderKeys.all });
    return answer;
  };
}
