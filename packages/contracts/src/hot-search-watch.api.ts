import { z } from 'zod';
import { chinaDate, chinaTime, endpoints, noData, paged } from './endpoint.js';
import { exportQueuedSchema } from './exports.api.js';
import {
  type FormValue,
  hasUnsafeText,
  id,
  isBlank,
  isCalendarDate,
  noFields,
  page,
  requiredNumberChoice,
  scalarText,
} from './fields.js';
import {
  distinctKeywords,
  HOT_REPORT_MAX_DAYS,
  HOT_WATCH_KEYWORD_MAX,
  HOT_WATCH_KEYWORDS_MAX,
  HOT_WATCH_STATUSES,
  HotReportMessage,
  HotWatchMessage,
} from './hot-search-watch.js';

/*
 * Hot-search keyword alerts and reports: POST /api/hot_search/watch* and /api/hot_search/report*
 * (docs/hot-search-watch.md).
 */

/**
 * Keywords from repeated keys, `key[]`, a JSON array or one value split at commas (, ， 、):
 * each 1-20 characters, at most 10, the same keyword (ignoring letter case) kept once.
 */
export const keywordsField = z.preprocess(
  (value: FormValue) => {
    if (isBlank(value)) return [];
    const list = Array.isArray(value) ? value : [value];
    return list.flatMap((item) => {
      const text = scalarText(item);
      return typeof text === 'string' ? text.split(/[,，、]/) : [text];
    });
  },
  z
    .array(z.string({ error: HotWatchMessage.keywordsFormat }), { error: HotWatchMessage.keywordsFormat })
    .transform((list, issues) => {
      const keywords = distinctKeywords(list);
      if (keywords.length === 0) issues.addIssue({ code: 'custom', message: HotWatchMessage.keywords });
      else if (keywords.length > HOT_WATCH_KEYWORDS_MAX)
        issues.addIssue({ code: 'custom', message: HotWatchMessage.tooManyKeywords });
      else if (keywords.some((k) => [...k].length > HOT_WATCH_KEYWORD_MAX))
        issues.addIssue({ code: 'custom', message: HotWatchMessage.keywordTooLong });
      else if (keywords.some(hasUnsafeText)) issues.addIssue({ code: 'custom', message: HotWatchMessage.unsafe });
      return keywords;
    }),
);

const watchId = id(HotWatchMessage.watchId);
const reportId = id(HotReportMessage.reportId);

export const hotWatchAddSchema = z.object({ keywords: keywordsField });
export const hotWatchEditSchema = z.object({ watch_id: watchId, keywords: keywordsField });
export type HotWatchEditInput = z.output<typeof hotWatchEditSchema>;
export const hotWatchToggleSchema = z.object({
  watch_id: watchId,
  status: requiredNumberChoice(HOT_WATCH_STATUSES, HotWatchMessage.status),
});
export const hotWatchIdSchema = z.object({ watch_id: watchId });
export const hotWatchAlertsSchema = z.object({ watch_id: watchId, page });

const reportDate = (message: string) =>
  z.preprocess(
    (value: FormValue) => (isBlank(value) ? undefined : scalarText(value)),
    z.string({ error: message }).refine(isCalendarDate, message),
  );

/** reportSubmit: keywords and a range of China dates (both included, at most 92 days). */
export const hotReportSubmitSchema = z
  .object({
    keywords: keywordsField,
    start_date: reportDate(HotReportMessage.startDate),
    end_date: reportDate(HotReportMessage.endDate),
  })
  .superRefine((body, issues) => {
    if (body.end_date < body.start_date) {
      issues.addIssue({ code: 'custom', path: ['end_date'], message: HotReportMessage.endBeforeStart });
      return;
    }
    const days = (Date.parse(body.end_date) - Date.parse(body.start_date)) / 86_400_000 + 1;
    if (days > HOT_REPORT_MAX_DAYS)
      issues.addIssue({ code: 'custom', path: ['end_date'], message: HotReportMessage.tooLong });
  });
export type HotReportSubmitInput = z.output<typeof hotReportSubmitSchema>;
export const hotReportIdSchema = z.object({ report_id: reportId });
export const hotReportListSchema = z.object({ page });

/** What the export job reads again: the report. */
export const hotReportExportParamsSchema = z.object({ report_id: reportId });
export type HotReportExportParams = z.output<typeof hotReportExportParamsSchema>;

export const hotWatchSchema = z.strictObject({
  watch_id: z.number().int(),
  keywords: z.array(z.string()),
  status: z.number().int(),
  status_text: z.string(),
  create_time: chinaTime,
  alert_count: z.number().int(),
  /** The newest alert's time, null before the first. */
  last_alert_time: chinaTime.nullable(),
});
export type HotWatch = z.infer<typeof hotWatchSchema>;

export const hotWatchListSchema = z.strictObject({
  data: z.array(hotWatchSchema),
  /** Watches the member's level may hold at once, and those held. */
  max_watches: z.number().int(),
  in_use: z.number().int(),
});
export type HotWatchList = z.infer<typeof hotWatchListSchema>;

