import { DAY_MS, formatChinaTime } from '@boguan/contracts/china-time';
import { couponDesc } from '@boguan/contracts/coupons';
import { maskMobile } from '@boguan/contracts/mask';
import { levelName } from '@boguan/contracts/membership';
import { OPERATOR_PER_PAGE, ORDER_EVENT_NAMES, orderActorName } from '@boguan/contracts/operator';
import type { AdminOrderItem } from '@boguan/contracts/operator.api';
import {
  ORDER_STATUS_NAMES,
  PAY_METHOD_NAMES,
  PayMessage,
  REFUND_WINDOW_DAYS,
  TERM_NAMES,
} from '@boguan/contracts/payments';
import { pageSlice } from '../../db/paging.js';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import { closeExpiredOrders } from '../payments/orders.repository.js';
import {
  type AdminOrderFilter,
  type AdminOrderRow,
  findAdminOrder,
  orderLogs,
  pageAdminOrders,
} from './admin-orders.repository.js';

/*
 * Orders as operators see them (docs/operator.md): every user's, found by order number or mobile,
 * the buyer's mobile masked. Orders close lazily (docs/payments.md), so unpaid orders past their
 * expiry are closed first, as the system (their log says so); an operator's reading is not logged.
 */

const time = (at: Date | string | null) => (at ? formatChinaTime(at) : '');

function orderItem(row: AdminOrderRow): AdminOrderItem {
  const coupon =
    row.coupon_name !== null && row.coupon_kind !== null
      ? couponDesc({
          kind: row.coupon_kind,
          amount_fen: row.coupon_amount_fen ?? 0,
          threshold_fen: row.coupon_threshold_fen ?? 0,
          rate_pct: row.coupon_rate_pct,
          max_discount_fen: row.coupon_max_discount_fen,
        })
      : '';
  return {
    order_no: row.order_no,
    mobile: maskMobile(row.mobile),
    nick_name: row.nick_name,
    level: row.level,
    level_name: levelName(row.level),
    term_name: TERM_NAMES[row.term],
    list_fen: row.list_fen,
    credit_fen: row.credit_fen,
    discount_fen: row.discount_fen,
    pay_fen: row.pay_fen,
    coupon_name: row.coupon_name ?? '',
    coupon_desc: coupon,
    method_name: PAY_METHOD_NAMES[row.method],
    provider: row.provider,
    status: row.status,
    status_name: ORDER_STATUS_NAMES[row.status],
    create_time: formatChinaTime(row.created_at),
    paid_time: time(row.paid_at),
    closed_time: time(row.closed_at),
  };
}

export async function adminOrders(ctx: AppContext, filter: AdminOrderFilter, page: number) {
  await closeExpiredOrders(ctx.db, ctx.clock.now());
  const { rows, total } = await pageAdminOrders(ctx.db, filter, pageSlice(page, OPERATOR_PER_PAGE));
  return { data: rows.map(orderItem), page, per_page: OPERATOR_PER_PAGE, total };
}

export async function adminOrderDetail(ctx: AppContext, orderNo: string) {
  await closeExpiredOrders(ctx.db, ctx.clock.now());
  const row = await findAdminOrder(ctx.db, orderNo);
  if (!row) throw AppError.bad(PayMessage.orderNotFound, `no order ${orderNo}`);
  const logs = await orderLogs(ctx.db, row.id);
  const now = ctx.clock.now();
  const deadline = row.paid_at ? new Date(new Date(row.paid_at).getTime() + REFUND_WINDOW_DAYS * DAY_MS) : null;
  return {
    ...orderItem(row),
    days: row.days,
    transaction_id: row.transaction_id ?? '',
    period_starts_at: time(row.period_starts_at),
    period_ends_at: time(row.period_ends_at),
    refundable: row.status === 'paid' && deadline !== null && deadline.getTime() > now.getTime(),
    refund_deadline: deadline ? formatChinaTime(deadline) : '',
    logs: logs.map((log) => ({
      id: log.id,
      actor: log.actor,
      actor_name: orderActorName(log.actor),
      event: log.event,
      event_name: ORDER_EVENT_NAMES[log.event] ?? log.event,
      detail: log.detail,
      time: formatChinaTime(log.created_at),
    })),
  };
}
