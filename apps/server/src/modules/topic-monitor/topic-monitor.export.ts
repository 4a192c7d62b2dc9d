import {
  TOPIC_MON_EXPORT_EMPTY,
  TOPIC_MON_INTERVAL_LABELS,
  type TopicMonInterval,
} from '@boguan/contracts/topic-monitor';
import {
  type TopicExportParams,
  type TopicPoint,
  type TopicReportInput,
  topicExportParamsSchema,
} from '@boguan/contracts/topic-monitor.api';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import { defineExport } from '../exports/export-kinds.js';
import { runExport } from '../exports/exports.service.js';
import { sheet, type XlsxColumn } from '../exports/xlsx.js';
import type { Member } from '../membership/membership.service.js';
import { reportContent, reportScope, toPoint } from './topic-monitor-report.service.js';

/** The interval table is a data export (数据导出: free members 1001, paid levels' monthly uses). */
const FEATURE = 'data_export' as const;
const KIND = 'topic_mon.trend';

const POINT_COLUMNS: XlsxColumn<TopicPoint>[] = [
  { header: '时间', value: (p) => p.time, width: 20 },
  { header: '阅读数', value: (p) => p.read, width: 16 },
  { header: '讨论数', value: (p) => p.discussion, width: 14 },
  { header: '带话题博文数', value: (p) => p.posts },
  { header: '原创博文数', value: (p) => p.originals },
  { header: '新增阅读', value: (p) => p.new_read, width: 14 },
  { header: '新增讨论', value: (p) => p.new_discussion },
  { header: '新增博文', value: (p) => p.new_posts },
  { header: '新增原创', value: (p) => p.new_originals },
];

interface KeyValue {
  name: string;
  value: string | number;
}
const KEY_VALUE_COLUMNS: XlsxColumn<KeyValue>[] = [
  { header: '指标', value: (r) => r.name, width: 20 },
  { header: '数值', value: (r) => r.value, width: 60 },
];

/** The sheets: every interval oldest first, and the topic with its totals. */
export const topicTrendExport = defineExport({
  name: KIND,
  params: topicExportParamsSchema,
  async build(ctx: AppContext, member: Member, params: TopicExportParams) {
    const input = { id: params.task_id };
    const [scope, content] = await Promise.all([reportScope(ctx, member, input), reportContent(ctx, member, input)]);
    const limit = ctx.membership.authorize(member, FEATURE).maxRows ?? Number.MAX_SAFE_INTEGER;
    const overview: KeyValue[] = [
      { name: '话题', value: `#${content.topic.name}#` },
      { name: '数据来源', value: content.topic.is_demo ? '演示数据' : '微博' },
      { name: '主持人', value: content.topic.host?.uname ?? '无' },
      { name: '分类', value: content.topic.category },
      { name: '监测开始', value: content.task.monitor_start ?? '' },
      { name: '计划结束', value: content.task.monitor_end ?? '' },
      {
        name: '监测频率',
        value: TOPIC_MON_INTERVAL_LABELS[scope.task.interval_minutes as TopicMonInterval] ?? '',
      },
      { name: '状态', value: content.task.status_text },
      { name: '当前阅读数', value: content.current.read },
      { name: '当前讨论数', value: content.current.discussion },
      { name: '监测期间新增阅读', value: content.growth.read },
      { name: '监测期间新增讨论', value: content.growth.discussion },
      { name: '参与博主数', value: content.bloggers },
    ];
    return [
      sheet('监测明细', POINT_COLUMNS, scope.points.slice(0, limit).map(toPoint)),
      sheet('话题信息', KEY_VALUE_COLUMNS, overview),
    ];
  },
});

/** POST /api/topic/exportTrendList: the interval table of one of the member's reports. */
export async function exportTrendList(ctx: AppContext, user: Member, input: TopicReportInput) {
  ctx.membership.authorize(user, FEATURE);
  const scope = await reportScope(ctx, user, input);
  if (scope.points.length === 0) throw AppError.bad(TOPIC_MON_EXPORT_EMPTY);
  const limit = ctx.membership.authorize(user, FEATURE).maxRows ?? Number.MAX_SAFE_INTEGER;
  return runExport(ctx, user, {
    feature: FEATURE,
    kind: topicTrendExport,
    params: { task_id: Number(scope.task.id) },
    title: `话题监测明细·#${scope.task.topic}#`,
    fileName: `话题监测明细_${scope.task.topic}.xlsx`,
    rowCount: Math.min(scope.points.length, limit),
  });
}
