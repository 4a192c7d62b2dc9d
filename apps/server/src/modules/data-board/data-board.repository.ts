import { DATA_BOARD_HOT_SEARCH, DATA_BOARD_TOP } from '@boguan/contracts/data-board';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { DataBoardDaysTable } from './data-board.tables.js';

type Db = Kysely<Database>;

/*
 * The dashboard's reads (docs/data-board.md): its own daily summaries, and one day of the tables
 * other tools keep (topic_rank_rows, brand_days, hot_search_days). Each is a short walk of a key.
 */

export type StoredDay = Selectable<DataBoardDaysTable>;

/** The first and latest summarised day before `today` (null, null when there is none). */
export async function storedBounds(db: Db, today: string): Promise<{ first: string | null; last: string | null }> {
  const row = await db
    .selectFrom('data_board_days')
    .select((eb) => [eb.fn.min('day').as('first'), eb.fn.max('day').as('last')])
    .where('day', '<', today)
    .executeTakeFirst();
  return { first: row?.first ?? null, last: row?.last ?? null };
}

/** Whether a post is stored in [from, to) (the created_at index, one row). */
export async function hasPostsBetween(db: Db, from: Date | null, to: Date): Promise<boolean> {
  let query = db.selectFrom('weibo_posts').select('mid').where('created_at', '<', to);
  if (from) query = query.where('created_at', '>=', from);
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}

/** The summarised days from..to, oldest first (days without posts have no row). */
export function storedDays(db: Db, from: string, to: string): Promise<StoredDay[]> {
  return db
    .selectFrom('data_board_days')
    .selectAll()
    .where('day', '>=', from)
    .where('day', '<=', to)
    .orderBy('day')
    .execute();
}

export interface ShareCount {
  dimension: string;
  name: string;
  posts: number;
}

/** The day's posts by category, region and verification, most posts first. */
export async function dayShares(db: Db, day: string): Promise<ShareCount[]> {
  const rows = await db
    .selectFrom('data_board_shares')
    .select(['dimension', 'name', 'posts'])
    .where('day', '=', day)
    .orderBy('posts', 'desc')
    .orderBy(sql`name collate "C"`)
    .execute();
  return rows.map((r) => ({ ...r, posts: Number(r.posts) }));
}

export interface TopBloggerRow {
  rank: number;
  uid: string;
  posts: number;
  interactions: number;
  prev_rank: number | null;
  prev_interactions: number;
  kol_id: number | null;
  screen_name: string | null;
  avatar: string | null;
  verify_badge: string | null;
  categories: string[] | null;
}

/** The day's top bloggers with their profiles as stored now. */
export async function topBloggers(db: Db, day: string): Promise<TopBloggerRow[]> {
  const rows = await db
    .selectFrom('data_board_bloggers as t')
    .leftJoin('weibo_users as u', 'u.uid', 't.uid')
    .select([
      't.rank',
      't.uid',
      't.posts',
      't.interactions',
      't.prev_rank',
      't.prev_interactions',
      'u.kol_id',
      'u.screen_name',
      'u.avatar',
      'u.verify_badge',
      'u.categories',
    ])
    .where('t.day', '=', day)
    .orderBy('t.rank')
    .execute();
  return rows.map((r) => ({
    ...r,
    rank: Number(r.rank),
    posts: Number(r.posts),
    interactions: Number(r.interactions),
    prev_rank: r.prev_rank === null ? null : Number(r.prev_rank),
    prev_interactions: Number(r.prev_interactions),
    kol_id: r.kol_id === null ? null : Number(r.kol_id),
  }));
}

export interface TopPostRow {
  rank: number;
  mid: string;
  reposts: number;
  comments: number;
  likes: number;
  text: string | null;
  bid: string | null;
  uid: string | null;
  created_at: Date | null;
  origin: string | null;
  kol_id: number | null;
  screen_name: string | null;
  verify_badge: string | null;
}

/** The day's top posts: the counts they were ranked by, the post and its author as stored now. */
export async function topPosts(db: Db, day: string): Promise<TopPostRow[]> {
  const rows = await db
    .selectFrom('data_board_posts as t')
    .leftJoin('weibo_posts as p', 'p.mid', 't.mid')
    .leftJoin('weibo_users as u', 'u.uid', 'p.uid')
    .select([
      't.rank',
      't.mid',
      't.reposts',
      't.comments',
      't.likes',
      sql<string | null>`left(p.text, 140)`.as('text'),
      'p.bid',
      'p.uid',
      'p.created_at',
      'p.origin',
      'u.kol_id',
      'u.screen_name',
      'u.verify_badge',
    ])
    .where('t.day', '=', day)
    .orderBy('t.rank')
    .execute();
  return rows.map((r) => ({
    ...r,
    rank: Number(r.rank),
    kol_id: r.kol_id === null ? null : Number(r.kol_id),
  }));
}

/** The interactions of a day's top posts by rank. */
export async function postInteractionsByRank(db: Db, day: string): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('data_board_posts')
    .select(['rank', sql<number>`reposts::bigint + comments + likes`.as('interactions')])
    .where('day', '=', day)
    .execute();
  return new Map(rows.map((r) => [Number(r.rank), Number(r.interactions)]));
}

