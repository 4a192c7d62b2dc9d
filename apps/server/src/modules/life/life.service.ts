import { addDays, chinaDate, chinaDayStart, DAY_MS, formatChinaTime } from '@boguan/contracts/china-time';
import {
  LIFE_BLOGGER_CATEGORIES,
  LIFE_PERIODS_KEPT,
  LIFE_RANKING_DEPTH,
  LIFE_TREND_DAYS,
  LIFE_TREND_MERCHANTS,
  LifeMessage,
  type LifePeriod,
  lastFinishedLifePeriod,
  lifePeriodEnd,
  lifePeriodLabel,
  lifePeriodStart,
  lifeRankLimitMessage,
  type MerchantRankBy,
  shiftLifePeriod,
} from '@boguan/contracts/life';
import type {
  BloggerRankingExportInput,
  BloggerRankingInput,
  BloggerRankingPage,
  DistrictMapPage,
  LifeCitiesPage,
  LifePeriodItem,
  LifePeriodsPage,
  LifeTrendPage,
  LifeViewInput,
  MerchantRankingInput,
  MerchantRankingPage,
  MerchantRankRow,
} from '@boguan/contracts/life.api';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import { kolCardsByIds } from '../bloggers/kol-cards.repository.js';
import type { Member } from '../membership/membership.service.js';
import { type RankedMerchant, rankMerchants } from './life.rank.js';
import {
  bloggerStatsComputedAt,
  cityExists,
  dailyMentions,
  daysWithMentions,
  districtFigures,
  lifeCities,
  localBloggerCount,
  localBloggerSlice,
  type MerchantScope,
  merchantCategories,
  merchantFigures,
  merchantPostsOf,
  newestMention,
} from './life.repository.js';

/*
 * 本地生活 (/life, docs/local-life.md): a city's merchants ranked by mentions or interactions over a
 * finished period, their districts, the daily trend, and the city's local bloggers by influence.
 * Figures are aggregated from merchant_mentions per request (a city's merchants are a few dozen).
 */

const FEATURE = 'local_life' as const;
const RECENT_MS = 30 * DAY_MS;

/** The ranks a member may see: local_life's maxRows of their level (1001 when the level lacks it). */
export function lifeRowLimit(ctx: AppContext, user: Member): number {
  const rule = ctx.membership.authorize(user, FEATURE);
  return Math.min(rule.maxRows ?? LIFE_RANKING_DEPTH, LIFE_RANKING_DEPTH);
}

/** The city asked for must have merchants (code 0 otherwise). */
export async function requireCity(ctx: AppContext, city: string): Promise<void> {
  if (!(await cityExists(ctx.db, city))) throw AppError.bad(LifeMessage.unknownCity);
}

/** The oldest period start still offered. */
function oldestKept(type: LifePeriod, now: Date): Date {
  return shiftLifePeriod(type, lastFinishedLifePeriod(type, now), -(LIFE_PERIODS_KEPT[type] - 1));
}

/**
 * The period asked for: the one holding `date` (finished and kept); without a date, the newest kept
 * finished period in which the city's merchants were named (the latest finished one when none was).
 */
export async function resolveLifePeriod(
  ctx: AppContext,
  input: { city: string; type: LifePeriod; date?: string | undefined },
): Promise<Date> {
  const now = ctx.clock.now();
  const { type, date } = input;
  const latest = lastFinishedLifePeriod(type, now);
  if (date === undefined) {
    const newest = await newestMention(ctx.db, input.city, oldestKept(type, now), lifePeriodEnd(type, latest));
    return newest ? lifePeriodStart(type, newest) : latest;
  }
  const start = lifePeriodStart(type, chinaDayStart(date));
  if (lifePeriodEnd(type, start).getTime() > now.getTime()) throw AppError.bad(LifeMessage.notFinished);
  if (start.getTime() < oldestKept(type, now).getTime()) throw AppError.bad(LifeMessage.tooOld);
  return start;
}

export function lifePeriodItem(type: LifePeriod, start: Date): LifePeriodItem {
  return {
    type,
    date: chinaDate(start),
    start: formatChinaTime(start),
    end: formatChinaTime(lifePeriodEnd(type, start)),
    label: lifePeriodLabel(type, start),
  };
}

/**
 * One use of local_life for a view: a city, period and merchant category (its ranking, districts
 * and trend together), or a city's bloggers of a category and period. Asking again the same China
 * day, paging or changing the order counts nothing (membership consumeOnce). 1002 when used up.
 */
async function countView<T>(ctx: AppContext, user: Member, fingerprint: string, work: () => Promise<T>): Promise<T> {
  const { counted } = await ctx.membership.consumeOnce(user, FEATURE, fingerprint);
  try {
    return await work();
  } catch (error) {
    if (counted) await ctx.membership.releaseOnce(user, FEATURE, fingerprint);
    throw error;
  }
}

