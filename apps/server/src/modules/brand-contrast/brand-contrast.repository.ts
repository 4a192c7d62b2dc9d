import { BLOGGER_TIERS, type BloggerTier } from '@boguan/contracts/final-report';
import { type Kysely, sql } from 'kysely';
import { affectedRows } from '../../db/affected-rows.js';
import { pageSlice, sliceWithTotal } from '../../db/paging.js';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

export interface ContrastRecord {
  id: number;
  brand_ids: string[];
  days: number;
  title: string;
  read_at: Date;
  created_at: Date;
  result: unknown;
}

const RECORD_COLUMNS = ['id', 'brand_ids', 'days', 'title', 'read_at', 'created_at', 'result'] as const;

export interface NewContrast {
  userId: number;
  brandIds: string[];
  days: number;
  title: string;
  requestKey: string;
  readAt: Date;
  result: unknown;
  now: Date;
}

/** Stores a comparison; null when an identical one of the same day won a parallel race (unique key). */
export async function insertBrandContrast(db: Db, c: NewContrast): Promise<number | null> {
  const row = await db
    .insertInto('brand_contrasts')
    .values({
      user_id: c.userId,
      brand_ids: c.brandIds,
      days: c.days,
      title: c.title,
      request_key: c.requestKey,
      read_at: c.readAt,
      result: JSON.stringify(c.result),
      created_at: c.now,
    })
    .onConflict((oc) => oc.columns(['user_id', 'request_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row ? Number(row.id) : null;
}

export async function contrastIdByKey(db: Db, userId: number, requestKey: string): Promise<number | null> {
  const row = await db
    .selectFrom('brand_contrasts')
    .select('id')
    .where('user_id', '=', userId)
    .where('request_key', '=', requestKey)
    .executeTakeFirst();
  return row ? Number(row.id) : null;
}

/** The user's own record only: another user's id reads as missing. */
export async function findBrandContrast(db: Db, userId: number, id: number): Promise<ContrastRecord | undefined> {
  const row = await db
    .selectFrom('brand_contrasts')
    .select(RECORD_COLUMNS)
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? { ...row, id: Number(row.id) } : undefined;
}

export async function pageBrandContrasts(db: Db, userId: number, page: number, perPage: number) {
  const base = db.selectFrom('brand_contrasts').where('user_id', '=', userId);
  const { rows, total } = await sliceWithTotal(
    base
      .select([
        'id',
        'brand_ids',
        'days',
        'title',
        'read_at',
        'created_at',
        sql<unknown>`result->'brands'`.as('brands'),
      ])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc'),
    base,
    pageSlice(page, perPage),
  );
  return { rows: rows.map((r) => ({ ...r, id: Number(r.id) })), total };
}

export function deleteBrandContrast(db: Db, userId: number, id: number): Promise<number> {
  return affectedRows(db.deleteFrom('brand_contrasts').where('user_id', '=', userId).where('id', '=', id));
}

export interface BrandRow {
  id: string;
  logo: string;
  cn_name: string;
  en_name: string;
  categories: string[];
  origin: string;
}

export function brandRows(db: Db, ids: readonly string[]): Promise<BrandRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('brands')
    .select(['id', 'logo', 'cn_name', 'en_name', 'categories', 'origin'])
    .where('id', 'in', [...ids])
    .execute();
}

/** How many distinct mentioning bloggers of a brand share a gender, a province and a tier. */
export interface AuthorGroup {
  brand_id: string;
  gender: string;
  province: string;
  tier: BloggerTier;
  n: number;
}

/** The tier of a followers column, from the shared bands (largest first). */
function tierCase(column: string) {
  const whens = BLOGGER_TIERS.slice(0, -1).map((t) => sql`when ${sql.ref(column)} >= ${t.min} then ${t.key}`);
  const last = BLOGGER_TIERS[BLOGGER_TIERS.length - 1]!.key;
  return sql<BloggerTier>`case ${sql.join(whens, sql` `)} else ${last} end`;
}

/**
 * The distinct bloggers who mentioned each brand in [from, to), counted by gender, province and
 * follower tier, for those whose profile is stored (the sample of the KOL mix and the audience).
 */
export async function mentioningAuthors(
  db: Db,
  brandIds: readonly string[],
  from: Date,
  to: Date,
): Promise<AuthorGroup[]> {
  if (brandIds.length === 0) return [];
  const result = await sql<AuthorGroup>`
    with a as (
      select distinct brand_id, uid from brand_mentions
      where brand_id = any(${[...brandIds]}::varchar[]) and posted_at >= ${from} and posted_at < ${to}
    )
    select a.brand_id, u.gender, u.province, ${tierCase('u.followers')} as tier, count(*)::int as n
    from a join weibo_users u on u.uid = a.uid
    group by 1, 2, 3, 4`.execute(db);
  return result.rows.map((r) => ({ ...r, n: Number(r.n) }));
}
