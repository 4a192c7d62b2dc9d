import { formatChinaTime } from '@boguan/contracts/china-time';
import type { KolCard } from '@boguan/contracts/kol.api';
import {
  type FansIncRankRow,
  type InfluenceRankRow,
  PERIOD_LABELS,
  RANKING_PERIODS,
  type RankingBoard,
  type RankingOptions,
  type RankingPage,
  type RankingPeriod,
  rankLimitMessage,
} from '@boguan/contracts/kol-ranking';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import type { Member } from '../membership/membership.service.js';
import { previousRanks } from './kol-rank-snapshots.js';
import {
  type BoardFilter,
  boardCards,
  boardSize,
  presentCategories,
  presentProvinces,
  SORT_COLUMNS,
  statsComputedAt,
} from './kol-ranking.repository.js';

export type RankRow = InfluenceRankRow | FansIncRankRow;

/** growth ÷ (followers − growth): the gain over the followers the period started with. */
export function growthRate(followers: number, growth: number): number | null {
  const start = followers - growth;
  return start > 0 ? Math.round((growth / start) * 1e6) / 1e6 : null;
}

/** A stored row as the board shows it, `rank` being its 1-based place on the whole board. */
export function toRankRow(board: RankingBoard, period: RankingPeriod, card: KolCard, rank: number): RankRow {
  if (board === 'fans_inc') {
    const growth = card[SORT_COLUMNS.fans_inc[period]];
    return { ...card, rank, growth, growth_rate: growthRate(card.fans, growth) };
  }
  return { ...card, rank, score: card[SORT_COLUMNS[board][period]] };
}

/**
 * Sets rank_change from the previous day's snapshot. Snapshots rank all bloggers (per province for
 * the area board), so a category-filtered board has no comparable past and gets none.
 */
async function addRankChanges(ctx: AppContext, filter: BoardFilter, rows: RankRow[]): Promise<void> {
  if (filter.board !== 'area' && filter.category) return;
  const scope = filter.board === 'area' ? (filter.province ?? '') : '';
  const previous = await previousRanks(
    ctx.db,
    ctx.clock.now(),
    { board: filter.board, period: filter.period, scope },
    rows.map((row) => row.kol_id),
  );
  if (!previous) return;
  for (const row of rows) {
    const before = previous.get(row.kol_id);
    row.rank_change = before === undefined ? null : before - row.rank;
  }
}

/** The top `limit` rows of a board (exports). */
export async function topRows(ctx: AppContext, filter: BoardFilter, limit: number): Promise<RankRow[]> {
  const rows = await boardCards(ctx.db, filter, { offset: 0, limit });
  return rows.map((row, i) => toRankRow(filter.board, filter.period, row, i + 1));
}

/**
 * One page of a board. A level sees the first `kol_ranking` maxRows ranks: a page starting past
 * them answers 1001 (upgrade prompt), a page reaching past them is cut at the limit, and `total`
 * is what the level may page through (`total_all` is the board's real size).
 */
export async function rankingPage(
  ctx: AppContext,
  user: Member,
  filter: BoardFilter,
  paging: { page: number; per_page: number },
): Promise<RankingPage<RankRow>> {
  const rule = ctx.membership.authorize(user, 'kol_ranking');
  const maxRows = rule.maxRows ?? Number.MAX_SAFE_INTEGER;
  const offset = (paging.page - 1) * paging.per_page;
  if (offset >= maxRows) throw AppError.noPermission(rankLimitMessage(maxRows));
  const limit = Math.min(paging.per_page, maxRows - offset);
  const [rows, totalAll, computedAt] = await Promise.all([
    boardCards(ctx.db, filter, { offset, limit }),
    boardSize(ctx.db, filter),
    statsComputedAt(ctx.db),
  ]);
  const data = rows.map((row, i) => toRankRow(filter.board, filter.period, row, offset + i + 1));
  await addRankChanges(ctx, filter, data);
  return {
    data,
    page: paging.page,
    per_page: paging.per_page,
    total: Math.min(totalAll, maxRows),
    total_all: totalAll,
    max_rows: maxRows,
    computed_at: computedAt ? formatChinaTime(computedAt) : null,
  };
}

export async function rankingOptions(ctx: AppContext): Promise<RankingOptions> {
  const [categories, provinces, computedAt] = await Promise.all([
    presentCategories(ctx.db),
    presentProvinces(ctx.db),
    statsComputedAt(ctx.db),
  ]);
  return {
    categories,
    provinces,
    periods: RANKING_PERIODS.map((value) => ({ value, label: PERIOD_LABELS[value] })),
    computed_at: computedAt ? formatChinaTime(computedAt) : null,
  };
}
