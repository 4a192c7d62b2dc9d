import { DAY_MS, formatChinaTime } from '@boguan/contracts/china-time';
import { maskMobile } from '@boguan/contracts/mask';
import { levelName } from '@boguan/contracts/membership';
import { type PayTerm, REFUND_WINDOW_DAYS, TERM_NAMES } from '@boguan/contracts/payments';
import { commissionOf, fenToYuan } from '@boguan/contracts/wallet';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { AppContext } from '../../lib/context.js';
import { notifyUser } from '../home-content/messages.service.js';
import { commissionOfOrder, insertOnce } from './ledger.repository.js';
import { activeReferrerOf, mobileAndNick } from './referral.repository.js';

/** What a commission is earned on: a membership order being paid. */
export interface PaidOrder {
  id: number;
  user_id: number;
  pay_fen: number;
  level: number;
  term: PayTerm;
}

/**
 * Credits the referrer of the order's buyer with COMMISSION_RATE_PCT of what was paid, inside the
 * transaction that pays the order (fulfil.service.ts), so a paid order and its commission exist
 * together or not at all. The row is pending for REFUND_WINDOW_DAYS (available_at). The partial
 * unique index on the order makes it once per order, even if this ran twice for one order.
 */
export async function recordCommission(
  ctx: AppContext,
  trx: Transaction<Database>,
  order: PaidOrder,
  now: Date,
): Promise<void> {
  const referrerId = await activeReferrerOf(trx, order.user_id);
  if (referrerId === null) return;
  const amount = commissionOf(order.pay_fen);
  if (amount <= 0) return;
  const availableAt = new Date(now.getTime() + REFUND_WINDOW_DAYS * DAY_MS);
  const buyer = await mobileAndNick(trx, order.user_id);
  const what = `${levelName(order.level)}会员（${TERM_NAMES[order.term]}）`;
  const written = await insertOnce(trx, {
    userId: referrerId,
    amountFen: amount,
    kind: 'commission',
    orderId: order.id,
    availableAt,
    now,
    note: `${maskMobile(buyer.mobile)} 购买${what}，实付¥${fenToYuan(order.pay_fen)}`,
  });
  if (!written) return;
  await notifyUser(
    trx,
    referrerId,
    {
      type: 'referral',
      title: '获得推广佣金',
      content: `您邀请的用户 ${maskMobile(buyer.mobile)} 购买了${what}，实付¥${fenToYuan(order.pay_fen)}，您获得佣金¥${fenToYuan(amount)}，${formatChinaTime(availableAt)}后可提现。`,
    },
    ctx.clock,
  );
}

/**
 * Takes an order's commission back when the order is refunded (a negative row, once per order).
 * Inside the refund window the reversal becomes effective with the commission itself (same
 * available_at), so the pair never touches the available balance and pending drops at once; after
 * the window it counts from `now`. Answers what was taken back, or null when the order earned none
 * or it was already reversed. Call it in the refund's transaction.
 */
export async function reverseCommission(
  trx: Transaction<Database>,
  orderId: number,
  now: Date,
): Promise<{ referrerId: number; amountFen: number } | null> {
  const commission = await commissionOfOrder(trx, orderId);
  if (!commission) return null;
  const earnedAt = new Date(commission.available_at);
  const availableAt = earnedAt.getTime() > now.getTime() ? earnedAt : now;
  const written = await insertOnce(trx, {
    userId: commission.user_id,
    amountFen: -commission.amount_fen,
    kind: 'commission_reversal',
    orderId,
    availableAt,
    now,
    note: '订单已退款，佣金扣回',
  });
  if (!written) return null;
  await notifyUser(
    trx,
    commission.user_id,
    {
      type: 'referral',
      title: '推广佣金已扣回',
      content: `您邀请的用户的一笔订单已退款，对应佣金¥${fenToYuan(commission.amount_fen)}已扣回。`,
    },
    { now: () => now },
  );
  return { referrerId: commission.user_id, amountFen: commission.amount_fen };
}
