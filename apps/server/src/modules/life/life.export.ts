import { chinaDate, formatChinaTime } from '@boguan/contracts/china-time';
import { VERIFY_LABELS } from '@boguan/contracts/kol';
import {
  LIFE_PERIOD_LABELS,
  LIFE_RANKING_DEPTH,
  LifeMessage,
  lifePeriodEnd,
  lifePeriodLabel,
  MERCHANT_RANK_LABELS,
} from '@boguan/contracts/life';
import {
  type BloggerRankingExportInput,
  bloggerRankingExportSchema,
  type LifeBloggerRow,
  type MerchantRankingExportInput,
  type MerchantRankRow,
  merchantRankingExportSchema,
} from '@boguan/contracts/life.api';
import { metricLabel } from '@boguan/contracts/metrics';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import { defineExport } from '../exports/export-kinds.js';
import { runExport } from '../exports/exports.service.js';
import { sheet, type XlsxColumn } from '../exports/xlsx.js';
import type { Member } from '../membership/membership.service.js';
import {
  lifeRowLimit,
  merchantRowOut,
  readBloggerRanking,
  readMerchantRanking,
  requireCity,
  resolveLifePeriod,
} from './life.service.js';

/*
 * The exports of 本地生活 (docs/local-life.md): the merchant ranking and the local bloggers' ranking,
 * each an .xlsx through runExport (one local_life_export use, the user's export history).
 */

const EXPORT_FEATURE = 'local_life_export' as const;

/** The ranks an export holds: what the member may see on the page, within their export row limit. */
function exportLimit(ctx: AppContext, user: Member): number {
  const exportRows = ctx.membership.authorize(user, EXPORT_FEATURE).maxRows ?? LIFE_RANKING_DEPTH;
  return Math.min(exportRows, lifeRowLimit(ctx, user));
}

interface KeyValue {
  name: string;
  value: string | number;
}
const INFO_COLUMNS: XlsxColumn<KeyValue>[] = [
  { header: '项目', value: (r) => r.name, width: 16 },
  { header: '内容', value: (r) => r.value, width: 44 },
];

/** Where the figures come from, in the info sheet: the simulator's posts are demo data. */
function sourceText(ctx: AppContext): string {
  return ctx.source?.source.demo ? '演示数据（博观模拟器生成的微博，按真实计算流程统计）' : '微博';
}

/** 较上期 in words: ↑n / ↓n / 持平 / 新, and — when the period before had no mentions (a leading '-' would read as a formula). */
function changeText(row: MerchantRankRow, hasPrevious: boolean): string {
  if (!hasPrevious) return '—';
  if (row.rank_change === null) return '新';
  if (row.rank_change === 0) return '持平';
  return row.rank_change > 0 ? `↑${row.rank_change}` : `↓${-row.rank_change}`;
}

