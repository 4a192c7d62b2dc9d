import {
  CAKE_PERIOD_LABELS,
  HOT_PERIOD_LABELS,
  POST_BOARD_NAMES,
  type PostBoard,
  PostSearchMessage,
} from '@boguan/contracts/post-search';
import {
  type BoardRow,
  type CakeBoardExportInput,
  type CakeRow,
  cakeBoardExportSchema,
  type HotBoardExportInput,
  hotBoardExportSchema,
} from '@boguan/contracts/post-search.api';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import { defineExport } from '../exports/export-kinds.js';
import { runExport } from '../exports/exports.service.js';
import { type Sheet, sheet, type XlsxColumn } from '../exports/xlsx.js';
import type { Member } from '../membership/membership.service.js';
import { boardRowCount, boardRowLimit, cakeExportRows, hotExportRows } from './post-rankings.service.js';
import { exportRowLimit, fileSafe, fileStamp, POST_COLUMNS } from './post-search.export.js';
import { EXPORT_FEATURE } from './post-search.service.js';

const HOT_COLUMNS: XlsxColumn<BoardRow>[] = [{ header: '排名', value: (r) => r.rank, width: 8 }, ...POST_COLUMNS];
const CAKE_COLUMNS: XlsxColumn<CakeRow>[] = [
  ...HOT_COLUMNS,
  { header: '提及品牌', value: (r) => r.brands.join('、'), width: 20 },
  { header: '博主自然均值', value: (r) => r.organic_avg, width: 14 },
  { header: '恰饭效果', value: (r) => r.vs_organic, width: 12 },
];

interface KeyValue {
  name: string;
  value: string | number;
}
const INFO_COLUMNS: XlsxColumn<KeyValue>[] = [
  { header: '项目', value: (r) => r.name, width: 16 },
  { header: '内容', value: (r) => r.value, width: 40 },
];

function periodLabel(board: PostBoard, period: string): string {
  return board === 'hot'
    ? HOT_PERIOD_LABELS[period as keyof typeof HOT_PERIOD_LABELS]
    : CAKE_PERIOD_LABELS[period as keyof typeof CAKE_PERIOD_LABELS];
}

function infoSheet(
  board: PostBoard,
  input: { period: string; category?: string | undefined },
  meta: { computed_at: string | null; window_start: string | null; window_end: string | null },
  rows: number,
): Sheet {
  return sheet('榜单信息', INFO_COLUMNS, [
    { name: '榜单', value: POST_BOARD_NAMES[board] },
    { name: '周期', value: periodLabel(board, input.period) },
    { name: '分类', value: input.category || '全部' },
    { name: '统计区间', value: `${meta.window_start ?? '-'} 至 ${meta.window_end ?? '-'}` },
    { name: '数据更新时间', value: meta.computed_at ?? '-' },
    { name: '导出条数', value: rows },
  ]);
}

/** The ranks an export holds: what the member may see of the board, within their export row limit. */
const exportLimit = (ctx: AppContext, user: Member) => Math.min(exportRowLimit(ctx, user), boardRowLimit(ctx, user));

const hotExport = defineExport<HotBoardExportInput>({
  name: 'post.hot_board',
  params: hotBoardExportSchema,
  async build(ctx, user, input) {
    const { rows, meta } = await hotExportRows(ctx, user, input, exportLimit(ctx, user));
    return [sheet(POST_BOARD_NAMES.hot, HOT_COLUMNS, rows), infoSheet('hot', input, meta, rows.length)];
  },
});

const cakeExport = defineExport<CakeBoardExportInput>({
  name: 'post.cake_board',
  params: cakeBoardExportSchema,
  async build(ctx, user, input) {
    const { rows, meta } = await cakeExportRows(ctx, user, input, exportLimit(ctx, user));
    return [sheet(POST_BOARD_NAMES.cake, CAKE_COLUMNS, rows), infoSheet('cake', input, meta, rows.length)];
  },
});

async function exportBoard<P extends HotBoardExportInput | CakeBoardExportInput>(
  ctx: AppContext,
  user: Member,
  board: PostBoard,
  input: P,
) {
  const limit = exportLimit(ctx, user);
  const rowCount = Math.min(limit, await boardRowCount(ctx, board, input));
  if (rowCount === 0) throw AppError.bad(PostSearchMessage.exportEmpty);
  const period = periodLabel(board, input.period);
  const category = input.category || '全部';
  return runExport(ctx, user, {
    feature: EXPORT_FEATURE,
    kind: (board === 'hot' ? hotExport : cakeExport) as never,
    params: input,
    title: `${POST_BOARD_NAMES[board]}·${period}·${category}`,
    fileName: `${POST_BOARD_NAMES[board]}_${period}_${fileSafe(category)}_${fileStamp(ctx.clock.now())}.xlsx`,
    rowCount,
  });
}

/** POST /api/article_ranking/hot_export. */
export function exportHotBoard(ctx: AppContext, user: Member, input: HotBoardExportInput) {
  return exportBoard(ctx, user, 'hot', input);
}

/** POST /api/article_ranking/cake_export. */
export function exportCakeBoard(ctx: AppContext, user: Member, input: CakeBoardExportInput) {
  return exportBoard(ctx, user, 'cake', input);
}
