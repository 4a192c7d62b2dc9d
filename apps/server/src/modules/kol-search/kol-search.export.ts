import { formatChinaTime } from '@boguan/contracts/china-time';
import { GENDER_LABELS, VERIFY_LABELS } from '@boguan/contracts/kol';
import type { KolCard } from '@boguan/contracts/kol.api';
import { KolSearchMessage } from '@boguan/contracts/kol-search';
import { type KolSearchFilters, kolSearchExportSchema } from '@boguan/contracts/kol-search.api';
import { metricLabel } from '@boguan/contracts/metrics';
import type { AppContext } from '../../lib/context.js';
import { KOL_PROFILE_COLUMNS } from '../bloggers/kol-card.columns.js';
import { defineExport } from '../exports/export-kinds.js';
import { runExport } from '../exports/exports.service.js';
import { sheet, type XlsxColumn } from '../exports/xlsx.js';
import type { Member } from '../membership/membership.service.js';
import { exportRowCount, exportRows } from './kol-search.service.js';

export const KOL_SEARCH_EXPORT_KIND = 'kol.search';

/** The most rows one export holds for this member (kol_export maxRows; 1001 for a free member). */
export function exportRowLimit(ctx: AppContext, user: Member): number {
  return ctx.membership.authorize(user, 'kol_export').maxRows ?? Number.MAX_SAFE_INTEGER;
}

const percent = (ratio: number) => `${(ratio * 100).toFixed(2)}%`;

/** Every column of the result table, in its order, plus UID and when the figures were computed. */
export const KOL_SEARCH_COLUMNS: readonly XlsxColumn<KolCard>[] = [
  { header: '名称', value: (r) => r.uname, width: 24 },
  ...KOL_PROFILE_COLUMNS,
  { header: metricLabel('posts_30d'), value: (r) => r.posts_30d, width: 14 },
  { header: metricLabel('avg_interactions'), value: (r) => r.avg_interactions, width: 14 },
  { header: metricLabel('engagement_rate'), value: (r) => percent(r.engagement_rate), width: 10 },
  { header: metricLabel('sponsored_share'), value: (r) => percent(r.sponsored_share), width: 14 },
  { header: metricLabel('growth_7d'), value: (r) => r.growth_7d, width: 12 },
  { header: metricLabel('influence_week'), value: (r) => r.influence_week, width: 12 },
  { header: metricLabel('last_post_at'), value: (r) => r.last_post_at, width: 20 },
  { header: metricLabel('computed_at'), value: (r) => r.computed_at, width: 20 },
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

/** The search's rows as the member may export them, in the search's order. */
export const kolSearchExport = defineExport<KolSearchFilters>({
  name: KOL_SEARCH_EXPORT_KIND,
  params: kolSearchExportSchema,
  async build(ctx, user, filters) {
    const rows = await exportRows(ctx, filters, exportRowLimit(ctx, user));
    return [sheet(KolSearchMessage.exportTitle, KOL_SEARCH_COLUMNS, rows)];
  },
});

/** POST /api/kol/search_export: a free member gets 1001 before any counting query runs. */
export async function exportSearch(ctx: AppContext, user: Member, filters: KolSearchFilters) {
  const rowCount = await exportRowCount(ctx, filters, exportRowLimit(ctx, user));
  return runExport(ctx, user, {
    feature: 'kol_export',
    kind: kolSearchExport,
    params: filters,
    title: exportTitle(filters),
    fileName: exportFileName(ctx.clock.now()),
    rowCount,
  });
}
