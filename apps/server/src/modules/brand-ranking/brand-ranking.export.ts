import {
  BRAND_BOARD_NAMES,
  BRAND_BOARDS,
  BRAND_PERIOD_LABELS,
  type BrandBoard,
  BrandRankingMessage,
} from '@boguan/contracts/brand-ranking';
import {
  type BrandBoardExportInput,
  type BrandRankRow,
  brandBoardExportSchema,
} from '@boguan/contracts/brand-ranking.api';
import { formatChinaTime } from '@boguan/contracts/china-time';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import { defineExport } from '../exports/export-kinds.js';
import { runExport } from '../exports/exports.service.js';
import { sheet, type XlsxColumn } from '../exports/xlsx.js';
import type { Member } from '../membership/membership.service.js';
import { boardRowLimit, readBoard, resolvePeriod } from './brand-ranking.service.js';

const EXPORT_FEATURE = 'brand_ranking_export' as const;

function changeText(row: BrandRankRow, hasPrevious: boolean): string {
  if (!hasPrevious) return '-';
  if (row.rank_change === null) return '新';
  if (row.rank_change === 0) return '-';
  return row.rank_change > 0 ? `↑${row.rank_change}` : `↓${-row.rank_change}`;
}

function columnsOf(hasPrevious: boolean): XlsxColumn<BrandRankRow>[] {
  return [
    { header: '排名', value: (r) => r.rank, width: 8 },
    { header: '较上期', value: (r) => changeText(r, hasPrevious), width: 8 },
    { header: '品牌', value: (r) => r.brand_cn_name, width: 20 },
    { header: '英文名', value: (r) => r.brand_en_name, width: 20 },
    { header: '分类', value: (r) => r.brand_category.join('、'), width: 16 },
    { header: '提及量', value: (r) => r.mentions, width: 10 },
    { header: '上期提及量', value: (r) => r.prev_mentions, width: 12 },
    { header: '增长率(%)', value: (r) => r.growth, width: 12 },
    { header: '互动量', value: (r) => r.interactions, width: 14 },
  ];
}

interface KeyValue {
  name: string;
  value: string | number;
}
const INFO_COLUMNS: XlsxColumn<KeyValue>[] = [
  { header: '项目', value: (r) => r.name, width: 16 },
  { header: '内容', value: (r) => r.value, width: 40 },
];

/** The ranks an export holds: what the member may see of the board, within their export row limit. */
function exportLimit(ctx: AppContext, user: Member): number {
  const exportRows = ctx.membership.authorize(user, EXPORT_FEATURE).maxRows ?? Number.MAX_SAFE_INTEGER;
  return Math.min(exportRows, boardRowLimit(ctx, user));
}

const paramsSchema = z.object({ board: z.enum(BRAND_BOARDS), filters: brandBoardExportSchema });
type ExportParams = z.output<typeof paramsSchema>;

const brandBoardExport = defineExport<ExportParams>({
  name: 'brand.board',
  params: paramsSchema,
  async build(ctx, user, { board, filters }) {
    const limit = exportLimit(ctx, user);
    const page = await readBoard(ctx, user, board, { ...filters, page: 1, per_page: limit });
    const rows = page.data;
    return [
      sheet(BRAND_BOARD_NAMES[board], columnsOf(page.has_previous), rows),
      sheet('榜单信息', INFO_COLUMNS, [
        { name: '榜单', value: BRAND_BOARD_NAMES[board] },
        { name: '周期', value: BRAND_PERIOD_LABELS[filters.type] },
        { name: '统计时段', value: page.period ? `${page.period.start} 至 ${page.period.end}` : '-' },
        { name: '分类', value: filters.category || '全部' },
        { name: '数据更新时间', value: page.computed_at ?? '-' },
        { name: '上榜品牌数', value: page.total_all },
        { name: '导出条数', value: rows.length },
      ]),
    ];
  },
});

/**
 * POST /api/brand_ranking/<board>Export: a board's period as .xlsx. The period is fixed before the
 * use is counted (the latest one when none is named), so a job-built file holds the same period.
 */
export async function exportBrandBoard(ctx: AppContext, user: Member, board: BrandBoard, input: BrandBoardExportInput) {
  const limit = exportLimit(ctx, user);
  const period = await resolvePeriod(ctx, input);
  if (!period) throw AppError.bad(BrandRankingMessage.exportEmpty);
  const start = formatChinaTime(period.start).slice(0, 10);
  const filters: BrandBoardExportInput = { type: input.type, date: start, category: input.category };
  const size = (await readBoard(ctx, user, board, { ...filters, page: 1, per_page: 1 })).total_all;
  const rowCount = Math.min(limit, size);
  if (rowCount === 0) throw AppError.bad(BrandRankingMessage.exportEmpty);
  const periodName = BRAND_PERIOD_LABELS[input.type];
  const category = input.category || '全部';
  return runExport(ctx, user, {
    feature: EXPORT_FEATURE,
    kind: brandBoardExport,
    params: { board, filters },
    title: `${BRAND_BOARD_NAMES[board]}·${periodName}·${start}·${category}`,
    fileName: `${BRAND_BOARD_NAMES[board]}_${periodName}_${start.replace(/-/g, '')}_${category.replace(/[\\/:*?"<>|\s]/g, '_').slice(0, 20)}.xlsx`,
    rowCount,
  });
}
