import type { AccountType, WithdrawStatus } from '@boguan/contracts/wallet';
import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import { countRows, type Slice } from '../../db/paging.js';
import type { Database } from '../../db/schema.js';
import type { WithdrawalsTable } from './wallet.tables.js';

type Db = Kysely<Database> | Transaction<Database>;
export type WithdrawalRow = Selectable<WithdrawalsTable>;

/** Withdrawals of one user queue here: the balance is read and debited under this lock. */
export async function lockWalletOwner(trx: Transaction<Database>, userId: number): Promise<void> {
  await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirstOrThrow();
}

export async function hasPendingWithdrawal(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('withdrawals')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return row !== undefined;
}

export interface NewWithdrawal {
  userId: number;
  amountFen: number;
  accountType: AccountType;
  realName: string;
  accountNo: string;
  bankName: string;
  balanceBeforeFen: number;
  now: Date;
}

export async function insertWithdrawal(db: Db, w: NewWithdrawal): Promise<WithdrawalRow> {
  return db
    .insertInto('withdrawals')
    .values({
      user_id: w.userId,
      amount_fen: w.amountFen,
      account_type: w.accountType,
      real_name: w.realName,
      account_no: w.accountNo,
      bank_name: w.bankName,
      balance_before_fen: w.balanceBeforeFen,
      created_at: w.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function pageUserWithdrawals(db: Db, userId: number, slice: Slice) {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('withdrawals')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(slice.limit)
      .offset(slice.offset)
      .execute(),
    countRows(db.selectFrom('withdrawals').where('user_id', '=', userId)),
  ]);
  return { rows, total };
}

/** The payee of the user's latest request, to fill the form again. */
export async function lastPayee(db: Db, userId: number) {
  return db
    .selectFrom('withdrawals')
    .select(['account_type', 'account_no', 'real_name', 'bank_name'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export async function paidOutFen(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('withdrawals')
    .select(sql<number>`coalesce(sum(amount_fen), 0)`.as('fen'))
    .where('user_id', '=', userId)
    .where('status', '=', 'paid')
    .executeTakeFirstOrThrow();
  return Number(row.fen);
}

/**
 * Moves a pending request to paid or rejected in one statement: of two reviews at once, one
 * finds it pending and the other changes nothing. Answers the row as changed, or undefined.
 */
export async function closePending(
  db: Db,
  id: number,
  change: { status: Exclude<WithdrawStatus, 'pending'>; reason: string; payoutRef: string; by: number; now: Date },
): Promise<WithdrawalRow | undefined> {
  return db
    .updateTable('withdrawals')
    .set({
      status: change.status,
      reject_reason: change.reason,
      payout_ref: change.payoutRef,
      reviewed_at: change.now,
      reviewed_by: change.by,
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();
}

export async function withdrawalStatus(db: Db, id: number): Promise<WithdrawStatus | null> {
  const row = await db.selectFrom('withdrawals').select('status').where('id', '=', id).executeTakeFirst();
  return row?.status ?? null;
}

function adminRows(db: Db) {
  return db
    .selectFrom('withdrawals as w')
    .innerJoin('users as u', 'u.id', 'w.user_id')
    .leftJoin('users as op', 'op.id', 'w.reviewed_by')
    .selectAll('w')
    .select(['u.mobile as user_mobile', 'u.nick_name as user_nick', 'op.mobile as reviewer_mobile']);
}

export type AdminWithdrawalRow = NonNullable<Awaited<ReturnType<typeof adminWithdrawal>>>;

export async function adminWithdrawal(db: Db, id: number) {
  return adminRows(db).where('w.id', '=', id).executeTakeFirst();
}

/** Every user's requests for the operators: pending first (oldest first, a queue), then newest. */
export async function pageAllWithdrawals(db: Db, status: WithdrawStatus | undefined, slice: Slice) {
  let rows = adminRows(db);
  let filtered = db.selectFrom('withdrawals');
  if (status) {
    rows = rows.where('w.status', '=', status);
    filtered = filtered.where('status', '=', status);
  }
  const [page, total, pending] = await Promise.all([
    rows
      .orderBy(sql`case when w.status = 'pending' then 0 else 1 end`)
      .orderBy(sql`case when w.status = 'pending' then w.id end`)
      .orderBy('w.id', 'desc')
      .limit(slice.limit)
      .offset(slice.offset)
      .execute(),
    countRows(filtered),
    countRows(db.selectFrom('withdrawals').where('status', '=', 'pending')),
  ]);
  return { rows: page, total, pending };
}

/** The available balance of each of `userIds` at `now`, for the operators' list. */
export async function availableOfUsers(db: Db, userIds: number[], now: Date): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('wallet_ledger')
    .select(['user_id', sql<number>`coalesce(sum(amount_fen), 0)`.as('fen')])
    .where('user_id', 'in', userIds)
    .where('available_at', '<=', now)
    .groupBy('user_id')
    .execute();
  return new Map(rows.map((row) => [row.user_id, Number(row.fen)]));
}
