import { type RawBuilder, sql } from 'kysely';

// SQL pieces shared by the Weibo data writers.

/** Rows per INSERT: well under PostgreSQL's 65535 bind parameters for the widest table. */
export const BATCH = 500;

/**
 * `(t.a, t.b) IS DISTINCT FROM (excluded.a, excluded.b)`: an upsert only touches a row whose
 * content changed, so importing the same data twice changes nothing (not even collected_at).
 */
export function changed(table: string, columns: readonly string[]): RawBuilder<boolean> {
  const mine = columns.map((c) => `${table}.${c}`).join(', ');
  const theirs = columns.map((c) => `excluded.${c}`).join(', ');
  return sql<boolean>`(${sql.raw(mine)}) is distinct from (${sql.raw(theirs)})`;
}

/** `excluded.column` unless the incoming post is a deletion notice, then the stored value. */
export function keepIfDeleted(column: string): RawBuilder<never> {
  return sql<never>`case when excluded.deleted then ${sql.ref(`weibo_posts.${column}`)} else ${sql.ref(`excluded.${column}`)} end`;
}

export function* chunks<T>(items: readonly T[], size = BATCH): Generator<T[]> {
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size);
}

/** Keeps the last occurrence of each key: one INSERT .. ON CONFLICT may not touch a row twice. */
export function dedupe<T>(items: readonly T[], key: (item: T) => string): T[] {
  const byKey = new Map<string, T>();
  for (const item of items) byKey.set(key(item), item);
  return byKey.size === items.length ? [...items] : [...byKey.values()];
}
