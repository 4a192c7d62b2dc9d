import { randomBytes } from 'node:crypto';
import { formatChinaTime } from '@boguan/contracts/china-time';
import { ORDER_INVOICE_STATE_NAMES, type OrderInvoiceState } from '@boguan/contracts/invoices';
import { levelName } from '@boguan/contracts/membership';
import {
  GIFT_ROW,
  ORDER_STATUS_NAMES,
  ORDER_TTL_MS,
  PAY_METHOD_NAMES,
  PayMessage,
  type PayMethod,
  TERM_NAMES,
} from '@boguan/contracts/payments';
import type { CreatedOrder, OrderItem, QuoteData } from '@boguan/contracts/payments.api';
import { pageSlice } from '../../db/paging.js';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import type { PaymentProvider } from '../../providers/payment/payment-provider.js';
import type { SessionUser } from '../sessions/sessions.repository.js';
import {
  closeExpiredOrders,
  closeUserOrder,
  findOwnPendingTwin,
  findUserOrder,
  insertOrder,
  lockUser,
  logOrder,
  type OrderRow,
  pageUserHistory,
  readUserLevel,
  storePaymentStart,
  supersedePending,
} from './orders.repository.js';
import { computeQuote, levelInForce, type QuoteInput } from './quote.service.js';

const PER_PAGE = 10;

/** BG + China time to the second + 8 random hex digits: unique, unguessable, sortable by eye. */
export function newOrderNo(now: Date): string {
  const stamp = new Date(now.getTime() + 8 * 3_600_000).toISOString().replace(/\D/g, '').slice(0, 14);
  return `BG${stamp}${randomBytes(4).toString('hex').toUpperCase()}`;
}

export async function quote(ctx: AppContext, user: SessionUser, input: QuoteInput): Promise<QuoteData> {
  const now = ctx.clock.now();
  // Expired orders give their coupons back before the coupons are ranked.
  await closeExpiredOrders(ctx.db, now, user.id);
  return computeQuote(ctx.db, user.id, input, now);
}

function providerFor(ctx: AppContext, method: PayMethod): PaymentProvider {
  const provider = ctx.providers.payments.forMethod(method);
  if (!provider)
    throw AppError.bad(`暂不支持${PAY_METHOD_NAMES[method]}，请选择其他支付方式`, `${method} not configured`);
  return provider;
}

function description(order: Pick<OrderRow, 'level' | 'term'>): string {
  return `博观${levelName(order.level)}会员（${TERM_NAMES[order.term]}）`;
}

/**
 * Creates the order for a quote, or answers the user's identical open order again (a double click
 * or a reload makes no second order). Any other open order of the user is closed first, so a
 * coupon is held by one open order at most (and the partial unique index on orders says so too).
 * The amounts are computed here, in the order's transaction, never taken from the client.
 */
export async function createOrder(
  ctx: AppContext,
  user: SessionUser,
  input: QuoteInput & { method: PayMethod },
): Promise<CreatedOrder> {
  const provider = providerFor(ctx, input.method);
  const now = ctx.clock.now();
  const { order, reused } = await ctx.db.transaction().execute(async (trx) => {
    await lockUser(trx, user.id);
    await closeExpiredOrders(trx, now, user.id);
    const q = await computeQuote(trx, user.id, input, now);
    const couponId = q.coupon_id > 0 ? q.coupon_id : null;
    const twin = await findOwnPendingTwin(
      trx,
      user.id,
      { level: q.level, term: q.term, method: input.method, coupon_id: couponId, pay_fen: q.pay_fen },
      now,
    );
    if (twin) return { order: twin, reused: true };
    await supersedePending(trx, user.id, now);
    const created = await insertOrder(trx, {
      order_no: newOrderNo(now),
      user_id: user.id,
      level: q.level,
      term: q.term,
      days: q.days,
      list_fen: q.list_fen,
      credit_fen: q.credit_fen,
      discount_fen: q.discount_fen,
      pay_fen: q.pay_fen,
      coupon_id: couponId,
      method: input.method,
      provider: provider.kind,
      created_at: now,
      expires_at: new Date(now.getTime() + ORDER_TTL_MS),
    });
    const parts = [`${q.level_name}${q.term_name}`, `标价${q.list_fen}分`, `抵扣${q.credit_fen}分`];
    parts.push(`优惠${q.discount_fen}分${couponId ? `（优惠券${couponId}）` : ''}`, `应付${q.pay_fen}分`);
    await logOrder(trx, created.id, 'user', 'created', parts.join('，'), now);
    return { order: created, reused: false };
  });

  let { qr_code: qrCode, pay_url: payUrl } = order;
  if (!qrCode && !payUrl) {
    try {
      const start = await provider.start({
        orderNo: order.order_no,
        amountFen: order.pay_fen,
        description: description(order),
        expiresAt: new Date(order.expires_at),
      });
      qrCode = start.qrCode;
      payUrl = start.payUrl;
      await storePaymentStart(ctx.db, order.id, qrCode, payUrl);
    } catch (error) {
      ctx.log.warn({ err: error, order: order.order_no }, 'payment provider refused to start a payment');
      await closeUserOrder(ctx.db, user.id, order.order_no, ctx.clock.now());
      await logOrder(ctx.db, order.id, `provider:${provider.kind}`, 'start_failed', (error as Error).message, now);
      throw AppError.bad('支付服务暂时不可用，请稍后再试', 'payment start failed');
    }
  }
  return {
    order_no: order.order_no,
    method: order.method,
    provider: provider.kind,
    pay_fen: order.pay_fen,
    qr_code: qrCode,
    pay_url: payUrl,
    expires_at: formatChinaTime(order.expires_at),
    reused,
  };
}

