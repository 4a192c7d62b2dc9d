import {
  ENTERTAINMENT_CATEGORIES,
  HEATED_MIN_BASE,
  lastFinishedPeriod,
  periodEnd,
  periodStart,
  shiftPeriod,
  TOPIC_BOARDS,
  TOPIC_PERIODS,
  TOPIC_PERIODS_KEPT,
  type TopicBoard,
  type TopicPeriod,
} from '@boguan/contracts/topic-ranking';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { chunks } from '../weibo-data/upsert.sql.js';
import type { TopicRankRowsTable } from './topic-ranking.tables.js';

/**
 * The topics collector stamps a snapshot with the hour it was taken in and runs once an hour, so
 * the snapshot standing for a period's end is stored within an hour of it: a board computed
 * earlier than this after its end is computed again.
 */
export const SETTLE_MS = 70 * 60_000;

/** A topic's counts at the two ends of a period (docs/metrics.md, "Topic boards"). */
export interface TopicIncrease {
  name: string;
  category: string;
  host_uid: string | null;
  read_base: number;
  discuss_base: number;
  read_end: number;
  discuss_end: number;
}

/**
 * Every topic with a snapshot inside (start, end]: its counts at its last snapshot ≤ end and at
 * its last snapshot ≤ start, or, for a topic first seen inside the period, at its first one there.
 */
export async function periodIncreases(db: Kysely<Database>, start: Date, end: Date): Promise<TopicIncrease[]> {
  const result = await sql<TopicIncrease>`
    with inside as (
      select name, min(at) as first_at, max(at) as last_at
      from topic_snapshots where at > ${start} and at <= ${end}
      group by name
    )
    select i.name, coalesce(t.category, '') as category, t.host_uid,
      coalesce(b.read_count, f.read_count) as read_base, coalesce(b.discuss_count, f.discuss_count) as discuss_base,
      e.read_count as read_end, e.discuss_count as discuss_end
    from inside i
    join topic_snapshots e on e.name = i.name and e.at = i.last_at
    join topic_snapshots f on f.name = i.name and f.at = i.first_at
    left join lateral (
      select s.read_count, s.discuss_count from topic_snapshots s
      where s.name = i.name and s.at <= ${start} order by s.at desc limit 1
    ) b on true
    left join weibo_topics t on t.name = i.name`.execute(db);
  return result.rows.map((row) => ({
    ...row,
    read_base: Number(row.read_base),
    discuss_base: Number(row.discuss_base),
    read_end: Number(row.read_end),
    discuss_end: Number(row.discuss_end),
  }));
}

type RankedRow = Omit<TopicRankRowsTable, 'board' | 'type' | 'start'>;

const byName = (a: { name: string }, b: { name: string }) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
const ENTERTAINMENT: ReadonlySet<string> = new Set(ENTERTAINMENT_CATEGORIES);

function toRow(topic: TopicIncrease, rate: number | null): Omit<RankedRow, 'rank'> {
  return {
    name: topic.name,
    category: topic.category,
    host_uid: topic.host_uid,
    read_inc: topic.read_end - topic.read_base,
    discuss_inc: topic.discuss_end - topic.discuss_base,
    read_total: topic.read_end,
    discuss_total: topic.discuss_end,
    discuss_rate: rate,
  };
}

/**
 * One board's ranks from the period's increases: 话题榜 and 娱乐话题榜 by read increase, 飙升话题榜
 * by discussion growth rate over a base of at least HEATED_MIN_BASE; ties by the other increase,
 * then by name, so a board is the same however often it is computed.
 */
export function rankBoard(board: TopicBoard, topics: readonly TopicIncrease[]): RankedRow[] {
  let rows: Omit<RankedRow, 'rank'>[];
  if (board === 'heated') {
    rows = topics
      .filter((t) => t.discuss_base >= HEATED_MIN_BASE && t.discuss_end > t.discuss_base)
      .map((t) => toRow(t, ((t.discuss_end - t.discuss_base) / t.discuss_base) * 100))
      .sort((a, b) => (b.discuss_rate ?? 0) - (a.discuss_rate ?? 0) || b.discuss_inc - a.discuss_inc || byName(a, b));
  } else {
    rows = topics
      .filter((t) => t.read_end > t.read_base && (board === 'top' || ENTERTAINMENT.has(t.category)))
      .map((t) => toRow(t, null))
      .sort((a, b) => b.read_inc - a.read_inc || b.discuss_inc - a.discuss_inc || byName(a, b));
  }
  return rows.map((row, i) => ({ ...row, rank: i + 1 }));
}

