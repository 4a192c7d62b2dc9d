import {
  type Insertable,
  type Kysely,
  type OnConflictTables,
  type OnConflictUpdateDatabase,
  type RawBuilder,
  sql,
  type UpdateObject,
} from 'kysely';
import type { Database } from '../../db/schema.js';
import { type ColumnName, columnName, type StoredField } from './model-columns.js';

// SQL pieces shared by the Weibo data writers.

/** Rows per INSERT unless a writer says otherwise: well under PostgreSQL's 65535 bind parameters for the widest table. */
export const BATCH = 500;

type Table = keyof Database;
type Column<T extends Table> = keyof Database[T] & string;

/**
 * `(t.a, t.b) IS DISTINCT FROM (excluded.a, excluded.b)`: an upsert only touches a row whose
 * content changed, so importing the same data twice changes nothing (not even collected_at).
 */
export function changed(table: string, columns: readonly string[]): RawBuilder<boolean> {
  const mine = columns.map((c) => `${table}.${c}`).join(', ');
  const theirs = columns.map((c) => `excluded.${c}`).join(', ');
  return sql<boolean>`(${sql.raw(mine)}) is distinct from (${sql.raw(theirs)})`;
}

/** `excluded.column`: the value the INSERT brought. */
export function excluded(column: string): RawBuilder<unknown> {
  return sql`${sql.ref(`excluded.${column}`)}`;
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

/** What becomes of a stored row when an item with the same key comes again. */
export interface Refresh<T extends Table> {
  /** The row is rewritten only when one of these differs from what is stored. */
  when: readonly Column<T>[];
  /** Written along with them: derived or bookkeeping columns that alone never make a row changed. */
  alsoSet?: readonly Column<T>[];
  /** The new value of a column: `excluded.column` unless this says otherwise. */
  value?: (column: Column<T>) => RawBuilder<unknown>;
}

/** The columns of a row that `fields` leave to fill. */
type OtherColumns<T extends Table, F extends string> = Omit<Insertable<Database[T]>, ColumnName<F>>;

/** The row's other columns: values derived from the item, where it came from, when (required while any is). */
type MoreColumns<T extends Table, I, F extends string> = (item: I) => OtherColumns<T, F>;

/** How one kind of Weibo item is stored: its table, the columns it is known by, and its row. */
export type RowWriter<T extends Table, I, F extends StoredField<I, Column<T>>> = {
  table: T;
  /**
   * The unique columns a stored row is known by (the ON CONFLICT target), each a stored field: items
   * repeated within one call are told by them too, and the last one wins.
   */
  conflict: readonly (ColumnName<F> & Column<T>)[];
  /** The item's fields stored as they are, each in the column of its snake_case name. */
  fields: readonly F[];
  /** Without it a stored row is kept as it is: the rows are immutable (snapshots, reposts). */
  refresh?: Refresh<T>;
  /** Rows per INSERT; JSON_BATCH unless given (a VALUES list of that many rows stays under the bind limit). */
  batch?: number;
} & (Record<string, never> extends OtherColumns<T, F>
  ? { more?: MoreColumns<T, I, F> }
  : { more: MoreColumns<T, I, F> });

/** Rows per statement of the JSON path: no bind parameter limit applies, so this only bounds one statement's size. */
export const JSON_BATCH = 1000;

/**
 * Writes items idempotently, one INSERT .. ON CONFLICT per batch: new rows are inserted, stored ones
 * skipped or (with `refresh`) rewritten when they changed. Answers the rows inserted or rewritten.
 * The batches of one call share one transaction (unless the caller's), so a large write commits once.
 */
export async function writeRows<T extends Table, I, F extends StoredField<I, Column<T>>>(
  db: Kysely<Database>,
  items: readonly I[],
  writer: RowWriter<T, I, F>,
): Promise<number> {
  const { refresh } = writer;
  const value = refresh?.value ?? excluded;
  // Built from column names, so Kysely cannot see that it fits the table: the Refresh type checks the names.
  const set = Object.fromEntries(
    [...(refresh?.when ?? []), ...(refresh?.alsoSet ?? [])].map((column) => [column, value(column)]),
  ) as UpdateObject<OnConflictUpdateDatabase<Database, T>, OnConflictTables<T>, OnConflictTables<T>>;
  // The writer's types check that fields and `more` fill the row together. Column names are worked
  // out once: naming them per row cost more than the rest of building 50k rows.
  const named = writer.fields.map((field) => [field, columnName(field)] as const);
  const row = (item: I) => {
    const cells: Record<string, unknown> = {};
    for (const [field, column] of named) cells[column] = item[field];
    if (writer.more) Object.assign(cells, writer.more(item));
    return cells as Insertable<Database[T]>;
  };
  // Each conflict column is the column of one of the fields (its type says so).
  const keyFields = writer.conflict.map((column) => writer.fields.find((field) => columnName(field) === column) as F);
  const key = (item: I) => keyFields.map((field) => keyText(item[field])).join('|');
  const unique = dedupe(items, key);
  if (unique.length === 0) return 0;

  const write = async (trx: Kysely<Database>) => {
    let written = 0;
    for (const batch of chunks(unique, writer.batch ?? JSON_BATCH)) {
      const rows = batch.map(row);
      const columns = jsonColumns(rows);
      const insert = columns
        ? // One JSON parameter per batch: far less to bind and parse than a VALUES list of every cell.
          trx
            .insertInto(writer.table)
            .columns(columns as never)
            .expression(
              trx
                .selectFrom(
                  sql`json_populate_recordset(null::${sql.table(writer.table)}, ${JSON.stringify(rows)}::json)`.as(
                    'incoming',
                  ),
                )
                .select(columns as never) as never,
            )
        : trx.insertInto(writer.table).values(rows);
      const result = await insert
        .onConflict((oc) =>
          refresh
            ? oc.columns(writer.conflict).doUpdateSet(set).where(changed(writer.table, refresh.when))
            : oc.columns(writer.conflict).doNothing(),
        )
        .executeTakeFirst();
      written += Number(result.numInsertedOrUpdatedRows ?? 0);
    }
    return written;
  };
  return unique.length <= (writer.batch ?? JSON_BATCH) || db.isTransaction
    ? write(db)
    : db.transaction().execute(write);
}

/**
 * The columns of rows that JSON carries exactly as the driver would bind them, or null (then the
 * batch is written as a VALUES list): every row has the same columns, none undefined (a VALUES list
 * writes DEFAULT there, JSON would write null), and only strings, booleans, finite numbers, valid
 * dates (timestamptz columns) and flat arrays of strings or numbers (text[] columns).
 */
function jsonColumns(rows: readonly object[]): string[] | null {
  const columns = Object.keys(rows[0]!);
  for (const r of rows) {
    const cells = r as Record<string, unknown>;
    if (Object.keys(cells).length !== columns.length) return null;
    for (const column of columns) if (!jsonExact(cells[column])) return null;
  }
  return columns;
}

function jsonExact(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (value instanceof Date) return !Number.isNaN(value.getTime());
  if (Array.isArray(value))
    return value.every((v) => typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v)));
  return false;
}

function keyText(value: unknown): string {
  return value instanceof Date ? value.toISOString() : String(value);
}
