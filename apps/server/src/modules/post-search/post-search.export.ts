import { formatChinaTime } from '@boguan/contracts/china-time';
import { VERIFY_LABELS } from '@boguan/contracts/kol';
import {
  POST_MEDIA_LABELS,
  POST_TYPE_LABELS,
  PostSearchMessage,
  SPONSORED_LABELS,
} from '@boguan/contracts/post-search';
import {
  type PostResult,
  type PostSearchFilters,
  type PostSearchItem,
  type PostSelectionInput,
  postSearchFiltersSchema,
  postSelectionSchema,
} from '@boguan/contracts/post-search.api';
import { SENTIMENT_LABELS } from '@boguan/contracts/sentiment';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import { defineExport } from '../exports/export-kinds.js';
import { runExport } from '../exports/exports.service.js';
import { sheet, type XlsxColumn } from '../exports/xlsx.js';
import type { Member } from '../membership/membership.service.js';
import { storedMids } from './post-search.repository.js';
import { EXPORT_FEATURE, exportSearchRows, matchCount, selectedRows } from './post-search.service.js';

const SEARCH_EXPORT_KIND = 'post.search';
const TITLE_MAX = 200;
const SELECTION_EXPORT_KIND = 'post.selection';

const yesNo = (value: boolean) => (value ? '是' : '否');

/** The columns of a post in every export of this area (search, selection, boards). */
export const POST_COLUMNS: readonly XlsxColumn<PostResult>[] = [
  { header: '博文ID', value: (p) => p.mid, width: 20 },
  { header: '博文链接', value: (p) => p.art_url, width: 36 },
  { header: '博主', value: (p) => p.art_uname, width: 20 },
  { header: '博主UID', value: (p) => p.uid, width: 14 },
  { header: '认证', value: (p) => VERIFY_LABELS[p.art_verify] },
  { header: '粉丝数', value: (p) => p.fans, width: 12 },
  { header: '博主分类', value: (p) => p.category.join('、'), width: 14 },
  { header: '发布时间', value: (p) => p.art_posted_time, width: 18 },
  { header: '博文内容', value: (p) => p.text, width: 60 },
  { header: '转发数', value: (p) => p.reposts },
  { header: '评论数', value: (p) => p.comments },
  { header: '点赞数', value: (p) => p.likes },
  { header: '互动量', value: (p) => p.interactions },
  { header: '类型', value: (p) => (p.is_original ? POST_TYPE_LABELS.original : POST_TYPE_LABELS.repost) },
  { header: '图片数', value: (p) => p.pics },
  { header: '含视频', value: (p) => yesNo(p.has_video) },
  { header: '商业博文', value: (p) => yesNo(p.sponsored) },
  { header: '商业标记', value: (p) => p.markers.join('、'), width: 20 },
];

const SEARCH_COLUMNS: readonly XlsxColumn<PostSearchItem>[] = [
  ...POST_COLUMNS,
  // The member's own label where they corrected the post (docs/sentiment-corrections.md).
  { header: '情感', value: (p) => SENTIMENT_LABELS[p.sentiment.label] },
];

/** The rows an export may hold for this member (article_export maxRows; 1001 for a level without it). */
export function exportRowLimit(ctx: AppContext, member: Member): number {
  return ctx.membership.authorize(member, EXPORT_FEATURE).maxRows ?? Number.MAX_SAFE_INTEGER;
}

/** 20260105_1430 (China time): the stamp of a file name. */
export function fileStamp(now: Date): string {
  return formatChinaTime(now).replace(/-/g, '').replace(' ', '_').replace(/:/g, '').slice(0, 13);
}

/** A name part safe in a file name. */
export function fileSafe(text: string): string {
  return text.replace(/[\\/:*?"<>|\s]/g, '_').slice(0, 20);
}

/** What the export history shows: the title and the filters that narrowed it. */
export function searchExportTitle(f: PostSearchFilters): string {
  const parts = [
    `关键词「${f.keyword}」`,
    (f.start_date || f.end_date) && `${f.start_date ?? '不限'}至${f.end_date ?? '不限'}`,
    f.category,
    f.post_type && POST_TYPE_LABELS[f.post_type],
    ...f.media.map((m) => POST_MEDIA_LABELS[m]),
    f.sponsored && SPONSORED_LABELS[f.sponsored],
    f.verify.length > 0 && f.verify.map((v) => VERIFY_LABELS[v]).join('/'),
    f.interact_min !== undefined && `互动≥${f.interact_min}`,
  ].filter(Boolean);
  return `${PostSearchMessage.exportTitle}：${parts.join(' · ')}`;
}

/** The search's rows as the member may export them, in the search's order. */
const searchExport = defineExport<PostSearchFilters>({
  name: SEARCH_EXPORT_KIND,
  params: postSearchFiltersSchema,
  async build(ctx, user, filters) {
    const rows = await exportSearchRows(ctx, user, filters, exportRowLimit(ctx, user));
    return [sheet(PostSearchMessage.exportTitle, SEARCH_COLUMNS, rows)];
  },
});

const selectionExport = defineExport<PostSelectionInput>({
  name: SELECTION_EXPORT_KIND,
  params: postSelectionSchema,
  async build(ctx, user, { mids }) {
    const rows = await selectedRows(ctx, user, mids.slice(0, exportRowLimit(ctx, user)));
    return [sheet(PostSearchMessage.selectionTitle, SEARCH_COLUMNS, rows)];
  },
});

/** The record's note when the level's row limit cut the export, so the cut is never silent. */
export function rowLimitNote(limit: number): string {
  return `（按会员等级导出前${limit}条，更多结果未导出）`;
}

/**
 * POST /api/article/exportBlog: the results of a search, as many as article_export's maxRows allows.
 * A free member gets 1001 before any query runs; a search without results is refused before a use
 * is counted. When more posts match than the level exports, the record's title says so (getTimes
 * has said it before the export, in the page's confirm).
 */
export async function exportBlog(ctx: AppContext, user: Member, filters: PostSearchFilters) {
  const limit = exportRowLimit(ctx, user);
  const matched = await matchCount(ctx, filters, limit + 1);
  const rowCount = Math.min(matched, limit);
  if (rowCount === 0) throw AppError.bad(PostSearchMessage.exportEmpty);
  const cut = matched > limit ? rowLimitNote(limit) : '';
  return runExport(ctx, user, {
    feature: EXPORT_FEATURE,
    kind: searchExport,
    params: filters,
    // export_records.title holds 200 characters: the note is kept whole.
    title: `${searchExportTitle(filters).slice(0, TITLE_MAX - cut.length)}${cut}`,
    fileName: `${PostSearchMessage.exportTitle}_${fileSafe(filters.keyword)}_${fileStamp(ctx.clock.now())}.xlsx`,
    rowCount,
  });
}

/** POST /api/article/exportArticle: the ticked posts that are stored and not deleted, in the order given. */
export async function exportArticle(ctx: AppContext, user: Member, input: PostSelectionInput) {
  const limit = exportRowLimit(ctx, user);
  const mids = (await storedMids(ctx.db, input.mids)).slice(0, limit);
  if (mids.length === 0) throw AppError.bad(PostSearchMessage.exportEmpty);
  return runExport(ctx, user, {
    feature: EXPORT_FEATURE,
    kind: selectionExport,
    params: { mids },
    title: `${PostSearchMessage.selectionTitle}（${mids.length}条）`,
    fileName: `${PostSearchMessage.selectionTitle}_${fileStamp(ctx.clock.now())}.xlsx`,
    rowCount: mids.length,
  });
}
