import { type Insertable, type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import { countRows, type Slice } from '../../db/paging.js';
import type { Database } from '../../db/schema.js';
import type { OrdersTable } from './payments.tables.js';

type Db = Kysely<Database> | Transaction<Database>;
type Trx = Transaction<Database>;
export type OrderRow = Selectable<OrdersTable>;

export async function logOrder(db: Db, orderId: number, actor: string, event: string, detail: string, now: Date) {
  await db.insertInto('order_logs').values({ order_id: orderId, actor, event, detail, created_at: now }).execute();
}

/** Closes this user's (or everyone's) pending orders past their expiry, logging each; frees their coupons. */
export async function closeExpiredOrders(db: Db, now: Date, userId?: number): Promise<number> {
  let query = db
    .updateTable('orders')
    .set({ status: 'closed', close_reason: 'expired', closed_at: now })
    .where('status', '=', 'pending')
    .where('expires_at', '<=', now);
  if (userId !== undefined) query = query.where('user_id', '=', userId);
  const closed = await query.returning('id').execute();
  if (closed.length > 0) {
    await db
      .insertInto('order_logs')
      .values(
        closed.map((row) => ({
          order_id: row.id,
          actor: 'system',
          event: 'expired',
          detail: '超过15分钟未支付，订单自动关闭',
          created_at: now,
        })),
      )
      .execute();
  }
  return closed.length;
}

export async function lockUser(trx: Trx, userId: number) {
  return trx
    .selectFrom('users')
    .select(['level', 'level_expires_at'])
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

export async function readUserLevel(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['level', 'level_expires_at'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

/** The user's paid 高级版 periods not yet turned into credit (the upgrade credit reads them). */
export async function uncreditedLevel30Periods(db: Db, userId: number, now: Date) {
  const rows = await db
    .selectFrom('orders')
    .select(['period_starts_at', 'period_ends_at', 'pay_fen'])
    .where('user_id', '=', userId)
    .where('level', '=', 30)
    .where('status', '=', 'paid')
    .where('credited_at', 'is', null)
    .where('period_ends_at', '>', now)
    .execute();
  return rows.flatMap((row) =>
    row.period_starts_at && row.period_ends_at
      ? [{ startsAt: new Date(row.period_starts_at), endsAt: new Date(row.period_ends_at), payFen: row.pay_fen }]
      : [],
  );
}

export async function markLevel30Credited(trx: Trx, userId: number, now: Date) {
  await trx
    .updateTable('orders')
    .set({ credited_at: now })
    .where('user_id', '=', userId)
    .where('level', '=', 30)
    .where('status', '=', 'paid')
    .where('credited_at', 'is', null)
    .execute();
}

/** The user's unused coupons (valid or not yet checked against an order). */
export async function unusedCoupons(db: Db, userId: number, now: Date) {
  return db
    .selectFrom('user_coupons')
    .select([
      'id',
      'name',
      'kind',
      'amount_fen',
      'threshold_fen',
      'rate_pct',
      'max_discount_fen',
      'valid_from',
      'valid_to',
    ])
    .where('user_id', '=', userId)
    .where('status', '=', 0)
    .where('valid_to', '>', now)
    .execute();
}

export async function findOwnPendingTwin(
  trx: Trx,
  userId: number,
  twin: Pick<OrderRow, 'level' | 'term' | 'method' | 'coupon_id' | 'pay_fen'>,
  now: Date,
) {
  let query = trx
    .selectFrom('orders')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', '=', 'pending')
    .where('expires_at', '>', now)
    .where('level', '=', twin.level)
    .where('term', '=', twin.term)
    .where('method', '=', twin.method)
    .where('pay_fen', '=', twin.pay_fen);
  query =
    twin.coupon_id === null ? query.where('coupon_id', 'is', null) : query.where('coupon_id', '=', twin.coupon_id);
  return query.orderBy('id', 'desc').executeTakeFirst();
}

/** Closes the user's other open orders: one open order per user, so a coupon is held once. */
export async function supersedePending(trx: Trx, userId: number, now: Date) {
  const closed = await trx
    .updateTable('orders')
    .set({ status: 'closed', close_reason: 'superseded', closed_at: now })
    .where('user_id', '=', userId)
    .where('status', '=', 'pending')
    .returning('id')
    .execute();
  for (const row of closed) await logOrder(trx, row.id, 'user', 'superseded', '用户重新下单，旧订单关闭', now);
}

export async function insertOrder(trx: Trx, row: Insertable<OrdersTable>) {
  return trx.insertInto('orders').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function storePaymentStart(db: Db, orderId: number, qrCode: string, payUrl: string) {
  await db.updateTable('orders').set({ qr_code: qrCode, pay_url: payUrl }).where('id', '=', orderId).execute();
}

/** One order of one user; another user's order is not found (IDOR). */
export async function findUserOrder(db: Db, userId: number, orderNo: string) {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('user_id', '=', userId)
    .where('order_no', '=', orderNo)
    .executeTakeFirst();
}

export async function lockOrderByNo(trx: Trx, orderNo: string) {
  return trx.selectFrom('orders').selectAll().where('order_no', '=', orderNo).forUpdate().executeTakeFirst();
}

export async function closeUserOrder(db: Db, userId: number, orderNo: string, now: Date) {
  return db
    .updateTable('orders')
    .set({ status: 'closed', close_reason: 'user', closed_at: now })
    .where('user_id', '=', userId)
    .where('order_no', '=', orderNo)
    .where('status', '=', 'pending')
    .returning('id')
    .executeTakeFirst();
}

/**
 * One page of the user's order history: orders and gift-code redemptions (membership_grants of
 * source gift_code) in one UNION ALL ordered by time, so paging is exact across both. The page's
 * keys come first; then its orders, grants and the orders' live invoice states are read by id.
 */
export async function pageUserHistory(db: Db, userId: number, slice: Slice) {
  const history = db
    .selectFrom('orders')
    .select([sql<'order' | 'gift'>`'order'`.as('kind'), 'id', 'created_at as at'])
    .where('user_id', '=', userId)
    .unionAll(
      db
        .selectFrom('membership_grants')
        .select([sql<'order' | 'gift'>`'gift'`.as('kind'), 'id', 'created_at as at'])
        .where('user_id', '=', userId)
        .where('source', '=', 'gift_code'),
    )
    .as('h');
  const [keys, total] = await Promise.all([
    db
      .selectFrom(history)
      .select(['h.kind', 'h.id'])
      .orderBy('h.at', 'desc')
      .orderBy('h.kind', 'desc')
      .orderBy('h.id', 'desc')
      .limit(slice.limit)
      .offset(slice.offset)
      .execute(),
    countRows(db.selectFrom(history)),
  ]);
  const orderIds = keys.filter((key) => key.kind === 'order').map((key) => key.id);
  const grantIds = keys.filter((key) => key.kind === 'gift').map((key) => key.id);
  const [orders, grants, invoices] = await Promise.all([
    orderIds.length === 0 ? [] : db.selectFrom('orders').selectAll().where('id', 'in', orderIds).execute(),
    grantIds.length === 0
      ? []
      : db
          .selectFrom('membership_grants')
          .select(['id', 'level', 'days', 'source_ref', 'created_at'])
          .where('id', 'in', grantIds)
          .execute(),
    orderIds.length === 0
      ? []
      : db
          .selectFrom('invoice_orders')
          .innerJoin('invoices', 'invoices.id', 'invoice_orders.invoice_id')
          .select(['invoice_orders.order_id', 'invoices.status'])
          .where('invoice_orders.order_id', 'in', orderIds)
          .where('invoice_orders.released_at', 'is', null)
          .execute(),
  ]);
  return { keys, orders, grants, invoices, total };
}

/** pending or closed → paid, with the provider's transaction (the caller holds the order's row lock). */
export async function markOrderPaid(trx: Trx, orderId: number, transactionId: string, now: Date) {
  await trx
    .updateTable('orders')
    .set({ status: 'paid', paid_at: now, transaction_id: transactionId })
    .where('id', '=', orderId)
    .where('status', 'in', ['pending', 'closed'])
    .execute();
}

/** Sets the user's level and expiry, records the period on the order and the grant. */
export async function extendMembership(
  trx: Trx,
  order: Pick<OrderRow, 'id' | 'user_id' | 'level' | 'days' | 'order_no'>,
  startsAt: Date,
  endsAt: Date,
  now: Date,
) {
  await trx
    .updateTable('users')
    .set({ level: order.level, level_expires_at: endsAt, updated_at: now })
    .where('id', '=', order.user_id)
    .execute();
  await trx
    .updateTable('orders')
    .set({ period_starts_at: startsAt, period_ends_at: endsAt })
    .where('id', '=', order.id)
    .execute();
  await trx
    .insertInto('membership_grants')
    .values({
      user_id: order.user_id,
      level: order.level,
      days: order.days,
      source: 'order',
      source_ref: order.order_no,
      starts_at: startsAt,
      expires_at: endsAt,
      created_at: now,
    })
    .execute();
}

/** Marks the coupon used if it is still unused; false when it was used already. */
export async function useCoupon(trx: Trx, couponId: number, now: Date): Promise<boolean> {
  const used = await trx
    .updateTable('user_coupons')
    .set({ status: 1, used_at: now })
    .where('id', '=', couponId)
    .where('status', '=', 0)
    .returning('id')
    .executeTakeFirst();
  return used !== undefined;
}
