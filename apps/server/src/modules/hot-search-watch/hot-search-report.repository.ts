import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { MatchedSnapshot } from './hot-search-report.figures.js';
import type { HotReportResult } from './hot-search-watch.tables.js';

type Db = Kysely<Database> | Transaction<Database>;

/** The first stored capture: the start of the kept history. */
export async function firstCapture(db: Db): Promise<Date | null> {
  const row = await db
    .selectFrom('hot_search_snapshots')
    .select((eb) => eb.fn.min('captured_at').as('first'))
    .executeTakeFirst();
  return row?.first ? new Date(row.first) : null;
}

/** Every capture time in [from, to), ascending. */
export async function captureTimes(db: Db, from: Date, to: Date): Promise<Date[]> {
  const rows = await sql<{ captured_at: Date }>`
    select distinct captured_at from hot_search_snapshots
    where captured_at >= ${from} and captured_at < ${to} order by captured_at`.execute(db);
  return rows.rows.map((r) => new Date(r.captured_at));
}

/** Organic snapshot rows in [from, to) whose word contains a keyword (ignoring letter case). */
export async function matchedSnapshots(
  db: Db,
  keywords: readonly string[],
  from: Date,
  to: Date,
): Promise<(MatchedSnapshot & { origin: string })[]> {
  const matches = sql.join(
    keywords.map((k) => sql`position(${k.toLowerCase()} in lower(word)) > 0`),
    sql` or `,
  );
  const rows = await sql<MatchedSnapshot & { origin: string }>`
    select captured_at, word, rank, heat, category, origin from hot_search_snapshots
    where captured_at >= ${from} and captured_at < ${to} and not is_ad and (${matches})
    order by captured_at, word`.execute(db);
  return rows.rows;
}

/** Whether the range holds demo (simulator) captures. */
export async function rangeIsDemo(db: Db, from: Date, to: Date): Promise<boolean> {
  const row = await db
    .selectFrom('hot_search_snapshots')
    .select('origin')
    .where('captured_at', '>=', from)
    .where('captured_at', '<', to)
    .where('origin', '=', 'simulator')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export interface NewReport {
  user_id: number;
  keywords: string[];
  keywords_key: string;
  start_date: string;
  end_date: string;
  entries: number;
  minutes_on_list: number;
  best_rank: number | null;
  is_demo: boolean;
  result: HotReportResult;
  created_at: Date;
}

/** Inserts a report, or answers the id of the member's report of the same keywords and range. */
export async function insertReport(db: Db, report: NewReport): Promise<number> {
  const inserted = await db
    .insertInto('hot_search_reports')
    .values({ ...report, result: JSON.stringify(report.result) })
    .onConflict((oc) => oc.columns(['user_id', 'keywords_key', 'start_date', 'end_date']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return Number(inserted.id);
  const existing = await findReportByKey(db, report.user_id, report.keywords_key, report.start_date, report.end_date);
  if (existing === null) throw new Error('hot-search report neither inserted nor found');
  return existing;
}

export async function findReportByKey(
  db: Db,
  userId: number,
  key: string,
  start: string,
  end: string,
): Promise<number | null> {
  const row = await db
    .selectFrom('hot_search_reports')
    .select('id')
    .where('user_id', '=', userId)
    .where('keywords_key', '=', key)
    .where('start_date', '=', start)
    .where('end_date', '=', end)
    .executeTakeFirst();
  return row ? Number(row.id) : null;
}

const LIST_COLUMNS = [
  'id',
  'keywords',
  'start_date',
  'end_date',
  'entries',
  'minutes_on_list',
  'best_rank',
  'is_demo',
  'created_at',
] as const;

export async function listReports(db: Db, userId: number, limit: number, offset: number) {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('hot_search_reports')
      .select(LIST_COLUMNS)
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    db
      .selectFrom('hot_search_reports')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** The member's report with this id, or undefined (another member's reads as unknown). */
export function ownReport(db: Db, userId: number, id: number) {
  return db
    .selectFrom('hot_search_reports')
    .select([...LIST_COLUMNS, 'result'])
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function deleteReport(db: Db, userId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('hot_search_reports')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
