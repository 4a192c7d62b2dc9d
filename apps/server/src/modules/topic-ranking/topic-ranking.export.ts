import { formatChinaTime } from '@boguan/contracts/china-time';
import { hashtagOf } from '@boguan/contracts/topic-name';
import {
  TOPIC_BOARD_NAMES,
  TOPIC_BOARDS,
  TOPIC_PERIOD_LABELS,
  type TopicBoard,
  TopicRankingMessage,
} from '@boguan/contracts/topic-ranking';
import {
  type TopicBoardExportInput,
  type TopicRankRow,
  topicBoardExportSchema,
} from '@boguan/contracts/topic-ranking.api';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import { defineExport } from '../exports/export-kinds.js';
import { runExport } from '../exports/exports.service.js';
import { sheet, type XlsxColumn } from '../exports/xlsx.js';
import type { Member } from '../membership/membership.service.js';
import { boardRowLimit, readBoard, resolvePeriod } from './topic-ranking.service.js';

const EXPORT_FEATURE = 'topic_ranking_export' as const;

function changeText(row: TopicRankRow, hasPrevious: boolean): string {
  if (!hasPrevious) return '-';
  if (row.rank_change === null) return '新';
  if (row.rank_change === 0) return '-';
  return row.rank_change > 0 ? `↑${row.rank_change}` : `↓${-row.rank_change}`;
}

function columnsOf(board: TopicBoard, hasPrevious: boolean): XlsxColumn<TopicRankRow>[] {
  const columns: XlsxColumn<TopicRankRow>[] = [
    { header: '排名', value: (r) => r.rank, width: 8 },
    { header: '较上期', value: (r) => changeText(r, hasPrevious), width: 8 },
    { header: '话题', value: (r) => hashtagOf(r.name), width: 30 },
    { header: '分类', value: (r) => r.category, width: 10 },
    { header: '主持人', value: (r) => r.host?.name || r.host?.uid || '', width: 16 },
    { header: '阅读增量', value: (r) => r.read_inc, width: 14 },
    { header: '讨论增量', value: (r) => r.discuss_inc, width: 12 },
    { header: '阅读总量', value: (r) => r.read_total, width: 16 },
    { header: '讨论总量', value: (r) => r.discuss_total, width: 12 },
  ];
  if (board !== 'heated') return columns;
  return [...columns, { header: '讨论增长率(%)', value: (r) => r.discuss_rate, width: 14 }];
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

const paramsSchema = z.object({ board: z.enum(TOPIC_BOARDS), filters: topicBoardExportSchema });
type ExportParams = z.output<typeof paramsSchema>;

const topicBoardExport = defineExport<ExportParams>({
  name: 'topic.board',
  params: paramsSchema,
  async build(ctx, user, { board, filters }) {
    const limit = exportLimit(ctx, user);
    const page = await readBoard(ctx, user, board, { ...filters, page: 1, per_page: limit });
    const rows = page.data;
    return [
      sheet(TOPIC_BOARD_NAMES[board], columnsOf(board, page.has_previous), rows),
      sheet('榜单信息', INFO_COLUMNS, [
        { name: '榜单', value: TOPIC_BOARD_NAMES[board] },
        { name: '周期', value: TOPIC_PERIOD_LABELS[filters.type] },
        { name: '统计时段', value: page.period ? `${page.period.start} 至 ${page.period.end}` : '-' },
        { name: '分类', value: filters.category || '全部' },
        { name: '数据更新时间', value: page.computed_at ?? '-' },
        { name: '导出条数', value: rows.length },
      ]),
    ];
  },
});

/**
 * POST /api/topic_ranking/<board>Export: a board's period as .xlsx. The period is fixed before the
 * use is counted (the latest one when none is named), so a job-built file holds the same period.
 */
export async function exportTopicBoard(ctx: AppContext, user: Member, board: TopicBoard, input: TopicBoardExportInput) {
  const limit = exportLimit(ctx, user);
  const period = await resolvePeriod(ctx, input);
  if (!period) throw AppError.bad(TopicRankingMessage.exportEmpty);
  const start = formatChinaTime(period.start);
  const filters: TopicBoardExportInput = {
    type: input.type,
    date: start.slice(0, 10),
    hour: input.type === 'hour' ? Number(start.slice(11, 13)) : undefined,
    category: input.category,
  };
  const size = (await readBoard(ctx, user, board, { ...filters, page: 1, per_page: 1 })).total_all;
  const rowCount = Math.min(limit, size);
  if (rowCount === 0) throw AppError.bad(TopicRankingMessage.exportEmpty);
  const periodName = TOPIC_PERIOD_LABELS[input.type];
  const category = input.category || '全部';
  const stamp = start.slice(0, 13).replace(/[-\s]/g, '');
  return runExport(ctx, user, {
    feature: EXPORT_FEATURE,
    kind: topicBoardExport,
    params: { board, filters },
    title: `${TOPIC_BOARD_NAMES[board]}·${periodName}·${start.slice(0, input.type === 'hour' ? 16 : 10)}·${category}`,
    fileName: `${TOPIC_BOARD_NAMES[board]}_${periodName}_${stamp}_${category.replace(/[\\/:*?"<>|\s]/g, '_').slice(0, 20)}.xlsx`,
    rowCount,
  });
}
