import { type Kysely, type Selectable, sql } from 'kysely';
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

/** The columns each table's search text is made of, its key first. */
const SOURCE_COLUMNS = {
  weibo_users: ['uid', 'screen_name', 'verified_reason', 'description', 'categories'],
  weibo_posts: ['mid', 'text'],
  brands: ['id', 'cn_name', 'en_name', 'aliases', 'categories'],
} as const satisfies { [T in SearchTextTable]: readonly (keyof Database[T])[] };

/** A row with what its search text is made of. */
export type SearchTextSource<T extends SearchTextTable> = {
  [C in (typeof SOURCE_COLUMNS)[T][number]]: Selectable<Database[T]>[C & keyof Selectable<Database[T]>];
};

/** Up to `limit` rows of `table` after the key `after`, in key order, with what their search text is made of. */
export async function searchTextSources<T extends SearchTextTable>(
  db: Kysely<Database>,
  table: T,
  after: string,
  limit: number,
): Promise<SearchTextSource<T>[]> {
  const key = sql.ref(KEY_COLUMN[table]);
  const columns = sql.join(SOURCE_COLUMNS[table].map((column) => sql.ref(column)));
  const rows = await sql<SearchTextSource<T>>`select ${columns} from ${sql.table(table)}
    where ${key} > ${after} order by ${key} limit ${limit}`.execute(db);
  return rows.rows;
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
