import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';

/** The stored texts that carry a sentiment score, with the key each is walked by. */
export type ScoredTable = 'weibo_posts' | 'weibo_comments';
const KEY_COLUMN = { weibo_posts: 'mid', weibo_comments: 'id' } as const;

export interface KeyedText {
  key: string;
  text: string;
}

/**
 * Up to `limit` rows of `table` after the key `after`, in key order, with their text; with
 * `emoticonsOnly`, only texts holding a bracketed emoticon (the distant labels of training).
 */
export async function scoredTexts(
  db: Kysely<Database>,
  table: ScoredTable,
  after: string,
  limit: number,
  options: { emoticonsOnly?: boolean } = {},
): Promise<KeyedText[]> {
  const key = sql.ref(KEY_COLUMN[table]);
  const emoticons = options.emoticonsOnly ? sql`and text like '%[%]%'` : sql``;
  const rows = await sql<KeyedText>`select ${key} as key, text from ${sql.table(table)}
    where ${key} > ${after} ${emoticons} order by ${key} limit ${limit}`.execute(db);
  return rows.rows;
}

/** Writes new scores for a batch of rows of one table, in one statement. */
export async function writeSentimentScores(
  db: Kysely<Database>,
  table: ScoredTable,
  rows: ReadonlyArray<{ key: string; score: number | null }>,
): Promise<void> {
  if (rows.length === 0) return;
  const values = sql.join(rows.map((r) => sql`(${r.key}, ${r.score}::real)`));
  await sql`update ${sql.table(table)} t set sentiment_score = v.score
    from (values ${values}) as v(key, score) where t.${sql.ref(KEY_COLUMN[table])} = v.key`.execute(db);
}

/** How many posts and comments there are (the progress of a rescore counts these). */
export async function scoredRowCounts(db: Kysely<Database>): Promise<{ posts: number; comments: number }> {
  const counts = await sql<{ posts: number; comments: number }>`
    select (select count(*) from weibo_posts)::int as posts, (select count(*) from weibo_comments)::int as comments`.execute(
    db,
  );
  return counts.rows[0] ?? { posts: 0, comments: 0 };
}
