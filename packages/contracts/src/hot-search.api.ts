import { z } from 'zod';
import { chinaDate, chinaTime, endpoints, paged } from './endpoint.js';
import { exportQueuedSchema } from './exports.api.js';
import { choice, date, formBody, noFields, optionalText, page, requiredText } from './fields.js';
import {
  HOT_CATEGORY_MAX,
  HOT_DAY_SORTS,
  HOT_KEYWORD_MAX,
  HOT_TRENDS,
  HOT_WORD_MAX,
  HotSearchLabel as Label,
  HotSearchMessage as Message,
} from './hot-search.js';
import { SORT_ORDERS } from './kol-search.js';
import { featureAllowanceSchema } from './membership.api.js';
import { postResultSchema } from './post-search.api.js';
import { SENTIMENT_VALUES } from './sentiment.js';

/*
 * Hot search: the live list (/hotSearch), one entry's life (/hotDetail), the list at a past minute
 * and a day's summary (/hotHistory, gated by hot_search_history). docs/hot-search.md.
 */

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A minute of the day written HH:mm. */
const minuteOfDay = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim() : value),
  z.string({ error: Message.time }).regex(HH_MM, Message.time),
);

export const hotRealtimeSchema = formBody(
  z.object({
    category: optionalText(Label.category, HOT_CATEGORY_MAX),
    keyword: optionalText(Label.keyword, HOT_KEYWORD_MAX),
  }),
);

export const hotDetailSchema = formBody(z.object({ word: requiredText(Label.word, HOT_WORD_MAX, Message.wordEmpty) }));

export const hotHistorySchema = formBody(z.object({ date: date(Message.date), time: minuteOfDay }));

const daySummaryFields = {
  date: date(Message.date),
  sort: choice(HOT_DAY_SORTS, Message.sort, 'peak_rank'),
  order: choice(SORT_ORDERS, Message.order, 'asc'),
};
export const hotDaySummarySchema = formBody(z.object({ ...daySummaryFields, page }));
export const hotDayExportSchema = formBody(z.object(daySummaryFields));
export type HotDayExportInput = z.output<typeof hotDayExportSchema>;
export type HotDaySummaryInput = z.output<typeof hotDaySummarySchema>;

/** An entry as the list showed it at one capture. */
export const hotListEntrySchema = z.strictObject({
  /** Null for a paid entry (never ranked). */
  rank: z.number().int().nullable(),
  word: z.string(),
  heat: z.number(),
  /** 新/热/沸/爆, 荐 for a paid entry, '' for none. */
  label: z.string(),
  category: z.string(),
  is_ad: z.boolean(),
});
export type HotListEntry = z.infer<typeof hotListEntrySchema>;

/** A live entry with its life so far and its heat over the last hour. */
export const hotRealtimeEntrySchema = hotListEntrySchema.extend({
  first_seen: chinaTime,
  minutes_on_list: z.number().int(),
  peak_rank: z.number().int().nullable(),
  /** Heat gained (lost) per hour against the capture nearest one hour earlier; null when not on it. */
  heat_per_hour: z.number().nullable(),
  /** The same change in percent of that earlier heat; null when not on it. */
  heat_change_pct: z.number().nullable(),
  trend: z.enum(HOT_TRENDS),
});
export type HotRealtimeEntry = z.infer<typeof hotRealtimeEntrySchema>;

export const hotRealtimeListSchema = z.strictObject({
  /** The capture shown; null before the first capture. */
  captured_at: chinaTime.nullable(),
  /** The capture the velocity compares with (nearest one hour earlier); null without one. */
  compared_at: chinaTime.nullable(),
  /** Made by the simulator (演示数据). */
  demo: z.boolean(),
  /** Categories of the whole capture, for the filter. */
  categories: z.array(z.string()),
  entries: z.array(hotRealtimeEntrySchema),
  ads: z.array(hotRealtimeEntrySchema),
});
export type HotRealtime = z.infer<typeof hotRealtimeListSchema>;

export const hotCurvePointSchema = z.strictObject({
  at: chinaTime,
  rank: z.number().int().nullable(),
  heat: z.number(),
  /**
   * A capture since the entry's previous point did not list it: it left the list and came back.
   * Charts break the line here rather than draw it through the hours it was off the list.
   */
  after_gap: z.boolean(),
});

export const hotDetailPostSchema = postResultSchema.extend({ sentiment: z.enum(SENTIMENT_VALUES) });

export const hotDetailBloggerSchema = z.strictObject({
  uid: z.string(),
  kol_id: z.number().int().nullable(),
  name: z.string(),
  avatar: z.string(),
  posts: z.number().int(),
  interactions: z.number().int(),
});

