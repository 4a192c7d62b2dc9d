import type { BrandOrder, BrandSort } from '@boguan/contracts/brand-search';
import type { BrandSearchOptions } from '@boguan/contracts/brand-search.api';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { matches } from '../search/search.repository.js';

type Db = Kysely<Database>;

/** What decides which brands are found: words of the keyword, the keyword itself, a category. */
export interface BrandMatch {
  /** The keyword cut like stored text (matched on brands.search_text through its GIN index). */
  tokens: string[];
  /** The keyword as typed, lower-cased: also found inside a name (a part of an English name, 小 in 小米). */
  keyword: string | undefined;
  category: string | undefined;
}

export interface BrandPeriods {
  from: string;
  to: string;
  prevFrom: string;
  prevTo: string;
}

export interface BrandSearchRow {
  id: string;
  logo: string;
  cn_name: string;
  en_name: string;
  categories: string[];
  aliases: string[];
  origin: 'simulator' | 'weibo' | 'import';
  mentions: number;
  prev_mentions: number;
  interactions: number;
  positive: number;
  neutral: number;
  negative: number;
}

function where(match: BrandMatch): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = [sql`true`];
  if (match.keyword !== undefined) {
    const names = sql`lower(b.cn_name || ' ' || b.en_name || ' ' || array_to_string(b.aliases, ' '))`;
    const inName = sql`strpos(${names}, ${match.keyword}) > 0`;
    parts.push(match.tokens.length > 0 ? sql`(${matches(match.tokens)} or ${inName})` : inName);
  }
  if (match.category !== undefined) parts.push(sql`b.categories @> ${[match.category]}::text[]`);
  return sql.join(parts, sql` and `);
}

/** Brands matching the keyword and category. */
export async function countBrands(db: Db, match: BrandMatch): Promise<number> {
  const result = await sql<{ n: number }>`select count(*)::int as n from brands b where ${where(match)}`.execute(db);
  return Number(result.rows[0]?.n ?? 0);
}

/** The sort expressions over the joined sums; growth and net sentiment are null without a base. */
const SORT_EXPRESSIONS: Record<BrandSort, RawBuilder<unknown>> = {
  mentions: sql`coalesce(c.mentions, 0)`,
  interactions: sql`coalesce(c.interactions, 0)`,
  growth: sql`case when coalesce(c.prev_mentions, 0) = 0 then null
    else (coalesce(c.mentions, 0) - c.prev_mentions)::float8 / c.prev_mentions end`,
  net_sentiment: sql`case when coalesce(c.positive, 0) + coalesce(c.negative, 0) = 0 then null
    else (c.positive - c.negative)::float8 / (c.positive + c.negative) end`,
};

/**
 * One page of matching brands with their figures over the period and the mentions of the period
 * before it, in the asked order (nulls last either way, ties by id so pages never overlap).
 */
export async function searchBrandRows(
  db: Db,
  match: BrandMatch,
  periods: BrandPeriods,
  slice: { sort: BrandSort; order: BrandOrder; offset: number; limit: number },
): Promise<BrandSearchRow[]> {
  if (slice.limit <= 0) return [];
  const direction = slice.order === 'asc' ? sql`asc` : sql`desc`;
  const result = await sql<BrandSearchRow>`
    with c as (
      select brand_id,
        sum(mentions) filter (where day >= ${periods.from})::bigint as mentions,
        sum(interactions) filter (where day >= ${periods.from})::bigint as interactions,
        sum(positive) filter (where day >= ${periods.from})::bigint as positive,
        sum(neutral) filter (where day >= ${periods.from})::bigint as neutral,
        sum(negative) filter (where day >= ${periods.from})::bigint as negative,
        sum(mentions) filter (where day <= ${periods.prevTo})::bigint as prev_mentions
      from brand_days where day >= ${periods.prevFrom} and day <= ${periods.to}
      group by brand_id
    )
    select b.id, b.logo, b.cn_name, b.en_name, b.categories, b.aliases, b.origin,
      coalesce(c.mentions, 0) as mentions, coalesce(c.prev_mentions, 0) as prev_mentions,
      coalesce(c.interactions, 0) as interactions, coalesce(c.positive, 0) as positive,
      coalesce(c.neutral, 0) as neutral, coalesce(c.negative, 0) as negative
    from brands b
    left join c on c.brand_id = b.id
    where ${where(match)}
    order by ${SORT_EXPRESSIONS[slice.sort]} ${direction} nulls last, b.id asc
    offset ${slice.offset} limit ${slice.limit}`.execute(db);
  return result.rows.map((r) => ({
    ...r,
    mentions: Number(r.mentions),
    prev_mentions: Number(r.prev_mentions),
    interactions: Number(r.interactions),
    positive: Number(r.positive),
    neutral: Number(r.neutral),
    negative: Number(r.negative),
  }));
}

/** The categories the stored brands have, with how many brands each, most common first. */
export async function brandCategories(db: Db): Promise<BrandSearchOptions> {
  const result = await sql<{ name: string; count: number }>`
    select c as name, count(*)::int as count from brands, unnest(categories) as c
    where c <> '' group by c order by count desc, c`.execute(db);
  return { categories: result.rows.map((r) => ({ name: r.name, count: Number(r.count) })) };
}

/**
 * The brand of the sample report /brandGive: the demo world's most mentioned brand over the days
 * (then the lowest id). Only demo brands are shown to visitors, never collected data.
 */
export async function mostMentionedDemoBrand(db: Db, from: string, to: string): Promise<string | null> {
  const result = await sql<{ id: string }>`
    select b.id from brands b
    left join brand_days d on d.brand_id = b.id and d.day >= ${from} and d.day <= ${to}
    where b.origin = 'simulator'
    group by b.id
    order by coalesce(sum(d.mentions), 0) desc, b.id
    limit 1`.execute(db);
  return result.rows[0]?.id ?? null;
}
