import type { SelectQueryBuilder } from 'kysely';

/**
 * Which of `values` the rows of a query hold ("which of these bloggers did the user favourite"):
 * `query` filters on `column in values` and selects that column as `v`. An empty list answers at
 * once, without a query (`in ()` is not SQL).
 */
export async function valuesAmong<V, DB, TB extends keyof DB>(
  values: readonly V[],
  query: (values: V[]) => SelectQueryBuilder<DB, TB, { v: V }>,
): Promise<Set<V>> {
  if (values.length === 0) return new Set();
  const rows = await query([...values]).execute();
  return new Set(rows.map((row) => row.v));
}
