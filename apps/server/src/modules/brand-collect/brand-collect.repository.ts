import type { NameCount } from '@boguan/contracts/kol.api';
import { type Kysely, sql, type Transaction } from 'kysely';
import { affectedRows } from '../../db/affected-rows.js';
import { countRows, pageSlice, sliceWithTotal } from '../../db/paging.js';
import type { Database } from '../../db/schema.js';
import { valuesAmong } from '../../db/values-among.js';

type Db = Kysely<Database> | Transaction<Database>;

export interface BrandFavouriteRow {
  brand_id: string;
  group_name: string;
  created_at: Date;
}

export async function brandExists(db: Db, brandId: string): Promise<boolean> {
  const row = await db.selectFrom('brands').select('id').where('id', '=', brandId).executeTakeFirst();
  return row !== undefined;
}

export function findBrandFavourite(db: Db, userId: number, brandId: string): Promise<BrandFavouriteRow | undefined> {
  return db
    .selectFrom('brand_favourites')
    .select(['brand_id', 'group_name', 'created_at'])
    .where('user_id', '=', userId)
    .where('brand_id', '=', brandId)
    .executeTakeFirst();
}

export function countBrandFavourites(db: Db, userId: number): Promise<number> {
  return countRows(db.selectFrom('brand_favourites').where('user_id', '=', userId));
}

export async function insertBrandFavourite(db: Db, userId: number, brandId: string, group: string, now: Date) {
  await db
    .insertInto('brand_favourites')
    .values({ user_id: userId, brand_id: brandId, group_name: group, created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'brand_id']).doNothing())
    .execute();
}

export function deleteBrandFavourite(db: Db, userId: number, brandId: string): Promise<number> {
  return affectedRows(db.deleteFrom('brand_favourites').where('user_id', '=', userId).where('brand_id', '=', brandId));
}

/** Moves the user's favourites to group `to`: one brand's, or every one of a group. Answers how many moved. */
export function moveBrandFavourites(
  db: Db,
  userId: number,
  which: { brandId: string } | { group: string },
  to: string,
): Promise<number> {
  return affectedRows(
    db
      .updateTable('brand_favourites')
      .set({ group_name: to })
      .where('user_id', '=', userId)
      .where((eb) => ('brandId' in which ? eb('brand_id', '=', which.brandId) : eb('group_name', '=', which.group))),
  );
}

/** The user's groups with their sizes, in the order each got its first favourite. */
export async function brandGroupCounts(db: Db, userId: number): Promise<NameCount[]> {
  const rows = await db
    .selectFrom('brand_favourites')
    .select(['group_name', (eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.min('created_at').as('first_at')])
    .where('user_id', '=', userId)
    .groupBy('group_name')
    .execute();
  return rows
    .sort(
      (a, b) =>
        new Date(a.first_at).getTime() - new Date(b.first_at).getTime() || (a.group_name < b.group_name ? -1 : 1),
    )
    .map((row) => ({ name: row.group_name, count: Number(row.n) }));
}

/** One page of favourites with their brand rows, newest first (ties by brand_id). */
export function pageBrandFavourites(
  db: Db,
  userId: number,
  options: { group?: string; page: number; perPage: number },
) {
  let base = db
    .selectFrom('brand_favourites as f')
    .innerJoin('brands as b', 'b.id', 'f.brand_id')
    .where('f.user_id', '=', userId);
  if (options.group !== undefined) base = base.where('f.group_name', '=', options.group);
  return sliceWithTotal(
    base
      .select([
        'f.brand_id',
        'f.group_name',
        'f.created_at',
        'b.logo',
        'b.cn_name',
        'b.en_name',
        'b.categories',
        'b.origin',
      ])
      .orderBy('f.created_at', 'desc')
      .orderBy('f.brand_id', 'desc'),
    base,
    pageSlice(options.page, options.perPage),
  );
}

/** Mentions per brand and China day over [from, to) for a few brands (one indexed range each). */
export async function mentionsByDay(
  db: Db,
  brandIds: readonly string[],
  from: Date,
  to: Date,
): Promise<{ brand_id: string; day: string; n: number }[]> {
  if (brandIds.length === 0) return [];
  const result = await sql<{ brand_id: string; day: string; n: number }>`
    select brand_id, to_char((posted_at at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD') as day,
      count(*)::int as n
    from brand_mentions
    where brand_id = any(${[...brandIds]}::varchar[]) and posted_at >= ${from} and posted_at < ${to}
    group by 1, 2`.execute(db);
  return result.rows;
}

/** Which of the given brands the user has favourited. */
export function brandFavouritedAmong(db: Db, userId: number, brandIds: readonly string[]): Promise<Set<string>> {
  return valuesAmong(brandIds, (among) =>
    db
      .selectFrom('brand_favourites')
      .select('brand_id as v')
      .where('user_id', '=', userId)
      .where('brand_id', 'in', among),
  );
}
