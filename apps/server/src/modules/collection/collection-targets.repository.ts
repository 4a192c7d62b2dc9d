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
    // Ties (never-read targets) in a fixed order: a restarted run picks the same ones.
    .orderBy('uid')
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

/**
 * Young posts of one origin whose counts were refreshed longest ago, in a stable order (refresh
 * time, then mid) so a restarted run can go on after its last post (`after`). `before` leaves out
 * posts refreshed since the run began.
 */
export async function youngPostsToRefresh(
  db: Kysely<Database>,
  origin: Origin,
  since: Date,
  limit: number,
  resume: { after?: { at: Date; key: string } | undefined; before?: Date | undefined } = {},
): Promise<{ mid: string; collected_at: Date }[]> {
  let query = db
    .selectFrom('weibo_posts')
    .select(['mid', 'collected_at'])
    .where('created_at', '>', since)
    .where('deleted', '=', false)
    .where('origin', '=', origin);
  const { after, before } = resume;
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb('collected_at', '>', after.at),
        eb.and([eb('collected_at', '=', after.at), eb('mid', '>', after.key)]),
      ]),
    );
  }
  if (before) query = query.where('collected_at', '<', before);
  const rows = await query.orderBy('collected_at').orderBy('mid').limit(limit).execute();
  return rows.map((row) => ({ mid: row.mid, collected_at: new Date(row.collected_at) }));
}

/** The words of the latest hot-search capture (ads left out), by rank. */
export async function latestHotWords(db: Kysely<Database>): Promise<string[]> {
  const rows = await db
    .selectFrom('hot_search_snapshots')
    .select('word')
    .where('is_ad', '=', false)
    .where('captured_at', '=', (eb) => eb.selectFrom('hot_search_snapshots').select(eb.fn.max('captured_at').as('m')))
    .orderBy('rank')
    .orderBy('word')
    .execute();
  return rows.map((row) => row.word);
}

/**
 * The topics the collector keeps snapshotting: every non-ad word captured since `since`, the most
 * recently listed first, at most `limit` (the bound of one hourly run).
 */
export async function recentHotWords(db: Kysely<Database>, since: Date, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('hot_search_snapshots')
    .select(['word', (eb) => eb.fn.max('captured_at').as('last')])
    .where('is_ad', '=', false)
    .where('captured_at', '>=', since)
    .groupBy('word')
    .orderBy('last', 'desc')
    .orderBy('word')
    .limit(limit)
    .execute();
  return rows.map((row) => row.word);
}

/** The distinct non-ad hot-search words of one origin captured before `until`. */
export async function hotWordsCapturedBefore(db: Kysely<Database>, origin: Origin, until: Date): Promise<string[]> {
  const rows = await db
    .selectFrom('hot_search_snapshots')
    .select('word')
    .distinct()
    .where('is_ad', '=', false)
    .where('origin', '=', origin)
    .where('captured_at', '<', until)
    .execute();
  return rows.map((row) => row.word);
}
