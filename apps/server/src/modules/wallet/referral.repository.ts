import { type Kysely, sql, type Transaction } from 'kysely';
import { countRows, type Slice } from '../../db/paging.js';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

export async function shareCodeOf(db: Db, userId: number): Promise<string | null> {
  const row = await db.selectFrom('users').select('share_code').where('id', '=', userId).executeTakeFirst();
  return row?.share_code ?? null;
}

/** Gives the user `code` unless they have one already (a parallel first visit); answers whether it did. */
export async function setShareCode(db: Db, userId: number, code: string): Promise<boolean> {
  const row = await db
    .updateTable('users')
    .set({ share_code: code })
    .where('id', '=', userId)
    .where('share_code', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The owner of a share code, unless that account was cancelled. */
export async function userByShareCode(db: Db, code: string): Promise<number | null> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('share_code', '=', code)
    .where('cancelled_at', 'is', null)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Records who brought `userId`; a user is referred once (the first registration wins). */
export async function insertReferral(db: Db, userId: number, referrerId: number, code: string, now: Date) {
  await db
    .insertInto('referrals')
    .values({ user_id: userId, referrer_id: referrerId, share_code: code, created_at: now })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}

/** Who referred `userId`, while that referrer's account stands. */
export async function activeReferrerOf(db: Db, userId: number): Promise<number | null> {
  const row = await db
    .selectFrom('referrals')
    .innerJoin('users', 'users.id', 'referrals.referrer_id')
    .select('referrals.referrer_id')
    .where('referrals.user_id', '=', userId)
    .where('users.cancelled_at', 'is', null)
    .executeTakeFirst();
  return row?.referrer_id ?? null;
}

export async function mobileAndNick(db: Db, userId: number) {
  return db.selectFrom('users').select(['mobile', 'nick_name']).where('id', '=', userId).executeTakeFirstOrThrow();
}

/** Per invitee of `referrerId`: the orders that earned a commission and were not refunded. */
function earningsByInvitee(db: Db, referrerId: number) {
  return db
    .selectFrom('wallet_ledger as c')
    .innerJoin('orders as o', 'o.id', 'c.order_id')
    .leftJoin('wallet_ledger as r', (join) =>
      join.onRef('r.order_id', '=', 'c.order_id').on('r.kind', '=', 'commission_reversal'),
    )
    .select([
      'o.user_id as invitee_id',
      sql<number>`count(*) filter (where r.id is null)`.as('paid_orders'),
      sql<number>`coalesce(sum(o.pay_fen) filter (where r.id is null), 0)`.as('paid_fen'),
      sql<number>`sum(c.amount_fen) + coalesce(sum(r.amount_fen), 0)`.as('commission_fen'),
    ])
    .where('c.user_id', '=', referrerId)
    .where('c.kind', '=', 'commission')
    .groupBy('o.user_id');
}

export async function countInvited(db: Db, referrerId: number): Promise<number> {
  return countRows(db.selectFrom('referrals').where('referrer_id', '=', referrerId));
}

/** Invitees with at least one paid, unrefunded order. */
export async function countPaidInvitees(db: Db, referrerId: number): Promise<number> {
  const row = await db
    .selectFrom(earningsByInvitee(db, referrerId).as('e'))
    .select(sql<number>`count(*)`.as('n'))
    .where('e.paid_orders', '>', 0)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function pageInvitees(db: Db, referrerId: number, slice: Slice) {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('referrals as f')
      .innerJoin('users as u', 'u.id', 'f.user_id')
      .leftJoin(earningsByInvitee(db, referrerId).as('e'), 'e.invitee_id', 'f.user_id')
      .select([
        'u.mobile',
        'u.nick_name',
        'f.created_at',
        sql<number>`coalesce(e.paid_orders, 0)`.as('paid_orders'),
        sql<number>`coalesce(e.paid_fen, 0)`.as('paid_fen'),
        sql<number>`coalesce(e.commission_fen, 0)`.as('commission_fen'),
      ])
      .where('f.referrer_id', '=', referrerId)
      .orderBy('f.created_at', 'desc')
      .orderBy('f.user_id', 'desc')
      .limit(slice.limit)
      .offset(slice.offset)
      .execute(),
    countInvited(db, referrerId),
  ]);
  return { rows, total };
}
