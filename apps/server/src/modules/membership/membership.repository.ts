import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Adds `amount` to one usage counter in a single statement. With a limit, the row is
 * created or raised only while the new count stays within it: ON CONFLICT DO UPDATE
 * locks the row and re-checks the WHERE on its latest version, so concurrent callers
 * on PostgreSQL (and the serialized PGlite session) can never pass the limit together.
 * Returns the new count, or null when the limit would be passed.
 */
export async function addUsage(
  db: Db,
  input: { userId: number; feature: string; period: string; amount: number; limit?: number },
): Promise<number | null> {
  if (input.limit !== undefined && input.amount > input.limit) return null;
  const row = await db
    .insertInto('usage_counters')
    .values({ user_id: input.userId, feature: input.feature, period: input.period, count: input.amount })
    .onConflict((oc) => {
      const update = oc
        .columns(['user_id', 'feature', 'period'])
        .doUpdateSet({ count: sql<number>`usage_counters.count + ${input.amount}` });
      return input.limit === undefined
        ? update
        : update.where(sql<boolean>`usage_counters.count + ${input.amount} <= ${input.limit}`);
    })
    .returning('count')
    .executeTakeFirst();
  return row ? row.count : null;
}

/**
 * Notes that a use with this fingerprint was counted in the period; false when it already was.
 * Inside the counting transaction: a concurrent twin waits on the key and sees the outcome.
 */
export async function noteCountedUse(
  db: Db,
  input: { userId: number; feature: string; period: string; fingerprint: string; at: Date },
): Promise<boolean> {
  const row = await db
    .insertInto('counted_uses')
    .values({
      user_id: input.userId,
      feature: input.feature,
      period: input.period,
      fingerprint: input.fingerprint,
      created_at: input.at,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('fingerprint')
    .executeTakeFirst();
  return row !== undefined;
}

/** Forgets a counted use whose call failed after counting, so asking again counts again. */
export async function forgetCountedUse(
  db: Db,
  input: { userId: number; feature: string; period: string; fingerprint: string },
): Promise<void> {
  await db
    .deleteFrom('counted_uses')
    .where('user_id', '=', input.userId)
    .where('feature', '=', input.feature)
    .where('period', '=', input.period)
    .where('fingerprint', '=', input.fingerprint)
    .execute();
}

/** Gives back uses of a call that failed after consuming; never below zero. */
export async function releaseUsage(
  db: Db,
  input: { userId: number; feature: string; periods: string[]; amount: number },
): Promise<void> {
  await db
    .updateTable('usage_counters')
    .set({ count: sql<number>`greatest(count - ${input.amount}, 0)` })
    .where('user_id', '=', input.userId)
    .where('feature', '=', input.feature)
    .where('period', 'in', input.periods)
    .execute();
}

export async function readUsage(
  db: Db,
  input: { userId: number; feature: string; periods: string[] },
): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('usage_counters')
    .select(['period', 'count'])
    .where('user_id', '=', input.userId)
    .where('feature', '=', input.feature)
    .where('period', 'in', input.periods)
    .execute();
  return new Map(rows.map((row) => [row.period, row.count]));
}
