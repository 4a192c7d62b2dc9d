import type { LedgerKind } from '@boguan/contracts/wallet';
import { type Kysely, sql, type Transaction } from 'kysely';
import { countRows, type Slice } from '../../db/paging.js';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

export interface LedgerEntry {
  userId: number;
  amountFen: number;
  kind: LedgerKind;
  orderId?: number;
  withdrawalId?: number;
  availableAt: Date;
  now: Date;
  note: string;
}

const values = (entry: LedgerEntry) => ({
  user_id: entry.userId,
  amount_fen: entry.amountFen,
  kind: entry.kind,
  order_id: entry.orderId ?? null,
  withdrawal_id: entry.withdrawalId ?? null,
  available_at: entry.availableAt,
  created_at: entry.now,
  note: entry.note,
});

/**
 * Writes a row that must exist once per order (commission, reversal) or per request (debit,
 * return): a second attempt meets the partial unique index and writes nothing. Answers whether
 * this call wrote it.
 */
export async function insertOnce(db: Db, entry: LedgerEntry): Promise<boolean> {
  const byOrder = entry.kind === 'commission' || entry.kind === 'commission_reversal';
  const row = await db
    .insertInto('wallet_ledger')
    .values(values(entry))
    .onConflict((oc) =>
      (byOrder ? oc.column('order_id') : oc.column('withdrawal_id')).where('kind', '=', entry.kind).doNothing(),
    )
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The commission row of an order, if one was earned. */
export async function commissionOfOrder(db: Db, orderId: number) {
  return db
    .selectFrom('wallet_ledger')
    .select(['user_id', 'amount_fen', 'available_at'])
    .where('order_id', '=', orderId)
    .where('kind', '=', 'commission')
    .executeTakeFirst();
}

/**
 * The user's balances at `now`, summed in SQL: available = every row available by now; pending =
 * commissions (net of their reversals) still in the refund window; earned = all commissions net.
 */
export async function balancesOf(db: Db, userId: number, now: Date) {
  const row = await db
    .selectFrom('wallet_ledger')
    .select([
      sql<number>`coalesce(sum(amount_fen) filter (where available_at <= ${now}), 0)`.as('available'),
      sql<number>`coalesce(sum(amount_fen) filter (where available_at > ${now} and kind in ('commission', 'commission_reversal')), 0)`.as(
        'pending',
      ),
      sql<number>`coalesce(sum(amount_fen) filter (where kind in ('commission', 'commission_reversal')), 0)`.as(
        'earned',
      ),
    ])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return { available: Number(row.available), pending: Number(row.pending), earned: Number(row.earned) };
}

export async function pageLedger(db: Db, userId: number, slice: Slice) {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('wallet_ledger')
      .select(['id', 'kind', 'amount_fen', 'available_at', 'created_at', 'note'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(slice.limit)
      .offset(slice.offset)
      .execute(),
    countRows(db.selectFrom('wallet_ledger').where('user_id', '=', userId)),
  ]);
  return { rows, total };
}

/** The user's commissions, newest first, with the order and invitee they came from and any reversal. */
export async function pageCommissions(db: Db, userId: number, slice: Slice) {
  const filtered = db.selectFrom('wallet_ledger').where('user_id', '=', userId).where('kind', '=', 'commission');
  const [rows, total] = await Promise.all([
    db
      .selectFrom('wallet_ledger as c')
      .innerJoin('orders as o', 'o.id', 'c.order_id')
      .innerJoin('users as u', 'u.id', 'o.user_id')
      .leftJoin('wallet_ledger as r', (join) =>
        join.onRef('r.order_id', '=', 'c.order_id').on('r.kind', '=', 'commission_reversal'),
      )
      .select([
        'c.id',
        'c.amount_fen',
        'c.available_at',
        'o.level',
        'o.term',
        'o.pay_fen',
        'o.paid_at',
        'o.created_at as order_created_at',
        'u.mobile',
        'u.nick_name',
        'r.id as reversal_id',
      ])
      .where('c.user_id', '=', userId)
      .where('c.kind', '=', 'commission')
      .orderBy('c.created_at', 'desc')
      .orderBy('c.id', 'desc')
      .limit(slice.limit)
      .offset(slice.offset)
      .execute(),
    countRows(filtered),
  ]);
  return { rows, total };
}

/**
 * Demo mode only (/dev/wallet/settle): the user's pending commissions (and their reversals)
 * become available now, as if the refund window had passed. Answers how many rows moved.
 */
export async function settlePendingNow(db: Db, userId: number, now: Date): Promise<number> {
  const moved = await db
    .updateTable('wallet_ledger')
    .set({ available_at: now })
    .where('user_id', '=', userId)
    .where('kind', 'in', ['commission', 'commission_reversal'])
    .where('available_at', '>', now)
    .returning('id')
    .execute();
  return moved.length;
}
