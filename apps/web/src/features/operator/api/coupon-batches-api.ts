import type { RequestOf } from '@boguan/contracts/api';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call } from '../../../lib/api-client';
import { operatorKeys } from './operator-api';

/** Coupon batches of the operator area: the list, creating one (granted at once for mobiles), stopping one. */

export const couponBatchKeys = {
  all: [...operatorKeys.all, 'coupon-batches'] as const,
  list: (page: number) => [...couponBatchKeys.all, page] as const,
};

export function useCouponBatches(page: number) {
  return useQuery({
    queryKey: couponBatchKeys.list(page),
    queryFn: () => api('/api/admin/coupon_batch_list', { page }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export type CouponBatchBody = RequestOf<'/api/admin/coupon_batch_create'>;

/** Resolve to the envelope (a refusal is already toasted); on success the batches and the log are read again. */
export function useCouponBatchActions() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: operatorKeys.all });
  return {
    async create(body: CouponBatchBody) {
      const answer = await call('/api/admin/coupon_batch_create', body);
      if (answer.code === 1) await refresh();
      return answer;
    },
    async stop(id: number) {
      const answer = await call('/api/admin/coupon_batch_stop', { id });
      if (answer.code === 1) await refresh();
      return answer;
    },
  };
}
