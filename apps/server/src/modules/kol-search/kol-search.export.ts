import { GENDER_LABELS, type KolCard, VERIFY_LABELS } from '@boguan/contracts/kol';
import { type KolSearchFilters, KolSearchMessage } from '@boguan/contracts/kol-search';
import type { AppContext } from '../../lib/context.js';
import { registerExportBuilder } from '../exports/exports.service.js';
import type { XlsxColumn, XlsxSheet } from '../exports/xlsx.js';
import { formatChinaTime } from '../membership/china-time.js';
import type { Member } from '../membership/membership.service.js';
import { exportRows } from './kol-search.service.js';

export const KOL_SEARCH_EXPORT_KIND = 'kol.search';

/** The most rows one export holds for this member (kol_export maxRows; 1001 for a free member). */
export function exportRowLimit(ctx: AppContext, user: Member): number {
  return ctx.membership.authorize(user, 'kol_export').maxRows ?? Number.MAX_SAFE_INTEGER;
}

const percent = (ratio: number) => `${(ratio * 100).toFixed(2)}%`;

/** Every column of the result table, in its order, plus UID and when the figures were computed. */
export const KOL_SEARCH_COLUMNS: readonly XlsxColumn<KolCard>[] = [
  { header: '名称', value: (r) => r.uname, width: 24 },
  { header: 'UID', value: (r) => r.uid, width: 14 },
  { header: '认证', value: (r) => VERIFY_LABELS[r.verify], width: 10 },
  { header: '分类', value: (r) => r.category.join('/'), width: 16 },
  { header: '粉丝数', value: (r) => r.fans, width: 14 },
  { header: '地区', value: (r) => [r.province, r.city].filter(Boolean).join(' '), width: 16 },
  { header: '近30天发博数', value: (r) => r.posts_30d, width: 14 },
  { header: '平均互动数', value: (r) => r.avg_interactions, width: 14 },
  { header: '互动率', value: (r) => percent(r.engagement_rate), width: 10 },
  { header: '商业博文占比', value: (r) => percent(r.sponsored_share), width: 14 },
  { header: '近7天涨粉', value: (r) => r.growth_7d, width: 12 },
  { header: '影响力指数', value: (r) => r.influence_week, width: 12 },
  { header: '最近发博时间', value: (r) => r.last_post_at, width: 20 },
  { header: '数据更新时间', value: (r) => r.computed_at, width: 20 },
];

/** 博主搜索结果_20260105_1430.xlsx (China time). */
export function exportFileName(now: Date): string {
  const stamp = formatChinaTime(now).replace(/-/g, '').replace(' ', '_').replace(/:/g, '').slice(0, 13);
  return `${KolSearchMessage.exportTitle}_${stamp}.xlsx`;
}

/** What the export history shows: the title and the filters that narrowed it. */
export function exportTitle(filters: KolSearchFilters): string {
  const parts = [
    filters.keyword && `关键词「${filters.keyword}」`,
    filters.category,
    filters.province && [filters.province, filters.city].filter(Boolean).join(' '),
    filters.gender && GENDER_LABELS[filters.gender],
    filters.verify.length > 0 && filters.verify.map((v) => VERIFY_LABELS[v]).join('/'),
  ].filter(Boolean);
  return parts.length > 0 ? `${KolSearchMessage.exportTitle}：${parts.join(' · ')}` : KolSearchMessage.exportTitle;
}

async function buildSheets(ctx: AppContext, user: Member, raw: Record<string, unknown>): Promise<XlsxSheet<KolCard>[]> {
  const filters = raw as unknown as KolSearchFilters;
  const rows = await exportRows(ctx, filters, exportRowLimit(ctx, user));
  return [{ name: KolSearchMessage.exportTitle, columns: KOL_SEARCH_COLUMNS, rows }];
}

registerExportBuilder(KOL_SEARCH_EXPORT_KIND, buildSheets);
