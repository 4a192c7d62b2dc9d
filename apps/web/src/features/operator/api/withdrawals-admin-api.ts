import type { WithdrawStatus } from '@boguan/contracts/wallet';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call } from '../../../lib/api-client';
import { operatorKeys } from './operator-api';

/** 提现审核 (docs/referral.md): every user's requests, pending first; paying and rejecting one. */

export const withdrawalAdminKeys = {
  all: [...operatorKeys.all, 'withdrawals'] as const,
  list: (status: WithdrawStatus | undefined, page: number) =>
    [...withdrawalAdminKeys.all, status ?? 'all', page] as const,
};

export function useAdminWithdrawals(status: WithdrawStatus | undefined, page: number) {
  return useQuery({
    queryKey: withdrawalAdminKeys.list(status, page),
    queryFn: () => api('/api/admin/withdraw_list', { status, page }),
    placeholderData: keepPreviousData,
    // Balances and states change under other operators' hands: always read afresh.
    staleTime: 0,
  });
}

/** Resolve to the envelope (a refusal is already toasted); on success the list and the log are read again. */
export function useWithdrawalActions() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: operatorKeys.all });
  return {
    async pay(id: number, payoutRef: string) {
      const answer = await call('/api/admin/withdraw_pay', { id, payout_ref: payoutRef });
      if (answer.code === 1) await refresh();
      return answer;
    },
    async reject(id: number, reason: string) {
      const answer = await call('/api/admin/withdraw_reject', { id, reason });
      if (answer.code === 1) await refresh();
      return answer;
    },
  };
}
