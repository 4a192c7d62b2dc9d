import { dataAsOf, FinalReportMessage as M, TIER_LABELS } from '@boguan/contracts/final-report';
import {
  type CampaignSummary,
  type ReportBlogger,
  type ReportExportParams,
  type ReportPost,
  reportExportParamsSchema,
} from '@boguan/contracts/final-report.api';
import { VERIFY_LABELS } from '@boguan/contracts/kol';
import { metricLabel } from '@boguan/contracts/metrics';
import { SENTIMENT_LABELS } from '@boguan/contracts/sentiment';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import { defineExport, type ExportKind } from '../exports/export-kinds.js';
import { runExport } from '../exports/exports.service.js';
import { type Sheet, sheet, type XlsxColumn } from '../exports/xlsx.js';
import type { Member } from '../membership/membership.service.js';
import { reportResult, requireDoneReport } from './final-report.service.js';

/*
 * The two exports of a finished report (spec 7: /api/launch/exportArt, /api/launch/exportBlogger):
 * its posts and its bloggers as they stood when the report's data was read, each with a summary
 * sheet that says so. One `article_export` use each (docs/final-report.md).
 */

const EXPORT_FEATURE = 'article_export' as const;
const yesNo = (value: boolean) => (value ? '是' : '否');
const yuan = (fen: number | null) => (fen === null ? '-' : (fen / 100).toFixed(2));
const percent = (ratio: number) => `${(ratio * 100).toFixed(2)}%`;

const POST_COLUMNS: XlsxColumn<ReportPost>[] = [
  { header: '博文ID', value: (p) => p.mid, width: 20 },
  { header: '博文链接', value: (p) => p.url, width: 40 },
  { header: '博文内容', value: (p) => p.text, width: 60 },
  { header: '发布时间', value: (p) => p.created_at, width: 20 },
  { header: '博主', value: (p) => p.uname, width: 20 },
  { header: '博主uid', value: (p) => p.uid, width: 14 },
  { header: metricLabel('fans'), value: (p) => p.followers },
  { header: '博主层级', value: (p) => TIER_LABELS[p.tier] },
  { header: metricLabel('reposts'), value: (p) => p.reposts },
  { header: metricLabel('comments'), value: (p) => p.comments },
  { header: metricLabel('likes'), value: (p) => p.likes },
  { header: metricLabel('interactions'), value: (p) => p.interactions },
  { header: '是否商业博文', value: (p) => yesNo(p.sponsored) },
  { header: '状态', value: (p) => (p.state === 'ok' ? '正常' : '已删除（不计入汇总）') },
];

const BLOGGER_COLUMNS: XlsxColumn<ReportBlogger>[] = [
  { header: '博主', value: (b) => b.uname, width: 20 },
  { header: '博主uid', value: (b) => b.uid, width: 14 },
  { header: '认证', value: (b) => VERIFY_LABELS[b.verify] },
  { header: metricLabel('fans'), value: (b) => b.followers },
  { header: '博主层级', value: (b) => TIER_LABELS[b.tier] },
  { header: '博文数', value: (b) => b.posts },
  { header: metricLabel('reposts'), value: (b) => b.reposts },
  { header: metricLabel('comments'), value: (b) => b.comments },
  { header: metricLabel('likes'), value: (b) => b.likes },
  { header: metricLabel('interactions'), value: (b) => b.interactions },
];

interface KeyValue {
  name: string;
  value: string | number;
}
const KEY_VALUE_COLUMNS: XlsxColumn<KeyValue>[] = [
  { header: '指标', value: (r) => r.name, width: 22 },
  { header: '数值', value: (r) => r.value, width: 60 },
];

function overview(name: string, s: CampaignSummary, dataTime: string): KeyValue[] {
  return [
    { name: '报告名称', value: name },
    { name: '数据时间', value: dataAsOf(dataTime) },
    {
      name: '数据来源',
      value: s.demo_posts > 0 ? `演示数据：${s.demo_posts} 条博文由博观模拟器生成，并非真实微博数据` : '微博数据',
    },
    { name: '博文数', value: s.posts },
    { name: '已删除博文（不计入）', value: s.deleted_posts },
    { name: '博主数', value: s.bloggers },
    { name: '转发总数', value: s.reposts },
    { name: '评论总数', value: s.comments },
    { name: '点赞总数', value: s.likes },
    { name: '互动总量', value: s.interactions },
    { name: '平均每条互动', value: s.avg_interactions },
    { name: '预估曝光量', value: s.exposure },
    { name: '曝光估算依据', value: s.exposure_basis },
    { name: '互动率', value: percent(s.engagement_rate) },
    { name: '投放费用（元）', value: yuan(s.cost_fen) },
    { name: 'CPE（元/互动）', value: yuan(s.cpe_fen) },
    { name: 'CPM（元/千次曝光）', value: yuan(s.cpm_fen) },
    ...s.tiers.map((t) => ({ name: `${t.label}博主（${t.band}）`, value: `${t.bloggers} 位，${t.posts} 条博文` })),
    ...(['positive', 'neutral', 'negative'] as const).map((label) => ({
      name: `${SENTIMENT_LABELS[label]}评论（抽样 ${s.sentiment.total} 条）`,
      value: s.sentiment[label],
    })),
  ];
}

async function postSheets(ctx: AppContext, member: Member, params: ReportExportParams): Promise<Sheet[]> {
  const result = await reportResult(ctx, member, params.report_id);
  return [
    sheet('博文', POST_COLUMNS, result.posts),
    sheet('汇总', KEY_VALUE_COLUMNS, overview(result.report.name, result.summary, result.report.data_time ?? '')),
  ];
}

async function bloggerSheets(ctx: AppContext, member: Member, params: ReportExportParams): Promise<Sheet[]> {
  const result = await reportResult(ctx, member, params.report_id);
  return [
    sheet('博主', BLOGGER_COLUMNS, result.bloggers),
    sheet('汇总', KEY_VALUE_COLUMNS, overview(result.report.name, result.summary, result.report.data_time ?? '')),
  ];
}

export const reportPostsExport = defineExport({
  name: 'launch.posts',
  params: reportExportParamsSchema,
  build: postSheets,
});
export const reportBloggersExport = defineExport({
  name: 'launch.bloggers',
  params: reportExportParamsSchema,
  build: bloggerSheets,
});

const safeName = (name: string) => name.replace(/[\\/:*?"<>|\s]/g, '_');

async function exportReport(
  ctx: AppContext,
  user: Member,
  id: number,
  kind: ExportKind<ReportExportParams>,
  what: '博文' | '博主',
) {
  const report = await requireDoneReport(ctx, user, id);
  const rows = what === '博文' ? report.mids.length : report.bloggers;
  if (rows === 0) throw AppError.bad(M.exportEmpty);
  return runExport(ctx, user, {
    feature: EXPORT_FEATURE,
    kind,
    params: { report_id: Number(report.id) },
    title: `结案报告${what}·${report.name}`,
    fileName: `结案报告_${what}_${safeName(report.name)}.xlsx`,
    rowCount: rows,
  });
}

export const exportReportPosts = (ctx: AppContext, user: Member, id: number) =>
  exportReport(ctx, user, id, reportPostsExport, '博文');
export const exportReportBloggers = (ctx: AppContext, user: Member, id: number) =>
  exportReport(ctx, user, id, reportBloggersExport, '博主');
