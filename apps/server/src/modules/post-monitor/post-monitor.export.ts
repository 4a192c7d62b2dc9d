import { ART_MON_EXPORT_EMPTY, ART_MON_INTERVAL_LABELS, type ArtMonInterval } from '@boguan/contracts/post-monitor';
import {
  type ArtMonExportParams,
  type ArtMonPoint,
  type ArtMonReportInput,
  artMonExportParamsSchema,
} from '@boguan/contracts/post-monitor.api';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import { defineExport } from '../exports/export-kinds.js';
import { runExport } from '../exports/exports.service.js';
import { sheet, type XlsxColumn } from '../exports/xlsx.js';
import type { Member } from '../membership/membership.service.js';
import { growthPoints, reportContent, reportScope, toPoint } from './post-monitor-report.service.js';

/** The interval table is exported as 博文导出 (article_export: free members 1001, paid levels' monthly uses). */
const FEATURE = 'article_export' as const;
const KIND = 'art_mon.frequency';

const POINT_COLUMNS: XlsxColumn<ArtMonPoint>[] = [
  { header: '时间', value: (p) => p.time, width: 20 },
  { header: '转发数', value: (p) => p.reposts },
  { header: '评论数', value: (p) => p.comments },
  { header: '点赞数', value: (p) => p.likes },
  { header: '新增转发', value: (p) => p.new_reposts },
  { header: '新增评论', value: (p) => p.new_comments },
  { header: '新增点赞', value: (p) => p.new_likes },
];

interface KeyValue {
  name: string;
  value: string | number;
}
const KEY_VALUE_COLUMNS: XlsxColumn<KeyValue>[] = [
  { header: '指标', value: (r) => r.name, width: 20 },
  { header: '数值', value: (r) => r.value, width: 60 },
];

const exportFileName = (mid: string) => `博文监测明细_${mid}.xlsx`;

/** The sheets: every interval oldest first, and the post with its totals. */
export const artMonFrequencyExport = defineExport({
  name: KIND,
  params: artMonExportParamsSchema,
  async build(ctx: AppContext, member: Member, params: ArtMonExportParams) {
    const input = { id: params.task_id, mid: params.mid };
    const scope = await reportScope(ctx, member, input);
    const [points, content] = await Promise.all([growthPoints(ctx, scope), reportContent(ctx, member, input)]);
    const limit = ctx.membership.authorize(member, FEATURE).maxRows ?? Number.MAX_SAFE_INTEGER;
    const overview: KeyValue[] = [
      { name: '博主', value: content.post.uname },
      { name: '博文mid', value: content.post.mid },
      { name: '博文链接', value: content.post.url || '演示博文（微博上没有原文）' },
      { name: '博文内容', value: content.post.text },
      { name: '发布时间', value: content.post.posts_time },
      { name: '监测开始', value: content.monitor_start },
      { name: '计划结束', value: content.monitor_end },
      { name: '监测频率', value: ART_MON_INTERVAL_LABELS[scope.task.interval_minutes as ArtMonInterval] ?? '' },
      { name: '状态', value: content.task.status_text },
      { name: '当前转发数', value: content.current.reposts },
      { name: '当前评论数', value: content.current.comments },
      { name: '当前点赞数', value: content.current.likes },
      { name: '监测期间新增互动', value: content.growth.interactions },
    ];
    if (content.note) overview.push({ name: '说明', value: content.note });
    return [
      sheet('监测明细', POINT_COLUMNS, points.slice(0, limit).map(toPoint)),
      sheet('博文信息', KEY_VALUE_COLUMNS, overview),
    ];
  },
});

/** POST /api/art_mon/exportCoreFrequencyList: the interval table of one of the member's reports. */
export async function exportFrequencyList(ctx: AppContext, user: Member, input: ArtMonReportInput) {
  ctx.membership.authorize(user, FEATURE);
  const scope = await reportScope(ctx, user, input);
  const points = await growthPoints(ctx, scope);
  if (points.length === 0) throw AppError.bad(ART_MON_EXPORT_EMPTY);
  const limit = ctx.membership.authorize(user, FEATURE).maxRows ?? Number.MAX_SAFE_INTEGER;
  return runExport(ctx, user, {
    feature: FEATURE,
    kind: artMonFrequencyExport,
    params: { task_id: Number(scope.task.id), mid: scope.post.mid },
    title: `博文监测明细·${scope.task.uname}·${scope.post.mid}`,
    fileName: exportFileName(scope.post.mid),
    rowCount: Math.min(points.length, limit),
  });
}
