import type { NameCount } from '@boguan/contracts/kol.api';
import {
  LIFE_BLOGGER_CATEGORIES,
  LIFE_INFLUENCE_COLUMNS,
  type LifePeriod,
  MUNICIPALITIES,
} from '@boguan/contracts/life';
import { type Kysely, sql } from 'kysely';
import { countRows } from '../../db/paging.js';
import type { Database } from '../../db/schema.js';
import { chinaDayOf } from '../hot-search/hot-search-summary.sql.js';

/*
 * The reads of 本地生活 (docs/local-life.md). Each is one query over merchants, merchant_mentions
 * (joined to weibo_posts for interactions as last collected) or blogger_stats, alike on PostgreSQL
 * and PGlite. A city's merchants are a few dozen, so its figures are aggregated per request.
 */

/** Which merchants: a city's, of one category or all. */
export interface MerchantScope {
  city: string;
  category?: string | undefined;
}

/** A merchant's figures over a period and the period before. */
export interface MerchantFigures {
  merchant_id: string;
  name: string;
  category: string;
  district: string;
  mentions: number;
  interactions: number;
  authors: number;
  prev_mentions: number;
  prev_interactions: number;
}

export interface DistrictFigures {
  district: string;
  merchants: number;
  mentioned_merchants: number;
  mentions: number;
  interactions: number;
}

export interface CityRow {
  city: string;
  merchants: number;
  districts: string[];
  mentions_30d: number;
  bloggers: number;
}

const scoped = (scope: MerchantScope) =>
  scope.category ? sql`m.city = ${scope.city} and m.category = ${scope.category}` : sql`m.city = ${scope.city}`;

/** The local-life city of a blogger_stats row: a municipality's accounts give their district as city. */
const lifeCity = sql`(case when s.province = any(${[...MUNICIPALITIES]}::text[]) then s.province else s.city end)`;

/** Whether any merchant is filed under the city. */
export async function cityExists(db: Kysely<Database>, city: string): Promise<boolean> {
  const row = await db.selectFrom('merchants').select('id').where('city', '=', city).limit(1).executeTakeFirst();
  return row !== undefined;
}

/** Every city with merchants: its merchants, their districts (most merchants first), its recent mentions and local bloggers. */
export async function lifeCities(db: Kysely<Database>, since: Date): Promise<CityRow[]> {
  const [districts, mentions, bloggers] = await Promise.all([
    sql<{ city: string; district: string; n: number }>`
      select city, district, count(*)::int as n from merchants group by city, district`.execute(db),
    sql<{ city: string; n: number }>`
      select m.city, count(*)::int as n
      from merchant_mentions mm join merchants m on m.id = mm.merchant_id
      where mm.posted_at >= ${since}
      group by m.city`.execute(db),
    sql<{ city: string; n: number }>`
      select ${lifeCity} as city, count(*)::int as n
      from blogger_stats s
      where s.categories && ${[...LIFE_BLOGGER_CATEGORIES]}::text[]
      group by 1`.execute(db),
  ]);
  const byCity = new Map<string, { merchants: number; districts: { name: string; n: number }[] }>();
  for (const row of districts.rows) {
    const city = byCity.get(row.city) ?? { merchants: 0, districts: [] };
    city.merchants += Number(row.n);
    city.districts.push({ name: row.district, n: Number(row.n) });
    byCity.set(row.city, city);
  }
  const mentionsOf = new Map(mentions.rows.map((r) => [r.city, Number(r.n)]));
  const bloggersOf = new Map(bloggers.rows.map((r) => [r.city, Number(r.n)]));
  return [...byCity].map(([city, value]) => ({
    city,
    merchants: value.merchants,
    districts: value.districts.sort((a, b) => b.n - a.n || a.name.localeCompare(b.name, 'zh-CN')).map((d) => d.name),
    mentions_30d: mentionsOf.get(city) ?? 0,
    bloggers: bloggersOf.get(city) ?? 0,
  }));
}

