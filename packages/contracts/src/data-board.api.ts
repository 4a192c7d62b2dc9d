import { z } from 'zod';
import {
  DATA_BOARD_DEFAULT_RANGE,
  DATA_BOARD_RANGES,
  DATA_BOARD_SOURCES,
  DataBoardMessage as Message,
} from './data-board.js';
import { chinaDate, chinaTime, endpoints } from './endpoint.js';
import { numberChoice, optionalDate } from './fields.js';
import { verifyBadgeSchema } from './kol.api.js';

/*
 * The data dashboard /statistics (数据大盘): POST /api/data_board/overview (the daily trend, the
 * chosen day's totals and shares, data freshness) and /api/data_board/tops (the chosen day's top
 * bloggers, posts, topics, brands and hot-search entries). docs/data-board.md says how each figure
 * is computed.
 */

/** The chosen day: a stored, finished China date; absent = the latest stored day. */
const dayField = optionalDate(Message.date);

export const dataBoardOverviewSchema = z.object({
  days: numberChoice(DATA_BOARD_RANGES, Message.range, DATA_BOARD_DEFAULT_RANGE),
  date: dayField,
});
export type DataBoardOverviewInput = z.output<typeof dataBoardOverviewSchema>;

export const dataBoardTopsSchema = z.object({ date: dayField });
export type DataBoardTopsInput = z.output<typeof dataBoardTopsSchema>;

/** One day of the trend. */
export const dataBoardDaySchema = z.strictObject({
  date: chinaDate,
  /** Posts of the day (stored, not deleted). */
  posts: z.number().int(),
  /** Distinct authors of those posts. */
  bloggers: z.number().int(),
  /** Reposts + comments + likes of those posts. */
  interactions: z.number(),
  reposts: z.number(),
  comments: z.number(),
  likes: z.number(),
});
export type DataBoardDay = z.infer<typeof dataBoardDaySchema>;

/** A figure of the chosen day against the day before. */
export const dayFigureSchema = z.strictObject({
  value: z.number(),
  /** The day before's figure; null when the day before is not stored. */
  previous: z.number().nullable(),
  /** value − previous. */
  change: z.number().nullable(),
  /** The change in percent of the day before (one decimal); null when that is 0 or absent. */
  rate: z.number().nullable(),
});
export type DayFigure = z.infer<typeof dayFigureSchema>;

/** One slice of the day's posts. */
export const shareRowSchema = z.strictObject({
  /** The category or region itself; a verification key (gold, blue, yellow, none, unknown). */
  key: z.string(),
  /** As shown (the Chinese label of a verification key). */
  name: z.string(),
  posts: z.number().int(),
  /** posts ÷ the day's posts, a ratio rounded to 4 places. */
  share: z.number(),
});
export type ShareRow = z.infer<typeof shareRowSchema>;

export const freshnessSchema = z.strictObject({
  source: z.enum(DATA_BOARD_SOURCES),
  name: z.string(),
  /** When that source last delivered (China time); null when it never did. */
  latest_at: chinaTime.nullable(),
});
export type Freshness = z.infer<typeof freshnessSchema>;

export const dataBoardOverviewPageSchema = z.strictObject({
  /** The chosen day; null while no finished day is summarised. */
  date: chinaDate.nullable(),
  /** The stored days: the chosen day lies between them. */
  first_date: chinaDate.nullable(),
  latest_date: chinaDate.nullable(),
  days: z.number().int(),
  /** No day summarised yet but posts are stored: the summary is being computed. */
  computing: z.boolean(),
  /** Each day of the range that has data, oldest first (a day without posts inside it has zeros). */
  series: z.array(dataBoardDaySchema),
  totals: z
    .strictObject({ posts: dayFigureSchema, bloggers: dayFigureSchema, interactions: dayFigureSchema })
    .nullable(),
  shares: z.strictObject({
    category: z.array(shareRowSchema),
    region: z.array(shareRowSchema),
    verify: z.array(shareRowSchema),
  }),
  freshness: z.array(freshnessSchema),
  /** When the chosen day's figures were computed (China time). */
  computed_at: chinaTime.nullable(),
});
export type DataBoardOverview = z.infer<typeof dataBoardOverviewPageSchema>;

