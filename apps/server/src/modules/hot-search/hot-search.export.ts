import { HOT_DAY_SORT_LABELS, HotSearchMessage } from '@boguan/contracts/hot-search';
import { type HotDayExportInput, type HotDayRow, hotDayExportSchema } from '@boguan/contracts/hot-search.api';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import { defineExport } from '../exports/export-kinds.js';
import { runExport } from '../exports/exports.service.js';
import { sheet, type XlsxColumn } from '../exports/xlsx.js';
import type { Member } from '../membership/membership.service.js';
import { fileStamp } from '../post-search/post-search.export.js';
import { dayEntryCount, dayExportRows } from './hot-search-history.service.js';

/** Exports of the day summary count against data_export (数据导出), like the other data files. */
const EXPORT_FEATURE = 'data_export' as const;
const DAY_EXPORT_KIND = 'hot_search.day';

const COLUMNS: readonly XlsxColumn<HotDayRow>[] = [
  { header: '热搜词', value: (r) => r.word, width: 36 },
  { header: '类型', value: (r) => (r.is_ad ? '广告' : '热搜') },
  { header: '分类', value: (r) => r.category, width: 12 },
  { header: '最高排名', value: (r) => r.peak_rank ?? '' },
  { header: '登顶/最高排名时间', value: (r) => r.peak_rank_at ?? '', width: 20 },
  { header: '最高热度', value: (r) => r.peak_heat, width: 12 },
  { header: '首次上榜', value: (r) => r.first_seen, width: 20 },
  { header: '最后在榜', value: (r) => r.last_seen, width: 20 },
  { header: '在榜时长（分钟）', value: (r) => r.minutes_on_list },
  { header: '登顶时长（分钟）', value: (r) => r.minutes_at_top },
  { header: '抓取次数', value: (r) => r.captures },
];

function rowLimit(ctx: AppContext, member: Member): number {
  return ctx.membership.authorize(member, EXPORT_FEATURE).maxRows ?? Number.MAX_SAFE_INTEGER;
}

const dayExport = defineExport<HotDayExportInput>({
  name: DAY_EXPORT_KIND,
  params: hotDayExportSchema,
  async build(ctx, user, input) {
    const rows = await dayExportRows(ctx, input, rowLimit(ctx, user));
    return [sheet(`${input.date}热搜汇总`, COLUMNS, rows)];
  },
});

/** POST /api/hot_search/daySummaryExport: a day's summary as .xlsx, in the order shown. */
export async function exportDaySummary(ctx: AppContext, user: Member, input: HotDayExportInput) {
  const limit = rowLimit(ctx, user);
  const count = Math.min(await dayEntryCount(ctx, input.date), limit);
  if (count === 0) throw AppError.bad(HotSearchMessage.exportEmpty);
  return runExport(ctx, user, {
    feature: EXPORT_FEATURE,
    kind: dayExport,
    params: input,
    title: `${HotSearchMessage.exportTitle}：${input.date}（按${HOT_DAY_SORT_LABELS[input.sort]}）`,
    fileName: `${HotSearchMessage.exportTitle}_${input.date}_${fileStamp(ctx.clock.now())}.xlsx`,
    rowCount: count,
  });
}
