import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

export interface SmsCodeRow {
  id: number;
  codeHash: string;
  salt: string;
  attempts: number;
  createdAt: Date;
  expiresAt: Date;
  consumed: boolean;
  voided: boolean;
}

/** Serialises sends to one number for the rest of the transaction (interval and caps stay exact). */
export async function lockMobile(db: Db, mobile: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`sms:${mobile}`}))`.execute(db);
}

/** The newest code of a number and purpose: the only one that counts, for resends and checks alike. */
function newestCode(db: Db, mobile: string, purpose: string) {
  return db
    .selectFrom('sms_codes')
    .where('mobile', '=', mobile)
    .where('purpose', '=', purpose)
    .orderBy('id', 'desc')
    .limit(1);
}

export async function lastSentAt(db: Db, mobile: string, purpose: string): Promise<Date | null> {
  const row = await newestCode(db, mobile, purpose).select('created_at').executeTakeFirst();
  return row ? new Date(row.created_at) : null;
}

/** Sends to a number since an instant, all purposes; with the oldest of them (for "wait N minutes"). */
export async function sendsSince(db: Db, mobile: string, since: Date): Promise<{ count: number; oldest: Date | null }> {
  const row = await db
    .selectFrom('sms_codes')
    .select([sql<number>`count(*)::int`.as('count'), sql<Date | null>`min(created_at)`.as('oldest')])
    .where('mobile', '=', mobile)
    .where('created_at', '>', since)
    .executeTakeFirst();
  return { count: row?.count ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
}

export async function insertCode(
  db: Db,
  input: { mobile: string; purpose: string; codeHash: string; salt: string; now: Date; expiresAt: Date },
): Promise<number> {
  const row = await db
    .insertInto('sms_codes')
    .values({
      mobile: input.mobile,
      purpose: input.purpose,
      code_hash: input.codeHash,
      salt: input.salt,
      created_at: input.now,
      expires_at: input.expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // Only today's sends matter for the caps; older rows are history nobody reads.
  await db
    .deleteFrom('sms_codes')
    .where('mobile', '=', input.mobile)
    .where('created_at', '<', new Date(input.now.getTime() - 2 * 86_400_000))
    .execute();
  return row.id;
}

/** The provider refused the message: the code never reached anyone, so it must not count. */
export async function deleteCode(db: Db, id: number): Promise<void> {
  await db.deleteFrom('sms_codes').where('id', '=', id).execute();
}

/** Only the newest code of a number and purpose is ever valid. */
export async function latestCode(db: Db, mobile: string, purpose: string): Promise<SmsCodeRow | null> {
  const row = await newestCode(db, mobile, purpose)
    .select(['id', 'code_hash', 'salt', 'attempts', 'created_at', 'expires_at', 'consumed_at', 'voided_at'])
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    codeHash: row.code_hash,
    salt: row.salt,
    attempts: row.attempts,
    createdAt: new Date(row.created_at),
    expiresAt: new Date(row.expires_at),
    consumed: row.consumed_at !== null,
    voided: row.voided_at !== null,
  };
}

/** The code `id` while it is live: neither used nor voided (a parallel request may have done either). */
function liveCode(id: number) {
  return (eb: ExpressionBuilder<Database, 'sms_codes'>) =>
    eb.and([eb('id', '=', id), eb('consumed_at', 'is', null), eb('voided_at', 'is', null)]);
}

/** Counts a wrong try; the try that reaches `maxTries` voids the code. Answers the new count. */
export async function countWrongTry(db: Db, id: number, maxTries: number, now: Date): Promise<number> {
  const row = await db
    .updateTable('sms_codes')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      voided_at: sql<Date | null>`case when attempts + 1 >= ${maxTries} then ${now}::timestamptz else null end`,
    }))
    .where(liveCode(id))
    .returning('attempts')
    .executeTakeFirst();
  return row?.attempts ?? maxTries;
}

/** Marks the code used; false when a parallel request used or voided it first. */
export async function consumeCode(db: Db, id: number, now: Date): Promise<boolean> {
  const row = await db
    .updateTable('sms_codes')
    .set({ consumed_at: now })
    .where(liveCode(id))
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
