import { formatChinaTime } from '@boguan/contracts/china-time';
import {
  boardLimitMessage,
  POST_BOARD_DEPTH,
  POST_BOARD_PERIODS,
  type PostBoard,
  type PostBoardPeriod,
} from '@boguan/contracts/post-search';
import type {
  BoardRow,
  CakeBoardInput,
  CakeBoardPage,
  CakeRow,
  HotBoardInput,
  HotBoardPage,
} from '@boguan/contracts/post-search.api';
import { paidVsOrganic, rankChange, stepStart } from '@boguan/weibo/analytics/post-rankings';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import type { Member } from '../membership/membership.service.js';
import { toPostResult } from './post-card.js';
import {
  type BoardKey,
  type BoardRankRow,
  type BoardSlot,
  boardRows,
  boardSize,
  latestSlots,
  ranksOf,
} from './post-rankings.repository.js';
import { POST_RANKS_JOB } from './post-search.jobs.js';
import { postCardsByMids } from './post-search.repository.js';

/** An empty board computed this long ago is computed again on the next read (a fresh install filling up). */
const EMPTY_RETRY_MS = 15_000;

/**
 * The ranks a member may see on a board: article_search's maxRows (the posts a level may list), at
 * most the stored depth. Reading a board counts no use.
 */
export function boardRowLimit(ctx: AppContext, user: Member): number {
  const maxRows = ctx.membership.authorize(user, 'article_search').maxRows ?? POST_BOARD_DEPTH;
  return Math.min(maxRows, POST_BOARD_DEPTH);
}

/**
 * The job recomputes every board each 10 minutes; a board that was never computed, fell more than a
 * step behind (no worker running) or was empty a minute ago asks for a computation now. The slot
 * key makes many readers of the same minute queue one job.
 */
async function askForRefresh(ctx: AppContext, board: PostBoard, period: PostBoardPeriod, slots: BoardSlot[]) {
  const now = ctx.clock.now();
  const stepMs = POST_BOARD_PERIODS[board][period]?.stepMs ?? 0;
  const latest = slots[0];
  const behind = !latest || new Date(latest.slot).getTime() < stepStart(now, stepMs).getTime() - stepMs;
  const emptyAndOld =
    latest !== undefined &&
    latest.posts === 0 &&
    now.getTime() - new Date(latest.computed_at).getTime() > EMPTY_RETRY_MS;
  if (!behind && !emptyAndOld) return;
  const minute = new Date(Math.floor(now.getTime() / 60_000) * 60_000).toISOString();
  await ctx.jobs.enqueue(
    POST_RANKS_JOB,
    {},
    { runAt: now, slotKey: `${POST_RANKS_JOB}:read:${minute}`, maxAttempts: 1 },
  );
}

interface BoardSlice {
  key: BoardKey | null;
  slots: BoardSlot[];
  rows: BoardRankRow[];
  totalAll: number;
  maxRows: number;
}

/** The member's slice of the latest computation of a board, and the previous step for the rank change. */
async function readBoard(
  ctx: AppContext,
  user: Member,
  board: PostBoard,
  input: { period: PostBoardPeriod; category?: string | undefined; page: number; per_page: number },
): Promise<BoardSlice> {
  const maxRows = boardRowLimit(ctx, user);
  const offset = (input.page - 1) * input.per_page;
  if (offset >= maxRows) throw AppError.noPermission(boardLimitMessage(maxRows));
  const slots = await latestSlots(ctx.db, board, input.period);
  await askForRefresh(ctx, board, input.period, slots);
  const latest = slots[0];
  if (!latest) return { key: null, slots, rows: [], totalAll: 0, maxRows };
  const key: BoardKey = { board, period: input.period, slot: latest.slot, category: input.category ?? '' };
  const totalAll = await boardSize(ctx.db, key);
  const limit = Math.min(input.per_page, Math.min(totalAll, maxRows) - offset);
  const rows = await boardRows(ctx.db, key, { offset, limit });
  return { key, slots, rows, totalAll, maxRows };
}

