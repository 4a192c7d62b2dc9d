import type { InvoiceStatus } from '@boguan/contracts/invoices';
import { type Insertable, type Kysely, type Selectable, sql, type Transaction, type Updateable } from 'kysely';
import { countRows, type Slice } from '../../db/paging.js';
import type { Database } from '../../db/schema.js';
import type { InvoicesTable } from './invoices.tables.js';

type Db = Kysely<Database> | Transaction<Database>;
type Trx = Transaction<Database>;
export type InvoiceRow = Selectable<InvoicesTable>;

const ORDER_FIELDS = [
  'orders.id',
  'orders.order_no',
  'orders.status',
  'orders.pay_fen',
  'orders.level',
  'orders.term',
  'orders.paid_at',
  'orders.created_at',
] as const;

/** The user's paid orders not held by a live invoice: what the form offers, newest paid first. */
export async function invoiceableOrders(db: Db, userId: number) {
  return db
    .selectFrom('orders')
    .select(ORDER_FIELDS)
    .where('orders.user_id', '=', userId)
    .where('orders.status', '=', 'paid')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('invoice_orders')
            .select('invoice_orders.order_id')
            .whereRef('invoice_orders.order_id', '=', 'orders.id')
            .where('invoice_orders.released_at', 'is', null),
        ),
      ),
    )
    .orderBy('orders.paid_at', 'desc')
    .orderBy('orders.id', 'desc')
    .execute();
}

/**
 * These orders of this user (another user's numbers are simply absent); with `trx`, locked in id
 * order, so parallel applications for the same order queue here and the later one sees the
 * earlier one's invoice.
 */
export async function userOrdersByNo(db: Db, userId: number, orderNos: readonly string[], lock: boolean) {
  const query = db
    .selectFrom('orders')
    .select(ORDER_FIELDS)
    .where('orders.user_id', '=', userId)
    .where('orders.order_no', 'in', [...orderNos])
    .orderBy('orders.id');
  return lock ? query.forUpdate().execute() : query.execute();
}

/** Which of these orders a live invoice other than `exceptInvoiceId` holds. */
export async function heldOrderIds(db: Db, orderIds: readonly number[], exceptInvoiceId = 0): Promise<Set<number>> {
  if (orderIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('invoice_orders')
    .select('order_id')
    .where('order_id', 'in', [...orderIds])
    .where('released_at', 'is', null)
    .where('invoice_id', '<>', exceptInvoiceId)
    .execute();
  return new Set(rows.map((row) => row.order_id));
}

export async function insertInvoice(trx: Trx, row: Insertable<InvoicesTable>) {
  return trx.insertInto('invoices').values(row).returning('id').executeTakeFirstOrThrow();
}

export async function insertInvoiceOrders(
  trx: Trx,
  invoiceId: number,
  orders: ReadonlyArray<{ id: number; pay_fen: number }>,
) {
  await trx
    .insertInto('invoice_orders')
    .values(orders.map((order) => ({ invoice_id: invoiceId, order_id: order.id, pay_fen: order.pay_fen })))
    .execute();
}

/** A cancelled invoice lets its orders go (the rows stay, for its history). */
export async function releaseOrders(trx: Trx, invoiceId: number, now: Date) {
  await trx
    .updateTable('invoice_orders')
    .set({ released_at: now })
    .where('invoice_id', '=', invoiceId)
    .where('released_at', 'is', null)
    .execute();
}

/** The orders of some invoices, as they were submitted. */
export async function ordersOf(db: Db, invoiceIds: readonly number[]) {
  if (invoiceIds.length === 0) return [];
  return db
    .selectFrom('invoice_orders')
    .innerJoin('orders', 'orders.id', 'invoice_orders.order_id')
    .select([
      'invoice_orders.invoice_id',
      'invoice_orders.pay_fen',
      'orders.id',
      'orders.order_no',
      'orders.status',
      'orders.level',
      'orders.term',
      'orders.paid_at',
      'orders.created_at',
    ])
    .where('invoice_orders.invoice_id', 'in', [...invoiceIds])
    .orderBy('invoice_orders.invoice_id')
    .orderBy('orders.paid_at', 'desc')
    .orderBy('orders.id', 'desc')
    .execute();
}

/** One invoice of one user; another user's id is not found (IDOR). */
export async function findOwnInvoice(db: Db, userId: number, invoiceId: number) {
  return db
    .selectFrom('invoices')
    .selectAll()
    .where('id', '=', invoiceId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** The same, locked for a change (reset, cancel). */
export async function lockOwnInvoice(trx: Trx, userId: number, invoiceId: number) {
  return trx
    .selectFrom('invoices')
    .selectAll()
    .where('id', '=', invoiceId)
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

/** Any invoice, locked, for an operator's decision. */
export async function lockInvoice(trx: Trx, invoiceId: number) {
  return trx.selectFrom('invoices').selectAll().where('id', '=', invoiceId).forUpdate().executeTakeFirst();
}

export async function updateInvoice(trx: Trx, invoiceId: number, set: Updateable<InvoicesTable>) {
  await trx.updateTable('invoices').set(set).where('id', '=', invoiceId).execute();
}

/** A page of the user's invoices, newest first, with how many orders each covers. */
export async function pageOwnInvoices(db: Db, userId: number, status: InvoiceStatus | undefined, slice: Slice) {
  let filtered = db.selectFrom('invoices').where('user_id', '=', userId);
  if (status) filtered = filtered.where('status', '=', status);
  const [rows, total] = await Promise.all([
    filtered
      .selectAll('invoices')
      .select((eb) =>
        eb
          .selectFrom('invoice_orders')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('invoice_orders.invoice_id', '=', 'invoices.id')
          .as('order_count'),
      )
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(slice.limit)
      .offset(slice.offset)
      .execute(),
    countRows(filtered),
  ]);
  return { rows: rows.map((row) => ({ ...row, order_count: Number(row.order_count) })), total };
}

/**
 * A page of every user's invoices for operators: those waiting first (oldest submission first,
 * as a queue), then the rest by their last change, newest first.
 */
export async function pageAllInvoices(db: Db, status: InvoiceStatus | undefined, slice: Slice) {
  let filtered = db.selectFrom('invoices');
  if (status) filtered = filtered.where('invoices.status', '=', status);
  const [rows, total] = await Promise.all([
    filtered
      .innerJoin('users', 'users.id', 'invoices.user_id')
      .selectAll('invoices')
      .select(['users.nick_name', 'users.mobile'])
      .orderBy(sql`case when invoices.status = 'pending' then 0 else 1 end`)
      .orderBy(sql`case when invoices.status = 'pending' then invoices.submitted_at end`, 'asc')
      .orderBy('invoices.updated_at', 'desc')
      .orderBy('invoices.id', 'desc')
      .limit(slice.limit)
      .offset(slice.offset)
      .execute(),
    countRows(filtered),
  ]);
  return { rows, total };
}
