import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Origin } from '../weibo-data/weibo-data.tables.js';

/** Adds accounts for the collectors to keep fresh; known ones keep their first reason. */
export async function addTargets(
  db: Kysely<Database>,
  uids: readonly string[],
  reason: string,
  now: Date,
): Promise<void> {
  for (let i = 0; i < uids.length; i += 1000) {
    const batch = uids.slice(i, i + 1000);
    await db
      .insertInto('collection_targets')
      .values(batch.map((uid) => ({ uid, reason, created_at: now })))
      .onConflict((oc) => oc.column('uid').doNothing())
      .execute();
  }
}

/** The targets whose timeline (or profile) was looked at longest ago, never-seen first. */
export async function stalestTargets(
  db: Kysely<Database>,
  column: 'last_timeline_at' | 'last_profile_at',
  limit: number,
): Promise<{ uid: string; last: Date | null }[]> {
  const rows = await db
    .selectFrom('collection_targets')
    .select(['uid', `${column} as last`])
    .orderBy(column, (ob) => ob.asc().nullsFirst())
    .limit(limit)
    .execute();
  return rows.map((r) => ({ uid: r.uid, last: r.last ? new Date(r.last) : null }));
}

export async function markCollected(
  db: Kysely<Database>,
  uids: readonly string[],
  column: 'last_timeline_at' | 'last_profile_at',
  at: Date,
): Promise<void> {
  if (uids.length === 0) return;
  await db
    .updateTable('collection_targets')
    .set({ [column]: at })
    .where('uid', 'in', uids)
    .execute();
}

/** After the demo history is filled: its accounts count as read up to `now`. */
export async function markDemoTargetsRead(db: Kysely<Database>, now: Date): Promise<void> {
  await db
    .updateTable('collection_targets')
    .set({ last_timeline_at: now, last_profile_at: now })
    .where('reason', '=', 'demo')
    .execute();
}

/** Young posts of one origin whose counts were refreshed longest ago. */
export async function youngPostsToRefresh(
  db: Kysely<Database>,
  origin: Origin,
  since: Date,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom('weibo_posts')
    .select('mid')
    .where('created_at', '>', since)
    .where('deleted', '=', false)
    .where('origin', '=', origin)
    .orderBy('collected_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.mid);
}

/** The words of the latest hot-search capture (ads left out). */
export async function latestHotWords(db: Kysely<Database>): Promise<string[]> {
  const rows = await db
    .selectFrom('hot_search_snapshots')
    .select('word')
    .where('is_ad', '=', false)
    .where('captured_at', '=', (eb) => eb.selectFrom('hot_search_snapshots').select(eb.fn.max('captured_at').as('m')))
    .execute();
  return rows.map((row) => row.word);
}
