import { HotReportMessage } from '@boguan/contracts/hot-search-watch';
import {
  type HotReportDay,
  type HotReportExportParams,
  type HotReportRow,
  hotReportExportParamsSchema,
} from '@boguan/contracts/hot-search-watch.api';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import { defineExport } from '../exports/export-kinds.js';
import { runExport } from '../exports/exports.service.js';
import { sheet, type XlsxColumn } from '../exports/xlsx.js';
import type { Member } from '../membership/membership.service.js';
import { reportDetail } from './hot-search-report.service.js';

/** A report's export counts as 数据导出 (data_export: free members 1001, paid levels' monthly uses). */
const FEATURE = 'data_export' as const;

const ROW_COLUMNS: XlsxColumn<HotReportRow>[] = [
  { header: '热搜词', value: (r) => r.word, width: 30 },
  { header: '命中关键词', value: (r) => r.keyword, width: 14 },
  { header: '分类', value: (r) => r.category },
  { header: '首次上榜', value: (r) => r.first_seen, width: 20 },
  { header: '最后在榜', value: (r) => r.last_seen, width: 20 },
  { header: '在榜分钟', value: (r) => r.minutes_on_list },
  { header: '最高排名', value: (r) => r.best_rank },
  { header: '最高热度', value: (r) => r.peak_heat },
  { header: '出现次数', value: (r) => r.captures },
];

const DAY_COLUMNS: XlsxColumn<HotReportDay>[] = [
  { header: '日期', value: (d) => d.date, width: 14 },
  { header: '上榜热搜数', value: (d) => d.entries },
  { header: '在榜分钟', value: (d) => d.minutes_on_list },
];

interface KeyValue {
  name: string;
  value: string | number;
}
const KEY_VALUE_COLUMNS: XlsxColumn<KeyValue>[] = [
  { header: '指标', value: (r) => r.name, width: 20 },
  { header: '数值', value: (r) => r.value, width: 50 },
];

/** The sheets: every matched entry, the days, and the report's summary. */
export const hotReportExport = defineExport({
  name: 'hot_search.report',
  params: hotReportExportParamsSchema,
  async build(ctx: AppContext, member: Member, params: HotReportExportParams) {
    const report = await reportDetail(ctx, member, params.report_id);
    const summary: KeyValue[] = [
      { name: '关键词', value: report.keywords.join('、') },
      { name: '日期范围', value: `${report.start_date} 至 ${report.end_date}` },
      { name: '上榜热搜数', value: report.summary.entries },
      { name: '累计在榜分钟', value: report.summary.minutes_on_list },
      { name: '最高排名', value: report.summary.best_rank ?? '—' },
      { name: '首次上榜', value: report.summary.first_seen ?? '—' },
      { name: '最后在榜', value: report.summary.last_seen ?? '—' },
      { name: '数据说明', value: report.is_demo ? '演示数据' : '微博热搜榜采集数据' },
    ];
    return [
      sheet('热搜明细', ROW_COLUMNS, report.rows),
      sheet('每日上榜', DAY_COLUMNS, report.days),
      sheet('报告概要', KEY_VALUE_COLUMNS, summary),
    ];
  },
});

/** POST /api/hot_search/reportExport: one of the member's reports as .xlsx. */
export async function exportReport(ctx: AppContext, user: Member, reportId: number) {
  ctx.membership.authorize(user, FEATURE);
  const report = await reportDetail(ctx, user, reportId);
  if (report.rows.length === 0) throw AppError.bad(HotReportMessage.empty);
  return runExport(ctx, user, {
    feature: FEATURE,
    kind: hotReportExport,
    params: { report_id: report.report_id },
    title: `热搜报告·${report.keywords.join('、')}·${report.start_date}至${report.end_date}`,
    fileName: `热搜报告_${report.start_date}_${report.end_date}.xlsx`,
    rowCount: report.rows.length + report.days.length,
  });
}
