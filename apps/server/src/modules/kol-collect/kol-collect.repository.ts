import type { FavouriteGroup } from '@boguan/contracts/kol-collect.api';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

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
  const row = await db
    .selectFrom('kol_favourites')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Locks the user's row for the rest of the transaction, so parallel adds of one user run one after
 * the other and the count they check cannot change under them.
 */
export async function lockUser(trx: Transaction<Database>, userId: number): Promise<void> {
  await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirst();
}

export async function insertFavourite(db: Db, userId: number, kolId: number, group: string, now: Date): Promise<void> {
  await db
    .insertInto('kol_favourites')
    .values({ user_id: userId, kol_id: kolId, group_name: group, created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'kol_id']).doNothing())
    .execute();
}

export async function deleteFavourite(db: Db, userId: number, kolId: number): Promise<number> {
  const result = await db
    .deleteFrom('kol_favourites')
    .where('user_id', '=', userId)
    .where('kol_id', '=', kolId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function setFavouriteGroup(db: Db, userId: number, kolId: number, group: string): Promise<number> {
  const result = await db
    .updateTable('kol_favourites')
    .set({ group_name: group })
    .where('user_id', '=', userId)
    .where('kol_id', '=', kolId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Renames a group (or folds it into another name): every favourite of `from` moves to `to`. */
export async function renameGroup(db: Db, userId: number, from: string, to: string): Promise<number> {
  const result = await db
    .updateTable('kol_favourites')
    .set({ group_name: to })
    .where('user_id', '=', userId)
    .where('group_name', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
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
  const [rows, count] = await Promise.all([
    base
      .select(['kol_id', 'group_name', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('kol_id', 'desc')
      .limit(options.perPage)
      .offset((options.page - 1) * options.perPage)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Which of the given bloggers the user has favourited. */
export async function favouritedAmong(db: Db, userId: number, kolIds: readonly number[]): Promise<number[]> {
  if (kolIds.length === 0) return [];
  const rows = await db
    .selectFrom('kol_favourites')
    .select('kol_id')
    .where('user_id', '=', userId)
    .where('kol_id', 'in', [...kolIds])
    .orderBy('kol_id')
    .execute();
  return rows.map((row) => row.kol_id);
}