/** Computes the three boards of one period and replaces what was stored for it, in one transaction. */
export async function refreshPeriod(db: Kysely<Database>, type: TopicPeriod, start: Date, now: Date): Promise<number> {
  const topics = await periodIncreases(db, start, periodEnd(type, start));
  const boards = TOPIC_BOARDS.map((board) => ({ board, rows: rankBoard(board, topics) }));
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('topic_rank_rows')
      .where('board', 'in', TOPIC_BOARDS)
      .where('type', '=', type)
      .where('start', '=', start)
      .execute();
    for (const { board, rows } of boards) {
      for (const batch of chunks(rows, 1000)) {
        await trx
          .insertInto('topic_rank_rows')
          .values(batch.map((row) => ({ board, type, start, ...row })))
          .execute();
      }
    }
    const values = { computed_at: now, topics: topics.length };
    await trx
      .insertInto('topic_rank_periods')
      .values({ type, start, ...values })
      .onConflict((oc) => oc.columns(['type', 'start']).doUpdateSet(values))
      .execute();
  });
  return topics.length;
}

/** The earliest snapshot stored, or null before any. */
async function firstSnapshotAt(db: Kysely<Database>): Promise<Date | null> {
  const row = await db
    .selectFrom('topic_snapshots')
    .select((eb) => eb.fn.min('at').as('at'))
    .executeTakeFirst();
  return row?.at ? new Date(row.at) : null;
}

/** When each kept period of a type was computed (absent: never). */
async function computedAt(db: Kysely<Database>, type: TopicPeriod, from: Date): Promise<Map<number, Date>> {
  const rows = await db
    .selectFrom('topic_rank_periods')
    .select(['start', 'computed_at'])
    .where('type', '=', type)
    .where('start', '>=', from)
    .execute();
  return new Map(rows.map((row) => [new Date(row.start).getTime(), new Date(row.computed_at)]));
}

/** The first period of a type kept at `now` (older boards are removed and not offered). */
export function oldestKept(type: TopicPeriod, now: Date): Date {
  return shiftPeriod(type, lastFinishedPeriod(type, now), -(TOPIC_PERIODS_KEPT[type] - 1));
}

/**
 * What the `analyze.topic_ranks` job runs: every finished period kept at `now` (from the first
 * snapshot on) that was never computed, or computed before its last snapshot could be stored, is
 * computed; boards older than the kept range are removed. Running it again changes nothing.
 */
export async function refreshTopicBoards(db: Kysely<Database>, now: Date): Promise<Record<string, number>> {
  const first = await firstSnapshotAt(db);
  const computed: Record<string, number> = {};
  for (const type of TOPIC_PERIODS) {
    const oldest = oldestKept(type, now);
    // Naming every board lets the primary key (board, type, start, rank) find the old rows.
    await db
      .deleteFrom('topic_rank_rows')
      .where('board', 'in', TOPIC_BOARDS)
      .where('type', '=', type)
      .where('start', '<', oldest)
      .execute();
    await db.deleteFrom('topic_rank_periods').where('type', '=', type).where('start', '<', oldest).execute();
    computed[type] = 0;
    if (!first) continue;
    const from = new Date(Math.max(oldest.getTime(), periodStart(type, first).getTime()));
    const done = await computedAt(db, type, from);
    for (let start = from; start <= lastFinishedPeriod(type, now); start = shiftPeriod(type, start, 1)) {
      const at = done.get(start.getTime());
      if (at && at.getTime() >= periodEnd(type, start).getTime() + SETTLE_MS) continue;
      await refreshPeriod(db, type, start, now);
      computed[type] += 1;
    }
  }
  return computed;
}
