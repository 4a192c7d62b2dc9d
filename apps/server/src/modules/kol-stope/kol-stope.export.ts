import {
  type StopeAdPost,
  type StopeBrandRow,
  type StopeDay,
  type StopeExportParams,
  type StopePost,
  stopeExportParamsSchema,
} from '@boguan/contracts/kol-stope.api';
import { metricLabel } from '@boguan/contracts/metrics';
import { SENTIMENT_LABELS } from '@boguan/contracts/sentiment';
import type { AppContext } from '../../lib/context.js';
import { defineExport, type ExportKind } from '../exports/export-kinds.js';
import { runExport } from '../exports/exports.service.js';
import { type Sheet, sheet, type XlsxColumn } from '../exports/xlsx.js';
import type { Member } from '../membership/membership.service.js';
import type { StopeTaskRow } from './kol-stope.repository.js';
import { adAnalysis, allTaskPosts, requireDoneTask, stopeSummary } from './kol-stope.service.js';

const STOPE_EXPORT_KIND = 'kol.stope';
const STOPE_AD_EXPORT_KIND = 'kol.stope_ad';

const yesNo = (value: boolean) => (value ? '是' : '否');

const POST_COLUMNS: XlsxColumn<StopePost>[] = [
  { header: '博文ID', value: (p) => p.mid, width: 20 },
  { header: '博文链接', value: (p) => p.url, width: 40 },
  { header: '博文内容', value: (p) => p.text, width: 60 },
  { header: '发布时间', value: (p) => p.created_at, width: 20 },
  { header: metricLabel('reposts'), value: (p) => p.reposts },
  { header: metricLabel('comments'), value: (p) => p.comments },
  { header: metricLabel('likes'), value: (p) => p.likes },
  { header: metricLabel('interactions'), value: (p) => p.interactions },
  { header: '是否商业博文', value: (p) => yesNo(p.sponsored) },
  { header: '商业标记', value: (p) => p.markers.join('、'), width: 20 },
  { header: '图片数', value: (p) => p.pics },
  { header: '是否原创', value: (p) => yesNo(p.is_original) },
  // The member's own label where they corrected the post (docs/sentiment-corrections.md).
  { header: '情感', value: (p) => SENTIMENT_LABELS[p.sentiment.label] },
];

interface KeyValue {
  name: string;
  value: string | number;
}
const KEY_VALUE_COLUMNS: XlsxColumn<KeyValue>[] = [
  { header: '指标', value: (r) => r.name, width: 20 },
  { header: '数值', value: (r) => r.value, width: 30 },
];

const DAY_COLUMNS: XlsxColumn<StopeDay>[] = [
  { header: '日期', value: (d) => d.date, width: 14 },
  { header: '博文数', value: (d) => d.posts },
  { header: '商业博文数', value: (d) => d.sponsored },
  { header: metricLabel('interactions'), value: (d) => d.interactions },
];

/** The rows an export may hold for this member (kol_export maxRows; 1001 for a level without it). */
function exportRowLimit(ctx: AppContext, member: Member): number {
  return ctx.membership.authorize(member, 'kol_export').maxRows ?? Number.MAX_SAFE_INTEGER;
}

function stopeExportTitle(task: StopeTaskRow, ad = false): string {
  return `${ad ? '商业博文分析' : '博主回采'}·${task.uname}·${task.start_date}至${task.end_date}`;
}

