import type { NameCount } from '@boguan/contracts/kol.api';
import type { TopicBoard, TopicPeriod } from '@boguan/contracts/topic-ranking';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { TopicRankPeriodsTable, TopicRankRowsTable } from './topic-ranking.tables.js';

export type StoredPeriod = Selectable<TopicRankPeriodsTable>;
export type StoredRankRow = Selectable<TopicRankRowsTable>;

/** One board of one period, optionally one category of it ('' = every category). */
export interface BoardKey {
  board: TopicBoard;
  type: TopicPeriod;
  start: Date;
  category: string;
}

/** The stored period starting at `start`, if its boards were computed. */
export async function storedPeriod(db: Kysely<Database>, type: TopicPeriod, start: Date): Promise<StoredPeriod | null> {
  const row = await db
    .selectFrom('topic_rank_periods')
    .selectAll()
    .where('type', '=', type)
    .where('start', '=', start)
    .executeTakeFirst();
  return row ?? null;
}

/** The computed periods with data, newest first, from `from` on. */
export async function periodsWithData(db: Kysely<Database>, type: TopicPeriod, from: Date): Promise<StoredPeriod[]> {
  return db
    .selectFrom('topic_rank_periods')
    .selectAll()
    .where('type', '=', type)
    .where('start', '>=', from)
    .where('topics', '>', 0)
    .orderBy('start', 'desc')
    .execute();
}

/** The newest computed period of a type (with or without data). */
export async function newestPeriod(db: Kysely<Database>, type: TopicPeriod): Promise<StoredPeriod | null> {
  const row = await db
    .selectFrom('topic_rank_periods')
    .selectAll()
    .where('type', '=', type)
    .orderBy('start', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ?? null;
}

/** Whether any topic snapshot is stored (a board can be computed). */
export async function hasSnapshots(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('topic_snapshots').select('name').limit(1).executeTakeFirst();
  return row !== undefined;
}

function onBoard(db: Kysely<Database>, key: BoardKey) {
  let query = db
    .selectFrom('topic_rank_rows')
    .where('board', '=', key.board)
    .where('type', '=', key.type)
    .where('start', '=', key.start);
  if (key.category !== '') query = query.where('category', '=', key.category);
  return query;
}

/** Stored figures come back as bigint text on some drivers. */
function numeric(row: StoredRankRow): StoredRankRow {
  return {
    ...row,
    read_inc: Number(row.read_inc),
    discuss_inc: Number(row.discuss_inc),
    read_total: Number(row.read_total),
    discuss_total: Number(row.discuss_total),
    discuss_rate: row.discuss_rate === null ? null : Number(row.discuss_rate),
  };
}

/**
 * One slice of a board in rank order; within a category the ranks are renumbered (the category's
 * own board), so `rank` is the rank the page shows.
 */
export async function boardSlice(
  db: Kysely<Database>,
  key: BoardKey,
  slice: { offset: number; limit: number },
): Promise<StoredRankRow[]> {
  if (slice.limit <= 0) return [];
  const rows = await onBoard(db, key).selectAll().orderBy('rank').offset(slice.offset).limit(slice.limit).execute();
  return rows.map((row, i) => numeric({ ...row, rank: slice.offset + i + 1 }));
}

export async function boardSize(db: Kysely<Database>, key: BoardKey): Promise<number> {
  const row = await onBoard(db, key)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The ranks `names` had on a board (in the category's own order when one is given). */
export async function ranksOf(
  db: Kysely<Database>,
  key: BoardKey,
  names: readonly string[],
): Promise<Map<string, number>> {
  if (names.length === 0) return new Map();
  const category = key.category === '' ? sql`` : sql`and category = ${key.category}`;
  const result = await sql<{ name: string; rank: number }>`
    select name, rank from (
      select name, row_number() over (order by rank) as rank
      from topic_rank_rows
      where board = ${key.board} and type = ${key.type} and start = ${key.start} ${category}
    ) r where name = any(${[...names]})`.execute(db);
  return new Map(result.rows.map((row) => [row.name, Number(row.rank)]));
}

/** The categories on a board of a period, most topics first. */
export async function boardCategories(db: Kysely<Database>, key: Omit<BoardKey, 'category'>): Promise<NameCount[]> {
  const rows = await onBoard(db, { ...key, category: '' })
    .select(['category', (eb) => eb.fn.countAll<number>().as('n')])
    .where('category', '<>', '')
    .groupBy('category')
    .execute();
  return rows
    .map((row) => ({ name: row.category, count: Number(row.n) }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'zh-CN'));
}

/** The hosts' names and blogger ids, by uid. */
export async function hostsByUid(
  db: Kysely<Database>,
  uids: readonly string[],
): Promise<Map<string, { kol_id: number; name: string }>> {
  if (uids.length === 0) return new Map();
  const rows = await db
    .selectFrom('weibo_users')
    .select(['uid', 'kol_id', 'screen_name'])
    .where('uid', 'in', [...uids])
    .execute();
  return new Map(rows.map((row) => [row.uid, { kol_id: Number(row.kol_id), name: row.screen_name }]));
}
