import {
  BRAND_BOARD_DEPTH,
  type BrandBoard,
  type BrandPeriod,
  BrandRankingMessage,
  brandBoardLimitMessage,
  brandPeriodEnd,
  brandPeriodLabel,
  brandPeriodStart,
  lastFinishedBrandPeriod,
  shiftBrandPeriod,
} from '@boguan/contracts/brand-ranking';
import type {
  BrandBoardInput,
  BrandBoardPage,
  BrandPeriodItem,
  BrandPeriodsPage,
  BrandRankRow,
} from '@boguan/contracts/brand-ranking.api';
import { chinaDate, chinaDayStart, formatChinaTime } from '@boguan/contracts/china-time';
import { featureRule, MemberLevel } from '@boguan/contracts/membership';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import type { Member } from '../membership/membership.service.js';
import { BRAND_RANKS_JOB } from './brand-ranking.jobs.js';
import { oldestKept } from './brand-ranking.refresh.js';
import {
  type BoardKey,
  type BoardRow,
  boardCategories,
  boardSize,
  boardSlice,
  hasMentions,
  newestPeriod,
  periodsWithData,
  ranksOf,
  type StoredPeriod,
  storedPeriod,
} from './brand-ranking.repository.js';

/**
 * The ranks a reader may see: brand_ranking's maxRows of their level (a visitor of 品牌热度榜 as
 * 免费版), at most the stored depth. Reading a board counts no use.
 */
export function boardRowLimit(ctx: AppContext, user: Member | null): number {
  const rule = user ? ctx.membership.authorize(user, 'brand_ranking') : featureRule('brand_ranking', MemberLevel.free);
  return Math.min(rule.maxRows ?? BRAND_BOARD_DEPTH, BRAND_BOARD_DEPTH);
}

export function periodItem(type: BrandPeriod, start: Date): BrandPeriodItem {
  return {
    type,
    date: chinaDate(start),
    start: formatChinaTime(start),
    end: formatChinaTime(brandPeriodEnd(type, start)),
    label: brandPeriodLabel(type, start),
  };
}

/**
 * The job computes each finished period shortly after it ends; a reader who finds the latest
 * finished period not computed yet (no worker running, a fresh install) asks for it now. The
 * minute's slot key makes many readers queue one job.
 */
async function askForRefresh(ctx: AppContext, type: BrandPeriod): Promise<void> {
  const now = ctx.clock.now();
  const newest = await newestPeriod(ctx.db, type);
  if (newest && new Date(newest.start).getTime() >= lastFinishedBrandPeriod(type, now).getTime()) return;
  if (!(await hasMentions(ctx.db))) return;
  const minute = new Date(Math.floor(now.getTime() / 60_000) * 60_000).toISOString();
  await ctx.jobs.enqueue(
    BRAND_RANKS_JOB,
    {},
    { runAt: now, slotKey: `${BRAND_RANKS_JOB}:read:${minute}`, maxAttempts: 1 },
  );
}

/**
 * The period asked for: the one holding `date`, which must have ended, be kept and have data;
 * without a date, the newest period with data (null when there is none yet).
 */
export async function resolvePeriod(
  ctx: AppContext,
  input: { type: BrandPeriod; date?: string | undefined },
): Promise<StoredPeriod | null> {
  const now = ctx.clock.now();
  if (input.date === undefined) {
    const [latest] = await periodsWithData(ctx.db, input.type, oldestKept(input.type, now));
    return latest ?? null;
  }
  const start = brandPeriodStart(input.type, chinaDayStart(input.date));
  if (brandPeriodEnd(input.type, start).getTime() > now.getTime()) throw AppError.bad(BrandRankingMessage.notFinished);
  if (start.getTime() < oldestKept(input.type, now).getTime()) throw AppError.bad(BrandRankingMessage.tooOld);
  const stored = await storedPeriod(ctx.db, input.type, start);
  if (!stored || stored.brands === 0) throw AppError.bad(BrandRankingMessage.noData);
  return stored;
}

/** The rows as the page shows them: the brand's names, and the rank change against the period before. */
async function rowsOut(
  ctx: AppContext,
  key: BoardKey,
  rows: readonly BoardRow[],
  previous: boolean,
): Promise<BrandRankRow[]> {
  const before = shiftBrandPeriod(key.type, key.start, -1);
  const ranks = previous
    ? await ranksOf(
        ctx.db,
        { ...key, start: before },
        rows.map((row) => row.brand_id),
      )
    : new Map<string, number>();
  return rows.map((row) => {
    const was = ranks.get(row.brand_id);
    return {
      rank: row.rank,
      rank_change: was === undefined ? null : was - row.rank,
      brand_id: row.brand_id,
      brand_pic: row.logo ?? '',
      // A brand removed since the board was computed keeps its place under its id.
      brand_cn_name: row.cn_name ?? row.brand_id,
      brand_en_name: row.en_name ?? '',
      brand_category: row.categories ?? [],
      mentions: row.mentions,
      prev_mentions: row.prev_mentions,
      growth: row.growth === null ? null : Math.round(row.growth * 10) / 10,
      interactions: row.interactions,
    };
  });
}

const emptyPage = (input: { page: number; per_page: number }, maxRows: number): BrandBoardPage => ({
  data: [],
  page: input.page,
  per_page: input.per_page,
  total: 0,
  total_all: 0,
  max_rows: maxRows,
  period: null,
  computed_at: null,
  has_previous: false,
  categories: [],
});

/** One page of a board (ranking, incRanking, hotRanking). */
export async function readBoard(
  ctx: AppContext,
  user: Member | null,
  board: BrandBoard,
  input: BrandBoardInput,
): Promise<BrandBoardPage> {
  const maxRows = boardRowLimit(ctx, user);
  const offset = (input.page - 1) * input.per_page;
  if (offset >= maxRows) throw AppError.noPermission(brandBoardLimitMessage(maxRows));
  await askForRefresh(ctx, input.type);
  const period = await resolvePeriod(ctx, input);
  if (!period) return emptyPage(input, maxRows);
  const start = new Date(period.start);
  const key: BoardKey = { board, type: input.type, start, category: input.category ?? '' };
  const previous = await storedPeriod(ctx.db, input.type, shiftBrandPeriod(input.type, start, -1));
  const hasPrevious = previous !== null && previous.brands > 0;
  const [totalAll, categories] = await Promise.all([
    boardSize(ctx.db, key),
    boardCategories(ctx.db, { board, type: input.type, start }),
  ]);
  const limit = Math.min(input.per_page, Math.min(totalAll, maxRows) - offset);
  const rows = await boardSlice(ctx.db, key, { offset, limit });
  return {
    data: await rowsOut(ctx, key, rows, hasPrevious),
    page: input.page,
    per_page: input.per_page,
    total: Math.min(totalAll, maxRows),
    total_all: totalAll,
    max_rows: maxRows,
    period: periodItem(input.type, start),
    computed_at: formatChinaTime(period.computed_at),
    has_previous: hasPrevious,
    categories,
  };
}

/** The periods the picker offers: the kept ones with data, newest first. */
export async function listPeriods(ctx: AppContext, type: BrandPeriod): Promise<BrandPeriodsPage> {
  await askForRefresh(ctx, type);
  const rows = await periodsWithData(ctx.db, type, oldestKept(type, ctx.clock.now()));
  return { periods: rows.map((row) => periodItem(type, new Date(row.start))) };
}
