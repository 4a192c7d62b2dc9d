import {
  type CustomOrderStatus,
  type CustomThreadAuthor,
  type CustomThreadKind,
  OPEN_CUSTOM_ORDER_STATUSES,
} from '@boguan/contracts/custom-order';
import type { Insertable, Kysely, Selectable, Transaction, Updateable } from 'kysely';
import { countRows, type Slice } from '../../db/paging.js';
import type { Database } from '../../db/schema.js';
import type { CustomOrderRepliesTable, CustomOrdersTable } from './custom-order.tables.js';

type Db = Kysely<Database> | Transaction<Database>;
type Trx = Transaction<Database>;
export type CustomOrderRow = Selectable<CustomOrdersTable>;
export type CustomReplyRow = Selectable<CustomOrderRepliesTable>;
export type AdminCustomOrderRow = CustomOrderRow & { nick_name: string; mobile: string };

/**
 * Takes the user's row `FOR NO KEY UPDATE`: one user's submits queue here, so the duplicate check
 * and the open-order cap see each other's orders. `NO KEY` leaves the foreign-key share locks of
 * other inserts for this user (messages) free.
 */
export async function lockUserForOrders(trx: Trx, userId: number): Promise<void> {
  await trx.selectFrom('users').select('id').where('id', '=', userId).forNoKeyUpdate().executeTakeFirst();
}

/** The user's newest order of this content since `since` that is not closed, if any. */
export async function findRecentDuplicate(db: Db, userId: number, fingerprint: string, since: Date) {
  return db
    .selectFrom('custom_orders')
    .selectAll()
    .where('user_id', '=', userId)
    .where('fingerprint', '=', fingerprint)
    .where('created_at', '>=', since)
    .where('status', '<>', 'closed')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export async function countOpenOrders(db: Db, userId: number): Promise<number> {
  return countRows(
    db
      .selectFrom('custom_orders')
      .where('user_id', '=', userId)
      .where('status', 'in', [...OPEN_CUSTOM_ORDER_STATUSES]),
  );
}

export async function insertOrder(trx: Trx, row: Insertable<CustomOrdersTable>): Promise<CustomOrderRow> {
  return trx.insertInto('custom_orders').values(row).returningAll().executeTakeFirstOrThrow();
}

/** One order of one user; another user's id is simply not found (IDOR). */
export async function findOwnOrder(db: Db, userId: number, orderId: number) {
  return db
    .selectFrom('custom_orders')
    .selectAll()
    .where('id', '=', orderId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** The same, locked for a change (reply, close): a parallel change queues and then sees this one. */
export async function lockOwnOrder(trx: Trx, userId: number, orderId: number) {
  return trx
    .selectFrom('custom_orders')
    .selectAll()
    .where('id', '=', orderId)
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

/** Any order, locked, for an operator's change. */
export async function lockOrder(trx: Trx, orderId: number) {
  return trx.selectFrom('custom_orders').selectAll().where('id', '=', orderId).forUpdate().executeTakeFirst();
}

export async function updateOrder(trx: Trx, orderId: number, set: Updateable<CustomOrdersTable>): Promise<void> {
  await trx.updateTable('custom_orders').set(set).where('id', '=', orderId).execute();
}

export interface NewThreadEntry {
  orderId: number;
  author: CustomThreadAuthor;
  kind: CustomThreadKind;
  operatorId: number | null;
  content: string;
  now: Date;
}

export async function insertThreadEntry(trx: Trx, entry: NewThreadEntry): Promise<void> {
  await trx
    .insertInto('custom_order_replies')
    .values({
      order_id: entry.orderId,
      author: entry.author,
      kind: entry.kind,
      operator_id: entry.operatorId,
      content: entry.content,
      created_at: entry.now,
    })
    .execute();
}

export async function countThread(db: Db, orderId: number): Promise<number> {
  return countRows(db.selectFrom('custom_order_replies').where('order_id', '=', orderId));
}

/** The threads of some orders, each oldest first. */
export async function threadsOf(db: Db, orderIds: readonly number[]): Promise<CustomReplyRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .selectFrom('custom_order_replies')
    .selectAll()
    .where('order_id', 'in', [...orderIds])
    .orderBy('order_id')
    .orderBy('id')
    .execute();
}

/** A page of the user's orders, newest first. */
export async function pageOwnOrders(db: Db, userId: number, status: CustomOrderStatus | undefined, slice: Slice) {
  let filtered = db.selectFrom('custom_orders').where('user_id', '=', userId);
  if (status) filtered = filtered.where('status', '=', status);
  const [rows, total] = await Promise.all([
    filtered
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(slice.limit)
      .offset(slice.offset)
      .execute(),
    countRows(filtered),
  ]);
  return { rows, total };
}

/** One order with its account, for an operator. */
export async function findOrderWithUser(db: Db, orderId: number): Promise<AdminCustomOrderRow | undefined> {
  return db
    .selectFrom('custom_orders')
    .innerJoin('users', 'users.id', 'custom_orders.user_id')
    .selectAll('custom_orders')
    .select(['users.nick_name', 'users.mobile'])
    .where('custom_orders.id', '=', orderId)
    .executeTakeFirst();
}

/**
 * A page of every user's orders for operators: the open ones first, then by their last change,
 * newest first (a user's reply moves an order up).
 */
export async function pageAllOrders(db: Db, status: CustomOrderStatus | undefined, slice: Slice) {
  let filtered = db.selectFrom('custom_orders');
  if (status) filtered = filtered.where('custom_orders.status', '=', status);
  const [rows, total] = await Promise.all([
    filtered
      .innerJoin('users', 'users.id', 'custom_orders.user_id')
      .selectAll('custom_orders')
      .select(['users.nick_name', 'users.mobile'])
      .orderBy((eb) =>
        eb
          .case()
          .when('custom_orders.status', 'in', [...OPEN_CUSTOM_ORDER_STATUSES])
          .then(0)
          .else(1)
          .end(),
      )
      .orderBy('custom_orders.updated_at', 'desc')
      .orderBy('custom_orders.id', 'desc')
      .limit(slice.limit)
      .offset(slice.offset)
      .execute(),
    countRows(filtered),
  ]);
  return { rows, total };
}
