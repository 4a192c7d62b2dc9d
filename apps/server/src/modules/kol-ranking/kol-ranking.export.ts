import { chinaDate } from '@boguan/contracts/china-time';
import { VERIFY_LABELS } from '@boguan/contracts/kol';
import {
  BOARD_NAMES,
  type FansIncRankRow,
  type InfluenceRankRow,
  PERIOD_LABELS,
  PERIOD_WINDOWS,
  type RankingBoard,
  type RankingExportParams,
  type RankingPeriod,
  rankingExportParamsSchema,
} from '@boguan/contracts/kol-ranking';
import type { AppContext } from '../../lib/context.js';
import { defineExport } from '../exports/export-kinds.js';
import { sheet, type XlsxColumn } from '../exports/xlsx.js';
import type { Member } from '../membership/membership.service.js';
import type { BoardFilter } from './kol-ranking.repository.js';
import { boardSize } from './kol-ranking.repository.js';
import { type RankRow, topRows } from './kol-ranking.service.js';

export const RANKING_EXPORT_KIND = 'kol_ranking';

/**
 * The most rows a member exports: the export's maxRows, and never more ranks than the member may
 * see on the page (kol_ranking maxRows).
 */
export function exportRowLimit(ctx: AppContext, user: Member): number {
  const exportRule = ctx.membership.authorize(user, 'kol_ranking_export');
  const viewRule = ctx.membership.authorize(user, 'kol_ranking');
  return Math.min(exportRule.maxRows ?? Number.MAX_SAFE_INTEGER, viewRule.maxRows ?? Number.MAX_SAFE_INTEGER);
}

function toFilter(params: RankingExportParams): BoardFilter {
  return { board: params.board, period: params.period, category: params.category, province: params.province };
}

export async function exportRowCount(ctx: AppContext, user: Member, params: RankingExportParams): Promise<number> {
  return Math.min(exportRowLimit(ctx, user), await boardSize(ctx.db, toFilter(params)));
}

/** 排名, 博主, UID, 认证, 分类, 粉丝数, 地区, then the board's figures, then 数据更新时间. */
function columns(board: RankingBoard, period: RankingPeriod): XlsxColumn<RankRow>[] {
  const head: XlsxColumn<RankRow>[] = [
    { header: '排名', value: (r) => r.rank, width: 8 },
    { header: '博主', value: (r) => r.uname, width: 24 },
    { header: 'UID', value: (r) => r.uid, width: 14 },
    { header: '认证', value: (r) => VERIFY_LABELS[r.verify], width: 10 },
    { header: '分类', value: (r) => r.category.join('/'), width: 16 },
    { header: '粉丝数', value: (r) => r.fans, width: 14 },
    { header: '地区', value: (r) => [r.province, r.city].filter(Boolean).join(' '), width: 16 },
  ];
  const figures: XlsxColumn<RankRow>[] =
    board === 'fans_inc'
      ? [
          { header: `新增粉丝(${PERIOD_WINDOWS[period]})`, value: (r) => (r as FansIncRankRow).growth, width: 16 },
          {
            header: '涨粉率(%)',
            value: (r) => {
              const rate = (r as FansIncRankRow).growth_rate;
              return rate === null ? null : Math.round(rate * 10000) / 100;
            },
            width: 12,
          },
        ]
      : [
          { header: `影响力指数(${PERIOD_LABELS[period]})`, value: (r) => (r as InfluenceRankRow).score, width: 18 },
          { header: '近30天平均互动', value: (r) => r.avg_interactions, width: 16 },
          { header: '近30天发博数', value: (r) => r.posts_30d, width: 14 },
        ];
  return [...head, ...figures, { header: '数据更新时间', value: (r) => r.computed_at, width: 20 }];
}

/** The download name, e.g. 综合影响力榜_周榜_美妆_2026-01-05.xlsx. */
export function exportFileName(params: RankingExportParams, now: Date): string {
  const scope = params.board === 'area' ? params.province : params.category || '全部';
  return `${BOARD_NAMES[params.board]}_${PERIOD_LABELS[params.period]}_${scope}_${chinaDate(now)}.xlsx`;
}

export function exportTitle(params: RankingExportParams): string {
  const scope = params.board === 'area' ? params.province : params.category || '全部分类';
  return `博主榜单导出：${BOARD_NAMES[params.board]} · ${PERIOD_LABELS[params.period]} · ${scope}`;
}

/** The board's top rows as the member may export them. */
export const rankingExport = defineExport<RankingExportParams>({
  name: RANKING_EXPORT_KIND,
  params: rankingExportParamsSchema,
  async build(ctx, user, params) {
    const rows = await topRows(ctx, toFilter(params), exportRowLimit(ctx, user));
    return [sheet(BOARD_NAMES[params.board], columns(params.board, params.period), rows)];
  },
});
