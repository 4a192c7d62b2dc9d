import type { FavouriteGroup } from '@boguan/contracts/kol-collect.api';
import type { Kysely, Transaction } from 'kysely';
import { affectedRows } from '../../db/affected-rows.js';
import { countRows, pageSlice, sliceWithTotal } from '../../db/paging.js';
import type { Database } from '../../db/schema.js';
import { valuesAmong } from '../../db/values-among.js';

type Db = Kysely<Database> | Transaction<Database>;

export interface FavouriteRow {
  kol_id: number;
  group_name: string;
  created_at: Date;
}

/** True when the blogger is known and has figures (a favourite always shows a full card). */
export async function bloggerExists(db: Db, kolId: number): Promise<boolean> {
  const row = await db.selectFrom('blogger_stats').select('kol_id').where('kol_id', '=', kolId).executeTakeFirst();
  return row !== undefined;
}

export async function findFavourite(db: Db, userId: number, kolId: number): Promise<FavouriteRow | undefined> {
  return db
    .selectFrom('kol_favourites')
    .select(['kol_id', 'group_name', 'created_at'])
    .where('user_id', '=', userId)
    .where('kol_id', '=', kolId)
    .executeTakeFirst();
}

export async function countFavourites(db: Db, userId: number): Promise<number> {
  return countRows(db.selectFrom('kol_favourites').where('user_id', '=', userId));
}

export async function insertFavourite(db: Db, userId: number, kolId: number, group: string, now: Date): Promise<void> {
  await db
    .insertInto('kol_favourites')
    .values({ user_id: userId, kol_id: kolId, group_name: group, created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'kol_id']).doNothing())
    .execute();
}

export function deleteFavourite(db: Db, userId: number, kolId: number): Promise<number> {
  return affectedRows(db.deleteFrom('kol_favourites').where('user_id', '=', userId).where('kol_id', '=', kolId));
}

/**
 * Moves favourites of the user to the group `to`: one blogger's, or every one of a group (a rename,
 * or a fold into another name). Answers how many moved.
 */
export function moveFavourites(
  db: Db,
  userId: number,
  which: { kolId: number } | { group: string },
  to: string,
): Promise<number> {
  return affectedRows(
    db
      .updateTable('kol_favourites')
      .set({ group_name: to })
      .where('user_id', '=', userId)
      .where((eb) => ('kolId' in which ? eb('kol_id', '=', which.kolId) : eb('group_name', '=', which.group))),
  );
}

/** The user's groups with their sizes (groups exist while they hold favourites). */
export async function groupCounts(db: Db, userId: number): Promise<FavouriteGroup[]> {
  const rows = await db
    .selectFrom('kol_favourites')
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

/** One page of favourites, newest first (ties by kol_id for a stable order). */
export async function pageFavourites(
  db: Db,
  userId: number,
  options: { group?: string | undefined; page: number; perPage: number },
): Promise<{ rows: FavouriteRow[]; total: number }> {
  let base = db.selectFrom('kol_favourites').where('user_id', '=', userId);
  if (options.group !== undefined) base = base.where('group_name', '=', options.group);
  return sliceWithTotal(
    base.select(['kol_id', 'group_name', 'created_at']).orderBy('created_at', 'desc').orderBy('kol_id', 'desc'),
    base,
    pageSlice(options.page, options.perPage),
  );
}

/** Which of the given bloggers the user has favourited, in kol_id order. */
export function favouritedAmong(db: Db, userId: number, kolIds: readonly number[]): Promise<Set<number>> {
  return valuesAmong(kolIds, (among) =>
    db
      .selectFrom('kol_favourites')
      .select('kol_id as v')
      .where('user_id', '=', userId)
      .where('kol_id', 'in', among)
      .orderBy('kol_id'),
  );
}
