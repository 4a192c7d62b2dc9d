import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

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
