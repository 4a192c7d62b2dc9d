import {
  BRAND_PERIODS,
  BRAND_PERIODS_KEPT,
  type BrandPeriod,
  brandPeriodEnd,
  brandPeriodStart,
  lastFinishedBrandPeriod,
  shiftBrandPeriod,
} from '@boguan/contracts/brand-ranking';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { BRAND_MENTIONS_VERSION_KEY } from '../brand-data/brand-mentions.sql.js';
import { readSetting } from '../collection/settings.repository.js';
import { chunks } from '../weibo-data/upsert.sql.js';
import { type BrandPeriodFigures, rankPeriod } from './brand-ranking.rank.js';

/**
 * Posts are collected some time after they are written (timelines every 30 minutes, interactions
 * growing over the first hours): a board computed earlier than this after its period's end is
 * computed again.
 */
export const SETTLE_MS = 2 * 3_600_000;

/**
 * Each mentioned brand's mentions and interactions over [start, end), with its mentions over the
 * period before: one pass of brand_mentions (posted_at index) joined to weibo_posts.
 */
export async function periodFigures(
  db: Kysely<Database>,
  type: BrandPeriod,
  start: Date,
): Promise<BrandPeriodFigures[]> {
  const before = shiftBrandPeriod(type, start, -1);
  const end = brandPeriodEnd(type, start);
  const result = await sql<BrandPeriodFigures>`
    select m.brand_id,
      (count(*) filter (where m.posted_at >= ${start}))::int as mentions,
      (count(*) filter (where m.posted_at < ${start}))::int as prev_mentions,
      coalesce(sum(p.reposts + p.comments + p.likes) filter (where m.posted_at >= ${start}), 0)::bigint as interactions
    from brand_mentions m join weibo_posts p on p.mid = m.mid
    where m.posted_at >= ${before} and m.posted_at < ${end}
    group by m.brand_id`.execute(db);
  return result.rows.map((row) => ({
    brand_id: row.brand_id,
    mentions: Number(row.mentions),
    prev_mentions: Number(row.prev_mentions),
    interactions: Number(row.interactions),
  }));
}

/** brand_mentions rows posted in [from, to): the count a stored board is checked against. */
async function mentionCount(db: Kysely<Database>, from: Date, to: Date): Promise<number> {
  const row = await db
    .selectFrom('brand_mentions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('posted_at', '>=', from)
    .where('posted_at', '<', to)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function categoriesOf(db: Kysely<Database>, ids: readonly string[]): Promise<Map<string, string[]>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('brands')
    .select(['id', 'categories'])
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((row) => [row.id, row.categories]));
}

/**
 * What the boards are derived from besides the mentions' rows: the brand set the mentions were
 * matched with (a rewrite changes them all) and the brands' categories (a brand moved to another
 * category changes the category boards). A change computes every kept board again.
 */
export async function boardSource(db: Kysely<Database>): Promise<string> {
  const version = (await readSetting<string>(db, BRAND_MENTIONS_VERSION_KEY)) ?? 'none';
  const row = await sql<{ digest: string | null }>`
    select md5(string_agg(id || chr(31) || array_to_string(categories, chr(30)), chr(29) order by id collate "C")) as digest
    from brands`.execute(db);
  return `${String(version).slice(0, 24)}:${row.rows[0]?.digest ?? 'none'}`;
}

interface PeriodCounts {
  mentions: number;
  prev_mentions: number;
}

