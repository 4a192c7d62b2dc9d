import { keysOf } from './labels.js';
import { SEARCH_EMPTY } from './search.js';

/*
 * Post search and export (/blogSearch), the hot-post board (/blogHotRanking) and the sponsored-post
 * board (恰饭榜, /blogCakeRanking): the constants, labels and messages the page and the server share
 * (docs/post-search.md). The calls and their schemas are in post-search.api.ts.
 */

export const POST_SEARCH_PER_PAGE = 20;
export const POST_SEARCH_MAX_PER_PAGE = 50;
export const POST_KEYWORD_MAX = 50;
export const POST_INTERACT_MAX = 1_000_000_000;
/**
 * `found` is counted up to this many posts (more shows as 2000+): the most any level may page
 * through, and a count that stays cheap for a word in every tenth post (docs/post-search.md).
 */
export const POST_FOUND_CAP = 2000;
/** Most posts one 导出所选 (exportArticle) names. */
export const POST_SELECTION_MAX = 100;
export const POST_EXPORT_RECORDS_PER_PAGE = 10;

export const POST_SORT_LABELS = {
  time: '发布时间',
  interactions: '互动量',
  reposts: '转发数',
  comments: '评论数',
  likes: '点赞数',
} as const;
export const POST_SORTS = keysOf(POST_SORT_LABELS);
export type PostSort = (typeof POST_SORTS)[number];

export const POST_TYPE_LABELS = { original: '原创', repost: '转发' } as const;
export const POST_TYPES = keysOf(POST_TYPE_LABELS);
export type PostType = (typeof POST_TYPES)[number];

export const POST_MEDIA_LABELS = { pic: '含图片', video: '含视频' } as const;
export const POST_MEDIA = keysOf(POST_MEDIA_LABELS);
export type PostMedia = (typeof POST_MEDIA)[number];

export const SPONSORED_LABELS = { yes: '商业博文', no: '非商业博文' } as const;
export const SPONSORED_CHOICES = keysOf(SPONSORED_LABELS);
export type SponsoredChoice = (typeof SPONSORED_CHOICES)[number];

/** The labels of the filter fields: the form shows them and the messages name them. */
export const PostSearchLabel = {
  keyword: '搜索关键词',
  startDate: '开始日期',
  endDate: '结束日期',
  category: '博主分类',
  interact: '最低互动量',
} as const;

export const PostSearchMessage = {
  keywordEmpty: SEARCH_EMPTY,
  startDate: '开始日期格式不正确，应为YYYY-MM-DD',
  endDate: '结束日期格式不正确，应为YYYY-MM-DD',
  dateOrder: '开始日期不能晚于结束日期',
  postType: '博文类型只能是原创或转发',
  media: '媒体类型只能是含图片或含视频',
  sponsored: '商业博文筛选只能是商业博文或非商业博文',
  verify: '认证类型只能是金V、蓝V、黄V或未认证',
  sort: `排序字段只能是${Object.values(POST_SORT_LABELS).join('、')}之一`,
  order: '排序方式只能是降序(desc)或升序(asc)',
  perPage: `每页条数需为1-${POST_SEARCH_MAX_PER_PAGE}之间的整数`,
  mids: '博文ID不正确',
  midsEmpty: '请选择要导出的博文',
  midsTooMany: `一次最多导出${POST_SELECTION_MAX}条所选博文`,
  exportTitle: '博文搜索结果',
  selectionTitle: '所选博文',
  exportNoPermission: '当前会员等级暂不支持导出，请升级会员',
  exportUsedUp: '本月导出次数已用完，请升级会员',
  exportEmpty: '暂无可导出的数据',
} as const;

/** 1001 when a member pages past the rows their level may see. */
export function postRowsLimitMessage(maxRows: number): string {
  return `当前会员等级最多查看${maxRows}条结果，请升级会员`;
}

/* ─── The boards ─── */

export const HOT_PERIOD_LABELS = { hour: '1小时榜', day: '24小时榜', week: '7天榜' } as const;
export const HOT_PERIODS = keysOf(HOT_PERIOD_LABELS);
export type HotPeriod = (typeof HOT_PERIODS)[number];

