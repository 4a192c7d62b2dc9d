import type { EventKind } from '@boguan/contracts/statistics';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';

export async function insertEvent(
  db: Kysely<Database>,
  row: {
    kind: EventKind;
    userId: number | null;
    key: string;
    route: string | null;
    payload: Record<string, string>;
    ip: string | null;
    now: Date;
  },
): Promise<void> {
  await db
    .insertInto('events')
    .values({
      kind: row.kind,
      user_id: row.userId,
      key: row.key,
      route: row.route,
      payload: JSON.stringify(row.payload),
      ip: row.ip,
      created_at: row.now,
    })
    .execute();
}

interface SummaryFilter {
  kind: EventKind;
  /** One user's events, or everyone's when absent. */
  userId?: number;
  start: Date;
  end: Date;
}

function filtered(db: Kysely<Database>, filter: SummaryFilter) {
  let query = db
    .selectFrom('events')
    .where('kind', '=', filter.kind)
    .where('created_at', '>=', filter.start)
    .where('created_at', '<', filter.end);
  if (filter.userId !== undefined) query = query.where('user_id', '=', filter.userId);
  return query;
}

/** Counts per China day ('YYYY-MM-DD'); UTC+8 is added by hand so no time-zone data is needed. */
export async function countPerDay(db: Kysely<Database>, filter: SummaryFilter) {
  const day = sql<string>`to_char((created_at at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`;
  const rows = await filtered(db, filter)
    .select([day.as('date'), (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy(day)
    .execute();
  return rows.map((row) => ({ date: row.date, count: Number(row.count) }));
}

export async function countPerKey(db: Kysely<Database>, filter: SummaryFilter, limit: number) {
  const rows = await filtered(db, filter)
    .select(['key', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy('key')
    .orderBy('count', 'desc')
    .orderBy('key')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ key: row.key, count: Number(row.count) }));
}

/** Tools (catalogue paths) by how often their pages and functions were used since `since`. */
export async function topRoutes(
  db: Kysely<Database>,
  input: { userId?: number; since: Date; limit: number },
): Promise<Array<{ route: string; count: number }>> {
  let query = db
    .selectFrom('events')
    .select(['route', (eb) => eb.fn.countAll<number>().as('count')])
    .where('kind', 'in', ['flow', 'fun'])
    .where('route', 'is not', null)
    .where('created_at', '>=', input.since);
  if (input.userId !== undefined) query = query.where('user_id', '=', input.userId);
  const rows = await query.groupBy('route').orderBy('count', 'desc').orderBy('route').limit(input.limit).execute();
  return rows.map((row) => ({ route: row.route as string, count: Number(row.count) }));
}
