import { chinaDate, chinaDayStart, formatChinaTime, HOUR_MS } from '@boguan/contracts/china-time';
import { featureRule, MemberLevel } from '@boguan/contracts/membership';
import {
  lastFinishedPeriod,
  periodEnd,
  periodLabel,
  periodStart,
  shiftPeriod,
  TOPIC_BOARD_DEPTH,
  type TopicBoard,
  type TopicPeriod,
  TopicRankingMessage,
  topicBoardLimitMessage,
} from '@boguan/contracts/topic-ranking';
import type {
  TopicBoardInput,
  TopicBoardPage,
  TopicPeriodItem,
  TopicPeriodsPage,
  TopicRankRow,
} from '@boguan/contracts/topic-ranking.api';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import type { Member } from '../membership/membership.service.js';
import { TOPIC_RANKS_JOB } from './topic-ranking.jobs.js';
import { oldestKept } from './topic-ranking.refresh.js';
import {
  type BoardKey,
  boardCategories,
  boardSize,
  boardSlice,
  hasSnapshots,
  hostsByUid,
  newestPeriod,
  periodsWithData,
  ranksOf,
  type StoredPeriod,
  type StoredRankRow,
  storedPeriod,
} from './topic-ranking.repository.js';

/**
 * The ranks a reader may see: topic_ranking's maxRows of their level (a visitor of 飙升话题榜 as
 * 免费版), at most the stored depth. Reading a board counts no use.
 */
export function boardRowLimit(ctx: AppContext, user: Member | null): number {
  const rule = user ? ctx.membership.authorize(user, 'topic_ranking') : featureRule('topic_ranking', MemberLevel.free);
  return Math.min(rule.maxRows ?? TOPIC_BOARD_DEPTH, TOPIC_BOARD_DEPTH);
}

export function periodItem(type: TopicPeriod, start: Date): TopicPeriodItem {
  return {
    type,
    date: chinaDate(start),
    hour: type === 'hour' ? Number(formatChinaTime(start).slice(11, 13)) : null,
    start: formatChinaTime(start),
    end: formatChinaTime(periodEnd(type, start)),
    label: periodLabel(type, start),
  };
}

/**
 * The job computes each finished period a few minutes after the hour; a reader who finds the
 * latest finished period not computed yet (no worker running, a fresh install) asks for it now.
 * The minute's slot key makes many readers queue one job.
 */
async function askForRefresh(ctx: AppContext, type: TopicPeriod): Promise<void> {
  const now = ctx.clock.now();
  const newest = await newestPeriod(ctx.db, type);
  if (newest && new Date(newest.start).getTime() >= lastFinishedPeriod(type, now).getTime()) return;
  if (!(await hasSnapshots(ctx.db))) return;
  const minute = new Date(Math.floor(now.getTime() / 60_000) * 60_000).toISOString();
  await ctx.jobs.enqueue(
    TOPIC_RANKS_JOB,
    {},
    { runAt: now, slotKey: `${TOPIC_RANKS_JOB}:read:${minute}`, maxAttempts: 1 },
  );
}

/**
 * The period asked for: the one holding `date` (and `hour`), which must have ended, be kept and
 * have data; without a date, the newest period with data (null when there is none yet).
 */
export async function resolvePeriod(
  ctx: AppContext,
  input: { type: TopicPeriod; date?: string | undefined; hour?: number | undefined },
): Promise<StoredPeriod | null> {
  const now = ctx.clock.now();
  if (input.date === undefined) {
    const [latest] = await periodsWithData(ctx.db, input.type, oldestKept(input.type, now));
    return latest ?? null;
  }
  const at = new Date(chinaDayStart(input.date).getTime() + (input.hour ?? 0) * HOUR_MS);
  const start = periodStart(input.type, at);
  if (periodEnd(input.type, start).getTime() > now.getTime()) throw AppError.bad(TopicRankingMessage.notFinished);
  if (start.getTime() < oldestKept(input.type, now).getTime()) throw AppError.bad(TopicRankingMessage.tooOld);
  const stored = await storedPeriod(ctx.db, input.type, start);
  if (!stored || stored.topics === 0) throw AppError.bad(TopicRankingMessage.noData);
  return stored;
}

/** The rows as the page shows them: host names, and the rank change against the period before. */
async function rowsOut(
  ctx: AppContext,
  key: BoardKey,
  rows: readonly StoredRankRow[],
  previous: boolean,
): Promise<TopicRankRow[]> {
  const names = rows.map((row) => row.name);
  const uids = [...new Set(rows.flatMap((row) => (row.host_uid ? [row.host_uid] : [])))];
  const before = shiftPeriod(key.type, key.start, -1);
  const [hosts, ranks] = await Promise.all([
    hostsByUid(ctx.db, uids),
    previous ? ranksOf(ctx.db, { ...key, start: before }, names) : new Map<string, number>(),
  ]);
  return rows.map((row) => {
    const host = row.host_uid ? hosts.get(row.host_uid) : undefined;
    const was = ranks.get(row.name);
    return {
      rank: row.rank,
      rank_change: was === undefined ? null : was - row.rank,
      name: row.name,
      category: row.category,
      host: row.host_uid ? { uid: row.host_uid, kol_id: host?.kol_id ?? null, name: host?.name ?? '' } : null,
      read_inc: row.read_inc,
      discuss_inc: row.discuss_inc,
      read_total: row.read_total,
      discuss_total: row.discuss_total,
      discuss_rate: row.discuss_rate === null ? null : Math.round(row.discuss_rate * 10) / 10,
    };
  });
}

const emptyPage = (input: { page: number; per_page: number }, maxRows: number): TopicBoardPage => ({
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

/** One page of a board (topSearch, recreation, topDis). */
export async function readBoard(
  ctx: AppContext,
  user: Member | null,
  board: TopicBoard,
  input: TopicBoardInput,
): Promise<TopicBoardPage> {
  const maxRows = boardRowLimit(ctx, user);
  const offset = (input.page - 1) * input.per_page;
  if (offset >= maxRows) throw AppError.noPermission(topicBoardLimitMessage(maxRows));
  await askForRefresh(ctx, input.type);
  const period = await resolvePeriod(ctx, input);
  if (!period) return emptyPage(input, maxRows);
  const start = new Date(period.start);
  const key: BoardKey = { board, type: input.type, start, category: input.category ?? '' };
  const previous = await storedPeriod(ctx.db, input.type, shiftPeriod(input.type, start, -1));
  const hasPrevious = previous !== null && previous.topics > 0;
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
export async function listPeriods(ctx: AppContext, type: TopicPeriod): Promise<TopicPeriodsPage> {
  await askForRefresh(ctx, type);
  const rows = await periodsWithData(ctx.db, type, oldestKept(type, ctx.clock.now()));
  return { periods: rows.map((row) => periodItem(type, new Date(row.start))) };
}
