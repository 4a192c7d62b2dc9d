import { BRAND_REPORT_EXPORT_EMPTY } from '@boguan/contracts/brand-report';
import {
  type BrandReport,
  type BrandReportExportParams,
  brandReportExportParamsSchema,
} from '@boguan/contracts/brand-report.api';
import { formatChinaTime } from '@boguan/contracts/china-time';
import { BLOGGER_TIERS, type BloggerTier, TIER_LABELS } from '@boguan/contracts/final-report';
import { VERIFY_LABELS, type VerifyBadge } from '@boguan/contracts/kol';
import { SENTIMENT_LABELS } from '@boguan/contracts/sentiment';
import { tierFor } from '@boguan/weibo/analytics/campaign-report';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import { defineExport, type ExportKind } from '../exports/export-kinds.js';
import { runExport } from '../exports/exports.service.js';
import { type Sheet, sheet, type XlsxColumn } from '../exports/xlsx.js';
import type { Member } from '../membership/membership.service.js';
import {
  type FrozenBloggerRow,
  type FrozenPostRow,
  frozenBloggers,
  frozenCounts,
  frozenPosts,
} from './brand-report.repository.js';
import { requireDoneTask } from './brand-report.service.js';

/*
 * exportArt / exportBlogger: the posts and the bloggers of a finished report, as frozen when it was
 * read. Each counts one data_export use; a level's row limit (data_export maxRows) cuts the file and
 * says so in the record's title and in the 说明 sheet, never silently.
 */

const EXPORT_FEATURE = 'data_export' as const;
const TITLE_MAX = 200;
/** brand_report_posts.sentiment (1, 0, -1) as its label. */
const labelOf = (sentiment: number) => (sentiment > 0 ? 'positive' : sentiment < 0 ? 'negative' : 'neutral');

const POST_COLUMNS: XlsxColumn<FrozenPostRow>[] = [
  { header: '发布时间', value: (p) => formatChinaTime(p.created_at), width: 20 },
  { header: 'uid', value: (p) => p.uid, width: 14 },
  { header: '正文', value: (p) => p.text, width: 60 },
  { header: '情感', value: (p) => SENTIMENT_LABELS[labelOf(p.sentiment)] },
  { header: '商业推广', value: (p) => (p.sponsored ? '是' : '否') },
  { header: '类型', value: (p) => (p.is_repost ? '转发' : '原创') },
  { header: '转发', value: (p) => p.reposts },
  { header: '评论', value: (p) => p.comments },
  { header: '点赞', value: (p) => p.likes },
  { header: '互动量', value: (p) => p.reposts + p.comments + p.likes },
  { header: 'mid', value: (p) => p.mid, width: 20 },
  { header: '链接', value: (p) => p.url || '演示数据', width: 40 },
];

const BLOGGER_COLUMNS: XlsxColumn<FrozenBloggerRow>[] = [
  { header: '排名', value: (b) => b.rank },
  { header: '博主', value: (b) => b.screen_name || b.uid, width: 20 },
  { header: 'uid', value: (b) => b.uid, width: 14 },
  { header: '认证', value: (b) => VERIFY_LABELS[b.verify_badge as VerifyBadge] ?? VERIFY_LABELS.none },
  { header: '层级', value: (b) => TIER_LABELS[tierFor<BloggerTier>(b.followers, BLOGGER_TIERS)] },
  { header: '粉丝数', value: (b) => b.followers },
  { header: '提及博文', value: (b) => b.posts },
  { header: '推广博文', value: (b) => b.sponsored_posts },
  { header: '负面博文', value: (b) => b.negative_posts },
  { header: '互动量', value: (b) => b.interactions },
];

interface NoteRow {
  name: string;
  value: string | number;
}
const NOTE_COLUMNS: XlsxColumn<NoteRow>[] = [
  { header: '项目', value: (r) => r.name, width: 16 },
  { header: '内容', value: (r) => r.value, width: 80 },
];

/** The rows an export may hold for this member (data_export maxRows; 1001 for a level without exports). */
function exportRowLimit(ctx: AppContext, member: Member): number {
  return ctx.membership.authorize(member, EXPORT_FEATURE).maxRows ?? Number.MAX_SAFE_INTEGER;
}