async function ownOrder(ctx: AppContext, user: SessionUser, orderNo: string): Promise<OrderRow> {
  await closeExpiredOrders(ctx.db, ctx.clock.now(), user.id);
  const order = await findUserOrder(ctx.db, user.id, orderNo);
  if (!order) throw AppError.bad(PayMessage.orderNotFound, 'no such order of this user');
  return order;
}

export async function orderStatus(ctx: AppContext, user: SessionUser, orderNo: string) {
  const order = await ownOrder(ctx, user, orderNo);
  const level = levelInForce(await readUserLevel(ctx.db, user.id), ctx.clock.now());
  return {
    order_no: order.order_no,
    status: order.status,
    status_name: ORDER_STATUS_NAMES[order.status],
    paid_time: order.paid_at ? formatChinaTime(order.paid_at) : '',
    member_level: level.level,
    member_expires_at: level.expiresAt ? formatChinaTime(level.expiresAt) : '',
  };
}

export async function closeOrder(ctx: AppContext, user: SessionUser, orderNo: string): Promise<void> {
  await ownOrder(ctx, user, orderNo);
  const now = ctx.clock.now();
  const closed = await closeUserOrder(ctx.db, user.id, orderNo, now);
  if (!closed) throw AppError.bad(PayMessage.orderNotOpen, 'order not pending');
  await logOrder(ctx.db, closed.id, 'user', 'closed', '用户取消支付', now);
}

/** A gift code as the order history shows it: the first and last four symbols. */
export function maskGiftCode(code: string): string {
  if (code.length <= 8) return `${code.slice(0, 2)}****`;
  return `${code.slice(0, 4)}${'*'.repeat(code.length - 8)}${code.slice(-4)}`;
}

function orderItem(row: OrderRow, invoice: OrderInvoiceState): OrderItem {
  return {
    kind: 'order',
    order_no: row.order_no,
    title: `${levelName(row.level)} · ${TERM_NAMES[row.term]}`,
    level: row.level,
    level_name: levelName(row.level),
    term_name: TERM_NAMES[row.term],
    days: row.days,
    list_fen: row.list_fen,
    credit_fen: row.credit_fen,
    discount_fen: row.discount_fen,
    pay_fen: row.pay_fen,
    status: row.status,
    status_name: ORDER_STATUS_NAMES[row.status],
    method_name: PAY_METHOD_NAMES[row.method],
    create_time: formatChinaTime(row.created_at),
    paid_time: row.paid_at ? formatChinaTime(row.paid_at) : '',
    invoice_status: invoice,
    invoice_status_name: ORDER_INVOICE_STATE_NAMES[invoice],
    can_invoice: row.status === 'paid' && invoice === 'none',
  };
}

function giftItem(grant: { level: number; days: number; source_ref: string; created_at: Date | string }): OrderItem {
  const time = formatChinaTime(grant.created_at);
  return {
    kind: 'gift',
    order_no: maskGiftCode(grant.source_ref),
    title: `兑换码 · ${levelName(grant.level)} ${grant.days} 天`,
    level: grant.level,
    level_name: levelName(grant.level),
    term_name: `${grant.days}天`,
    days: grant.days,
    list_fen: 0,
    credit_fen: 0,
    discount_fen: 0,
    pay_fen: 0,
    status: 'redeemed',
    status_name: GIFT_ROW.status_name,
    method_name: GIFT_ROW.method_name,
    create_time: time,
    paid_time: time,
    invoice_status: 'none',
    invoice_status_name: GIFT_ROW.invoice_status_name,
    can_invoice: false,
  };
}

/** /api/user/order_list: purchases and gift-code redemptions, newest first, 10 a page. */
export async function orderList(ctx: AppContext, user: SessionUser, page: number) {
  await closeExpiredOrders(ctx.db, ctx.clock.now(), user.id);
  const history = await pageUserHistory(ctx.db, user.id, pageSlice(page, PER_PAGE));
  const orders = new Map(history.orders.map((row) => [row.id, row]));
  const grants = new Map(history.grants.map((row) => [row.id, row]));
  const invoices = new Map(history.invoices.map((row) => [row.order_id, row.status]));
  const data = history.keys.flatMap((key): OrderItem[] => {
    if (key.kind === 'gift') {
      const grant = grants.get(key.id);
      return grant ? [giftItem(grant)] : [];
    }
    const order = orders.get(key.id);
    if (!order) return [];
    const state = invoices.get(order.id);
    // A live invoice is pending, issued or rejected; cancelled ones released their orders.
    return [orderItem(order, state && state !== 'cancelled' ? state : 'none')];
  });
  return { data, page, per_page: PER_PAGE, total: history.total };
}
