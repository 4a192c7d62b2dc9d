import type { HotDaySort } from '@boguan/contracts/hot-search';
import type { SortOrder } from '@boguan/contracts/kol-search';
import { NEUTRAL_BAND } from '@boguan/weibo/text/sentiment';
import { type Kysely, type SqlBool, sql } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

/*
 * Reads of the hot-search screens. Every query is a probe of a primary key or an index
 * (hot_search_captures by time, hot_search_snapshots by capture or by word, hot_search_days by day
 * or by word), so none grows with the years of captures kept (docs/hot-search.md).
 */

export interface CaptureRow {
  captured_at: Date;
  origin: string;
}

export interface ListRow {
  word: string;
  rank: number | null;
  heat: number;
  category: string;
  label: string;
  is_ad: boolean;
}

export async function latestCapture(db: Db): Promise<CaptureRow | null> {
  const row = await db
    .selectFrom('hot_search_captures')
    .select(['captured_at', 'origin'])
    .orderBy('captured_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ?? null;
}

/** The latest capture at or before `at`, with the time of the capture before it (null at the first). */
export async function captureAtOrBefore(db: Db, at: Date): Promise<(CaptureRow & { previous: Date | null }) | null> {
  const rows = await db
    .selectFrom('hot_search_captures')
    .select(['captured_at', 'origin'])
    .where('captured_at', '<=', at)
    .orderBy('captured_at', 'desc')
    .limit(2)
    .execute();
  const [row, before] = rows;
  return row ? { ...row, previous: before?.captured_at ?? null } : null;
}

/** The capture nearest `at` among those strictly before `before` (two index probes). */
export async function captureNearest(db: Db, at: Date, before: Date): Promise<Date | null> {
  const [earlier, later] = await Promise.all([
    db
      .selectFrom('hot_search_captures')
      .select('captured_at')
      .where('captured_at', '<=', at)
      .orderBy('captured_at', 'desc')
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('hot_search_captures')
      .select('captured_at')
      .where('captured_at', '>', at)
      .where('captured_at', '<', before)
      .orderBy('captured_at', 'asc')
      .limit(1)
      .executeTakeFirst(),
  ]);
  const a = earlier?.captured_at ?? null;
  const b = later?.captured_at ?? null;
  if (!a || !b) return a ?? b;
  return at.getTime() - a.getTime() <= b.getTime() - at.getTime() ? a : b;
}

export interface CaptureRange {
  first: Date | null;
  last: Date | null;
  captures: number;
}

/** The first and last capture (two probes of the primary key). */
export async function captureBounds(db: Db): Promise<Omit<CaptureRange, 'captures'>> {
  const row = await db
    .selectFrom('hot_search_captures')
    .select((eb) => [eb.fn.min('captured_at').as('first'), eb.fn.max('captured_at').as('last')])
    .executeTakeFirst();
  return { first: row?.first ? new Date(row.first) : null, last: row?.last ? new Date(row.last) : null };
}

/** The bounds and the number of captures (a count of the whole table: /hotHistory's note only). */
export async function captureRange(db: Db): Promise<CaptureRange> {
  const row = await db
    .selectFrom('hot_search_captures')
    .select((eb) => [
      eb.fn.min('captured_at').as('first'),
      eb.fn.max('captured_at').as('last'),
      eb.fn.countAll<number>().as('captures'),
    ])
    .executeTakeFirst();
  return {
    first: row?.first ? new Date(row.first) : null,
    last: row?.last ? new Date(row.last) : null,
    captures: Number(row?.captures ?? 0),
  };
}

/** The latest `count` capture times, newest first (the usual spacing is read from their gaps). */
export async function latestCaptureTimes(db: Db, count: number): Promise<Date[]> {
  const rows = await db
    .selectFrom('hot_search_captures')
    .select('captured_at')
    .orderBy('captured_at', 'desc')
    .limit(count)
    .execute();
  return rows.map((r) => r.captured_at);
}

/** One capture's list: ranked entries by rank, then the unranked (paid) ones. */
export function listAt(db: Db, at: Date): Promise<ListRow[]> {
  return db
    .selectFrom('hot_search_snapshots')
    .select(['word', 'rank', 'heat', 'category', 'label', 'is_ad'])
    .where('captured_at', '=', at)
    .orderBy(sql`rank asc nulls last`)
    .orderBy('word')
    .execute();
}

export interface LifeRow {
  word: string;
  is_ad: boolean;
  first_seen: Date;
  last_seen: Date;
  seconds_on_list: number;
  seconds_at_top: number;
  peak_rank: number | null;
  peak_heat: number;
  captures: number;
}

/** The whole recorded life of each word (summed over its days), organic and paid apart. */
export async function livesOf(db: Db, words: readonly string[]): Promise<LifeRow[]> {
  if (words.length === 0) return [];
  return db
    .selectFrom('hot_search_days')
    .select((eb) => [
      'word',
      'is_ad',
      eb.fn.min('first_seen').as('first_seen'),
      eb.fn.max('last_seen').as('last_seen'),
      sql<number>`sum(seconds_on_list)::int`.as('seconds_on_list'),
      sql<number>`sum(seconds_at_top)::int`.as('seconds_at_top'),
      eb.fn.min('peak_rank').as('peak_rank'),
      eb.fn.max('peak_heat').as('peak_heat'),
      sql<number>`sum(captures)::int`.as('captures'),
    ])
    .where('word', 'in', [...words])
    .groupBy(['word', 'is_ad'])
    .execute() as Promise<LifeRow[]>;
}

/** The first capture at which the word reached `rank` (its peak), organic or paid as asked. */
export async function firstAtRank(db: Db, word: string, isAd: boolean, rank: number): Promise<Date | null> {
  const row = await db
    .selectFrom('hot_search_days')
    .select((eb) => eb.fn.min('peak_rank_at').as('at'))
    .where('word', '=', word)
    .where('is_ad', '=', isAd)
    .where('peak_rank', '=', rank)
    .executeTakeFirst();
  return row?.at ? new Date(row.at) : null;
}

/** The heat of each of `words` at one capture (absent when not on it). */
export async function heatsAt(db: Db, at: Date, words: readonly string[]): Promise<Map<string, number>> {
  if (words.length === 0) return new Map();
  const rows = await db
    .selectFrom('hot_search_snapshots')
    .select(['word', 'heat', 'is_ad'])
    .where('captured_at', '=', at)
    .where('word', 'in', [...words])
    .execute();
  return new Map(rows.map((r) => [`${r.is_ad ? 1 : 0}:${r.word}`, Number(r.heat)]));
}

export interface CurveRow {
  captured_at: Date;
  rank: number | null;
  heat: number;
}

/** Every capture of the word (hot_search_word_idx), oldest first. */
export function curveOf(db: Db, word: string, isAd: boolean): Promise<CurveRow[]> {
  return db
    .selectFrom('hot_search_snapshots')
    .select(['captured_at', 'rank', 'heat'])
    .where('word', '=', word)
    .where('is_ad', '=', isAd)
    .orderBy('captured_at')
    .execute();
}

/** The instants of the captures strictly between `from` and `to`, oldest first. */
export async function capturesBetween(db: Db, from: Date, to: Date): Promise<Date[]> {
  const rows = await db
    .selectFrom('hot_search_captures')
    .select('captured_at')
    .where('captured_at', '>', from)
    .where('captured_at', '<', to)
    .orderBy('captured_at')
    .execute();
  return rows.map((r) => new Date(r.captured_at));
}

/** The word's category at its last capture. */
export async function lastCategory(db: Db, word: string, isAd: boolean): Promise<string> {
  const row = await db
    .selectFrom('hot_search_days')
    .select('category')
    .where('word', '=', word)
    .where('is_ad', '=', isAd)
    .orderBy('day', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.category ?? '';
}

/** Stored posts that hold the word: the GIN index of the cut words narrows, the text decides. */
function postsHolding(db: Db, word: string, tokens: readonly string[]) {
  let q = db
    .selectFrom('weibo_posts as p')
    .where('p.deleted', '=', false)
    .where(sql<SqlBool>`strpos(p.text, ${word}) > 0`);
  if (tokens.length > 0) q = q.where(sql<SqlBool>`p.search_tsv @@ plainto_tsquery('simple', ${tokens.join(' ')})`);
  return q;
}

export interface PostsFigures {
  mids: string[];
  count: number;
  sentiment: { positive: number; neutral: number; negative: number };
}

/** The posts holding the word: the most interacted `limit`, their count and their sentiment labels. */
export async function postsFigures(
  db: Db,
  word: string,
  tokens: readonly string[],
  limit: number,
): Promise<PostsFigures> {
  const [top, totals] = await Promise.all([
    postsHolding(db, word, tokens)
      .select('p.mid')
      .orderBy(sql`p.reposts + p.comments + p.likes`, 'desc')
      .orderBy('p.mid')
      .limit(limit)
      .execute(),
    postsHolding(db, word, tokens)
      .select([
        sql<number>`count(*)::int`.as('n'),
        sql<number>`(count(*) filter (where p.sentiment_score >= ${NEUTRAL_BAND}))::int`.as('positive'),
        sql<number>`(count(*) filter (where p.sentiment_score <= ${-NEUTRAL_BAND}))::int`.as('negative'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  const count = Number(totals.n);
  const positive = Number(totals.positive);
  const negative = Number(totals.negative);
  return {
    mids: top.map((r) => r.mid),
    count,
    sentiment: { positive, negative, neutral: count - positive - negative },
  };
}

export interface BloggerRow {
  uid: string;
  kol_id: number | null;
  screen_name: string | null;
  avatar: string | null;
  posts: number;
  interactions: number;
}

/** The authors of the posts holding the word, by the interactions of those posts summed. */
export async function bloggersOf(
  db: Db,
  word: string,
  tokens: readonly string[],
  limit: number,
): Promise<BloggerRow[]> {
  const sums = postsHolding(db, word, tokens)
    .select([
      'p.uid',
      sql<number>`count(*)::int`.as('posts'),
      sql<number>`sum(p.reposts + p.comments + p.likes)::bigint`.as('interactions'),
    ])
    .groupBy('p.uid')
    .as('s');
  const rows = await db
    .selectFrom(sums)
    .leftJoin('weibo_users as u', 'u.uid', 's.uid')
    .select(['s.uid', 's.posts', 's.interactions', 'u.kol_id', 'u.screen_name', 'u.avatar'])
    .orderBy('s.interactions', 'desc')
    .orderBy('s.uid')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ ...r, posts: Number(r.posts), interactions: Number(r.interactions) }));
}

export interface DayRow {
  word: string;
  is_ad: boolean;
  category: string;
  first_seen: Date;
  last_seen: Date;
  peak_rank: number | null;
  peak_rank_at: Date | null;
  peak_heat: number;
  seconds_on_list: number;
  seconds_at_top: number;
  captures: number;
}

const DAY_SORT_COLUMNS: Record<HotDaySort, string> = {
  peak_rank: 'peak_rank',
  peak_heat: 'peak_heat',
  first_seen: 'first_seen',
  last_seen: 'last_seen',
  minutes_on_list: 'seconds_on_list',
  minutes_at_top: 'seconds_at_top',
};

export interface DayQuery {
  sort: HotDaySort;
  order: SortOrder;
  offset: number;
  limit: number;
}

/** One page of a day's entries (hot_search_days primary key), paid entries last whatever the sort. */
export function dayRows(db: Db, day: string, q: DayQuery): Promise<DayRow[]> {
  const column = sql.ref(DAY_SORT_COLUMNS[q.sort]);
  const direction = q.order === 'asc' ? sql`asc nulls last` : sql`desc nulls last`;
  return db
    .selectFrom('hot_search_days')
    .select([
      'word',
      'is_ad',
      'category',
      'first_seen',
      'last_seen',
      'peak_rank',
      'peak_rank_at',
      'peak_heat',
      'seconds_on_list',
      'seconds_at_top',
      'captures',
    ])
    .where('day', '=', day)
    .orderBy('is_ad')
    .orderBy(sql`${column} ${direction}`)
    .orderBy('word')
    .offset(q.offset)
    .limit(q.limit)
    .execute();
}

export async function dayCount(db: Db, day: string): Promise<number> {
  const row = await db
    .selectFrom('hot_search_days')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('day', '=', day)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Whether the day's entries were made by the simulator (any capture of the day). */
export async function dayOrigin(db: Db, from: Date, to: Date): Promise<string | null> {
  const row = await db
    .selectFrom('hot_search_captures')
    .select('origin')
    .where('captured_at', '>=', from)
    .where('captured_at', '<', to)
    .orderBy('captured_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.origin ?? null;
}
