import type { OrderStatus } from '@boguan/contracts/payments';
import type { Kysely, Transaction } from 'kysely';
import { type Slice, sliceWithTotal } from '../../db/paging.js';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

export interface AdminOrderFilter {
  /** An 11-digit mobile (that user's orders) or the start of an order number. */
  keyword?: string | undefined;
  status?: OrderStatus | undefined;
}

/** Orders of every user with the buyer and the coupon applied: the operator's view. */
function ordersWithBuyer(db: Db) {
  return db
    .selectFrom('orders as o')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .leftJoin('user_coupons as c', 'c.id', 'o.coupon_id');
}

function selectOrder(query: ReturnType<typeof ordersWithBuyer>) {
  return query
    .selectAll('o')
    .select([
      'u.mobile',
      'u.nick_name',
      'c.name as coupon_name',
      'c.kind as coupon_kind',
      'c.amount_fen as coupon_amount_fen',
      'c.threshold_fen as coupon_threshold_fen',
      'c.rate_pct as coupon_rate_pct',
      'c.max_discount_fen as coupon_max_discount_fen',
    ]);
}

export type AdminOrderRow = NonNullable<Awaited<ReturnType<typeof findAdminOrder>>>;

export async function pageAdminOrders(db: Db, filter: AdminOrderFilter, slice: Slice) {
  let filtered = ordersWithBuyer(db);
  if (filter.keyword !== undefined) {
    filtered = /^\d{11}$/.test(filter.keyword)
      ? filtered.where('u.mobile', '=', filter.keyword)
      : filtered.where('o.order_no', 'like', `${filter.keyword}%`);
  }
  if (filter.status !== undefined) filtered = filtered.where('o.status', '=', filter.status);
  const rows = selectOrder(filtered).orderBy('o.created_at', 'desc').orderBy('o.id', 'desc');
  return sliceWithTotal(rows, filtered, slice);
}

export async function findAdminOrder(db: Db, orderNo: string) {
  return selectOrder(ordersWithBuyer(db)).where('o.order_no', '=', orderNo).executeTakeFirst();
}

export async function orderLogs(db: Db, orderId: number) {
  return db
    .selectFrom('order_logs')
    .select(['id', 'actor', 'event', 'detail', 'created_at'])
    .where('order_id', '=', orderId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}