export const CAKE_PERIOD_LABELS = { day: '24小时榜', week: '7天榜', month: '30天榜' } as const;
export const CAKE_PERIODS = keysOf(CAKE_PERIOD_LABELS);
export type CakePeriod = (typeof CAKE_PERIODS)[number];

export const POST_BOARD_NAMES = { hot: '热门博文榜', cake: '恰饭榜' } as const;
export const POST_BOARDS = keysOf(POST_BOARD_NAMES);
export type PostBoard = (typeof POST_BOARDS)[number];
export type PostBoardPeriod = HotPeriod | CakePeriod;

const MINUTE_MS = 60_000;
const HOUR = 60 * MINUTE_MS;
const DAY = 24 * HOUR;

/**
 * Each board's window (the posts published in the last `windowMs`) and its step: the board is
 * recomputed within each step and its rank change compares with the board as the previous step
 * left it (上期).
 */
export const POST_BOARD_PERIODS: Record<
  PostBoard,
  Partial<Record<PostBoardPeriod, { windowMs: number; stepMs: number }>>
> = {
  hot: {
    hour: { windowMs: HOUR, stepMs: 10 * MINUTE_MS },
    day: { windowMs: DAY, stepMs: HOUR },
    week: { windowMs: 7 * DAY, stepMs: 6 * HOUR },
  },
  cake: {
    day: { windowMs: DAY, stepMs: HOUR },
    week: { windowMs: 7 * DAY, stepMs: 6 * HOUR },
    month: { windowMs: 30 * DAY, stepMs: DAY },
  },
};

/** What 上期 means on each board, for the ⓘ beside 较上期. */
export const STEP_LABELS: Record<PostBoard, Partial<Record<PostBoardPeriod, string>>> = {
  hot: { hour: '10分钟前', day: '1小时前', week: '6小时前' },
  cake: { day: '1小时前', week: '6小时前', month: '1天前' },
};

/** The deepest rank stored per board, period and category. */
export const POST_BOARD_DEPTH = 500;
export const POST_BOARD_PER_PAGE = 20;
export const POST_BOARD_MAX_PER_PAGE = 50;

export const PostBoardMessage = {
  hotPeriod: `榜单周期只能是${Object.values(HOT_PERIOD_LABELS).join('、')}`,
  cakePeriod: `榜单周期只能是${Object.values(CAKE_PERIOD_LABELS).join('、')}`,
  category: '分类不正确',
  perPage: `每页条数应为1到${POST_BOARD_MAX_PER_PAGE}之间的整数`,
} as const;

/** Paging past the ranks a level may see: code 1001 with this message. */
export function boardLimitMessage(maxRows: number): string {
  return `当前会员等级最多查看榜单前${maxRows}名，请升级会员查看更多`;
}

/** The formulas behind the ⓘ of the boards (docs/metrics.md, "Post boards"). */
export const HOT_EXPLAINED: string[] = [
  '互动量 = 转发 + 评论 + 点赞，按榜单计算时的最新数据；',
  '1小时榜、24小时榜、7天榜分别统计最近 1 小时、24 小时、7 天内发布且未删除的博文，按互动量从高到低排名，互动量相同时较新的博文在前；',
  '分类为博主的分类，一位博主可属于多个分类；',
  '较上期 = 上期名次 − 本期名次（↑ 上升，↓ 下降，新 = 上期未进入前500名）；上期为榜单上一次更新时的结果：1小时榜每 10 分钟、24小时榜每小时、7天榜每 6 小时更新。',
];

export const CAKE_EXPLAINED: string[] = [
  '商业博文：微博平台标注的广告，或正文中含有合作、广告、推广、优惠码、购物链接等商业标记的博文；',
  '按互动量（转发 + 评论 + 点赞）从高到低排名；',
  '博主自然均值 = 该博主在榜单计算时刻之前 30 天内非商业博文的平均互动量；',
  '恰饭效果 = 本条商业博文互动量 ÷ 博主自然均值（1.0 表示与平时持平，大于 1 表示商业博文表现好于平时）；博主近 30 天没有非商业博文或其互动为 0 时不计算；',
  '较上期 = 上期名次 − 本期名次；24小时榜每小时、7天榜每 6 小时、30天榜每天更新。',
];
