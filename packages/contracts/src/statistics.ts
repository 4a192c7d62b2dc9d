import { z } from 'zod';
import { formText } from './profile.js';

/** The three kinds of events the web app reports; stored in one table. */
export const EVENT_KINDS = ['popup', 'flow', 'fun'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

export const StatisticsMessage = {
  popupType: '弹窗类型不能为空',
  modName: '功能模块不能为空',
  funName: '功能名称不能为空',
  kind: '统计类型不正确，可选 popup、flow、fun',
  date: '日期格式应为 YYYY-MM-DD',
  order: '开始日期不能晚于结束日期',
  range: '统计区间不能超过92天',
} as const;

export const SUMMARY_MAX_DAYS = 92;
export const SUMMARY_DEFAULT_DAYS = 7;

function required<T extends z.ZodTypeAny>(schema: T, field: string, message: string) {
  return schema.superRefine((value, ctx) => {
    if (value === '') ctx.addIssue({ code: 'custom', message, path: [field] });
  });
}

/** /api/common/popup_statistics: a popup was shown (popup_type e.g. material / coupon / welcome). */
export const popupStatisticsSchema = z.object({
  popup_type: required(formText('弹窗类型', 50), 'popup_type', StatisticsMessage.popupType),
  popup_key: formText('弹窗标识', 100),
});

/** /api/common/flow_statistics: a page event (type e.g. page), sent 0.5 s after it. */
export const flowStatisticsSchema = z.object({
  type: formText('事件类型', 50),
  content: formText('事件内容', 200),
  url: formText('页面地址', 500),
  ip: formText('IP', 64),
});

/** /api/common/fun_statistics: a tool function was used (mod_name 博主搜索, fun_name 导出 ...). */
export const funStatisticsSchema = z.object({
  mod_name: required(formText('功能模块', 50), 'mod_name', StatisticsMessage.modName),
  content: formText('功能内容', 200),
  fun_name: required(formText('功能名称', 50), 'fun_name', StatisticsMessage.funName),
  url: formText('页面地址', 500),
});

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function validDate(text: string): boolean {
  if (!DATE.test(text)) return false;
  const parsed = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === text;
}

/** /api/common/statistics_summary {kind, from, to}: dates are China dates, both inclusive. */
export const statisticsSummarySchema = z
  .object({ kind: formText('统计类型', 10), from: formText('开始日期', 10), to: formText('结束日期', 10) })
  .superRefine((form, ctx) => {
    if (!(EVENT_KINDS as readonly string[]).includes(form.kind)) {
      ctx.addIssue({ code: 'custom', message: StatisticsMessage.kind, path: ['kind'] });
      return;
    }
    for (const field of ['from', 'to'] as const) {
      if (form[field] !== '' && !validDate(form[field])) {
        ctx.addIssue({ code: 'custom', message: StatisticsMessage.date, path: [field] });
        return;
      }
    }
  });

export interface StatisticsSummary {
  kind: EventKind;
  from: string;
  to: string;
  total: number;
  /** Every day of the range, zero-filled. */
  per_day: Array<{ date: string; count: number }>;
  /** Most frequent keys first, at most 50. Key: popup_type/popup_key, the page path, mod_name/fun_name. */
  per_key: Array<{ key: string; count: number }>;
}
