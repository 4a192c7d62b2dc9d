import { DAY_MS, formatChinaTime } from '@boguan/contracts/china-time';
import { levelName } from '@boguan/contracts/membership';
import { PayMessage, REFUND_WINDOW_DAYS, yuan } from '@boguan/contracts/payments';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import { notifyUser } from '../home-content/messages.service.js';
import { heldOrderIds } from '../invoices/invoices.repository.js';
import { logOperatorAction, type Operator } from '../operator/operator-guard.js';
import { reverseCommission } from '../wallet/commission.service.js';
import { lockOrderByNo, lockUser, logOrder } from './orders.repository.js';
import {
  grantBefore,
  hasGrantAfter,
  markOrderRefunded,
  orderGrant,
  restoreMembership,
  uncreditLevel30,
} from './refund.repository.js';

/**
 * An operator records the refund of a paid order (docs/payments.md "Refunds"): within
 * REFUND_WINDOW_DAYS of its payment, not while an invoice holds it, and only while it is the
 * user's latest membership change, so the membership can go back exactly to what it was before
 * the order. In one transaction: the order becomes refunded, the membership returns to its
 * previous level and expiry (an upgrade gives the 高级版 time it credited back), the referrer's
 * commission is taken back, the order log and the operator log are written, and the user is told.
 * The money itself goes back through the provider's merchant platform (the cashier in demo mode).
 */
export async function refundOrder(ctx: AppContext, operator: Operator, orderNo: string, reason: string) {
  const now = ctx.clock.now();
  const userId = await ctx.db.transaction().execute(async (trx) => {
    const order = await lockOrderByNo(trx, orderNo);
    if (!order) throw AppError.bad(PayMessage.orderNotFound, `no order ${orderNo}`);
    if (order.status !== 'paid' || !order.paid_at)
      throw AppError.bad(PayMessage.refundNotPaid, `order ${order.status}`);
    const paidAt = new Date(order.paid_at);
    if (paidAt.getTime() + REFUND_WINDOW_DAYS * DAY_MS <= now.getTime()) {
      throw AppError.bad(PayMessage.refundWindowOver, `paid ${paidAt.toISOString()}`);
    }
    if ((await heldOrderIds(trx, [order.id])).size > 0)
      throw AppError.bad(PayMessage.refundInvoiced, 'invoice holds it');
    await lockUser(trx, order.user_id);
    const grant = await orderGrant(trx, order.user_id, order.order_no);
    // A lower-level order paid late granted nothing: only its money goes back.
    let restored = '会员未受影响';
    if (grant) {
      if (await hasGrantAfter(trx, order.user_id, grant.id)) throw AppError.bad(PayMessage.refundLaterChange);
      const before = await grantBefore(trx, order.user_id, grant.id);
      const beforeExpiry = before ? new Date(before.expires_at) : null;
      const paidBefore = before && beforeExpiry && beforeExpiry.getTime() > now.getTime();
      const level = paidBefore ? before.level : 20;
      const expiresAt = paidBefore ? beforeExpiry : null;
      await restoreMembership(trx, { userId: order.user_id, level, expiresAt, orderNo, days: order.days, now });
      if (order.level === 40 && level === 30) await uncreditLevel30(trx, order.user_id, paidAt);
      restored = expiresAt ? `会员恢复为${levelName(level)}，至${formatChinaTime(expiresAt)}` : '会员恢复为免费版';
    }
    if (!(await markOrderRefunded(trx, order.id))) throw AppError.bad(PayMessage.refundNotPaid, 'not paid meanwhile');
    const taken = await reverseCommission(trx, order.id, now);
    const commission = taken ? `，扣回推广佣金¥${yuan(taken.amountFen)}` : '';
    await logOrder(
      trx,
      order.id,
      `operator:${operator.mobile}`,
      'refunded',
      `退款¥${yuan(order.pay_fen)}：${reason}；${restored}${commission}`,
      now,
    );
    await logOperatorAction(
      trx,
      operator,
      'order_refund',
      order.order_no,
      `退款¥${yuan(order.pay_fen)}：${reason}`,
      now,
    );
    await notifyUser(
      trx,
      order.user_id,
      {
        type: 'membership',
        title: '订单已退款',
        content: `您的订单${order.order_no}已退款¥${yuan(order.pay_fen)}，款项将原路退回。${restored}。`,
      },
      ctx.clock,
    );
    return order.user_id;
  });
  // After the commit: the restored level counts from the next request.
  ctx.sessionCache.forgetUser(userId);
}