export const hotWatchAddedSchema = z.strictObject({ watch_id: z.number().int() });

/** One alert: an appearance of a matching entry, as the capture that first showed it to the watch. */
export const hotWatchAlertSchema = z.strictObject({
  word: z.string(),
  keyword: z.string(),
  rank: z.number().int().nullable(),
  heat: z.number(),
  /** The capture that raised the alert. */
  time: chinaTime,
  /** The latest capture of this appearance the checks saw. */
  last_seen: chinaTime,
  is_demo: z.boolean(),
});
export type HotWatchAlert = z.infer<typeof hotWatchAlertSchema>;

const hotReportSummarySchema = z.strictObject({
  /** Distinct organic entries whose word contains a keyword. */
  entries: z.number().int(),
  minutes_on_list: z.number().int(),
  best_rank: z.number().int().nullable(),
  first_seen: chinaTime.nullable(),
  last_seen: chinaTime.nullable(),
  /** Captures stored in the range (all of them, matched or not). */
  captures: z.number().int(),
});

export const hotReportRowSchema = z.strictObject({
  word: z.string(),
  keyword: z.string(),
  category: z.string(),
  first_seen: chinaTime,
  last_seen: chinaTime,
  minutes_on_list: z.number().int(),
  best_rank: z.number().int().nullable(),
  peak_heat: z.number(),
  captures: z.number().int(),
});
export type HotReportRow = z.infer<typeof hotReportRowSchema>;

export const hotReportDaySchema = z.strictObject({
  date: chinaDate,
  /** Distinct matched entries seen that day. */
  entries: z.number().int(),
  /** Minutes on list credited to that day (each interval to the day of its later capture). */
  minutes_on_list: z.number().int(),
});
export type HotReportDay = z.infer<typeof hotReportDaySchema>;

export const hotReportItemSchema = z.strictObject({
  report_id: z.number().int(),
  keywords: z.array(z.string()),
  start_date: chinaDate,
  end_date: chinaDate,
  create_time: chinaTime,
  entries: z.number().int(),
  minutes_on_list: z.number().int(),
  best_rank: z.number().int().nullable(),
  is_demo: z.boolean(),
});
export type HotReportItem = z.infer<typeof hotReportItemSchema>;

/** reportList: the member's reports, and the first day a report may start (null: no captures yet). */
export const hotReportListAnswerSchema = paged(hotReportItemSchema).extend({ kept_from: chinaDate.nullable() });
export type HotReportListAnswer = z.infer<typeof hotReportListAnswerSchema>;

export const hotReportDetailSchema = hotReportItemSchema.extend({
  summary: hotReportSummarySchema,
  days: z.array(hotReportDaySchema),
  rows: z.array(hotReportRowSchema),
});
export type HotReportDetail = z.infer<typeof hotReportDetailSchema>;

export const hotSearchWatchApi = endpoints('hot-search-watch', {
  '/api/hot_search/watchList': {
    summary: '热搜预警：我的预警列表与可创建数量',
    request: noFields,
    response: hotWatchListSchema,
  },
  '/api/hot_search/addWatch': {
    summary: '创建热搜预警（关键词，每个1-20个字符）',
    request: hotWatchAddSchema,
    response: hotWatchAddedSchema,
  },
  '/api/hot_search/editWatch': {
    summary: '修改热搜预警的关键词',
    request: hotWatchEditSchema,
    response: noData,
  },
  '/api/hot_search/toggleWatch': {
    summary: '暂停或开启热搜预警',
    request: hotWatchToggleSchema,
    response: noData,
  },
  '/api/hot_search/deleteWatch': {
    summary: '删除热搜预警及其提醒记录',
    request: hotWatchIdSchema,
    response: noData,
  },
  '/api/hot_search/watchAlerts': {
    summary: '热搜预警的提醒记录（热搜词、排名、时间）',
    request: hotWatchAlertsSchema,
    response: paged(hotWatchAlertSchema),
  },
  '/api/hot_search/reportSubmit': {
    summary: '生成热搜报告（关键词与日期范围，最长92天）',
    request: hotReportSubmitSchema,
    response: z.strictObject({ report_id: z.number().int() }),
  },
  '/api/hot_search/reportList': {
    summary: '我的热搜报告列表与热搜数据的保留起始日',
    request: hotReportListSchema,
    response: hotReportListAnswerSchema,
  },
  '/api/hot_search/reportDetail': {
    summary: '热搜报告：汇总、每日上榜条数与热搜明细',
    request: hotReportIdSchema,
    response: hotReportDetailSchema,
  },
  '/api/hot_search/reportDelete': {
    summary: '删除热搜报告',
    request: hotReportIdSchema,
    response: noData,
  },
  '/api/hot_search/reportExport': {
    summary: '导出热搜报告（.xlsx）',
    request: hotReportIdSchema,
    response: exportQueuedSchema,
    kind: 'download',
  },
});
