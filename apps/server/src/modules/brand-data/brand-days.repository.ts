import { addDays } from '@boguan/contracts/china-time';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

/*
 * The reads of brand_days (docs/brand-data.md, "The daily summary"): per-brand figures over China
 * days without touching brand_mentions or weibo_posts. Dates are China dates, both ends included.
 */

/** The additive figures of a brand over some days (no distinct users: those do not add up by day). */
export interface BrandDayFigures {
  mentions: number;
  interactions: number;
  positive: number;
  neutral: number;
  negative: number;
  sponsored: number;
}

export interface BrandDayRow extends BrandDayFigures {
  day: string;
}

export const NO_DAY_FIGURES: BrandDayFigures = {
  mentions: 0,
  interactions: 0,
  positive: 0,
  neutral: 0,
  negative: 0,
  sponsored: 0,
};

const SUMS = sql`coalesce(sum(mentions), 0)::bigint as mentions,
  coalesce(sum(interactions), 0)::bigint as interactions,
  coalesce(sum(positive), 0)::bigint as positive,
  coalesce(sum(neutral), 0)::bigint as neutral,
  coalesce(sum(negative), 0)::bigint as negative,
  coalesce(sum(sponsored), 0)::bigint as sponsored`;

function toFigures(row: Record<keyof BrandDayFigures, unknown>): BrandDayFigures {
  return {
    mentions: Number(row.mentions),
    interactions: Number(row.interactions),
    positive: Number(row.positive),
    neutral: Number(row.neutral),
    negative: Number(row.negative),
    sponsored: Number(row.sponsored),
  };
}

/** The brand's figures per day from `from` to `to`, every day listed (zeros on days without mentions). */
export async function brandDaySeries(db: Db, brandId: string, from: string, to: string): Promise<BrandDayRow[]> {
  const rows = await db
    .selectFrom('brand_days')
    .selectAll()
    .where('brand_id', '=', brandId)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .execute();
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const days: BrandDayRow[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const row = byDay.get(day);
    days.push({ day, ...(row ? toFigures(row) : NO_DAY_FIGURES) });
  }
  return days;
}

/** One brand's totals over the days. */
export async function brandDayTotals(db: Db, brandId: string, from: string, to: string): Promise<BrandDayFigures> {
  const rows = await sql<BrandDayFigures>`
    select ${SUMS} from brand_days where brand_id = ${brandId} and day >= ${from} and day <= ${to}`.execute(db);
  return rows.rows[0] ? toFigures(rows.rows[0]) : NO_DAY_FIGURES;
}

/**
 * The mentions of every brand of `category` over the days (brands without a mention listed with 0),
 * most mentioned first, then by id: a category's share of voice.
 */
export async function categoryMentions(
  db: Db,
  category: string,
  from: string,
  to: string,
): Promise<Array<{ brandId: string; name: string; mentions: number }>> {
  const rows = await sql<{ brandId: string; name: string; mentions: number }>`
    select b.id as "brandId", b.cn_name as name, coalesce(sum(d.mentions), 0)::bigint as mentions
    from brands b
    left join brand_days d on d.brand_id = b.id and d.day >= ${from} and d.day <= ${to}
    where b.categories @> ${[category]}::text[]
    group by b.id, b.cn_name
    order by mentions desc, b.id`.execute(db);
  return rows.rows.map((r) => ({ ...r, mentions: Number(r.mentions) }));
}
