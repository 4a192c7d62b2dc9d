import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { GiftCodesTable } from './gifts.tables.js';

type Trx = Transaction<Database>;

/** Inserts new codes; a code that exists already is skipped. Returns the codes inserted. */
export async function insertGiftCodes(db: Kysely<Database>, rows: Insertable<GiftCodesTable>[]): Promise<string[]> {
  const inserted = await db
    .insertInto('gift_codes')
    .values(rows)
    .onConflict((oc) => oc.column('code').doNothing())
    .returning('code')
    .execute();
  return inserted.map((row) => row.code);
}

/** Locks the user's row so two redemptions of one user apply one after the other. */
export async function lockUserLevel(trx: Trx, userId: number) {
  return trx
    .selectFrom('users')
    .select(['level', 'level_expires_at'])
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

/**
 * Marks the code used by this user if, and only if, it is still unused and unexpired.
 * Parallel attempts queue on the row lock and re-check the WHERE after the winner
 * commits, so exactly one of them gets a row back.
 */
export async function takeGiftCode(trx: Trx, code: string, userId: number, now: Date) {
  return trx
    .updateTable('gift_codes')
    .set({ used_by: userId, used_at: now })
    .where('code', '=', code)
    .where('used_by', 'is', null)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
    .returning(['level', 'days'])
    .executeTakeFirst();
}

export async function findGiftCode(trx: Trx, code: string) {
  return trx.selectFrom('gift_codes').select(['used_by', 'expires_at']).where('code', '=', code).executeTakeFirst();
}

export async function setUserLevel(trx: Trx, userId: number, level: number, expiresAt: Date, now: Date) {
  await trx
    .updateTable('users')
    .set({ level, level_expires_at: expiresAt, updated_at: now })
    .where('id', '=', userId)
    .execute();
}

export async function insertGrant(
  trx: Trx,
  row: { userId: number; level: number; days: number; code: string; startsAt: Date; expiresAt: Date; now: Date },
) {
  await trx
    .insertInto('membership_grants')
    .values({
      user_id: row.userId,
      level: row.level,
      days: row.days,
      source: 'gift_code',
      source_ref: row.code,
      starts_at: row.startsAt,
      expires_at: row.expiresAt,
      created_at: row.now,
    })
    .execute();
}
