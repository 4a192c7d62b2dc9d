import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';

/** The tables whose `search_text` follows the segmenter's words, with the key each is walked by. */
export type SearchTextTable = 'weibo_users' | 'weibo_posts' | 'brands';
const KEY_COLUMN = { weibo_users: 'uid', weibo_posts: 'mid', brands: 'id' } as const;

/** Writes new search text for a batch of rows of one table, in one statement. */
export async function writeSearchText(
  db: Kysely<Database>,
  table: SearchTextTable,
  rows: ReadonlyArray<{ key: string; text: string }>,
): Promise<void> {
  if (rows.length === 0) return;
  const values = sql.join(rows.map((r) => sql`(${r.key}, ${r.text})`));
  await sql`update ${sql.table(table)} t set search_text = v.text
    from (values ${values}) as v(key, text) where t.${sql.ref(KEY_COLUMN[table])} = v.key`.execute(db);
}

/** Bloggers after `after` in uid order, with what their search text is made of. */
export function usersAfter(db: Kysely<Database>, after: string, limit: number) {
  return db
    .selectFrom('weibo_users')
    .select(['uid', 'screen_name', 'verified_reason', 'description', 'categories'])
    .where('uid', '>', after)
    .orderBy('uid')
    .limit(limit)
    .execute();
}

export function postsAfter(db: Kysely<Database>, after: string, limit: number) {
  return db
    .selectFrom('weibo_posts')
    .select(['mid', 'text'])
    .where('mid', '>', after)
    .orderBy('mid')
    .limit(limit)
    .execute();
}

export function brandsAfter(db: Kysely<Database>, after: string, limit: number) {
  return db
    .selectFrom('brands')
    .select(['id', 'cn_name', 'en_name', 'aliases', 'categories'])
    .where('id', '>', after)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** How many bloggers and posts there are (the progress of a rewrite counts these). */
export async function searchTextRowCounts(db: Kysely<Database>): Promise<{ users: number; posts: number }> {
  const counts = await sql<{ users: number; posts: number }>`
    select (select count(*) from weibo_users)::int as users, (select count(*) from weibo_posts)::int as posts`.execute(
    db,
  );
  return counts.rows[0] ?? { users: 0, posts: 0 };
}

/** True when any blogger, post or brand is stored. */
export async function anySearchTextStored(db: Kysely<Database>): Promise<boolean> {
  const stored = await sql<{ any: boolean }>`select exists (select 1 from weibo_users)
    or exists (select 1 from weibo_posts) or exists (select 1 from brands) as any`.execute(db);
  return stored.rows[0]?.any === true;
}

/** Every stored brand's names, to teach the segmenter. */
export function storedBrandNames(db: Kysely<Database>) {
  return db.selectFrom('brands').select(['cn_name', 'aliases']).execute();
}
