import { formatChinaTime } from '@boguan/contracts/china-time';
import type { KolCard } from '@boguan/contracts/kol.api';
import {
  BOARD_FIGURES,
  PERIOD_LABELS,
  RANKING_PERIODS,
  type RankingPeriod,
  rankLimitMessage,
} from '@boguan/contracts/kol-ranking';
import type {
  AreaBoardQuery,
  CategoryBoardQuery,
  FansIncRankRow,
  InfluenceRankRow,
  RankingOptions,
  RankingPage,
} from '@boguan/contracts/kol-ranking.api';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import type { Member } from '../membership/membership.service.js';
import {
  type BoardFilter,
  boardCards,
  boardSize,
  presentCategories,
  presentProvinces,
  previousRanks,
  statsComputedAt,
} from './kol-ranking.repository.js';

/** growth ÷ (followers − growth): the gain over the followers the period started with. */
function growthRate(followers: number, growth: number): number | null {
  const start = followers - growth;
  return start > 0 ? Math.round((growth / start) * 1e6) / 1e6 : null;
}

/** A card as an influence board shows it, `rank` being its 1-based place on the whole board. */
export const influenceRow =
  (period: RankingPeriod) =>
  (card: KolCard, rank: number): InfluenceRankRow => ({ ...card, rank, score: card[BOARD_FIGURES.synthesize[period]] });

/** A card as the follower-growth board shows it. */
export const fansIncRow =
  (period: RankingPeriod) =>
  (card: KolCard, rank: number): FansIncRankRow => {
    const growth = card[BOARD_FIGURES.fans_inc[period]];
    return { ...card, rank, growth, growth_rate: growthRate(card.fans, growth) };
  };

/**
 * Sets rank_change from the previous day's snapshot. Snapshots rank all bloggers (per province for
 * the area board), so a category-filtered board has no comparable past and gets none.
 */
async function addRankChanges(
  ctx: AppContext,
  filter: BoardFilter,
  rows: Array<{ kol_id: number; rank: number; rank_change?: number | null | undefined }>,
): Promise<void> {
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

/**
 * One page of a board. A level sees the first `kol_ranking` maxRows ranks: a page starting past
 * them answers 1001 (upgrade prompt), a page reaching past them is cut at the limit, and `total`
 * is what the level may page through (`total_all` is the board's real size).
 */
async function boardPage<Row extends { kol_id: number; rank: number; rank_change?: number | null | undefined }>(
  ctx: AppContext,
  user: Member,
  filter: BoardFilter,
  paging: { page: number; per_page: number },
  toRow: (card: KolCard, rank: number) => Row,
): Promise<RankingPage<Row>> {
  const rule = ctx.membership.authorize(user, 'kol_ranking');
  const maxRows = rule.maxRows ?? Number.MAX_SAFE_INTEGER;
  const offset = (paging.page - 1) * paging.per_page;
  if (offset >= maxRows) throw AppError.noPermission(rankLimitMessage(maxRows));
  const limit = Math.min(paging.per_page, maxRows - offset);
  const [cards, totalAll, computedAt] = await Promise.all([
    boardCards(ctx.db, filter, { offset, limit }),
    boardSize(ctx.db, filter),
    statsComputedAt(ctx.db),
  ]);
  const data = cards.map((card, i) => toRow(card, offset + i + 1));
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

/** /api/kol_ranking/synthesize: influence over all bloggers or one category. */
export function synthesizeBoard(ctx: AppContext, user: Member, query: CategoryBoardQuery) {
  const filter: BoardFilter = { board: 'synthesize', period: query.period, category: query.category };
  return boardPage(ctx, user, filter, query, influenceRow(query.period));
}

/** /api/kol_ranking/area: influence within one province. */
export function areaBoard(ctx: AppContext, user: Member, query: AreaBoardQuery) {
  const filter: BoardFilter = { board: 'area', period: query.period, province: query.province };
  return boardPage(ctx, user, filter, query, influenceRow(query.period));
}

/** /api/kol_ranking/fans_inc: new followers over all bloggers or one category. */
export function fansIncBoard(ctx: AppContext, user: Member, query: CategoryBoardQuery) {
  const filter: BoardFilter = { board: 'fans_inc', period: query.period, category: query.category };
  return boardPage(ctx, user, filter, query, fansIncRow(query.period));
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
