import { DAY_MS, formatChinaTime } from '@boguan/contracts/china-time';
import { levelName } from '@boguan/contracts/membership';
import { TERM_NAMES } from '@boguan/contracts/payments';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { AppContext } from '../../lib/context.js';
import type { PaymentNotice, ProviderKind } from '../../providers/payment/payment-provider.js';
import { notifyUser } from '../home-content/messages.service.js';
import { recordCommission } from '../wallet/commission.service.js';
import {
  extendMembership,
  lockOrderByNo,
  lockUser,
  logOrder,
  markLevel30Credited,
  markOrderPaid,
  type OrderRow,
  useCoupon,
} from './orders.repository.js';
import { levelInForce } from './quote.service.js';

/** What became of a verified notice; `accepted` is what the provider is told. */
export type NoticeOutcome =
  | { accepted: true; result: 'paid' | 'late_paid' | 'duplicate' | 'ignored' }
  | { accepted: false; result: 'unknown_order' | 'wrong_provider' | 'amount_mismatch' };

/**
 * Pays an order from a verified provider notice, exactly once (docs/payments.md "Paid exactly
 * once"): the order row is locked, so replayed and parallel notices queue and find it paid; the
 * amount must be the order's; a pending order, or one closed (expired, cancelled, superseded) whose
 * payment arrives late, becomes paid — the money was taken, so it is honoured and logged as late.
 * The membership is extended and the coupon marked used in the same transaction.
 */
export async function applyNotice(ctx: AppContext, kind: ProviderKind, notice: PaymentNotice): Promise<NoticeOutcome> {
  const actor = `provider:${kind}`;
  const now = ctx.clock.now();
  const outcome = await ctx.db.transaction().execute(async (trx): Promise<NoticeOutcome & { order?: OrderRow }> => {
    const order = await lockOrderByNo(trx, notice.orderNo);
    if (!order) return { accepted: false, result: 'unknown_order' };
    if (order.provider !== kind) return { accepted: false, result: 'wrong_provider', order };
    if (notice.amountFen !== order.pay_fen) return { accepted: false, result: 'amount_mismatch', order };
    if (!notice.success) return { accepted: true, result: 'ignored', order };
    if (order.status === 'paid' || order.status === 'refunded') {
      if (order.transaction_id !== notice.transactionId) {
        await logOrder(
          trx,
          order.id,
          actor,
          'second_payment',
          `同一订单收到另一笔付款 ${notice.transactionId}，需人工退款`,
          now,
        );
      }
      return { accepted: true, result: 'duplicate', order };
    }
    const late = order.status === 'closed' || new Date(order.expires_at).getTime() <= now.getTime();
    await markOrderPaid(trx, order.id, notice.transactionId, now);
    await fulfil(ctx, trx, order, now, actor, late);
    return { accepted: true, result: late ? 'late_paid' : 'paid', order };
  });
  if (!outcome.accepted && outcome.order) {
    const detail =
      outcome.result === 'amount_mismatch'
        ? `通知金额${notice.amountFen}分与订单应付${outcome.order.pay_fen}分不符，拒绝`
        : `通知来自${kind}，订单属于${outcome.order.provider}，拒绝`;
    await logOrder(ctx.db, outcome.order.id, actor, outcome.result, detail, now);
  }
  if (outcome.order && (outcome.result === 'paid' || outcome.result === 'late_paid')) {
    // After the commit: the new level counts from the next request.
    ctx.sessionCache.forgetUser(outcome.order.user_id);
  }
  return outcome.accepted ? { accepted: true, result: outcome.result } : { accepted: false, result: outcome.result };
}

/** Extends the membership by the order, marks its coupon used, records the grant and tells the user. */
async function fulfil(
  ctx: AppContext,
  trx: Transaction<Database>,
  order: OrderRow,
  now: Date,
  actor: string,
  late: boolean,
): Promise<void> {
  const current = levelInForce(await lockUser(trx, order.user_id), now);
  const name = levelName(order.level);
  const lateNote = late ? '（订单关闭后到账，款项已收取，照常开通）' : '';
  if (order.level < current.level) {
    // A 高级版 order paid after a 专业版 purchase: the money is kept on record for a refund.
    await logOrder(trx, order.id, actor, 'paid_lower_level', `已支付${lateNote}，但当前为更高等级，需人工退款`, now);
    return;
  }
  const renew = order.level === current.level && current.expiresAt !== null;
  if (order.level > current.level && current.level === 30) await markLevel30Credited(trx, order.user_id, now);
  const startsAt = renew && current.expiresAt ? current.expiresAt : now;
  const endsAt = new Date(startsAt.getTime() + order.days * DAY_MS);
  await extendMembership(trx, order, startsAt, endsAt, now);
  // The referrer's commission is paid with the order or not at all (docs/referral.md).
  await recordCommission(ctx, trx, order, now);
  let couponNote = '';
  if (order.coupon_id !== null) {
    const used = await useCoupon(trx, order.coupon_id, now);
    couponNote = used ? `，优惠券${order.coupon_id}已使用` : `，优惠券${order.coupon_id}此前已被使用`;
  }
  const until = formatChinaTime(endsAt);
  await logOrder(
    trx,
    order.id,
    actor,
    late ? 'late_paid' : 'paid',
    `已支付${lateNote}，${name}至${until}${couponNote}`,
    now,
  );
  await notifyUser(
    trx,
    order.user_id,
    {
      type: 'membership',
      title: `${name}会员已开通`,
      content: `您购买的${name}会员（${TERM_NAMES[order.term]}）已支付成功，有效期至${until}。`,
    },
    ctx.clock,
  );
}
