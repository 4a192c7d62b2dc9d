import type { Dataset } from '@boguan/contracts/data-export';
import { type Expression, type Kysely, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * The datasets of the export centre as SQL (docs/data-export.md). Each is read in batches in a
 * fixed order, the next batch starting after the last row of the one before (keyset), so a 50k-row
 * file costs one pass over the matching rows and never holds more than a batch.
 */

/** The filters as the queries read them: a keyword already cut into words, China days as instants. */
export interface ExportQuery {
  words: string[];
  /** The keyword as typed, for texts without a word index (comments, reposts, hot-search words). */
  phrase?: string;
  category?: string;
  province?: string;
  verify: string[];
  from?: Date;
  to?: Date;
  fans_min?: number;
  fans_max?: number;
  interact_min?: number;
  interact_max?: number;
  mid?: string;
  /** `#name#` as it appears in post text. */
  topicTag?: string;
  brandId?: string;
}

/** One row of any dataset: its columns by name (the cells are read from these, data-export.cells.ts). */
export type ExportRow = Record<string, unknown>;

/** Where the next batch starts: the order key of the last row read, or the rows already read. */
export type Cursor = unknown[] | number | null;

export interface Batch {
  rows: ExportRow[];
  next: Cursor;
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const contains = (column: string, text: string) => sql<SqlBool>`${sql.ref(column)} ilike ${likePattern(text)}`;
const keysAfter = (keys: readonly string[], values: unknown[], direction: '<' | '>') =>
  sql<SqlBool>`(${sql.join(keys.map((k) => sql.ref(k)))}) ${sql.raw(direction)} (${sql.join(values)})`;

/** The conditions on the author (or commenter, reposter) that several datasets share. */
function peopleConditions(f: ExportQuery, user: string): Expression<SqlBool>[] {
  const out: Expression<SqlBool>[] = [];
  if (f.province) out.push(sql<SqlBool>`${sql.ref(`${user}.province`)} = ${f.province}`);
  if (f.verify.length > 0) out.push(sql<SqlBool>`${sql.ref(`${user}.verify_badge`)} in (${sql.join(f.verify)})`);
  if (f.fans_min !== undefined) out.push(sql<SqlBool>`${sql.ref(`${user}.followers`)} >= ${f.fans_min}`);
  if (f.fans_max !== undefined) out.push(sql<SqlBool>`${sql.ref(`${user}.followers`)} <= ${f.fans_max}`);
  return out;
}

function rangeConditions(f: ExportQuery, column: string): Expression<SqlBool>[] {
  const out: Expression<SqlBool>[] = [];
  if (f.from) out.push(sql<SqlBool>`${sql.ref(column)} >= ${f.from}`);
  if (f.to) out.push(sql<SqlBool>`${sql.ref(column)} < ${f.to}`);
  return out;
}

const POST_INTERACTIONS = sql<number>`(p.reposts + p.comments + p.likes)`;

function interactConditions(f: ExportQuery): Expression<SqlBool>[] {
  const out: Expression<SqlBool>[] = [];
  if (f.interact_min !== undefined) out.push(sql<SqlBool>`${POST_INTERACTIONS} >= ${f.interact_min}`);
  if (f.interact_max !== undefined) out.push(sql<SqlBool>`${POST_INTERACTIONS} <= ${f.interact_max}`);
  return out;
}

function bloggers(db: Kysely<Database>, f: ExportQuery) {
  let q = db
    .selectFrom('blogger_stats as s')
    .innerJoin('weibo_users as u', 'u.uid', 's.uid')
    .select([
      's.uid',
      'u.screen_name',
      'u.gender',
      's.province',
      's.city',
      's.verify_badge',
      's.categories',
      's.followers',
      's.posts_30d',
      's.interactions_30d',
      's.avg_interactions_30d',
      's.engagement_rate_30d',
      's.sponsored_share_30d',
      's.influence_month',
      'u.origin',
    ]);
  if (f.words.length > 0) {
    q = q.where(sql<SqlBool>`to_tsvector('simple', u.search_text) @@ plainto_tsquery('simple', ${f.words.join(' ')})`);
  }
  if (f.category) q = q.where(sql<SqlBool>`s.categories @> ${[f.category]}::text[]`);
  for (const c of peopleConditions(f, 's')) q = q.where(c);
  if (f.interact_min !== undefined) q = q.where('s.interactions_30d', '>=', f.interact_min);
  if (f.interact_max !== undefined) q = q.where('s.interactions_30d', '<=', f.interact_max);
  return q;
}

function posts(db: Kysely<Database>, f: ExportQuery) {
  let q = db
    .selectFrom('weibo_posts as p')
    .innerJoin('weibo_users as u', 'u.uid', 'p.uid')
    .select([
      'p.mid',
      'p.bid',
      'p.uid',
      'u.screen_name',
      'u.followers',
      'u.verify_badge',
      'p.text',
      'p.created_at',
      'p.reposts',
      'p.comments',
      'p.likes',
      'p.sponsored',
      'p.sentiment_score',
      'p.origin',
    ])
    .where('p.deleted', '=', false);
  if (f.words.length > 0) q = q.where(sql<SqlBool>`p.search_tsv @@ plainto_tsquery('simple', ${f.words.join(' ')})`);
  if (f.topicTag) q = q.where(contains('p.text', f.topicTag));
  if (f.category) q = q.where(sql<SqlBool>`p.author_categories @> ${[f.category]}::text[]`);
  for (const c of [...peopleConditions(f, 'u'), ...rangeConditions(f, 'p.created_at'), ...interactConditions(f)]) {
    q = q.where(c);
  }
  return q;
}

function comments(db: Kysely<Database>, f: ExportQuery) {
  let q = db
    .selectFrom('weibo_comments as c')
    .leftJoin('weibo_users as u', 'u.uid', 'c.uid')
    .select(['c.id', 'c.mid', 'c.uid', 'u.screen_name', 'c.text', 'c.created_at', 'c.likes', 'c.sentiment_score']);
  if (f.phrase) q = q.where(contains('c.text', f.phrase));
  if (f.mid) q = q.where('c.mid', '=', f.mid);
  for (const c of rangeConditions(f, 'c.created_at')) q = q.where(c);
  return q;
}

function reposts(db: Kysely<Database>, f: ExportQuery) {
  let q = db
    .selectFrom('weibo_reposts as r')
    .leftJoin('weibo_users as u', 'u.uid', 'r.uid')
    .select([
      'r.mid',
      'r.root_mid',
      'r.parent_mid',
      'r.uid',
      'u.screen_name',
      'u.followers',
      'u.verify_badge',
      'r.text',
      'r.created_at',
    ])
    .where('r.root_mid', '=', f.mid ?? '');
  if (f.phrase) q = q.where(contains('r.text', f.phrase));
  for (const c of [...peopleConditions(f, 'u'), ...rangeConditions(f, 'r.created_at')]) q = q.where(c);
  return q;
}

const dayOf = (at: Date | undefined, shift = 0) =>
  at ? new Date(at.getTime() + 8 * 3_600_000 + shift).toISOString().slice(0, 10) : undefined;

function hotSearch(db: Kysely<Database>, f: ExportQuery) {
  let q = db
    .selectFrom('hot_search_days as h')
    .select([
      'h.day',
      'h.word',
      'h.category',
      'h.is_ad',
      'h.first_seen',
      'h.last_seen',
      'h.peak_rank',
      'h.peak_heat',
      'h.seconds_on_list',
      'h.seconds_at_top',
    ]);
  if (f.phrase) q = q.where(contains('h.word', f.phrase));
  if (f.category) q = q.where('h.category', '=', f.category);
  // The range's instants are China midnights: the days are the China dates from `from` to before `to`.
  const first = dayOf(f.from);
  const last = dayOf(f.to, -1);
  if (first) q = q.where('h.day', '>=', first);
  if (last) q = q.where('h.day', '<=', last);
  return q;
}

function brandMentions(db: Kysely<Database>, f: ExportQuery) {
  let q = db
    .selectFrom('brand_mentions as m')
    .innerJoin('weibo_posts as p', 'p.mid', 'm.mid')
    .innerJoin('weibo_users as u', 'u.uid', 'm.uid')
    .innerJoin('brands as b', 'b.id', 'm.brand_id')
    .select([
      'm.brand_id',
      'b.cn_name as brand',
      'm.mid',
      'p.bid',
      'm.uid',
      'u.screen_name',
      'u.followers',
      'u.verify_badge',
      'p.text',
      'm.posted_at as created_at',
      'p.reposts',
      'p.comments',
      'p.likes',
      'm.sponsored',
      'm.sentiment',
      'm.is_repost',
      'p.origin',
    ])
    .where('p.deleted', '=', false);
  if (f.brandId) q = q.where('m.brand_id', '=', f.brandId);
  if (f.category) q = q.where(sql<SqlBool>`b.categories @> ${[f.category]}::text[]`);
  for (const c of [...peopleConditions(f, 'u'), ...rangeConditions(f, 'm.posted_at'), ...interactConditions(f)]) {
    q = q.where(c);
  }
  return q;
}

/**
 * How each dataset is read: its query, its order and the key a batch continues after. The key
 * holds a unique column last, so no two rows tie. Hot-search days are few (about 100 a day) and
 * are read by position instead, to keep the order a reader expects (day, then best rank).
 */
const SOURCES = {
  bloggers: { query: bloggers, keys: ['s.followers', 's.uid'], row: ['followers', 'uid'], direction: '<' },
  posts: { query: posts, keys: ['p.created_at', 'p.mid'], row: ['created_at', 'mid'], direction: '<' },
  topic_posts: { query: posts, keys: ['p.created_at', 'p.mid'], row: ['created_at', 'mid'], direction: '<' },
  comments: { query: comments, keys: ['c.created_at', 'c.id'], row: ['created_at', 'id'], direction: '<' },
  // A post's reposts in the order they spread.
  reposts: { query: reposts, keys: ['r.created_at', 'r.mid'], row: ['created_at', 'mid'], direction: '>' },
  brand_mentions: {
    query: brandMentions,
    keys: ['m.posted_at', 'm.mid', 'm.brand_id'],
    row: ['created_at', 'mid', 'brand_id'],
    direction: '<',
  },
} as const;

type KeyedDataset = keyof typeof SOURCES;

/** Any dataset's query, as the batching code handles them alike (conditions and order as raw SQL). */
type DatasetQuery = SelectQueryBuilder<Database, keyof Database, ExportRow>;

function queryOf(db: Kysely<Database>, dataset: Dataset, f: ExportQuery): DatasetQuery {
  const query = dataset === 'hot_search' ? hotSearch(db, f) : SOURCES[dataset].query(db, f);
  return query as unknown as DatasetQuery;
}

/** Matching rows, counted up to `cap` (the preview says "N" or "more than N"). */
export async function countExportRows(
  db: Kysely<Database>,
  dataset: Dataset,
  f: ExportQuery,
  cap: number,
): Promise<number> {
  const limited = queryOf(db, dataset, f).clearSelect().select(sql`1`.as('one')).limit(cap);
  const row = await db
    .selectFrom(limited.as('m'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The next `limit` rows of the dataset after `cursor` (null: from the start). */
export async function exportBatch(
  db: Kysely<Database>,
  dataset: Dataset,
  f: ExportQuery,
  cursor: Cursor,
  limit: number,
): Promise<Batch> {
  if (dataset === 'hot_search') {
    const offset = typeof cursor === 'number' ? cursor : 0;
    const rows = (await hotSearch(db, f)
      .orderBy('h.day', 'desc')
      .orderBy(sql`h.peak_rank asc nulls last`)
      .orderBy('h.word')
      .orderBy('h.is_ad')
      .limit(limit)
      .offset(offset)
      .execute()) as ExportRow[];
    return { rows, next: rows.length < limit ? null : offset + rows.length };
  }
  const source = SOURCES[dataset as KeyedDataset];
  let q = queryOf(db, dataset, f);
  if (Array.isArray(cursor)) q = q.where(keysAfter(source.keys, cursor, source.direction));
  const order = sql.raw(source.direction === '<' ? 'desc' : 'asc');
  for (const key of source.keys) q = q.orderBy(sql`${sql.ref(key)} ${order}`);
  const rows = await q.limit(limit).execute();
  const last = rows.at(-1);
  return { rows, next: rows.length < limit || !last ? null : source.row.map((column) => last[column]) };
}

/** Whether a brand id names a stored brand. */
export async function brandExists(db: Kysely<Database>, id: string): Promise<boolean> {
  return (await db.selectFrom('brands').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}