function stopeExportFileName(task: StopeTaskRow, ad = false): string {
  const name = task.uname.replace(/[\\/:*?"<>|\s]/g, '_');
  return `${ad ? '商业博文分析' : '博主回采'}_${name}_${task.start_date}_${task.end_date}.xlsx`;
}

async function stopeSheets(ctx: AppContext, member: Member, params: StopeExportParams): Promise<Sheet[]> {
  const task = await requireDoneTask(ctx, member, params.task_id);
  const limit = exportRowLimit(ctx, member);
  const [posts, summary] = await Promise.all([allTaskPosts(ctx, task, limit), stopeSummary(ctx, task)]);
  const overview: KeyValue[] = [
    { name: '博主', value: task.uname },
    { name: '博主uid', value: task.uid },
    { name: '开始日期', value: task.start_date },
    { name: '结束日期', value: task.end_date },
    { name: '博文数', value: summary.posts },
    { name: '原创博文数', value: summary.originals },
    { name: '商业博文数', value: summary.sponsored },
    { name: '转发总数', value: summary.reposts },
    { name: '评论总数', value: summary.comments },
    { name: '点赞总数', value: summary.likes },
    { name: '互动总量', value: summary.interactions },
    { name: '平均互动量', value: summary.avg_interactions },
    { name: '正面博文数', value: summary.sentiment.positive },
    { name: '中性博文数', value: summary.sentiment.neutral },
    { name: '负面博文数', value: summary.sentiment.negative },
    { name: '导出博文数', value: posts.length },
  ];
  if (task.capped)
    overview.push({
      name: '说明',
      value: `时间范围内共有${task.posts_found}条博文，按会员上限保留最新${task.posts}条`,
    });
  return [
    sheet('回采博文', POST_COLUMNS, posts),
    sheet('汇总', KEY_VALUE_COLUMNS, overview),
    sheet('每日数据', DAY_COLUMNS, summary.daily),
  ];
}

const AD_COLUMNS: XlsxColumn<StopeAdPost>[] = [
  ...POST_COLUMNS,
  { header: '提及品牌', value: (p) => p.brands.join('、'), width: 24 },
  { header: '互动/自然博文均值', value: (p) => p.vs_organic },
];
const BRAND_COLUMNS: XlsxColumn<StopeBrandRow>[] = [
  { header: '品牌', value: (b) => b.name, width: 20 },
  { header: '商业博文数', value: (b) => b.posts },
  { header: metricLabel('interactions'), value: (b) => b.interactions },
];

async function adSheets(ctx: AppContext, member: Member, params: StopeExportParams): Promise<Sheet[]> {
  const task = await requireDoneTask(ctx, member, params.task_id);
  const analysis = await adAnalysis(ctx, task, exportRowLimit(ctx, member));
  const overview: KeyValue[] = [
    { name: '博主', value: task.uname },
    { name: '开始日期', value: task.start_date },
    { name: '结束日期', value: task.end_date },
    { name: '商业博文数', value: analysis.sponsored_posts },
    { name: '自然博文数', value: analysis.organic_posts },
    { name: '商业博文平均互动', value: analysis.sponsored_avg_interactions },
    { name: '自然博文平均互动', value: analysis.organic_avg_interactions },
    { name: '商业/自然互动差异', value: analysis.lift === null ? '-' : `${(analysis.lift * 100).toFixed(1)}%` },
  ];
  return [
    sheet('商业博文', AD_COLUMNS, analysis.posts),
    sheet('品牌汇总', BRAND_COLUMNS, analysis.brands),
    sheet('汇总', KEY_VALUE_COLUMNS, overview),
  ];
}

/** An export job reads the task again by its id (still the owner's, still done). */
export const stopeExport = defineExport({
  name: STOPE_EXPORT_KIND,
  params: stopeExportParamsSchema,
  build: stopeSheets,
});
export const stopeAdExport = defineExport({
  name: STOPE_AD_EXPORT_KIND,
  params: stopeExportParamsSchema,
  build: adSheets,
});

/** One export of a finished task: its posts, or (ad) its sponsored posts with the analysis. */
async function exportTask(ctx: AppContext, user: Member, id: number, kind: ExportKind<StopeExportParams>, ad: boolean) {
  const task = await requireDoneTask(ctx, user, id);
  return runExport(ctx, user, {
    feature: 'kol_export',
    kind,
    params: { task_id: Number(task.id) },
    title: stopeExportTitle(task, ad),
    fileName: stopeExportFileName(task, ad),
    rowCount: Math.min(ad ? task.sponsored : task.posts, exportRowLimit(ctx, user)),
  });
}

/** POST /api/kol/analyseArticleExport: the posts of a task, its summary and its days. */
export function exportStopePosts(ctx: AppContext, user: Member, id: number) {
  return exportTask(ctx, user, id, stopeExport, false);
}

/** POST /api/kol/adArtExport: the sponsored posts of a task, their brands and the comparison. */
export function exportStopeAds(ctx: AppContext, user: Member, id: number) {
  return exportTask(ctx, user, id, stopeAdExport, true);
}
