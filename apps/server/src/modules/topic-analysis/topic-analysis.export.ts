import { TIER_LABELS } from '@boguan/contracts/final-report';
import { VERIFY_LABELS } from '@boguan/contracts/kol';
import { SENTIMENT_LABELS } from '@boguan/contracts/sentiment';
import { spikeRuleText, TOPIC_ANALYSIS_METRICS, TOPIC_BUCKET_LABELS } from '@boguan/contracts/topic-analysis';
import {
  type TopicAnalysisExportParams,
  type TopicCurvePoint,
  type TopicKeyPost,
  type TopicLeader,
  type TopicReport,
  type TopicSpike,
  topicAnalysisExportParamsSchema,
} from '@boguan/contracts/topic-analysis.api';
import type { AppContext } from '../../lib/context.js';
import { defineExport } from '../exports/export-kinds.js';
import { runExport } from '../exports/exports.service.js';
import { type Sheet, sheet, type XlsxColumn } from '../exports/xlsx.js';
import type { Member } from '../membership/membership.service.js';
import { requireDoneTask } from './topic-analysis.service.js';

/** Topic-analysis exports count against the member's general data-export allowance (docs/membership.md). */
const EXPORT_FEATURE = 'data_export' as const;
const EXPORT_KIND = 'topic_analysis.result';

const percent = (share: number) => `${(share * 100).toFixed(2)}%`;
const M = TOPIC_ANALYSIS_METRICS;

interface Row3 {
  name: string;
  value: string | number;
  note: string;
}
const OVERVIEW_COLUMNS: XlsxColumn<Row3>[] = [
  { header: '指标', value: (r) => r.name, width: 18 },
  { header: '数值', value: (r) => r.value, width: 28 },
  { header: '计算方式', value: (r) => r.note, width: 80 },
];

const CURVE_COLUMNS: XlsxColumn<TopicCurvePoint>[] = [
  { header: '时间段开始', value: (p) => p.time, width: 20 },
  { header: '博文数', value: (p) => p.count },
  { header: '互动量', value: (p) => p.interactions },
  { header: '前段均值', value: (p) => p.mean ?? '-' },
  { header: '峰值阈值', value: (p) => p.threshold ?? '-' },
  { header: '是否峰值', value: (p) => (p.spike ? '是' : '否') },
];

const SPIKE_COLUMNS: XlsxColumn<TopicSpike & { rank: number }>[] = [
  { header: '序号', value: (s) => s.rank },
  { header: '时间段开始', value: (s) => s.time, width: 20 },
  { header: '博文数', value: (s) => s.count },
  { header: '前段均值', value: (s) => s.mean },
  { header: '标准差', value: (s) => s.sd },
  { header: '阈值', value: (s) => s.threshold },
];

type KeyPostRow = TopicKeyPost & { spike: string; rank: number };
const KEY_POST_COLUMNS: XlsxColumn<KeyPostRow>[] = [
  { header: '峰值时间段', value: (p) => p.spike, width: 20 },
  { header: '排名', value: (p) => p.rank },
  { header: '博主', value: (p) => p.name || p.uid, width: 18 },
  { header: '正文', value: (p) => p.text, width: 60 },
  { header: '发布时间', value: (p) => p.created_at, width: 20 },
  { header: '转发', value: (p) => p.reposts },
  { header: '评论', value: (p) => p.comments },
  { header: '点赞', value: (p) => p.likes },
  { header: '互动量', value: (p) => p.interactions },
  { header: 'mid', value: (p) => p.mid, width: 20 },
  { header: '链接', value: (p) => p.url, width: 40 },
];

const LEADER_COLUMNS: XlsxColumn<TopicLeader & { rank: number }>[] = [
  { header: '排名', value: (l) => l.rank },
  { header: '博主', value: (l) => l.name || l.uid, width: 20 },
  { header: 'uid', value: (l) => l.uid, width: 14 },
  { header: '认证', value: (l) => VERIFY_LABELS[l.verify] },
  { header: '层级', value: (l) => TIER_LABELS[l.tier] },
  { header: '粉丝数（触达）', value: (l) => l.followers },
  { header: '话题博文', value: (l) => l.posts },
  { header: '互动量', value: (l) => l.interactions },
  { header: '互动占比', value: (l) => percent(l.share) },
];

