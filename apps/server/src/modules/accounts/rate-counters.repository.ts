import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

/*
 * The sliding-window event log on `rate_counters`: one row per key and instant (a repeat at the
 * same instant bumps its count). rate-limit.ts holds the rules on top of it.
 */

/** The events of a key after `since`. */
export async function countEventsSince(db: Db, key: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('rate_counters')
    .select(sql<number>`coalesce(sum(count), 0)::int`.as('total'))
    .where('key', '=', key)
    .where('window_start', '>', since)
    .executeTakeFirst();
  return row?.total ?? 0;
}

export async function addEvent(db: Db, key: string, at: Date): Promise<void> {
  await db
    .insertInto('rate_counters')
    .values({ key, window_start: at, count: 1 })
    .onConflict((oc) => oc.columns(['key', 'window_start']).doUpdateSet({ count: sql`rate_counters.count + 1` }))
    .execute();
}

/** Removes the events older than `before` of every key starting with `prefix`. */
export async function pruneEvents(db: Db, prefix: string, before: Date): Promise<void> {
  await db.deleteFrom('rate_counters').where('key', 'like', `${prefix}%`).where('window_start', '<', before).execute();
}

/** Takes back one event of the key recorded at `at`. */
export async function takeBackEvent(db: Db, key: string, at: Date): Promise<void> {
  await db
    .updateTable('rate_counters')
    .set({ count: sql`greatest(count - 1, 0)` })
    .where('key', '=', key)
    .where('window_start', '=', at)
    .execute();
}

export async function deleteEvents(db: Db, key: string): Promise<void> {
  await db.deleteFrom('rate_counters').where('key', '=', key).execute();
}

/** The instant of the newest event of a key, or null. */
export async function latestEventAt(db: Db, key: string): Promise<Date | null> {
  const row = await db
    .selectFrom('rate_counters')
    .select((eb) => eb.fn.max('window_start').as('latest'))
    .where('key', '=', key)
    .executeTakeFirst();
  return row?.latest ? new Date(row.latest) : null;
}

/** The instant of the oldest event of a key after `since` (what leaves a sliding window first), or null. */
export async function earliestEventSince(db: Db, key: string, since: Date): Promise<Date | null> {
  const row = await db
    .selectFrom('rate_counters')
    .select((eb) => eb.fn.min('window_start').as('earliest'))
    .where('key', '=', key)
    .where('window_start', '>', since)
    .where('count', '>', 0)
    .executeTakeFirst();
  return row?.earliest ? new Date(row.earliest) : null;
}