/** Every merchant category with its merchants (all cities), most first. */
export async function merchantCategories(db: Kysely<Database>): Promise<NameCount[]> {
  const rows = await db
    .selectFrom('merchants')
    .select(['category as name', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy('category')
    .execute();
  return rows
    .map((r) => ({ name: r.name, count: Number(r.count) }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'zh-CN'));
}

/**
 * Every merchant of the scope named in [before, end): its mentions, interactions and distinct
 * authors over [start, end), and its mentions and interactions over [before, start).
 */
export async function merchantFigures(
  db: Kysely<Database>,
  scope: MerchantScope,
  period: { before: Date; start: Date; end: Date },
): Promise<MerchantFigures[]> {
  const now = sql`mm.posted_at >= ${period.start}`;
  const result = await sql<MerchantFigures>`
    select m.id as merchant_id, m.name, m.category, m.district,
      count(*) filter (where ${now})::int as mentions,
      coalesce(sum(p.reposts + p.comments + p.likes) filter (where ${now}), 0)::int8 as interactions,
      count(distinct mm.uid) filter (where ${now})::int as authors,
      count(*) filter (where not ${now})::int as prev_mentions,
      coalesce(sum(p.reposts + p.comments + p.likes) filter (where not ${now}), 0)::int8 as prev_interactions
    from merchants m
      join merchant_mentions mm on mm.merchant_id = m.id and mm.posted_at >= ${period.before} and mm.posted_at < ${period.end}
      join weibo_posts p on p.mid = mm.mid
    where ${scoped(scope)}
    group by m.id, m.name, m.category, m.district`.execute(db);
  return result.rows.map((r) => ({
    ...r,
    mentions: Number(r.mentions),
    interactions: Number(r.interactions),
    authors: Number(r.authors),
    prev_mentions: Number(r.prev_mentions),
    prev_interactions: Number(r.prev_interactions),
  }));
}

/** Every district of the scope's merchants with the mentions of its merchants over [start, end). */
export async function districtFigures(
  db: Kysely<Database>,
  scope: MerchantScope,
  period: { start: Date; end: Date },
): Promise<DistrictFigures[]> {
  const result = await sql<DistrictFigures>`
    select m.district, count(distinct m.id)::int as merchants,
      count(distinct mm.merchant_id)::int as mentioned_merchants,
      count(mm.mid)::int as mentions,
      coalesce(sum(p.reposts + p.comments + p.likes), 0)::int8 as interactions
    from merchants m
      left join merchant_mentions mm on mm.merchant_id = m.id and mm.posted_at >= ${period.start} and mm.posted_at < ${period.end}
      left join weibo_posts p on p.mid = mm.mid
    where ${scoped(scope)}
    group by m.district`.execute(db);
  return result.rows.map((r) => ({
    district: r.district,
    merchants: Number(r.merchants),
    mentioned_merchants: Number(r.mentioned_merchants),
    mentions: Number(r.mentions),
    interactions: Number(r.interactions),
  }));
}

/** Mentions of each of the scope's merchants per China day over [start, end). */
export async function dailyMentions(
  db: Kysely<Database>,
  scope: MerchantScope,
  period: { start: Date; end: Date },
): Promise<{ merchant_id: string; name: string; category: string; district: string; day: string; n: number }[]> {
  const result = await sql<{
    merchant_id: string;
    name: string;
    category: string;
    district: string;
    day: string;
    n: number;
  }>`
    select m.id as merchant_id, m.name, m.category, m.district, ${chinaDayOf('mm.posted_at')} as day,
      count(*)::int as n
    from merchants m
      join merchant_mentions mm on mm.merchant_id = m.id and mm.posted_at >= ${period.start} and mm.posted_at < ${period.end}
    where ${scoped(scope)}
    group by 1, 2, 3, 4, 5`.execute(db);
  return result.rows.map((r) => ({ ...r, n: Number(r.n) }));
}

/** The China days since `from` on which the city's merchants were named. */
export async function daysWithMentions(db: Kysely<Database>, city: string, from: Date): Promise<string[]> {
  const result = await sql<{ day: string }>`
    select distinct ${chinaDayOf('mm.posted_at')} as day
    from merchants m join merchant_mentions mm on mm.merchant_id = m.id and mm.posted_at >= ${from}
    where m.city = ${city}
    order by day desc`.execute(db);
  return result.rows.map((r) => r.day);
}

/** The newest instant in [from, before) at which the city's merchants were named, or null. */
export async function newestMention(
  db: Kysely<Database>,
  city: string,
  from: Date,
  before: Date,
): Promise<Date | null> {
  const result = await sql<{ at: Date | string | null }>`
    select max(mm.posted_at) as at
    from merchants m join merchant_mentions mm on mm.merchant_id = m.id
      and mm.posted_at >= ${from} and mm.posted_at < ${before}
    where m.city = ${city}`.execute(db);
  const at = result.rows[0]?.at;
  return at ? new Date(at) : null;
}

/** Which local bloggers: a city's, of one local-life category or any of them. */
export interface BloggerScope {
  city: string;
  category?: string | undefined;
}

function localBloggers(db: Kysely<Database>, scope: BloggerScope) {
  const categories = scope.category ? [scope.category] : [...LIFE_BLOGGER_CATEGORIES];
  return db
    .selectFrom('blogger_stats as s')
    .where(sql<boolean>`${lifeCity} = ${scope.city}`)
    .where(sql<boolean>`s.categories && ${categories}::text[]`);
}

/** Local bloggers in rank order (the period's influence index, then kol_id): kol_id and score. */
export async function localBloggerSlice(
  db: Kysely<Database>,
  scope: BloggerScope,
  type: LifePeriod,
  window: { offset: number; limit: number },
): Promise<{ kol_id: number; score: number }[]> {
  if (window.limit <= 0) return [];
  const column = LIFE_INFLUENCE_COLUMNS[type];
  const rows = await localBloggers(db, scope)
    .select(['s.kol_id', `s.${column} as score`])
    .orderBy(`s.${column}`, 'desc')
    .orderBy('s.kol_id', 'asc')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
  return rows.map((r) => ({ kol_id: Number(r.kol_id), score: Number(r.score) }));
}

export async function localBloggerCount(db: Kysely<Database>, scope: BloggerScope): Promise<number> {
  return countRows(localBloggers(db, scope));
}

/** Posts of each of `uids` since `since` naming the city's merchants. */
export async function merchantPostsOf(
  db: Kysely<Database>,
  city: string,
  uids: readonly string[],
  since: Date,
): Promise<Map<string, number>> {
  if (uids.length === 0) return new Map();
  const result = await sql<{ uid: string; n: number }>`
    select mm.uid, count(distinct mm.mid)::int as n
    from merchant_mentions mm join merchants m on m.id = mm.merchant_id
    where mm.uid = any(${[...uids]}::varchar[]) and mm.posted_at >= ${since} and m.city = ${city}
    group by mm.uid`.execute(db);
  return new Map(result.rows.map((r) => [r.uid, Number(r.n)]));
}

/** When the bloggers' figures were last computed (null before the first refresh). */
export async function bloggerStatsComputedAt(db: Kysely<Database>): Promise<Date | null> {
  const row = await db
    .selectFrom('blogger_stats')
    .select((eb) => eb.fn.max('computed_at').as('at'))
    .executeTakeFirst();
  return row?.at ? new Date(row.at) : null;
}
