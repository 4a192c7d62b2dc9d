import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

export async function setNickname(db: Db, userId: number, nickName: string, now: Date): Promise<void> {
  await db.updateTable('users').set({ nick_name: nickName, updated_at: now }).where('id', '=', userId).execute();
}

/** The id of the account holding the number (cancelled ones included: the number stays taken), or null. */
export async function mobileOwner(db: Db, mobile: string): Promise<number | null> {
  const row = await db.selectFrom('users').select('id').where('mobile', '=', mobile).executeTakeFirst();
  return row?.id ?? null;
}

/** Moves the account to a new number; the unique index refuses a number someone took meanwhile. */
export async function setMobile(db: Db, userId: number, mobile: string, now: Date): Promise<void> {
  await db.updateTable('users').set({ mobile, updated_at: now }).where('id', '=', userId).execute();
}

/** Binds (or replaces) the account's WeChat unless another account holds that openid. */
export async function rebindOpenid(db: Db, userId: number, openid: string, now: Date): Promise<boolean> {
  const holder = await db.selectFrom('users').select('id').where('wx_openid', '=', openid).executeTakeFirst();
  if (holder && holder.id !== userId) return false;
  await db.updateTable('users').set({ wx_openid: openid, updated_at: now }).where('id', '=', userId).execute();
  return true;
}

export async function wechatOf(db: Db, userId: number): Promise<string | null> {
  const row = await db.selectFrom('users').select('wx_openid').where('id', '=', userId).executeTakeFirst();
  return row?.wx_openid ?? null;
}

export async function requestCancellation(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .updateTable('users')
    .set({ cancel_requested_at: now, updated_at: now })
    .where('id', '=', userId)
    .where('cancelled_at', 'is', null)
    .execute();
}

/** Accounts whose cooling-off period ended before `cutoff` and whose data is not yet removed. */
export async function dueCancellations(db: Db, cutoff: Date, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('cancel_requested_at', '<=', cutoff)
    .where('cancelled_at', 'is', null)
    .orderBy('cancel_requested_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}
