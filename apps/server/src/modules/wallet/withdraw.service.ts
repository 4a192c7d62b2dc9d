import { formatChinaTime } from '@boguan/contracts/china-time';
import {
  ACCOUNT_TYPE_NAMES,
  cardDigits,
  fenToYuan,
  LEDGER_KIND_NAMES,
  maskAccount,
  WALLET_PAGE_SIZE,
  WalletMessage,
  WITHDRAW_MIN_FEN,
  WITHDRAW_STATUS_NAMES,
} from '@boguan/contracts/wallet';
import type { LedgerItem, Withdrawal, WithdrawInfo, WithdrawSubInput } from '@boguan/contracts/wallet.api';
import { pageSlice } from '../../db/paging.js';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import { isUniqueViolation } from '../accounts/users.repository.js';
import type { SessionUser } from '../sessions/sessions.repository.js';
import { balancesOf, insertOnce, pageLedger } from './ledger.repository.js';
import {
  hasPendingWithdrawal,
  insertWithdrawal,
  lastPayee,
  lockWalletOwner,
  pageUserWithdrawals,
  type WithdrawalRow,
} from './withdrawals.repository.js';

export function withdrawalItem(row: WithdrawalRow): Withdrawal {
  return {
    id: row.id,
    amount_fen: row.amount_fen,
    account_type: row.account_type,
    account_type_name: ACCOUNT_TYPE_NAMES[row.account_type],
    account: maskAccount(row.account_type, row.account_no),
    bank_name: row.bank_name,
    status: row.status,
    status_name: WITHDRAW_STATUS_NAMES[row.status],
    reason: row.reject_reason,
    create_time: formatChinaTime(row.created_at),
    review_time: row.reviewed_at ? formatChinaTime(row.reviewed_at) : '',
  };
}

export async function withdrawInfo(ctx: AppContext, user: SessionUser): Promise<WithdrawInfo> {
  const now = ctx.clock.now();
  const [balances, pending, payee] = await Promise.all([
    balancesOf(ctx.db, user.id, now),
    hasPendingWithdrawal(ctx.db, user.id),
    lastPayee(ctx.db, user.id),
  ]);
  return {
    available_fen: balances.available,
    pending_fen: balances.pending,
    min_fen: WITHDRAW_MIN_FEN,
    has_pending: pending,
    last_account: payee
      ? {
          account_type: payee.account_type,
          account: maskAccount(payee.account_type, payee.account_no),
          real_name: payee.real_name,
          bank_name: payee.bank_name,
        }
      : null,
  };
}

/**
 * A withdrawal request, in one transaction: the user's row is locked, so requests of one user
 * queue; a pending request refuses the next; the available balance is summed from the ledger
 * under that lock and the debit row is written with the request. Twenty parallel requests for the
 * whole balance therefore take it once. The partial unique index (one pending per user) is the
 * backstop should anything get past the lock.
 */
export async function withdrawSub(ctx: AppContext, user: SessionUser, input: WithdrawSubInput): Promise<Withdrawal> {
  const amount = input.amount;
  if (amount < WITHDRAW_MIN_FEN) throw AppError.bad(WalletMessage.belowMin, `withdrawal of ${amount} fen`);
  const accountNo = input.account_type === 'bank' ? cardDigits(input.account) : input.account;
  const now = ctx.clock.now();
  try {
    const row = await ctx.db.transaction().execute(async (trx) => {
      await lockWalletOwner(trx, user.id);
      if (await hasPendingWithdrawal(trx, user.id)) throw AppError.bad(WalletMessage.hasPending, 'one pending');
      const { available } = await balancesOf(trx, user.id, now);
      if (amount > available) throw AppError.bad(WalletMessage.overBalance, `${amount} > ${available}`);
      const created = await insertWithdrawal(trx, {
        userId: user.id,
        amountFen: amount,
        accountType: input.account_type,
        realName: input.real_name,
        accountNo,
        bankName: input.account_type === 'bank' ? input.bank_name : '',
        balanceBeforeFen: available,
        now,
      });
      await insertOnce(trx, {
        userId: user.id,
        amountFen: -amount,
        kind: 'withdraw',
        withdrawalId: created.id,
        availableAt: now,
        now,
        note: `提现到${ACCOUNT_TYPE_NAMES[input.account_type]} ${maskAccount(input.account_type, accountNo)}，¥${fenToYuan(amount)}`,
      });
      return created;
    });
    return withdrawalItem(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw AppError.bad(WalletMessage.hasPending, 'pending index');
    throw error;
  }
}

export async function withdrawOrderList(ctx: AppContext, user: SessionUser, page: number) {
  const { rows, total } = await pageUserWithdrawals(ctx.db, user.id, pageSlice(page, WALLET_PAGE_SIZE));
  return { data: rows.map(withdrawalItem), page, per_page: WALLET_PAGE_SIZE, total };
}

export async function balanceLog(ctx: AppContext, user: SessionUser, page: number) {
  const now = ctx.clock.now();
  const { rows, total } = await pageLedger(ctx.db, user.id, pageSlice(page, WALLET_PAGE_SIZE));
  const data: LedgerItem[] = rows.map((row) => {
    const availableAt = new Date(row.available_at);
    return {
      id: row.id,
      kind: row.kind,
      kind_name: LEDGER_KIND_NAMES[row.kind],
      amount_fen: row.amount_fen,
      time: formatChinaTime(row.created_at),
      available_time: formatChinaTime(availableAt),
      pending: availableAt.getTime() > now.getTime(),
      note: row.note,
    };
  });
  return { data, page, per_page: WALLET_PAGE_SIZE, total };
}