/** Computes the three boards of one period and replaces what was stored for it, in one transaction. */
export async function refreshPeriod(
  db: Kysely<Database>,
  type: BrandPeriod,
  start: Date,
  now: Date,
  source: string,
  counts: PeriodCounts,
): Promise<number> {
  const figures = await periodFigures(db, type, start);
  const mentioned = figures.filter((f) => f.mentions > 0);
  const rows = rankPeriod(
    type,
    mentioned,
    await categoriesOf(
      db,
      mentioned.map((f) => f.brand_id),
    ),
  );
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('brand_rank_rows').where('type', '=', type).where('start', '=', start).execute();
    for (const batch of chunks(rows, 1000)) {
      await trx
        .insertInto('brand_rank_rows')
        .values(batch.map((row) => ({ type, start, ...row })))
        .execute();
    }
    const values = { computed_at: now, brands: mentioned.length, source, ...counts };
    await trx
      .insertInto('brand_rank_periods')
      .values({ type, start, ...values })
      .onConflict((oc) => oc.columns(['type', 'start']).doUpdateSet(values))
      .execute();
  });
  return mentioned.length;
}

/** The first period of a type kept at `now` (older boards are removed and not offered). */
export function oldestKept(type: BrandPeriod, now: Date): Date {
  return shiftBrandPeriod(type, lastFinishedBrandPeriod(type, now), -(BRAND_PERIODS_KEPT[type] - 1));
}

async function firstMentionAt(db: Kysely<Database>): Promise<Date | null> {
  const row = await db
    .selectFrom('brand_mentions')
    .select((eb) => eb.fn.min('posted_at').as('at'))
    .executeTakeFirst();
  return row?.at ? new Date(row.at) : null;
}

type StoredPeriod = { computed_at: Date; mentions: number; prev_mentions: number; source: string };

async function storedPeriods(db: Kysely<Database>, type: BrandPeriod, from: Date): Promise<Map<number, StoredPeriod>> {
  const rows = await db
    .selectFrom('brand_rank_periods')
    .select(['start', 'computed_at', 'mentions', 'prev_mentions', 'source'])
    .where('type', '=', type)
    .where('start', '>=', from)
    .execute();
  return new Map(
    rows.map((row) => [
      new Date(row.start).getTime(),
      {
        computed_at: new Date(row.computed_at),
        mentions: Number(row.mentions),
        prev_mentions: Number(row.prev_mentions),
        source: row.source,
      },
    ]),
  );
}

/**
 * What the `analyze.brand_ranks` job runs: every finished period kept at `now` (from the first
 * mention on) is computed when it never was, was computed before it settled, was derived from
 * another brand set or categories, or when its mentions (or those of the period before, which its
 * growth reads) are no longer the count it was computed from (posts collected late, deleted, or
 * back-collected). Older boards are removed. Running it again changes nothing.
 */
export async function refreshBrandBoards(db: Kysely<Database>, now: Date): Promise<Record<BrandPeriod, number>> {
  const first = await firstMentionAt(db);
  const source = await boardSource(db);
  const computed: Record<BrandPeriod, number> = { day: 0, week: 0, month: 0 };
  for (const type of BRAND_PERIODS) {
    const oldest = oldestKept(type, now);
    await db.deleteFrom('brand_rank_rows').where('type', '=', type).where('start', '<', oldest).execute();
    await db.deleteFrom('brand_rank_periods').where('type', '=', type).where('start', '<', oldest).execute();
    if (!first) continue;
    const from = new Date(Math.max(oldest.getTime(), brandPeriodStart(type, first).getTime()));
    const stored = await storedPeriods(db, type, from);
    let before = await mentionCount(db, shiftBrandPeriod(type, from, -1), from);
    for (let start = from; start <= lastFinishedBrandPeriod(type, now); start = shiftBrandPeriod(type, start, 1)) {
      const end = brandPeriodEnd(type, start);
      const counts = { mentions: await mentionCount(db, start, end), prev_mentions: before };
      before = counts.mentions;
      const was = stored.get(start.getTime());
      const current =
        was !== undefined &&
        was.computed_at.getTime() >= end.getTime() + SETTLE_MS &&
        was.source === source &&
        was.mentions === counts.mentions &&
        was.prev_mentions === counts.prev_mentions;
      if (current) continue;
      await refreshPeriod(db, type, start, now, source, counts);
      computed[type] += 1;
    }
  }
  return computed;
}