export const topBloggerSchema = z.strictObject({
  rank: z.number().int(),
  /** Rank the day before − this rank; null = no post the day before (新). */
  rank_change: z.number().int().nullable(),
  uid: z.string(),
  /** The blogger detail's id; null when the author is not stored. */
  kol_id: z.number().int().nullable(),
  uname: z.string(),
  avatar: z.string(),
  verify: verifyBadgeSchema,
  category: z.array(z.string()),
  posts: z.number().int(),
  interactions: z.number(),
  /** The same blogger's interactions the day before (0 without a post). */
  prev_interactions: z.number(),
});
export type TopBlogger = z.infer<typeof topBloggerSchema>;

export const topPostSchema = z.strictObject({
  rank: z.number().int(),
  mid: z.string(),
  text: z.string(),
  /** The post on weibo.com; '' for a demo post. */
  url: z.string(),
  created_at: chinaTime,
  uid: z.string(),
  kol_id: z.number().int().nullable(),
  uname: z.string(),
  verify: verifyBadgeSchema,
  reposts: z.number(),
  comments: z.number(),
  likes: z.number(),
  interactions: z.number(),
  /** The interactions of the day before's post at the same rank; null when it had none. */
  prev_interactions: z.number().nullable(),
});
export type TopPost = z.infer<typeof topPostSchema>;

export const topTopicSchema = z.strictObject({
  rank: z.number().int(),
  rank_change: z.number().int().nullable(),
  name: z.string(),
  category: z.string(),
  read_inc: z.number(),
  discuss_inc: z.number(),
  /** The topic's read increase on the day before's board; null when it was not on it. */
  prev_read_inc: z.number().nullable(),
});
export type TopTopic = z.infer<typeof topTopicSchema>;

export const topBrandSchema = z.strictObject({
  rank: z.number().int(),
  rank_change: z.number().int().nullable(),
  brand_id: z.string(),
  brand_cn_name: z.string(),
  brand_pic: z.string(),
  mentions: z.number().int(),
  prev_mentions: z.number().int(),
  interactions: z.number(),
});
export type TopBrand = z.infer<typeof topBrandSchema>;

export const dayHotEntrySchema = z.strictObject({
  word: z.string(),
  category: z.string(),
  peak_rank: z.number().int().nullable(),
  peak_heat: z.number(),
  first_seen: chinaTime,
  last_seen: chinaTime,
  minutes_on_list: z.number().int(),
});
export type DayHotEntry = z.infer<typeof dayHotEntrySchema>;

export const dataBoardTopsPageSchema = z.strictObject({
  date: chinaDate.nullable(),
  /** Whether the day before is stored (without it there is no change to show). */
  has_previous: z.boolean(),
  bloggers: z.array(topBloggerSchema),
  posts: z.array(topPostSchema),
  /**
   * computed: the day's topic board exists (the topic job computes each finished day);
   * has_previous: so does the day before's (without it there is no rank change).
   */
  topics: z.strictObject({ computed: z.boolean(), has_previous: z.boolean(), rows: z.array(topTopicSchema) }),
  brands: z.array(topBrandSchema),
  /** total: organic entries on the list that day. */
  hot_search: z.strictObject({ total: z.number().int(), rows: z.array(dayHotEntrySchema) }),
});
export type DataBoardTops = z.infer<typeof dataBoardTopsPageSchema>;

export const dataBoardApi = endpoints('data-board', {
  '/api/data_board/overview': {
    summary: '数据大盘：近7/30天每日发博量、活跃博主、互动量，所选日期的合计、较前日变化、分布与数据更新时间',
    request: dataBoardOverviewSchema,
    response: dataBoardOverviewPageSchema,
  },
  '/api/data_board/tops': {
    summary: '数据大盘：所选日期的博主、微博、话题、品牌榜前10（含较前日变化）与当日热搜',
    request: dataBoardTopsSchema,
    response: dataBoardTopsPageSchema,
  },
});
