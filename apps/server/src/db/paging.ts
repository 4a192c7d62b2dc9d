import type { SelectQueryBuilder } from 'kysely';

// Counting and paging for the repositories: pieces that fit any query, so they stay typed by the query.

/** Which rows of an ordered list to read. */
export interface Slice {
  limit: number;
  offset: number;
}

/** The slice of a 1-based page of `perPage` rows. */
export function pageSlice(page: number, perPage: number): Slice {
  return { limit: perPage, offset: (page - 1) * perPage };
}

/** How many rows a query without a selection of its own matches: `select count(*)` over it. */
export async function countRows<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): Promise<number> {
  const row = await query
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .$castTo<{ n: number }>()
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * One slice of a list and the size of the whole list, read in parallel: `rows` is the ordered,
 * selecting query, `filtered` the same filters without a selection (to count).
 */
export async function sliceWithTotal<DB, TB extends keyof DB, O, CDB, CTB extends keyof CDB, CO>(
  rows: SelectQueryBuilder<DB, TB, O>,
  filtered: SelectQueryBuilder<CDB, CTB, CO>,
  slice: Slice,
) {
  const [sliced, total] = await Promise.all([
    rows.limit(slice.limit).offset(slice.offset).execute(),
    countRows(filtered),
  ]);
  return { rows: sliced, total };
}