const viewPrint = (input: LifeViewInput, start: Date) =>
  `merchants|${input.city}|${input.type}|${chinaDate(start)}|${input.category ?? ''}`;

/** The cities with merchants, most mentioned in the last 30 days first, and the filters' choices. */
export async function listCities(ctx: AppContext, user: Member): Promise<LifeCitiesPage> {
  ctx.membership.authorize(user, FEATURE);
  const since = new Date(ctx.clock.now().getTime() - RECENT_MS);
  const [cities, categories] = await Promise.all([lifeCities(ctx.db, since), merchantCategories(ctx.db)]);
  return {
    cities: cities.sort(
      (a, b) => b.mentions_30d - a.mentions_30d || b.merchants - a.merchants || a.city.localeCompare(b.city, 'zh-CN'),
    ),
    merchant_categories: categories,
    blogger_categories: [...LIFE_BLOGGER_CATEGORIES],
  };
}

/** The kept finished periods on which the city's merchants were named, newest first. */
export async function listPeriods(
  ctx: AppContext,
  user: Member,
  input: { city: string; type: LifePeriod },
): Promise<LifePeriodsPage> {
  ctx.membership.authorize(user, FEATURE);
  await requireCity(ctx, input.city);
  const now = ctx.clock.now();
  const oldest = oldestKept(input.type, now);
  const latest = lastFinishedLifePeriod(input.type, now).getTime();
  const starts = new Set<number>();
  for (const day of await daysWithMentions(ctx.db, input.city, oldest)) {
    const start = lifePeriodStart(input.type, chinaDayStart(day)).getTime();
    if (start <= latest) starts.add(start);
  }
  return {
    periods: [...starts].sort((a, b) => b - a).map((start) => lifePeriodItem(input.type, new Date(start))),
  };
}

/** A ranking of a period as the page and the export show it (no use counted here). */
export async function readMerchantRanking(
  ctx: AppContext,
  input: { city: string; category?: string | undefined; type: LifePeriod; by: MerchantRankBy },
  start: Date,
): Promise<{ rows: RankedMerchant[]; hasPrevious: boolean }> {
  const scope: MerchantScope = { city: input.city, category: input.category };
  const before = shiftLifePeriod(input.type, start, -1);
  const figures = await merchantFigures(ctx.db, scope, { before, start, end: lifePeriodEnd(input.type, start) });
  return rankMerchants(figures, input.by);
}

export function merchantRowOut(row: RankedMerchant): MerchantRankRow {
  return {
    rank: row.rank,
    rank_change: row.rank_change,
    merchant_id: row.merchant_id,
    name: row.name,
    category: row.category,
    district: row.district,
    mentions: row.mentions,
    prev_mentions: row.prev_mentions,
    interactions: row.interactions,
    authors: row.authors,
  };
}

/** POST /api/life/merchantRanking: one page of a city's merchants over a finished period. */
export async function merchantRanking(
  ctx: AppContext,
  user: Member,
  input: MerchantRankingInput,
): Promise<MerchantRankingPage> {
  const maxRows = lifeRowLimit(ctx, user);
  const offset = (input.page - 1) * input.per_page;
  if (offset >= maxRows) throw AppError.noPermission(lifeRankLimitMessage(maxRows));
  await requireCity(ctx, input.city);
  const start = await resolveLifePeriod(ctx, input);
  const ranking = await countView(ctx, user, viewPrint(input, start), () => readMerchantRanking(ctx, input, start));
  const visible = Math.min(ranking.rows.length, maxRows);
  return {
    data: ranking.rows.slice(offset, Math.min(offset + input.per_page, visible)).map(merchantRowOut),
    page: input.page,
    per_page: input.per_page,
    total: visible,
    total_all: ranking.rows.length,
    max_rows: maxRows,
    city: input.city,
    by: input.by,
    period: lifePeriodItem(input.type, start),
    has_previous: ranking.hasPrevious,
  };
}

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

/** POST /api/life/districtMap: the city's districts by the mentions of their merchants. */
export async function districtMap(ctx: AppContext, user: Member, input: LifeViewInput): Promise<DistrictMapPage> {
  ctx.membership.authorize(user, FEATURE);
  await requireCity(ctx, input.city);
  const start = await resolveLifePeriod(ctx, input);
  const districts = await countView(ctx, user, viewPrint(input, start), () =>
    districtFigures(ctx.db, input, { start, end: lifePeriodEnd(input.type, start) }),
  );
  const totalMentions = districts.reduce((sum, d) => sum + d.mentions, 0);
  const totalInteractions = districts.reduce((sum, d) => sum + d.interactions, 0);
  return {
    city: input.city,
    period: lifePeriodItem(input.type, start),
    total_mentions: totalMentions,
    total_interactions: totalInteractions,
    districts: districts
      .map((d) => ({ ...d, share: totalMentions > 0 ? round4(d.mentions / totalMentions) : 0 }))
      .sort(
        (a, b) => b.mentions - a.mentions || b.merchants - a.merchants || a.district.localeCompare(b.district, 'zh-CN'),
      ),
  };
}

