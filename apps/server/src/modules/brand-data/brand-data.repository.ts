import { addDays, chinaDayEnd, chinaDayStart } from '@boguan/contracts/china-time';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { chinaDayOf } from '../hot-search/hot-search-summary.sql.js';

type Db = Kysely<Database>;

/*
 * The reads the brand tools build on (docs/brand-data.md), each one query over brand_mentions through
 * one of its indexes (a brand over a range: brand_id, posted_at; every brand over a period:
 * posted_at), joined to weibo_posts for the interactions as collected last. Dates are China dates
 * (YYYY-MM-DD), both ends included.
 */

/** A brand's figures over a set of its mentioning posts. */
export interface BrandFigures {
  /** Posts naming the brand (a post naming it twice counts once). */
  mentions: number;
  /** Reposts + comments + likes of those posts. */
  interactions: number;
  positive: number;
  neutral: number;
  negative: number;
  sponsored: number;
  /** Distinct authors of those posts. */
  users: number;
}

export interface BrandDay extends BrandFigures {
  day: string;
}

export interface BrandTotals extends BrandFigures {
  brandId: string;
}

const NO_FIGURES: BrandFigures = {
  mentions: 0,
  interactions: 0,
  positive: 0,
  neutral: 0,
  negative: 0,
  sponsored: 0,
  users: 0,
};

/** The aggregates of BrandFigures over mention rows `m` joined to their posts `p`. */
const FIGURES = sql`count(*)::int as mentions,
  coalesce(sum(p.reposts + p.comments + p.likes), 0)::bigint as interactions,
  (count(*) filter (where m.sentiment = 1))::int as positive,
  (count(*) filter (where m.sentiment = 0))::int as neutral,
  (count(*) filter (where m.sentiment = -1))::int as negative,
  (count(*) filter (where m.sponsored))::int as sponsored,
  count(distinct m.uid)::int as users`;

/** The brand's figures per China day from `from` to `to`, every day listed (0 on days without mentions). */
export async function dailySeries(db: Db, brandId: string, from: string, to: string): Promise<BrandDay[]> {
  const rows = await sql<BrandDay>`
    select ${chinaDayOf('m.posted_at')} as day, ${FIGURES}
    from brand_mentions m join weibo_posts p on p.mid = m.mid
    where m.brand_id = ${brandId} and m.posted_at >= ${chinaDayStart(from)} and m.posted_at < ${chinaDayEnd(to)}
    group by 1`.execute(db);
  const byDay = new Map(rows.rows.map((r) => [r.day, r]));
  const days: BrandDay[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(byDay.get(day) ?? { day, ...NO_FIGURES });
  return days;
}

/**
 * Each brand's figures over the China days `from` to `to`: every brand mentioned in the period, or
 * the brands `brandIds` (each listed, with 0 when not mentioned). Most mentioned first, then by id.
 */
export async function periodTotals(
  db: Db,
  from: string,
  to: string,
  brandIds?: readonly string[],
): Promise<BrandTotals[]> {
  if (brandIds?.length === 0) return [];
  const only = brandIds ? sql`and m.brand_id = any(${brandIds}::varchar[])` : sql``;
  const rows = await sql<BrandTotals>`
    select m.brand_id as "brandId", ${FIGURES}
    from brand_mentions m join weibo_posts p on p.mid = m.mid
    where m.posted_at >= ${chinaDayStart(from)} and m.posted_at < ${chinaDayEnd(to)} ${only}
    group by m.brand_id`.execute(db);
  const totals = rows.rows;
  if (brandIds) {
    const found = new Set(totals.map((t) => t.brandId));
    for (const brandId of new Set(brandIds)) if (!found.has(brandId)) totals.push({ brandId, ...NO_FIGURES });
  }
  return totals.sort((a, b) => b.mentions - a.mentions || (a.brandId < b.brandId ? -1 : a.brandId > b.brandId ? 1 : 0));
}