/** Whether the topic day board starting at `start` was computed (and had topics). */
export async function topicDayComputed(db: Db, start: Date): Promise<boolean> {
  const row = await db
    .selectFrom('topic_rank_periods')
    .select('topics')
    .where('type', '=', 'day')
    .where('start', '=', start)
    .executeTakeFirst();
  return row !== undefined && Number(row.topics) > 0;
}

export interface TopTopicRow {
  rank: number;
  name: string;
  category: string;
  read_inc: number;
  discuss_inc: number;
  prev_rank: number | null;
  prev_read_inc: number | null;
}

/** The top of 话题榜's day board, each topic with its place on the board of the day before. */
export async function topTopics(db: Db, start: Date, before: Date): Promise<TopTopicRow[]> {
  const result = await sql<TopTopicRow>`
    select r.rank, r.name, r.category, r.read_inc, r.discuss_inc, p.rank as prev_rank, p.read_inc as prev_read_inc
    from topic_rank_rows r
    left join topic_rank_rows p on p.board = 'top' and p.type = 'day' and p.start = ${before} and p.name = r.name
    where r.board = 'top' and r.type = 'day' and r.start = ${start} and r.rank <= ${DATA_BOARD_TOP}
    order by r.rank`.execute(db);
  return result.rows.map((r) => ({
    ...r,
    rank: Number(r.rank),
    read_inc: Number(r.read_inc),
    discuss_inc: Number(r.discuss_inc),
    prev_rank: r.prev_rank === null ? null : Number(r.prev_rank),
    prev_read_inc: r.prev_read_inc === null ? null : Number(r.prev_read_inc),
  }));
}

export interface TopBrandRow {
  rank: number;
  brand_id: string;
  mentions: number;
  interactions: number;
  prev_rank: number | null;
  prev_mentions: number;
  cn_name: string;
  logo: string;
}

/**
 * The day's most mentioned brands from brand_days (品牌榜's order: mentions, then interactions,
 * then id), each with its rank and mentions the day before.
 */
export async function topBrands(db: Db, day: string, before: string): Promise<TopBrandRow[]> {
  const result = await sql<TopBrandRow>`
    with d as (
      select brand_id, day, mentions, interactions,
        row_number() over (partition by day order by mentions desc, interactions desc, brand_id collate "C") as rank
      from brand_days where day in (${day}, ${before})
    )
    select c.rank, c.brand_id, c.mentions, c.interactions, p.rank as prev_rank,
      coalesce(p.mentions, 0) as prev_mentions, b.cn_name, b.logo
    from d c
    join brands b on b.id = c.brand_id
    left join d p on p.brand_id = c.brand_id and p.day = ${before}
    where c.day = ${day} and c.rank <= ${DATA_BOARD_TOP}
    order by c.rank`.execute(db);
  return result.rows.map((r) => ({
    ...r,
    rank: Number(r.rank),
    mentions: Number(r.mentions),
    interactions: Number(r.interactions),
    prev_rank: r.prev_rank === null ? null : Number(r.prev_rank),
    prev_mentions: Number(r.prev_mentions),
  }));
}

export interface DayHotRow {
  word: string;
  category: string;
  peak_rank: number | null;
  peak_heat: number;
  first_seen: Date;
  last_seen: Date;
  seconds_on_list: number;
}

/** The day's organic hot-search entries (hot_search_days), best peak rank first, and how many there were. */
export async function dayHotSearch(db: Db, day: string): Promise<{ total: number; rows: DayHotRow[] }> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('hot_search_days')
      .select(['word', 'category', 'peak_rank', 'peak_heat', 'first_seen', 'last_seen', 'seconds_on_list'])
      .where('day', '=', day)
      .where('is_ad', '=', false)
      .orderBy(sql`peak_rank asc nulls last`)
      .orderBy('seconds_on_list', 'desc')
      .orderBy(sql`word collate "C"`)
      .limit(DATA_BOARD_HOT_SEARCH)
      .execute(),
    db
      .selectFrom('hot_search_days')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('day', '=', day)
      .where('is_ad', '=', false)
      .executeTakeFirst(),
  ]);
  return {
    total: Number(count?.n ?? 0),
    rows: rows.map((r) => ({
      ...r,
      peak_rank: r.peak_rank === null ? null : Number(r.peak_rank),
      peak_heat: Number(r.peak_heat),
      seconds_on_list: Number(r.seconds_on_list),
    })),
  };
}

export interface LatestDeliveries {
  posts: Date | null;
  hot_search: Date | null;
  topics: Date | null;
  bloggers: Date | null;
  board: Date | null;
}

/** When each source last delivered, in one round trip (each an index end or a small table). */
export async function latestDeliveries(db: Db): Promise<LatestDeliveries> {
  const result = await sql<LatestDeliveries>`
    select (select max(created_at) from weibo_posts) as posts,
      (select max(captured_at) from hot_search_captures) as hot_search,
      (select max(at) from topic_snapshots) as topics,
      (select max(computed_at) from blogger_stats) as bloggers,
      (select max(computed_at) from data_board_days) as board`.execute(db);
  const row = result.rows[0];
  return {
    posts: row?.posts ?? null,
    hot_search: row?.hot_search ?? null,
    topics: row?.topics ?? null,
    bloggers: row?.bloggers ?? null,
    board: row?.board ?? null,
  };
}
