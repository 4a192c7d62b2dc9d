import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';

/** The shortest polling interval a tool may ask for: one minute (the collector's own tick). */
export const MIN_WATCH_INTERVAL_MS = 60_000;

/** Starts (or changes) one owner's watch of a post; the first poll is due at once. */
export async function watchPost(
  db: Kysely<Database>,
  watch: { mid: string; owner: string; intervalMs: number; until: Date | null; now: Date },
): Promise<void> {
  const interval = Math.max(MIN_WATCH_INTERVAL_MS, Math.round(watch.intervalMs));
  await db
    .insertInto('post_watches')
    .values({
      mid: watch.mid,
      owner: watch.owner,
      interval_ms: interval,
      next_at: watch.now,
      until: watch.until,
      created_at: watch.now,
    })
    .onConflict((oc) => oc.columns(['mid', 'owner']).doUpdateSet({ interval_ms: interval, until: watch.until }))
    .execute();
}

/** Ends one owner's watches (all of its posts, or one). */
export async function unwatchPosts(db: Kysely<Database>, owner: string, mid?: string): Promise<number> {
  let query = db.deleteFrom('post_watches').where('owner', '=', owner);
  if (mid) query = query.where('mid', '=', mid);
  return Number((await query.executeTakeFirst()).numDeletedRows);
}

/**
 * Posts due for a poll, each once however many owners watch it, soonest first. Watches past their
 * `until` are dropped here, so an ended task stops costing requests.
 */
export async function duePosts(db: Kysely<Database>, now: Date, limit: number): Promise<string[]> {
  await db.deleteFrom('post_watches').where('until', '<', now).execute();
  const rows = await db
    .selectFrom('post_watches')
    .select('mid')
    .where('next_at', '<=', now)
    .groupBy('mid')
    .orderBy((eb) => eb.fn.min('next_at'))
    .limit(limit)
    .execute();
  return rows.map((r) => r.mid);
}

/** Records a poll: every due watch of these posts moves on by its own interval. */
export async function markPolled(db: Kysely<Database>, mids: readonly string[], now: Date): Promise<void> {
  if (mids.length === 0) return;
  await db
    .updateTable('post_watches')
    .set({
      last_polled_at: now,
      next_at: sql<Date>`${now}::timestamptz + interval_ms * interval '1 millisecond'`,
    })
    .where('mid', 'in', [...mids])
    .where('next_at', '<=', now)
    .execute();
}