const safeName = (text: string) => text.replace(/[\\/:*?"<>|\s]/g, '_').slice(0, 20);

const merchantExport = defineExport<MerchantRankingExportInput>({
  name: 'life.merchants',
  params: merchantRankingExportSchema,
  async build(ctx, user, input) {
    const start = await resolveLifePeriod(ctx, input);
    const ranking = await readMerchantRanking(ctx, input, start);
    const rows = ranking.rows.slice(0, exportLimit(ctx, user)).map(merchantRowOut);
    const columns: XlsxColumn<MerchantRankRow>[] = [
      { header: '排名', value: (r) => r.rank, width: 8 },
      { header: '较上期', value: (r) => changeText(r, ranking.hasPrevious), width: 8 },
      { header: '商户', value: (r) => r.name, width: 22 },
      { header: '分类', value: (r) => r.category, width: 10 },
      { header: '区域', value: (r) => r.district, width: 12 },
      { header: '提及量', value: (r) => r.mentions, width: 10 },
      { header: '上期提及量', value: (r) => r.prev_mentions, width: 12 },
      { header: '互动量', value: (r) => r.interactions, width: 14 },
      { header: '发博人数', value: (r) => r.authors, width: 10 },
    ];
    return [
      sheet('本地商户榜', columns, rows),
      sheet('榜单信息', INFO_COLUMNS, [
        { name: '榜单', value: `本地商户榜（按${MERCHANT_RANK_LABELS[input.by]}）` },
        { name: '城市', value: input.city },
        { name: '商户分类', value: input.category ?? '全部' },
        { name: '周期', value: LIFE_PERIOD_LABELS[input.type] },
        {
          name: '统计时段',
          value: `${formatChinaTime(start)} 至 ${formatChinaTime(lifePeriodEnd(input.type, start))}`,
        },
        { name: '上榜商户数', value: ranking.rows.length },
        { name: '导出条数', value: rows.length },
        { name: '数据来源', value: sourceText(ctx) },
        { name: '导出时间', value: formatChinaTime(ctx.clock.now()) },
      ]),
    ];
  },
});

/**
 * POST /api/life/merchantRankingExport: a city's merchant ranking of one period as .xlsx. The city
 * and period are checked and fixed before the use is counted (the latest period when none is named),
 * so a job-built file holds the same period; an empty ranking counts no use.
 */
export async function exportMerchantRanking(ctx: AppContext, user: Member, input: MerchantRankingExportInput) {
  const limit = exportLimit(ctx, user);
  await requireCity(ctx, input.city);
  const start = await resolveLifePeriod(ctx, input);
  const filters: MerchantRankingExportInput = { ...input, date: chinaDate(start) };
  const size = (await readMerchantRanking(ctx, filters, start)).rows.length;
  const rowCount = Math.min(limit, size);
  if (rowCount === 0) throw AppError.bad(LifeMessage.exportEmpty);
  const category = input.category ?? '全部';
  return runExport(ctx, user, {
    feature: EXPORT_FEATURE,
    kind: merchantExport,
    params: filters,
    title: `本地商户榜·${input.city}·${lifePeriodLabel(input.type, start)}·${category}·按${MERCHANT_RANK_LABELS[input.by]}`,
    fileName: `本地商户榜_${safeName(input.city)}_${LIFE_PERIOD_LABELS[input.type]}_${chinaDate(start).replace(/-/g, '')}_${safeName(category)}.xlsx`,
    rowCount,
  });
}

const bloggerColumns = (type: BloggerRankingExportInput['type']): XlsxColumn<LifeBloggerRow>[] => [
  { header: '排名', value: (r) => r.rank, width: 8 },
  { header: '博主', value: (r) => r.uname, width: 24 },
  { header: 'UID', value: (r) => r.uid, width: 14 },
  { header: '认证', value: (r) => VERIFY_LABELS[r.verify], width: 10 },
  { header: '分类', value: (r) => r.category.join('/'), width: 18 },
  { header: metricLabel('fans'), value: (r) => r.fans, width: 14 },
  { header: '地区', value: (r) => [r.province, r.city].filter(Boolean).join(' '), width: 14 },
  { header: `影响力指数(${LIFE_PERIOD_LABELS[type]})`, value: (r) => r.score, width: 16 },
  { header: '近30天探店提及', value: (r) => r.merchant_posts_30d, width: 16 },
  { header: metricLabel('avg_interactions'), value: (r) => r.avg_interactions, width: 14 },
  { header: metricLabel('posts_30d'), value: (r) => r.posts_30d, width: 14 },
  { header: metricLabel('computed_at'), value: (r) => r.computed_at, width: 20 },
];

const bloggerExport = defineExport<BloggerRankingExportInput>({
  name: 'life.bloggers',
  params: bloggerRankingExportSchema,
  async build(ctx, user, input) {
    const ranking = await readBloggerRanking(ctx, input, { offset: 0, limit: exportLimit(ctx, user) });
    return [
      sheet('本地博主榜', bloggerColumns(input.type), ranking.rows),
      sheet('榜单信息', INFO_COLUMNS, [
        { name: '榜单', value: '本地博主榜（按影响力指数）' },
        { name: '城市', value: input.city },
        { name: '博主分类', value: input.category ?? '全部（探店、美食、本地生活）' },
        { name: '周期', value: LIFE_PERIOD_LABELS[input.type] },
        { name: '上榜博主数', value: ranking.totalAll },
        { name: '导出条数', value: ranking.rows.length },
        { name: '数据更新时间', value: ranking.computedAt ?? '-' },
        { name: '数据来源', value: sourceText(ctx) },
      ]),
    ];
  },
});

/** POST /api/life/bloggerRankingExport: a city's local bloggers as .xlsx; an empty ranking counts no use. */
export async function exportBloggerRanking(ctx: AppContext, user: Member, input: BloggerRankingExportInput) {
  const limit = exportLimit(ctx, user);
  await requireCity(ctx, input.city);
  const size = (await readBloggerRanking(ctx, input, { offset: 0, limit: 0 })).totalAll;
  const rowCount = Math.min(limit, size);
  if (rowCount === 0) throw AppError.bad(LifeMessage.exportEmpty);
  const category = input.category ?? '全部';
  return runExport(ctx, user, {
    feature: EXPORT_FEATURE,
    kind: bloggerExport,
    params: input,
    title: `本地博主榜·${input.city}·${LIFE_PERIOD_LABELS[input.type]}·${category}`,
    fileName: `本地博主榜_${safeName(input.city)}_${LIFE_PERIOD_LABELS[input.type]}_${safeName(category)}_${chinaDate(ctx.clock.now())}.xlsx`,
    rowCount,
  });
}
