import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, UsersTable } from '../../db/schema.js';

export interface AccountRow {
  id: number;
  mobile: string;
  passwordHash: string | null;
  nickName: string;
  identityType: string;
  wxOpenid: string | null;
  cancelled: boolean;
}

type Db = Kysely<Database>;

const accountColumns = [
  'id',
  'mobile',
  'password_hash',
  'nick_name',
  'identity_type',
  'wx_openid',
  'cancelled_at',
] as const;

function toAccount(row: Pick<Selectable<UsersTable>, (typeof accountColumns)[number]>): AccountRow {
  return {
    id: row.id,
    mobile: row.mobile,
    passwordHash: row.password_hash,
    nickName: row.nick_name,
    identityType: row.identity_type,
    wxOpenid: row.wx_openid,
    cancelled: row.cancelled_at !== null,
  };
}

export async function findAccountByMobile(db: Db, mobile: string): Promise<AccountRow | null> {
  const row = await db.selectFrom('users').select(accountColumns).where('mobile', '=', mobile).executeTakeFirst();
  return row ? toAccount(row) : null;
}

export async function findAccountByOpenid(db: Db, openid: string): Promise<AccountRow | null> {
  const row = await db.selectFrom('users').select(accountColumns).where('wx_openid', '=', openid).executeTakeFirst();
  return row ? toAccount(row) : null;
}

export async function findAccountById(db: Db, id: number): Promise<AccountRow | null> {
  const row = await db.selectFrom('users').select(accountColumns).where('id', '=', id).executeTakeFirst();
  return row ? toAccount(row) : null;
}

export interface NewAccount {
  mobile: string;
  passwordHash: string | null;
  nickName: string;
  wxOpenid?: string | null;
  /** Where the account came from: channel plus the tracking keys of the registration form. */
  registration: Record<string, string>;
  now: Date;
}

/** Inserts unless the mobile is taken; answers the new id, or null when someone else got there first. */
export async function insertAccount(db: Db, account: NewAccount): Promise<number | null> {
  const row = await db
    .insertInto('users')
    .values({
      mobile: account.mobile,
      password_hash: account.passwordHash,
      nick_name: account.nickName,
      identity_type: 'Ad',
      wx_openid: account.wxOpenid ?? null,
      registration: JSON.stringify(account.registration),
      created_at: account.now,
      updated_at: account.now,
    })
    .onConflict((oc) => oc.column('mobile').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function setPasswordHash(db: Db, userId: number, passwordHash: string, now: Date): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: now })
    .where('id', '=', userId)
    .execute();
}

/** Binds only when the account has no WeChat yet (or already this one); answers whether it did. */
export async function bindOpenid(db: Db, userId: number, openid: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ wx_openid: openid, updated_at: now })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('wx_openid', 'is', null), eb('wx_openid', '=', openid)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export function defaultNickName(mobile: string): string {
  return `用户${mobile.slice(-4)}`;
}

/** PostgreSQL unique_violation, the same code from both drivers. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/**
 * Locks the user's row for the rest of the transaction: one user's parallel requests that check a
 * count before adding (favourites, monitor slots) run one after the other, so the count stays exact.
 */
export async function lockUserRow(trx: Transaction<Database>, userId: number): Promise<void> {
  await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirst();
}

/** Clears a pending (not yet completed) cancellation; answers whether there was one. */
export async function undoPendingCancellation(db: Db, userId: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ cancel_requested_at: null, updated_at: now })
    .where('id', '=', userId)
    .where('cancel_requested_at', 'is not', null)
    .where('cancelled_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