function overview(report: TopicReport): Row3[] {
  const s = report.summary;
  const rule = spikeRuleText(report.spike_rule);
  const rows: Row3[] = [
    { name: '话题', value: `#${report.topic.name}#`, note: '' },
    { name: '时间范围', value: `${report.start_date} 至 ${report.end_date}`, note: '中国时间，首尾两天都含' },
    { name: '数据截至', value: report.read_at, note: '报告数据读取的时刻，之后不再变化' },
    { name: '统计粒度', value: TOPIC_BUCKET_LABELS[report.bucket], note: M.curve.hint },
    { name: M.posts.label, value: s.posts, note: M.posts.hint },
    { name: M.bloggers.label, value: s.bloggers, note: M.bloggers.hint },
    { name: M.interactions.label, value: s.interactions, note: M.interactions.hint },
    { name: M.spikes.label, value: report.spikes.length, note: `${M.spikes.hint}。${rule}` },
    ...(['positive', 'neutral', 'negative'] as const).map((label) => ({
      name: `${SENTIMENT_LABELS[label]}博文`,
      value: s.sentiment[label],
      note: M.sentiment.hint,
    })),
    ...report.tiers.map((t) => ({
      name: `${t.label}博主博文占比`,
      value: percent(t.post_share),
      note: `${t.band}；${M.tiers.hint}`,
    })),
  ];
  if (s.capped) rows.push({ name: '说明', value: `仅分析最新的 ${s.posts} 条博文`, note: '' });
  if (report.demo) rows.push({ name: '数据来源', value: '演示数据', note: '由模拟器生成的话题博文' });
  return rows;
}

function keyPostRows(report: TopicReport): KeyPostRow[] {
  return report.spikes.flatMap((spike) => spike.posts.map((p, i) => ({ ...p, spike: spike.time, rank: i + 1 })));
}

function reportSheets(report: TopicReport): Sheet[] {
  return [
    sheet('概览', OVERVIEW_COLUMNS, overview(report)),
    sheet('声量曲线', CURVE_COLUMNS, report.curve),
    sheet(
      '声量峰值',
      SPIKE_COLUMNS,
      report.spikes.map((s, i) => ({ ...s, rank: i + 1 })),
    ),
    sheet('峰值关键博文', KEY_POST_COLUMNS, keyPostRows(report)),
    sheet(
      '意见领袖',
      LEADER_COLUMNS,
      report.leaders.map((l, i) => ({ ...l, rank: i + 1 })),
    ),
  ];
}

async function resultSheets(ctx: AppContext, member: Member, params: TopicAnalysisExportParams): Promise<Sheet[]> {
  const { report } = await requireDoneTask(ctx, member, params.task_id);
  return reportSheets(report);
}

export const topicAnalysisExport = defineExport({
  name: EXPORT_KIND,
  params: topicAnalysisExportParamsSchema,
  build: resultSheets,
});

/** export: the curve, the spikes, their key posts and the opinion leaders as .xlsx (one data_export use). */
export async function exportTopicAnalysis(ctx: AppContext, user: Member, id: number) {
  const { task, report } = await requireDoneTask(ctx, user, id);
  const name = report.topic.name.replace(/[\\/:*?"<>|\s]/g, '_');
  return runExport(ctx, user, {
    feature: EXPORT_FEATURE,
    kind: topicAnalysisExport,
    params: { task_id: task.id },
    title: `话题分析·#${report.topic.name}#·${report.start_date}至${report.end_date}`,
    fileName: `话题分析_${name}_${report.start_date}_${report.end_date}.xlsx`,
    rowCount: report.curve.length + report.spikes.length + keyPostRows(report).length + report.leaders.length,
  });
}
