import { formatChinaTime } from '@boguan/contracts/china-time';
import { maskMobile } from '@boguan/contracts/mask';
import {
  ACCOUNT_TYPE_NAMES,
  alreadyReviewed,
  fenToYuan,
  maskAccount,
  WALLET_PAGE_SIZE,
  WalletMessage,
  WITHDRAW_STATUS_NAMES,
  type WithdrawStatus,
} from '@boguan/contracts/wallet';
import type { AdminWithdrawal } from '@boguan/contracts/wallet.api';
import type { FastifyRequest } from 'fastify';
import { pageSlice } from '../../db/paging.js';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import { notifyUser } from '../home-content/messages.service.js';
import { logOperatorAction, requireOperator } from '../operator/operator-guard.js';
import type { SessionUser } from '../sessions/sessions.repository.js';
import { insertOnce } from './ledger.repository.js';
import {
  type AdminWithdrawalRow,
  adminWithdrawal,
  availableOfUsers,
  closePending,
  pageAllWithdrawals,
  withdrawalStatus,
} from './withdrawals.repository.js';

function adminItem(row: AdminWithdrawalRow, availableNow: number): AdminWithdrawal {
  return {
    id: row.id,
    user_mobile: maskMobile(row.user_mobile),
    user_nick: row.user_nick,
    amount_fen: row.amount_fen,
    account_type: row.account_type,
    account_type_name: ACCOUNT_TYPE_NAMES[row.account_type],
    real_name: row.real_name,
    account: row.account_no,
    bank_name: row.bank_name,
    status: row.status,
    status_name: WITHDRAW_STATUS_NAMES[row.status],
    reason: row.reject_reason,
    payout_ref: row.payout_ref,
    create_time: formatChinaTime(row.created_at),
    review_time: row.reviewed_at ? formatChinaTime(row.reviewed_at) : '',
    reviewer: row.reviewer_mobile ? maskMobile(row.reviewer_mobile) : '',
    balance_before_fen: row.balance_before_fen,
    available_now_fen: availableNow,
  };
}

async function answerFor(ctx: AppContext, id: number): Promise<AdminWithdrawal> {
  const row = await adminWithdrawal(ctx.db, id);
  if (!row) throw AppError.bad(WalletMessage.notFound, `withdrawal ${id} vanished`);
  const available = await availableOfUsers(ctx.db, [row.user_id], ctx.clock.now());
  return adminItem(row, available.get(row.user_id) ?? 0);
}

export async function adminWithdrawList(
  ctx: AppContext,
  user: SessionUser,
  request: FastifyRequest,
  input: { status?: WithdrawStatus; page: number },
) {
  requireOperator(ctx, user, request);
  const now = ctx.clock.now();
  const { rows, total, pending } = await pageAllWithdrawals(
    ctx.db,
    input.status,
    pageSlice(input.page, WALLET_PAGE_SIZE),
  );
  const available = await availableOfUsers(ctx.db, [...new Set(rows.map((row) => row.user_id))], now);
  return {
    data: rows.map((row) => adminItem(row, available.get(row.user_id) ?? 0)),
    page: input.page,
    per_page: WALLET_PAGE_SIZE,
    total,
    pending_count: pending,
  };
}

/** Why a review changed nothing: no such request, or it was reviewed already (a second click). */
async function refusal(ctx: AppContext, id: number): Promise<AppError> {
  const status = await withdrawalStatus(ctx.db, id);
  if (status === null) return AppError.bad(WalletMessage.notFound, `no withdrawal ${id}`);
  return AppError.bad(alreadyReviewed(status), `withdrawal ${id} is ${status}`);
}

/**
 * Marks a pending request paid (the operator sent the money outside Boguan). The change, the
 * operator log and the user's message are one transaction; only a pending request moves, so a
 * second click answers that it was paid already and changes nothing.
 */
export async function adminWithdrawPay(
  ctx: AppContext,
  user: SessionUser,
  request: FastifyRequest,
  input: { id: number; payout_ref?: string },
): Promise<AdminWithdrawal> {
  const operator = requireOperator(ctx, user, request);
  const now = ctx.clock.now();
  const payoutRef = input.payout_ref ?? '';
  const done = await ctx.db.transaction().execute(async (trx) => {
    const row = await closePending(trx, input.id, { status: 'paid', reason: '', payoutRef, by: operator.id, now });
    if (!row) return null;
    const detail = `打款¥${fenToYuan(row.amount_fen)}到${ACCOUNT_TYPE_NAMES[row.account_type]} ${maskAccount(row.account_type, row.account_no)}${payoutRef ? `，流水号${payoutRef}` : ''}`;
    await logOperatorAction(trx, operator, 'withdraw_pay', row.id, detail, now);
    await notifyUser(
      trx,
      row.user_id,
      {
        type: 'withdraw',
        title: '提现已打款',
        content: `您申请的提现¥${fenToYuan(row.amount_fen)}已打款至${ACCOUNT_TYPE_NAMES[row.account_type]} ${maskAccount(row.account_type, row.account_no)}，请注意查收。`,
      },
      ctx.clock,
    );
    return row;
  });
  if (!done) throw await refusal(ctx, input.id);
  return answerFor(ctx, done.id);
}

/**
 * Rejects a pending request with a reason and credits the amount back (a withdraw_return row) in
 * the same transaction as the change and the operator log; only a pending request moves.
 */
export async function adminWithdrawReject(
  ctx: AppContext,
  user: SessionUser,
  request: FastifyRequest,
  input: { id: number; reason: string },
): Promise<AdminWithdrawal> {
  const operator = requireOperator(ctx, user, request);
  const now = ctx.clock.now();
  const done = await ctx.db.transaction().execute(async (trx) => {
    const row = await closePending(trx, input.id, {
      status: 'rejected',
      reason: input.reason,
      payoutRef: '',
      by: operator.id,
      now,
    });
    if (!row) return null;
    await insertOnce(trx, {
      userId: row.user_id,
      amountFen: row.amount_fen,
      kind: 'withdraw_return',
      withdrawalId: row.id,
      availableAt: now,
      now,
      note: `提现被驳回：${input.reason}`,
    });
    await logOperatorAction(
      trx,
      operator,
      'withdraw_reject',
      row.id,
      `驳回¥${fenToYuan(row.amount_fen)}：${input.reason}`,
      now,
    );
    await notifyUser(
      trx,
      row.user_id,
      {
        type: 'withdraw',
        title: '提现申请已驳回',
        content: `您申请的提现¥${fenToYuan(row.amount_fen)}已被驳回，原因：${input.reason}。金额已退回可提现余额。`,
      },
      ctx.clock,
    );
    return row;
  });
  if (!done) throw await refusal(ctx, input.id);
  return answerFor(ctx, done.id);
}
