import { BrandContrastMessage as Message } from '@boguan/contracts/brand-contrast';
import {
  type BrandContrastDetail,
  type BrandContrastExportParams,
  type BrandContrastIdInput,
  brandContrastExportParamsSchema,
  type ContrastBrandFigures,
  type ContrastCountShare,
} from '@boguan/contracts/brand-contrast.api';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import { defineExport } from '../exports/export-kinds.js';
import { runExport } from '../exports/exports.service.js';
import { type CellValue, sheet, type XlsxColumn } from '../exports/xlsx.js';
import type { Member } from '../membership/membership.service.js';
import { brandContrastDetail } from './brand-contrast.service.js';

/** The comparison's export is a data export (数据导出: free members 1001, paid levels' monthly uses). */
const FEATURE = 'data_export' as const;
const KIND = 'brand_contrast.result';

type Row = Record<string, CellValue>;
const columns = (headers: readonly string[]): XlsxColumn<Row>[] =>
  headers.map((header, i) => ({ header, value: (r) => r[header] ?? null, width: i === 0 ? 18 : 14 }));

function nameOf(detail: BrandContrastDetail, brandId: string): string {
  return detail.brands.find((b) => b.brand_id === brandId)?.brand_cn_name ?? brandId;
}

/** One row per share: the brand, what is counted, the count, the share and its interval with n. */
function shareRows(detail: BrandContrastDetail, part: string, pick: (f: ContrastBrandFigures) => ContrastCountShare[]) {
  return detail.figures.flatMap((f) =>
    pick(f).map((s) => ({
      品牌: nameOf(detail, f.brand_id),
      维度: part,
      类别: s.label,
      人数: s.count,
      占比: s.share.share,
      '95%区间下限': s.share.low,
      '95%区间上限': s.share.high,
      样本量: s.share.n,
    })),
  );
}

/** The sheets: the metric table, each brand's figures, the daily trend, the KOL mix and audience. */
function contrastSheets(detail: BrandContrastDetail) {
  const names = detail.brands.map((b) => b.brand_cn_name);
  const metricRows = detail.metrics.map((m) => {
    const row: Row = { 指标: m.label };
    m.values.forEach((v, i) => {
      row[names[i]!] = v;
    });
    row.领先 = m.leaders.map((id) => nameOf(detail, id)).join('、');
    return row;
  });
  const figureRows = detail.figures.map((f) => ({
    品牌: nameOf(detail, f.brand_id),
    提及量: f.mentions,
    声量占比: f.sov.share,
    声量占比下限: f.sov.low,
    声量占比上限: f.sov.high,
    '声量样本(对比品牌提及量)': f.sov.n,
    互动量: f.interactions,
    提及博主数: f.users,
    正面: f.sentiment.positive,
    中性: f.sentiment.neutral,
    负面: f.sentiment.negative,
    净情感度: f.sentiment.net_sentiment,
    '情感样本(正面+负面)': f.sentiment.sample,
    商业推广: f.sponsored,
  }));
  const trendRows = detail.trends.dates.map((date, i) => {
    const row: Row = { 日期: date };
    detail.trends.mentions.forEach((s, j) => {
      row[`${names[j]}提及`] = s.values[i] ?? 0;
    });
    detail.trends.interactions.forEach((s, j) => {
      row[`${names[j]}互动`] = s.values[i] ?? 0;
    });
    row.当日领先 = (detail.trends.daily_leaders[i] ?? []).map((id) => nameOf(detail, id)).join('、');
    return row;
  });
  const info = [
    { 项目: '对比品牌', 内容: names.join('、') },
    { 项目: '统计周期', 内容: `${detail.from} 至 ${detail.to}（近${detail.days}天）` },
    { 项目: '数据读取时间', 内容: detail.read_at },
    { 项目: '对比品牌提及总量', 内容: detail.total_mentions },
    { 项目: '数据来源', 内容: detail.demo ? '演示数据（模拟微博世界）' : '微博' },
  ];
  const shareHeaders = ['品牌', '维度', '类别', '人数', '占比', '95%区间下限', '95%区间上限', '样本量'];
  return [
    sheet('指标对比', columns(['指标', ...names, '领先']), metricRows),
    sheet('品牌数据', columns(Object.keys(figureRows[0] ?? { 品牌: '' })), figureRows),
    sheet('每日趋势', columns(Object.keys(trendRows[0] ?? { 日期: '' })), trendRows),
    sheet(
      '博主层级',
      columns(shareHeaders),
      shareRows(detail, '博主层级', (f) => f.kol_mix),
    ),
    sheet('受众画像', columns(shareHeaders), [
      ...shareRows(detail, '性别', (f) => f.audience.gender),
      ...shareRows(detail, '地域', (f) => f.audience.regions),
    ]),
    sheet('对比信息', columns(['项目', '内容']), info),
  ];
}

export const brandContrastExport = defineExport({
  name: KIND,
  params: brandContrastExportParamsSchema,
  async build(ctx: AppContext, member: Member, params: BrandContrastExportParams) {
    return contrastSheets(await brandContrastDetail(ctx, member, params.id));
  },
});

/** POST /api/comp/exportResult: one of the member's stored comparisons as .xlsx, as it was read. */
export async function exportContrastResult(ctx: AppContext, user: Member, input: BrandContrastIdInput) {
  ctx.membership.authorize(user, FEATURE);
  const detail = await brandContrastDetail(ctx, user, input.id);
  if (detail.brands.length === 0) throw AppError.bad(Message.id);
  return runExport(ctx, user, {
    feature: FEATURE,
    kind: brandContrastExport,
    params: { id: detail.id },
    title: `品牌对比·${detail.title}`,
    fileName: `品牌对比_${detail.title.replaceAll(' ', '')}.xlsx`,
    rowCount: detail.metrics.length + detail.trends.dates.length,
  });
}
