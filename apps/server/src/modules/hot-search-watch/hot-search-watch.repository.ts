import { HotWatchStatus } from '@boguan/contracts/hot-search-watch';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

/** The keywords of a watch or report as one comparable key: lower-cased, sorted, joined. */
export function keywordsKey(keywords: readonly string[]): string {
  return [...new Set(keywords.map((k) => k.toLowerCase()))].sort().join('\u0001');
}

export interface WatchRow {
  id: number;
  keywords: string[];
  status: number;
  created_at: Date;
  alert_count: number;
  last_alert_at: Date | null;
}

export async function listWatches(db: Db, userId: number): Promise<WatchRow[]> {
  const rows = await db
    .selectFrom('hot_search_watches as w')
    .leftJoin('hot_search_watch_alerts as a', 'a.watch_id', 'w.id')
    .select(['w.id', 'w.keywords', 'w.status', 'w.created_at'])
    .select((eb) => [eb.fn.count<number>('a.id').as('alert_count'), eb.fn.max('a.appeared_at').as('last_alert_at')])
    .where('w.user_id', '=', userId)
    .groupBy(['w.id', 'w.keywords', 'w.status', 'w.created_at'])
    .orderBy('w.created_at', 'desc')
    .orderBy('w.id', 'desc')
    .execute();
  return rows.map((r) => ({
    ...r,
    id: Number(r.id),
    alert_count: Number(r.alert_count),
    last_alert_at: r.last_alert_at ? new Date(r.last_alert_at) : null,
  }));
}

export async function countWatches(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('hot_search_watches')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The member's watch with this id, or null (another member's reads as unknown). */
export function ownWatch(db: Db, userId: number, id: number) {
  return db
    .selectFrom('hot_search_watches')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function hasWatchWithKeywords(db: Db, userId: number, key: string, exceptId?: number) {
  let query = db
    .selectFrom('hot_search_watches')
    .select('id')
    .where('user_id', '=', userId)
    .where('keywords_key', '=', key);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertWatch(db: Db, userId: number, keywords: string[], now: Date): Promise<number> {
  const row = await db
    .insertInto('hot_search_watches')
    .values({
      user_id: userId,
      keywords,
      keywords_key: keywordsKey(keywords),
      status: HotWatchStatus.active,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function updateWatch(
  db: Db,
  userId: number,
  id: number,
  set: { keywords?: string[]; status?: number },
  now: Date,
): Promise<boolean> {
  const values: { keywords?: string[]; keywords_key?: string; status?: number; updated_at: Date } = { updated_at: now };
  if (set.keywords) {
    values.keywords = set.keywords;
    values.keywords_key = keywordsKey(set.keywords);
  }
  if (set.status !== undefined) values.status = set.status;
  const result = await db
    .updateTable('hot_search_watches')
    .set(values)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteWatch(db: Db, userId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('hot_search_watches')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function listAlerts(db: Db, watchId: number, limit: number, offset: number) {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('hot_search_watch_alerts')
      .select(['word', 'keyword', 'rank', 'heat', 'origin', 'appeared_at', 'last_seen_at'])
      .where('watch_id', '=', watchId)
      .orderBy('appeared_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    db
      .selectFrom('hot_search_watch_alerts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('watch_id', '=', watchId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** Watches the check reads: every active one, of every member. */
export function activeWatches(db: Db) {
  return db
    .selectFrom('hot_search_watches')
    .select(['id', 'user_id', 'keywords'])
    .where('status', '=', HotWatchStatus.active)
    .orderBy('id')
    .execute();
}

/**
 * The newest stored capture, and the one before it: two max() reads of the primary key's leading
 * column, so they stay an index lookup however long the table grows.
 */
export async function latestCaptures(db: Db): Promise<{ current: Date | null; previous: Date | null }> {
  const newest = await db
    .selectFrom('hot_search_snapshots')
    .select((eb) => eb.fn.max('captured_at').as('at'))
    .executeTakeFirst();
  if (!newest?.at) return { current: null, previous: null };
  const current = new Date(newest.at);
  const before = await db
    .selectFrom('hot_search_snapshots')
    .select((eb) => eb.fn.max('captured_at').as('at'))
    .where('captured_at', '<', current)
    .executeTakeFirst();
  return { current, previous: before?.at ? new Date(before.at) : null };
}

export function organicEntriesAt(db: Db, at: Date) {
  return db
    .selectFrom('hot_search_snapshots')
    .select(['word', 'rank', 'heat', 'origin'])
    .where('captured_at', '=', at)
    .where('is_ad', '=', false)
    .orderBy('rank')
    .execute();
}

/**
 * Whether the word stayed on the list (organic) at every capture strictly between `after` and
 * `before`: no capture in between lacks it.
 */
export async function stayedOnList(db: Db, word: string, after: Date, before: Date): Promise<boolean> {
  const rows = await sql<{ captures: number; showing: number }>`
    select count(distinct captured_at)::int as captures,
           count(distinct captured_at) filter (where word = ${word} and not is_ad)::int as showing
    from hot_search_snapshots
    where captured_at > ${after} and captured_at < ${before}`.execute(db);
  const row = rows.rows[0];
  return row !== undefined && row.captures === row.showing;
}

export function latestAlertOf(db: Db, watchId: number, word: string) {
  return db
    .selectFrom('hot_search_watch_alerts')
    .select(['id', 'last_seen_at'])
    .where('watch_id', '=', watchId)
    .where('word', '=', word)
    .orderBy('appeared_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function extendAlert(db: Db, id: number, seenAt: Date): Promise<void> {
  await db
    .updateTable('hot_search_watch_alerts')
    .set({ last_seen_at: sql`greatest(last_seen_at, ${seenAt})` })
    .where('id', '=', id)
    .execute();
}

export interface NewAlert {
  watch_id: number;
  user_id: number;
  word: string;
  keyword: string;
  rank: number | null;
  heat: number;
  origin: string;
  appeared_at: Date;
  created_at: Date;
}

/** Inserts an alert unless the same (watch, word, capture) exists: answers its id, or null. */
export async function insertAlert(db: Db, alert: NewAlert): Promise<number | null> {
  const row = await db
    .insertInto('hot_search_watch_alerts')
    .values({ ...alert, last_seen_at: alert.appeared_at })
    .onConflict((oc) => oc.columns(['watch_id', 'word', 'appeared_at']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row ? Number(row.id) : null;
}

export async function attachMessage(db: Db, alertId: number, messageId: number): Promise<void> {
  await db.updateTable('hot_search_watch_alerts').set({ message_id: messageId }).where('id', '=', alertId).execute();
}