/** POST /api/life/trend: mentions a day over the 30 days up to the period's end, the city and its top merchants. */
export async function lifeTrend(ctx: AppContext, user: Member, input: LifeViewInput): Promise<LifeTrendPage> {
  ctx.membership.authorize(user, FEATURE);
  await requireCity(ctx, input.city);
  const start = await resolveLifePeriod(ctx, input);
  const end = lifePeriodEnd(input.type, start);
  const lastDay = chinaDate(new Date(end.getTime() - DAY_MS));
  const days = Array.from({ length: LIFE_TREND_DAYS }, (_, i) => addDays(lastDay, i - LIFE_TREND_DAYS + 1));
  const from = chinaDayStart(days[0] as string);
  const rows = await countView(ctx, user, viewPrint(input, start), () =>
    dailyMentions(ctx.db, input, { start: from, end }),
  );
  const index = new Map(days.map((day, i) => [day, i]));
  const total = days.map(() => 0);
  const merchants = new Map<
    string,
    { merchant_id: string; name: string; category: string; district: string; series: number[] }
  >();
  for (const row of rows) {
    const i = index.get(row.day);
    if (i === undefined) continue;
    total[i] = (total[i] ?? 0) + row.n;
    const merchant = merchants.get(row.merchant_id) ?? {
      merchant_id: row.merchant_id,
      name: row.name,
      category: row.category,
      district: row.district,
      series: days.map(() => 0),
    };
    merchant.series[i] = (merchant.series[i] ?? 0) + row.n;
    merchants.set(row.merchant_id, merchant);
  }
  const sum = (series: number[]) => series.reduce((a, b) => a + b, 0);
  const top = [...merchants.values()]
    .sort((a, b) => sum(b.series) - sum(a.series) || (a.merchant_id < b.merchant_id ? -1 : 1))
    .slice(0, LIFE_TREND_MERCHANTS);
  return { city: input.city, days, total, merchants: top };
}

/** Local bloggers of a city ranked by the period's influence index, as the page and the export show them. */
export async function readBloggerRanking(
  ctx: AppContext,
  input: BloggerRankingExportInput,
  window: { offset: number; limit: number },
) {
  const scope = { city: input.city, category: input.category };
  const [slice, totalAll, computedAt] = await Promise.all([
    localBloggerSlice(ctx.db, scope, input.type, window),
    localBloggerCount(ctx.db, scope),
    bloggerStatsComputedAt(ctx.db),
  ]);
  const cards = await kolCardsByIds(
    ctx.db,
    slice.map((s) => s.kol_id),
  );
  const since = new Date(ctx.clock.now().getTime() - RECENT_MS);
  const posts = await merchantPostsOf(
    ctx.db,
    input.city,
    cards.map((c) => c.uid),
    since,
  );
  const score = new Map(slice.map((s) => [s.kol_id, s.score]));
  const rows = cards.map((card, i) => ({
    ...card,
    rank: window.offset + i + 1,
    score: score.get(card.kol_id) ?? 0,
    merchant_posts_30d: posts.get(card.uid) ?? 0,
  }));
  return { rows, totalAll, computedAt: computedAt ? formatChinaTime(computedAt) : null };
}

/** POST /api/life/bloggerRanking: one page of a city's local bloggers. */
export async function bloggerRanking(
  ctx: AppContext,
  user: Member,
  input: BloggerRankingInput,
): Promise<BloggerRankingPage> {
  const maxRows = lifeRowLimit(ctx, user);
  const offset = (input.page - 1) * input.per_page;
  if (offset >= maxRows) throw AppError.noPermission(lifeRankLimitMessage(maxRows));
  await requireCity(ctx, input.city);
  const print = `bloggers|${input.city}|${input.type}|${input.category ?? ''}`;
  const limit = Math.min(input.per_page, maxRows - offset);
  const ranking = await countView(ctx, user, print, () => readBloggerRanking(ctx, input, { offset, limit }));
  return {
    data: ranking.rows,
    page: input.page,
    per_page: input.per_page,
    total: Math.min(ranking.totalAll, maxRows),
    total_all: ranking.totalAll,
    max_rows: maxRows,
    city: input.city,
    computed_at: ranking.computedAt,
  };
}