/** Said in the title and the 说明 sheet when the level's limit cut the file. */
export function brandRowLimitNote(limit: number, total: number): string {
  return `（按会员等级导出前${limit}条，共${total}条，其余未导出）`;
}

function notes(report: BrandReport, what: string, shown: number, total: number, limit: number): NoteRow[] {
  const rows: NoteRow[] = [
    { name: '品牌', value: report.brand.brand_cn_name },
    { name: '时间范围', value: `${report.start_date} 至 ${report.end_date}（中国时间，首尾两天都含）` },
    { name: '数据截至', value: `${report.read_at}（报告读取数据的时刻，之后不再变化）` },
    { name: `导出${what}`, value: `${shown} 条，共 ${total} 条` },
  ];
  if (shown < total) rows.push({ name: '说明', value: brandRowLimitNote(limit, total) });
  if (report.summary.capped)
    rows.push({ name: '说明', value: `该时间范围内提及量较多，报告保留最新的 ${report.summary.posts_read} 条博文` });
  if (report.demo) rows.push({ name: '数据来源', value: '演示数据（由模拟器生成）' });
  return rows;
}

function frozenExport(
  name: string,
  what: '博文' | '博主',
  build: (ctx: AppContext, taskId: number, limit: number) => Promise<Sheet>,
  totalOf: (counts: { posts: number; bloggers: number }) => number,
): ExportKind<BrandReportExportParams> {
  return defineExport({
    name,
    params: brandReportExportParamsSchema,
    async build(ctx, member, params) {
      const { task, report } = await requireDoneTask(ctx, member, params.task_id);
      const limit = exportRowLimit(ctx, member);
      const data = await build(ctx, task.id, limit);
      const total = totalOf(await frozenCounts(ctx.db, task.id));
      return [data, sheet('说明', NOTE_COLUMNS, notes(report, what, data.cells.length, total, limit))];
    },
  });
}

const postsExport = frozenExport(
  'brand_report.posts',
  '博文',
  async (ctx, taskId, limit) => sheet('提及博文', POST_COLUMNS, await frozenPosts(ctx.db, taskId, limit)),
  (c) => c.posts,
);
const bloggersExport = frozenExport(
  'brand_report.bloggers',
  '博主',
  async (ctx, taskId, limit) => sheet('提及博主', BLOGGER_COLUMNS, await frozenBloggers(ctx.db, taskId, limit)),
  (c) => c.bloggers,
);

async function exportFrozen(ctx: AppContext, user: Member, id: number, what: '博文' | '博主') {
  const { task, report } = await requireDoneTask(ctx, user, id);
  const limit = exportRowLimit(ctx, user);
  const counts = await frozenCounts(ctx.db, task.id);
  const total = what === '博文' ? counts.posts : counts.bloggers;
  if (total === 0) throw AppError.bad(BRAND_REPORT_EXPORT_EMPTY);
  const rows = Math.min(total, limit);
  const cut = total > limit ? brandRowLimitNote(limit, total) : '';
  const name = report.brand.brand_cn_name.replace(/[\\/:*?"<>|\s]/g, '_').slice(0, 20);
  const title = `品牌报告${what}·${report.brand.brand_cn_name}·${report.start_date}至${report.end_date}`;
  return runExport(ctx, user, {
    feature: EXPORT_FEATURE,
    kind: what === '博文' ? postsExport : bloggersExport,
    params: { task_id: task.id },
    title: `${title.slice(0, TITLE_MAX - cut.length)}${cut}`,
    fileName: `品牌报告${what}_${name}_${report.start_date}_${report.end_date}.xlsx`,
    rowCount: rows,
  });
}

/** POST /api/brand_report/exportArt: the report's posts as read (one data_export use). */
export function exportBrandReportPosts(ctx: AppContext, user: Member, id: number) {
  return exportFrozen(ctx, user, id, '博文');
}

/** POST /api/brand_report/exportBlogger: the report's bloggers as read (one data_export use). */
export function exportBrandReportBloggers(ctx: AppContext, user: Member, id: number) {
  return exportFrozen(ctx, user, id, '博主');
}