export const hotEntryLifeSchema = z.strictObject({
  word: z.string(),
  is_ad: z.boolean(),
  category: z.string(),
  demo: z.boolean(),
  /** Shown by the latest capture. */
  on_list_now: z.boolean(),
  first_seen: chinaTime,
  last_seen: chinaTime,
  minutes_on_list: z.number().int(),
  minutes_at_top: z.number().int(),
  captures: z.number().int(),
  peak_rank: z.number().int().nullable(),
  peak_rank_at: chinaTime.nullable(),
  peak_heat: z.number(),
  curve: z.array(hotCurvePointSchema),
  /** Stored posts whose text holds the word (or its #topic#), most interactions first. */
  posts: z.array(hotDetailPostSchema),
  /** How many stored posts hold it. */
  post_count: z.number().int(),
  bloggers: z.array(hotDetailBloggerSchema),
  sentiment: z.strictObject({
    positive: z.number().int(),
    neutral: z.number().int(),
    negative: z.number().int(),
    total: z.number().int(),
  }),
});
export type HotDetail = z.infer<typeof hotEntryLifeSchema>;

export const hotHistoryRangeSchema = z.strictObject({
  /** The kept history: first and last capture; null before any. */
  first: chinaTime.nullable(),
  last: chinaTime.nullable(),
  captures: z.number().int(),
  /** The usual spacing between captures (the median of the latest ones), in minutes. */
  spacing_minutes: z.number().nullable(),
  /** What the member may still ask today (hot_search_history). */
  allowance: featureAllowanceSchema,
});
export type HotRange = z.infer<typeof hotHistoryRangeSchema>;

export const hotListAtSchema = z.strictObject({
  /** The minute asked for and the capture answering it (the latest at or before it). */
  asked_at: chinaTime,
  captured_at: chinaTime,
  demo: z.boolean(),
  entries: z.array(hotListEntrySchema),
  ads: z.array(hotListEntrySchema),
});
export type HotHistory = z.infer<typeof hotListAtSchema>;

export const hotDayRowSchema = z.strictObject({
  word: z.string(),
  is_ad: z.boolean(),
  category: z.string(),
  peak_rank: z.number().int().nullable(),
  peak_rank_at: chinaTime.nullable(),
  peak_heat: z.number(),
  first_seen: chinaTime,
  last_seen: chinaTime,
  minutes_on_list: z.number().int(),
  minutes_at_top: z.number().int(),
  captures: z.number().int(),
});
export type HotDayRow = z.infer<typeof hotDayRowSchema>;

export const hotDayPageSchema = paged(hotDayRowSchema).extend({
  date: chinaDate,
  /** Entries that day before the member's row cap. */
  total_all: z.number().int(),
  /** The rows this member may see (null: no cap). */
  max_rows: z.number().int().nullable(),
  demo: z.boolean(),
});
export type HotDaySummary = z.infer<typeof hotDayPageSchema>;

export const hotSearchApi = endpoints('hot-search', {
  '/api/hot_search/realtime': {
    summary: '实时热搜榜：排名、热度、标签、分类、在榜时长、最高排名与近一小时热度变化，广告单列；可按分类与关键词筛选',
    request: hotRealtimeSchema,
    response: hotRealtimeListSchema,
    auth: 'optional',
  },
  '/api/hot_search/detail': {
    summary: '热搜详情：排名与热度曲线、在榜与登顶时长、最高排名与热度、相关博文与博主、情感分布',
    request: hotDetailSchema,
    response: hotEntryLifeSchema,
    auth: 'optional',
  },
  '/api/hot_search/historyRange': {
    summary: '历史热搜的保存范围、抓取间隔与今日剩余查询次数',
    request: noFields,
    response: hotHistoryRangeSchema,
  },
  '/api/hot_search/history': {
    summary: '某一分钟的热搜榜（该分钟及之前最近一次抓取，需在抓取间隔内；计入历史热搜次数）',
    request: hotHistorySchema,
    response: hotListAtSchema,
  },
  '/api/hot_search/daySummary': {
    summary:
      '某日热搜汇总：每个词条的最高排名、最高热度、首次/最后在榜、在榜与登顶时长，可排序分页（计入历史热搜次数）',
    request: hotDaySummarySchema,
    response: hotDayPageSchema,
  },
  '/api/hot_search/daySummaryExport': {
    summary: '导出某日热搜汇总（.xlsx）',
    request: hotDayExportSchema,
    response: exportQueuedSchema,
    kind: 'download',
  },
});