/** The board's rows as the page shows them: the post, its counts of the board's moment, its rank change. */
async function boardRowsOut(ctx: AppContext, slice: BoardSlice): Promise<Array<BoardRow & { source: BoardRankRow }>> {
  const mids = slice.rows.map((row) => row.mid);
  const previous = slice.slots[1];
  const [cards, before] = await Promise.all([
    postCardsByMids(ctx.db, mids),
    previous && slice.key ? ranksOf(ctx.db, { ...slice.key, slot: previous.slot }, mids) : null,
  ]);
  const byMid = new Map(cards.map((card) => [card.mid, card]));
  return slice.rows.flatMap((row) => {
    const card = byMid.get(row.mid);
    if (!card) return [];
    const out: BoardRow & { source: BoardRankRow } = { ...toPostResult(card, row), rank: row.rank, source: row };
    if (before) out.rank_change = rankChange(before.get(row.mid), row.rank);
    return [out];
  });
}

function pageMeta(slice: BoardSlice, input: { page: number; per_page: number }) {
  const latest = slice.slots[0];
  return {
    page: input.page,
    per_page: input.per_page,
    total: Math.min(slice.totalAll, slice.maxRows),
    total_all: slice.totalAll,
    max_rows: slice.maxRows,
    computed_at: latest ? formatChinaTime(latest.computed_at) : null,
    window_start: latest ? formatChinaTime(latest.window_start) : null,
    window_end: latest ? formatChinaTime(latest.window_end) : null,
    categories: latest?.categories ?? [],
  };
}

/** /api/article_ranking/hot: posts of the window by interactions, optionally of one category. */
export async function hotBoard(ctx: AppContext, user: Member, input: HotBoardInput): Promise<HotBoardPage> {
  const slice = await readBoard(ctx, user, 'hot', input);
  const rows = await boardRowsOut(ctx, slice);
  return { ...pageMeta(slice, input), data: rows.map(({ source: _source, ...row }) => row) };
}

function toCakeRow({ source, ...row }: BoardRow & { source: BoardRankRow }): CakeRow {
  const organic = source.organic_avg === null ? null : Math.round(source.organic_avg * 10) / 10;
  return {
    ...row,
    brands: source.brands,
    organic_avg: organic,
    vs_organic: paidVsOrganic(row.interactions, source.organic_avg),
  };
}

/** /api/article_ranking/cake (恰饭榜): sponsored posts of the window by interactions, with 恰饭效果. */
export async function cakeBoard(ctx: AppContext, user: Member, input: CakeBoardInput): Promise<CakeBoardPage> {
  const slice = await readBoard(ctx, user, 'cake', input);
  const rows = await boardRowsOut(ctx, slice);
  return { ...pageMeta(slice, input), data: rows.map(toCakeRow) };
}

type BoardFilter = { period: PostBoardPeriod; category?: string | undefined };

/** The first `limit` rows of the hot board the member may see, for its export. */
export async function hotExportRows(ctx: AppContext, user: Member, input: BoardFilter, limit: number) {
  const slice = await readBoard(ctx, user, 'hot', { ...input, page: 1, per_page: limit });
  const rows = await boardRowsOut(ctx, slice);
  return { rows: rows.map(({ source: _source, ...row }) => row), meta: pageMeta(slice, { page: 1, per_page: limit }) };
}

/** The first `limit` rows of the 恰饭榜 the member may see, for its export. */
export async function cakeExportRows(ctx: AppContext, user: Member, input: BoardFilter, limit: number) {
  const slice = await readBoard(ctx, user, 'cake', { ...input, page: 1, per_page: limit });
  const rows = await boardRowsOut(ctx, slice);
  return { rows: rows.map(toCakeRow), meta: pageMeta(slice, { page: 1, per_page: limit }) };
}

/** Posts on the latest computation of a board (0 before its first computation). */
export async function boardRowCount(ctx: AppContext, board: PostBoard, input: BoardFilter): Promise<number> {
  const [latest] = await latestSlots(ctx.db, board, input.period);
  if (!latest) return 0;
  return boardSize(ctx.db, { board, period: input.period, slot: latest.slot, category: input.category ?? '' });
}
