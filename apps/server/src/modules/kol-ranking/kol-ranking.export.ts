import { chinaDate } from '@boguan/contracts/china-time';
import type { KolCard } from '@boguan/contracts/kol.api';
import {
  BOARD_NAMES,
  boardFigureLabel,
  GROWTH_RATE_LABEL,
  PERIOD_LABELS,
  type RankingBoard,
} from '@boguan/contracts/kol-ranking';
import {
  type FansIncRankRow,
  type InfluenceRankRow,
  type RankingExportParams,
  rankingExportParamsSchema,
} from '@boguan/contracts/kol-ranking.api';
import { metricLabel } from '@boguan/contracts/metrics';
import type { AppContext } from '../../lib/context.js';
import { KOL_PROFILE_COLUMNS } from '../bloggers/kol-card.columns.js';
import { defineExport } from '../exports/export-kinds.js';
import { runExport } from '../exports/exports.service.js';
import { type Sheet, sheet, type XlsxColumn } from '../exports/xlsx.js';
import type { Member } from '../membership/membership.service.js';
import { type BoardFilter, boardCards, boardSize } from './kol-ranking.repository.js';
import { fansIncRow, influenceRow } from './kol-ranking.service.js';

const RANKING_EXPORT_KIND = 'kol_ranking';

/**
 * The most rows a member exports: the export's maxRows, and never more ranks than the member may
 * see on the page (kol_ranking maxRows). 1001 for a level without exports.
 */
function exportRowLimit(ctx: AppContext, user: Member): number {
  const exportRule = ctx.membership.authorize(user, 'kol_ranking_export');
  const viewRule = ctx.membership.authorize(user, 'kol_ranking');
  return Math.min(exportRule.maxRows ?? Number.MAX_SAFE_INTEGER, viewRule.maxRows ?? Number.MAX_SAFE_INTEGER);
}

type Ranked = KolCard & { rank: number };

/** 排名, 博主, UID, 认证, 分类, 粉丝数, 地区: the first columns of every board. */
const HEAD: XlsxColumn<Ranked>[] = [
  { header: '排名', value: (r) => r.rank, width: 8 },
  { header: '博主', value: (r) => r.uname, width: 24 },
  ...KOL_PROFILE_COLUMNS,
];
const TAIL: XlsxColumn<Ranked>[] = [{ header: metricLabel('computed_at'), value: (r) => r.computed_at, width: 20 }];

/** The board's sheet: the head columns, the board's own figures, then 数据更新时间. */
function boardSheet(params: RankingExportParams, cards: readonly KolCard[]): Sheet {
  const name = BOARD_NAMES[params.board];
  const figure = boardFigureLabel(params.board, params.period);
  if (params.board === 'fans_inc') {
    const columns: XlsxColumn<FansIncRankRow>[] = [
      ...HEAD,
      { header: figure, value: (r) => r.growth, width: 16 },
      {
        header: `${GROWTH_RATE_LABEL}(%)`,
        value: (r) => (r.growth_rate === null ? null : Math.round(r.growth_rate * 10000) / 100),
        width: 12,
      },
      ...TAIL,
    ];
    return sheet(
      name,
      columns,
      cards.map((card, i) => fansIncRow(params.period)(card, i + 1)),
    );
  }
  const columns: XlsxColumn<InfluenceRankRow>[] = [
    ...HEAD,
    { header: figure, value: (r) => r.score, width: 18 },
    { header: metricLabel('avg_interactions'), value: (r) => r.avg_interactions, width: 16 },
    { header: metricLabel('posts_30d'), value: (r) => r.posts_30d, width: 14 },
    ...TAIL,
  ];
  return sheet(
    name,
    columns,
    cards.map((card, i) => influenceRow(params.period)(card, i + 1)),
  );
}

function toFilter(params: RankingExportParams): BoardFilter {
  return { board: params.board, period: params.period, category: params.category, province: params.province };
}

/** The download name, e.g. 综合影响力榜_周榜_美妆_2026-01-05.xlsx. */
function exportFileName(params: RankingExportParams, now: Date): string {
  const scope = params.board === 'area' ? params.province : params.category || '全部';
  return `${BOARD_NAMES[params.board]}_${PERIOD_LABELS[params.period]}_${scope}_${chinaDate(now)}.xlsx`;
}

function exportTitle(params: RankingExportParams): string {
  const scope = params.board === 'area' ? params.province : params.category || '全部分类';
  return `博主榜单导出：${BOARD_NAMES[params.board]} · ${PERIOD_LABELS[params.period]} · ${scope}`;
}

/** The board's top rows as the member may export them. */
const rankingExport = defineExport<RankingExportParams>({
  name: RANKING_EXPORT_KIND,
  params: rankingExportParamsSchema,
  async build(ctx, user, params) {
    const cards = await boardCards(ctx.db, toFilter(params), { offset: 0, limit: exportRowLimit(ctx, user) });
    return [boardSheet(params, cards)];
  },
});

/**
 * POST /api/kol_ranking/<board>_export: the board's top ranks as .xlsx. A level without exports
 * gets 1001 before anything is counted or read.
 */
export async function exportBoard(
  ctx: AppContext,
  user: Member,
  board: RankingBoard,
  filters: { period: RankingExportParams['period']; category?: string; province?: string },
) {
  const limit = exportRowLimit(ctx, user);
  const params: RankingExportParams = {
    board,
    period: filters.period,
    category: filters.category ?? '',
    province: filters.province ?? '',
  };
  return runExport(ctx, user, {
    feature: 'kol_ranking_export',
    kind: rankingExport,
    params,
    title: exportTitle(params),
    fileName: exportFileName(params, ctx.clock.now()),
    rowCount: Math.min(limit, await boardSize(ctx.db, toFilter(params))),
  });
}
