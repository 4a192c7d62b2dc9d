import { z } from 'zod';
import { chinaDate, endpoints, noData } from './endpoint.js';
import { optionalDate, text } from './fields.js';
import { EVENT_KINDS, StatisticsMessage } from './statistics.js';

/*
 * POST /api/common/popup_statistics, /api/common/flow_statistics and /api/common/fun_statistics
 * (visitors too: the user is attached when known), and /api/common/statistics_summary.
 */

/** A text that must not be empty: `emptyMessage` when it is (numbers sent as JSON count as text). */
function filledText(label: string, max: number, emptyMessage: string) {
  return text(label, max).refine((value) => value !== '', emptyMessage);
}

/** POST /api/common/popup_statistics: a popup was shown (popup_type e.g. material / coupon / welcome). */
export const popupStatisticsSchema = z.object({
  popup_type: filledText('弹窗类型', 50, StatisticsMessage.popupType),
  popup_key: text('弹窗标识', 100),
});

/** POST /api/common/flow_statistics: a page event (type e.g. page), sent 0.5 s after it. */
export const flowStatisticsSchema = z.object({
  type: text('事件类型', 50),
  content: text('事件内容', 200),
  url: text('页面地址', 500),
  ip: text('IP', 64),
});

/** POST /api/common/fun_statistics: a tool function was used (mod_name 博主搜索, fun_name 导出 ...). */
export const funStatisticsSchema = z.object({
  mod_name: filledText('功能模块', 50, StatisticsMessage.modName),
  content: text('功能内容', 200),
  fun_name: filledText('功能名称', 50, StatisticsMessage.funName),
  url: text('页面地址', 500),
});

/** POST /api/common/statistics_summary {kind, from, to}: China dates, both inclusive. */
export const statisticsSummarySchema = z.object({
  kind: text('统计类型', 10).pipe(z.enum(EVENT_KINDS, { error: StatisticsMessage.kind })),
  from: optionalDate(StatisticsMessage.date),
  to: optionalDate(StatisticsMessage.date),
});

const countSchema = z.number().int();

export const statisticsSummaryResultSchema = z.strictObject({
  kind: z.enum(EVENT_KINDS),
  from: chinaDate,
  to: chinaDate,
  total: countSchema,
  /** Every day of the range, zero-filled. */
  per_day: z.array(z.strictObject({ date: chinaDate, count: countSchema })),
  /** Most frequent keys first, at most 50. Key: popup_type/popup_key, the page path, mod_name/fun_name. */
  per_key: z.array(z.strictObject({ key: z.string(), count: countSchema })),
});
export type StatisticsSummary = z.infer<typeof statisticsSummaryResultSchema>;

export const statisticsApi = endpoints('statistics', {
  '/api/common/popup_statistics': {
    summary: '弹窗展示统计',
    request: popupStatisticsSchema,
    response: noData,
    auth: 'optional',
  },
  '/api/common/flow_statistics': {
    summary: '页面访问统计（页面事件 0.5 秒后发送）',
    request: flowStatisticsSchema,
    response: noData,
    auth: 'optional',
  },
  '/api/common/fun_statistics': {
    summary: '功能使用统计',
    request: funStatisticsSchema,
    response: noData,
    auth: 'optional',
  },
  '/api/common/statistics_summary': {
    summary: '我的统计汇总：{kind: popup|flow|fun, from, to}（北京时间日期，含首尾，默认近 7 天，最长 92 天）',
    request: statisticsSummarySchema,
    response: statisticsSummaryResultSchema,
  },
});
