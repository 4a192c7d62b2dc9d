import { randomInt } from 'node:crypto';
import { formatChinaTime } from '@boguan/contracts/china-time';
import { maskMobile } from '@boguan/contracts/mask';
import { levelName } from '@boguan/contracts/membership';
import { REFUND_WINDOW_DAYS, TERM_NAMES } from '@boguan/contracts/payments';
import {
  COMMISSION_RATE_PCT,
  COMMISSION_STATE_NAMES,
  type CommissionState,
  SHARE_CODE_ALPHABET,
  SHARE_CODE_LENGTH,
  SHARE_CODE_PATTERN,
  WALLET_PAGE_SIZE,
  WITHDRAW_MIN_FEN,
} from '@boguan/contracts/wallet';
import type { CommissionItem, Invitee, ShareInfo } from '@boguan/contracts/wallet.api';
import { pageSlice } from '../../db/paging.js';
import type { AppContext } from '../../lib/context.js';
import { isUniqueViolation } from '../accounts/users.repository.js';
import type { SessionUser } from '../sessions/sessions.repository.js';
import { balancesOf, pageCommissions } from './ledger.repository.js';
import {
  countInvited,
  countPaidInvitees,
  insertReferral,
  pageInvitees,
  setShareCode,
  shareCodeOf,
  userByShareCode,
} from './referral.repository.js';
import { paidOutFen } from './withdrawals.repository.js';

function newShareCode(): string {
  let code = '';
  for (let i = 0; i < SHARE_CODE_LENGTH; i += 1) code += SHARE_CODE_ALPHABET[randomInt(SHARE_CODE_ALPHABET.length)];
  return code;
}

/**
 * The user's share code, made on first use. A clash with another user's code (31^8 codes, so
 * rare) draws again; a parallel first visit of the same user keeps whichever code was stored first.
 */
export async function ensureShareCode(ctx: AppContext, userId: number): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const existing = await shareCodeOf(ctx.db, userId);
    if (existing) return existing;
    try {
      const code = newShareCode();
      if (await setShareCode(ctx.db, userId, code)) return code;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new Error(`no share code for user ${userId} after 5 attempts`);
}

export function shareUrl(ctx: AppContext, code: string): string {
  return `${ctx.config.publicUrl}/home?share_id=${code}`;
}

/**
 * At registration (SMS login and the WeChat binding): the share code the visitor arrived with
 * names the referrer. An unknown or malformed code, a cancelled referrer or the user's own code is
 * ignored; a failure here never fails the registration, which has already happened.
 */
export async function recordReferral(ctx: AppContext, userId: number, shareId: string, now: Date): Promise<void> {
  const code = shareId.trim().toUpperCase();
  if (!SHARE_CODE_PATTERN.test(code)) return;
  try {
    const referrerId = await userByShareCode(ctx.db, code);
    if (referrerId === null || referrerId === userId) return;
    await insertReferral(ctx.db, userId, referrerId, code, now);
  } catch (error) {
    ctx.log.warn({ err: error, userId }, 'referral not recorded');
  }
}

export async function shareInfo(ctx: AppContext, user: SessionUser): Promise<ShareInfo> {
  const code = await ensureShareCode(ctx, user.id);
  const now = ctx.clock.now();
  const [balances, invited, paidUsers, withdrawn] = await Promise.all([
    balancesOf(ctx.db, user.id, now),
    countInvited(ctx.db, user.id),
    countPaidInvitees(ctx.db, user.id),
    paidOutFen(ctx.db, user.id),
  ]);
  return {
    share_code: code,
    share_url: shareUrl(ctx, code),
    rate_pct: COMMISSION_RATE_PCT,
    refund_days: REFUND_WINDOW_DAYS,
    min_fen: WITHDRAW_MIN_FEN,
    invited,
    paid_users: paidUsers,
    pending_fen: balances.pending,
    available_fen: balances.available,
    withdrawn_fen: withdrawn,
    total_earned_fen: balances.earned,
  };
}

export async function shareList(ctx: AppContext, user: SessionUser, page: number) {
  const { rows, total } = await pageInvitees(ctx.db, user.id, pageSlice(page, WALLET_PAGE_SIZE));
  const data: Invitee[] = rows.map((row) => ({
    mobile: maskMobile(row.mobile),
    nick_name: row.nick_name,
    register_time: formatChinaTime(row.created_at),
    paid_orders: Number(row.paid_orders),
    paid_fen: Number(row.paid_fen),
    commission_fen: Number(row.commission_fen),
  }));
  return { data, page, per_page: WALLET_PAGE_SIZE, total };
}

export async function commissionList(ctx: AppContext, user: SessionUser, page: number) {
  const now = ctx.clock.now();
  const { rows, total } = await pageCommissions(ctx.db, user.id, pageSlice(page, WALLET_PAGE_SIZE));
  const data: CommissionItem[] = rows.map((row) => {
    const availableAt = new Date(row.available_at);
    const state: CommissionState =
      row.reversal_id !== null ? 'refunded' : availableAt.getTime() > now.getTime() ? 'pending' : 'available';
    return {
      id: row.id,
      mobile: maskMobile(row.mobile),
      nick_name: row.nick_name,
      product: `${levelName(row.level)} · ${TERM_NAMES[row.term]}`,
      order_time: formatChinaTime(row.paid_at ?? row.order_created_at),
      pay_fen: row.pay_fen,
      commission_fen: row.amount_fen,
      state,
      state_name: COMMISSION_STATE_NAMES[state],
      available_time: formatChinaTime(availableAt),
    };
  });
  return { data, page, per_page: WALLET_PAGE_SIZE, total };
}
