import { addDays, chinaDate, chinaDayEnd, chinaDayStart } from '@boguan/contracts/china-time';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { chinaDayOf } from '../hot-search/hot-search-summary.sql.js';

type Db = Kysely<Database>;

/*
 * brand_days (docs/brand-data.md, "The daily summary"): the figures of brand_mentions ⨝ weibo_posts
 * per brand and China day. The writes here are the only ones; each rewrites whole days in one
 * transaction, so a reader sees a day either before or after, never half.
 */

/** Serialises the writers (the periodic job, the rebuild after a backfill): two never interleave a day. */
const LOCK = 'brand_days';

/**
 * Days before today that are recomputed at every run: posts are re-collected (counts change) for
 * 48 hours after they are posted, so a post of three days ago may still move its day's interactions.
 */
export const BRAND_DAYS_RECENT = 3;

/** Rewrites the days `from`..`to` (China dates, both included); returns the rows written. */
export async function refreshBrandDays(db: Db, from: string, to: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${LOCK}))`.execute(trx);
    await trx.deleteFrom('brand_days').where('day', '>=', from).where('day', '<=', to).execute();
    const written = await sql`
      insert into brand_days (brand_id, day, mentions, interactions, positive, neutral, negative, sponsored)
      select m.brand_id, ${chinaDayOf('m.posted_at')}, count(*)::int,
        coalesce(sum(p.reposts + p.comments + p.likes), 0)::bigint,
        (count(*) filter (where m.sentiment = 1))::int,
        (count(*) filter (where m.sentiment = 0))::int,
        (count(*) filter (where m.sentiment = -1))::int,
        (count(*) filter (where m.sponsored))::int
      from brand_mentions m join weibo_posts p on p.mid = m.mid
      where m.posted_at >= ${chinaDayStart(from)} and m.posted_at < ${chinaDayEnd(to)}
      group by 1, 2`.execute(trx);
    return Number(written.numAffectedRows ?? 0);
  });
}

/** Rewrites every day that has a mention (and drops the rows of days that no longer have one). */
export async function rebuildBrandDays(db: Db): Promise<number> {
  const span = await sql<{ first: Date | null; last: Date | null }>`
    select min(posted_at) as first, max(posted_at) as last from brand_mentions`.execute(db);
  const stored = await sql<{ first: string | null; last: string | null }>`
    select min(day) as first, max(day) as last from brand_days`.execute(db);
  const bounds = [span.rows[0]?.first, span.rows[0]?.last].filter((d): d is Date => d !== null && d !== undefined);
  const days = bounds.map((d) => chinaDate(new Date(d)));
  for (const day of [stored.rows[0]?.first, stored.rows[0]?.last]) if (day) days.push(day);
  if (days.length === 0) return 0;
  days.sort();
  return refreshBrandDays(db, days[0]!, days[days.length - 1]!);
}

/**
 * Whether the table still counts every mention: the mentions it sums against the rows of
 * brand_mentions (an index-only count). A backfill, an import of past posts, a rewrite after a
 * change of the brand set or posts deleted make them differ.
 */
export async function brandDaysInStep(db: Db): Promise<boolean> {
  const result = await sql<{ stored: number; summed: number }>`
    select (select count(*) from brand_mentions)::bigint as stored,
      (select coalesce(sum(mentions), 0) from brand_days)::bigint as summed`.execute(db);
  const row = result.rows[0];
  return row !== undefined && Number(row.stored) === Number(row.summed);
}

/**
 * One run of the job: the last BRAND_DAYS_RECENT days and today always; everything when the table
 * no longer sums to brand_mentions. The labels of older posts change only when the sentiment model
 * is rescored, which the daily full rebuild (`full`) catches.
 */
export async function keepBrandDays(db: Db, now: Date, full = false): Promise<{ rebuilt: boolean; rows: number }> {
  if (full || !(await brandDaysInStep(db))) return { rebuilt: true, rows: await rebuildBrandDays(db) };
  const today = chinaDate(now);
  return { rebuilt: false, rows: await refreshBrandDays(db, addDays(today, -BRAND_DAYS_RECENT), today) };
}
