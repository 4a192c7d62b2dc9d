import type { RequestOf } from '@boguan/contracts/api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, call } from '../../../lib/api-client';

/*
 * Paid referral and withdrawals (docs/referral.md): the share link and figures, invitees,
 * commissions, the balance, the withdrawal form and records, the ledger. Every figure comes from
 * these answers; the client only formats fen.
 */

export const referralKeys = {
  all: ['referral'] as const,
  shareInfo: () => [...referralKeys.all, 'share-info'] as const,
  invitees: (page: number) => [...referralKeys.all, 'invitees', page] as const,
  commissions: (page: number) => [...referralKeys.all, 'commissions', page] as const,
  withdrawInfo: () => [...referralKeys.all, 'withdraw-info'] as const,
  withdrawals: (page: number) => [...referralKeys.all, 'withdrawals', page] as const,
  ledger: (page: number) => [...referralKeys.all, 'ledger', page] as const,
};

export function useShareInfo() {
  return useQuery({ queryKey: referralKeys.shareInfo(), queryFn: () => api('/api/user/share_info', {}) });
}

export function useInvitees(page: number) {
  return useQuery({
    queryKey: referralKeys.invitees(page),
    queryFn: () => api('/api/user/share_list', { page }),
    placeholderData: keepPreviousData,
  });
}

export function useCommissions(page: number) {
  return useQuery({
    queryKey: referralKeys.commissions(page),
    queryFn: () => api('/api/user/commission_list', { page }),
    placeholderData: keepPreviousData,
  });
}

export function useWithdrawInfo() {
  return useQuery({
    queryKey: referralKeys.withdrawInfo(),
    queryFn: () => api('/api/user/withdraw_info', {}),
    // The balance decides what may be asked for: never shown stale.
    staleTime: 0,
  });
}

export function useWithdrawals(page: number) {
  return useQuery({
    queryKey: referralKeys.withdrawals(page),
    queryFn: () => api('/api/user/withdraw_order_list', { page }),
    placeholderData: keepPreviousData,
  });
}

export function useLedger(page: number) {
  return useQuery({
    queryKey: referralKeys.ledger(page),
    queryFn: () => api('/api/user/balance_log', { page }),
    placeholderData: keepPreviousData,
  });
}

export type WithdrawBody = RequestOf<'/api/user/withdrawSub'>;

/** Resolves to the envelope: a refusal is toasted with the server's message by the api client. */
export function submitWithdraw(body: WithdrawBody) {
  return call('/api/user/withdrawSub', body);
}
