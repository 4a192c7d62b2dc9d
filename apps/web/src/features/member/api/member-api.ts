import type { RequestOf } from '@boguan/contracts/api';
import { ORDER_POLL_MS, type PaidLevel, type PayTerm } from '@boguan/contracts/payments';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/*
 * Membership purchase: the server's quote, the order, its status (polled while the pay dialog is
 * open), closing it, and the order list. Every amount shown comes from these answers.
 */

export const memberKeys = {
  all: ['member'] as const,
  quote: (level: PaidLevel, term: PayTerm, couponId: number | undefined) =>
    [...memberKeys.all, 'quote', level, term, couponId ?? 'best'] as const,
  status: (orderNo: string) => [...memberKeys.all, 'status', orderNo] as const,
  orders: (page: number) => [...memberKeys.all, 'orders', page] as const,
};

/** `couponId` undefined: the server picks the best coupon; 0: none. */
export function useQuote(level: PaidLevel, term: PayTerm, couponId: number | undefined, enabled = true) {
  return useQuery({
    queryKey: memberKeys.quote(level, term, couponId),
    queryFn: () => api('/api/pay/quote', { level, term, coupon_id: couponId }),
    placeholderData: keepPreviousData,
    enabled,
    // A quote must never be older than the order it leads to: always asked again.
    staleTime: 0,
  });
}

export type CreateOrderInput = RequestOf<'/api/pay/create_order'>;

export function createOrder(input: CreateOrderInput) {
  return api('/api/pay/create_order', input);
}

export function closeOrder(orderNo: string) {
  return api('/api/pay/close_order', { order_no: orderNo }, { silent: true });
}

/** Polls the order every 2 s while `active`; stops by itself once it is no longer pending. */
export function useOrderStatus(orderNo: string | null, active: boolean) {
  return useQuery({
    queryKey: memberKeys.status(orderNo ?? ''),
    queryFn: () => api('/api/pay/order_status', { order_no: orderNo ?? '' }, { silent: true }),
    enabled: orderNo !== null && active,
    refetchInterval: (query) => (query.state.data && query.state.data.status !== 'pending' ? false : ORDER_POLL_MS),
    refetchIntervalInBackground: true,
    staleTime: 0,
  });
}

export function useOrderList(page: number) {
  return useQuery({
    queryKey: memberKeys.orders(page),
    queryFn: () => api('/api/user/order_list', { page }),
    placeholderData: keepPreviousData,
  });
}
