import { VERIFY_LABELS } from './kol.js';
import { keysOf } from './labels.js';

/*
 * The data dashboard /statistics (数据大盘): the constants, labels, change arithmetic and messages
 * the page and the server share (docs/data-board.md); the calls are in data-board.api.ts.
 */

/** The trend's range: the last N stored days, ending at the latest one. */
export const DATA_BOARD_RANGES = [7, 30] as const;
export type DataBoardRange = (typeof DATA_BOARD_RANGES)[number];
export const DATA_BOARD_DEFAULT_RANGE: DataBoardRange = 7;
export const DATA_BOARD_RANGE_LABELS: Record<DataBoardRange, string> = { 7: '近7天', 30: '近30天' };

/** Rows of each top list (bloggers, posts, topics, brands) and of the day's hot-search entries. */
export const DATA_BOARD_TOP = 10;
export const DATA_BOARD_HOT_SEARCH = 10;

/** The day's posts are shared out three ways. */
export const DATA_BOARD_SHARE_NAMES = { category: '博主分类', region: '发布地区', verify: '认证类型' } as const;
export const DATA_BOARD_SHARES = keysOf(DATA_BOARD_SHARE_NAMES);
export type DataBoardShare = (typeof DATA_BOARD_SHARES)[number];

/** A post whose author has no category (or is not stored). */
export const DATA_BOARD_NO_CATEGORY = '未分类';
/** A post with no region of its own and an author without a province. */
export const DATA_BOARD_NO_REGION = '未知';
/** The verification key of a post whose author is not stored. */
export const DATA_BOARD_NO_VERIFY = 'unknown';
export const DATA_BOARD_VERIFY_LABELS: Record<string, string> = { ...VERIFY_LABELS, [DATA_BOARD_NO_VERIFY]: '未知' };

/** Where the dashboard's data comes from, each with when it last delivered. */
export const DATA_BOARD_SOURCE_NAMES = {
  posts: '博文',
  hot_search: '热搜',
  topics: '话题',
  bloggers: '博主统计',
  board: '数据大盘',
} as const;
export const DATA_BOARD_SOURCES = keysOf(DATA_BOARD_SOURCE_NAMES);
export type DataBoardSource = (typeof DATA_BOARD_SOURCES)[number];

/** What each source's time is. */
export const DATA_BOARD_SOURCE_HINTS: Record<DataBoardSource, string> = {
  posts: '已入库博文中最新一条的发布时间',
  hot_search: '最近一次热搜榜快照的采集时间',
  topics: '最近一次话题阅读/讨论数快照的采集时间',
  bloggers: '博主统计（粉丝、互动、影响力）最近一次计算的时间',
  board: '本页每日汇总最近一次计算的时间（每10分钟重算最近几天）',
};

/**
 * A figure of the day against the day before: the difference, and the rate in percent (one
 * decimal); no rate when the day before had none (or there is no day before).
 */
export function dayChange(value: number, previous: number | null): { change: number | null; rate: number | null } {
  if (previous === null) return { change: null, rate: null };
  const change = value - previous;
  return { change, rate: previous === 0 ? null : Math.round((change / previous) * 1000) / 10 };
}

/** The topic day board of a China date (/topictopRanking of that day). */
export function topicDayBoardPath(date: string): string {
  return `/topictopRanking?date=${date}`;
}

/** A hot-search entry's life (/hotDetail). */
export function hotDetailPath(word: string): string {
  return `/hotDetail?word=${encodeURIComponent(word)}`;
}

export const DataBoardMessage = {
  range: '统计范围只能是近7天或近30天',
  date: '日期格式不正确，应为YYYY-MM-DD',
  notFinished: '所选日期尚未结束，数据大盘只统计已结束的自然日（北京时间）',
  /** Before the first day is summarised (a fresh install): the page asks again. */
  computing: '数据大盘统计中，请稍候...',
  empty: '暂无已结束自然日的博文数据',
  topicsComputing: '该日话题榜尚未生成，请稍后再看',
} as const;

/** A date outside the stored days: code 0 with the days there are. */
export function dataBoardOutsideMessage(first: string, last: string): string {
  return `所选日期没有统计数据，请选择${first}至${last}之间的日期`;
}

/** The rules behind the ⓘ of the page (docs/data-board.md). */
export const DATA_BOARD_EXPLAINED: string[] = [
  '日期均为北京时间的自然日（0:00-24:00），只统计已结束的日期；趋势为截至最近一个有数据日期的近7天或近30天；',
  '发博量 = 当日发布、已入库且未删除的微博数（含带评论转发）；活跃博主 = 当日发过这些微博的博主数（去重）；',
  '互动量 = 这些微博的转发数 + 评论数 + 点赞数（最近一次采集的数值，发布后48小时内会持续更新）；',
  '较前日 = 当日 − 前一日，百分比 = 差值 ÷ 前一日 × 100%（前一日为0时不计百分比）；',
  '分布按当日微博计：博主分类取博主的第一个分类，发布地区取微博的IP属地（缺失时取博主所在省份），认证类型取博主当前的认证；',
  '博主榜按博主当日微博的互动量排名（相同时发博多者在前），较前日为名次和互动量的变化，“新”表示前一日未发博；',
  '微博榜按当日发布微博的互动量排名，较前日与前一日同名次的微博比较；',
  '话题榜取当日话题榜（按阅读增量），品牌榜按当日提及量排名（相同时互动量高者在前），名次变化与前一日比较；',
  '热搜为当日上过热搜榜的词条（不含广告），按当日最高排名排序。',
];
