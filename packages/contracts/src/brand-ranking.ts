import { CHINA_OFFSET_MS, chinaDate, chinaDayStart, DAY_MS, formatChinaTime } from './china-time.js';
import { keysOf } from './labels.js';

/*
 * The brand boards: 品牌榜 (/brandRanking, mention volume), 品牌增长榜 (/brandIncRanking, volume
 * growth) and 品牌热度榜 (/brandHotRanking, interactions). The constants, labels, period arithmetic
 * and messages the page and the server share (docs/brand-ranking.md); the calls are in
 * brand-ranking.api.ts.
 */

export const BRAND_BOARD_NAMES = { volume: '品牌榜', growth: '品牌增长榜', hot: '品牌热度榜' } as const;
export const BRAND_BOARDS = keysOf(BRAND_BOARD_NAMES);
export type BrandBoard = (typeof BRAND_BOARDS)[number];

export const BRAND_BOARD_PATHS: Record<BrandBoard, string> = {
  volume: '/brandRanking',
  growth: '/brandIncRanking',
  hot: '/brandHotRanking',
};

export const BRAND_PERIOD_LABELS = { day: '日榜', week: '周榜', month: '月榜' } as const;
export const BRAND_PERIODS = keysOf(BRAND_PERIOD_LABELS);
export type BrandPeriod = (typeof BRAND_PERIODS)[number];

/**
 * 品牌增长榜: a brand ranks only when the period before had at least this many mentions of it, so
 * a brand going from 0 (growth undefined) or 1 to 5 mentions (+400 %) does not top the board.
 */
export const BRAND_GROWTH_MIN_BASE: Record<BrandPeriod, number> = { day: 5, week: 10, month: 20 };

/** The deepest rank any level may page to (every ranked brand of a period is stored). */
export const BRAND_BOARD_DEPTH = 500;
export const BRAND_BOARD_PER_PAGE = 20;
export const BRAND_BOARD_MAX_PER_PAGE = 50;

/** How far back boards are kept and offered in the period picker. */
export const BRAND_PERIODS_KEPT: Record<BrandPeriod, number> = { day: 30, week: 12, month: 12 };

/** The China month (YYYY-MM) `months` after the one given (negative: before). */
function addMonths(month: string, months: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + months;
  const year = Math.floor(index / 12);
  return `${String(year).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The start of the China-time period `at` falls in (days from 00:00, weeks from Monday, months from the 1st). */
export function brandPeriodStart(type: BrandPeriod, at: Date): Date {
  const day = chinaDayStart(chinaDate(at));
  if (type === 'day') return day;
  if (type === 'month') return chinaDayStart(`${chinaDate(at).slice(0, 7)}-01`);
  const weekday = new Date(day.getTime() + CHINA_OFFSET_MS).getUTCDay();
  return new Date(day.getTime() - ((weekday + 6) % 7) * DAY_MS);
}

/** The start of the period `steps` periods after the one starting at `start` (negative: before). */
export function shiftBrandPeriod(type: BrandPeriod, start: Date, steps: number): Date {
  if (type === 'month') return chinaDayStart(`${addMonths(chinaDate(start).slice(0, 7), steps)}-01`);
  return new Date(start.getTime() + steps * (type === 'week' ? 7 : 1) * DAY_MS);
}

/** The period's end: the next period's start (periods are [start, end)). */
export function brandPeriodEnd(type: BrandPeriod, start: Date): Date {
  return shiftBrandPeriod(type, start, 1);
}

/** The latest period that has fully ended by `now`. */
export function lastFinishedBrandPeriod(type: BrandPeriod, now: Date): Date {
  return shiftBrandPeriod(type, brandPeriodStart(type, now), -1);
}

/** How the picker and the exports name a period, in China time. */
export function brandPeriodLabel(type: BrandPeriod, start: Date): string {
  const from = formatChinaTime(start).slice(0, 10);
  if (type === 'day') return from;
  if (type === 'month') return `${from.slice(0, 4)}年${from.slice(5, 7)}月`;
  const last = chinaDate(new Date(brandPeriodEnd(type, start).getTime() - DAY_MS));
  return `${from} 至 ${last}`;
}

/**
 * Volume growth in percent, (this − before) ÷ before × 100, or null when the base is below the
 * period's minimum (a zero base has no growth rate; a tiny one gives meaningless ones).
 */
export function brandGrowth(type: BrandPeriod, mentions: number, before: number): number | null {
  if (before < BRAND_GROWTH_MIN_BASE[type]) return null;
  return ((mentions - before) / before) * 100;
}

export const BrandRankingMessage = {
  period: `榜单周期只能是${Object.values(BRAND_PERIOD_LABELS).join('、')}`,
  date: '日期格式不正确，应为YYYY-MM-DD',
  perPage: `每页条数应为1到${BRAND_BOARD_MAX_PER_PAGE}之间的整数`,
  notFinished: '所选时段尚未结束，请选择已结束的时段',
  tooOld: '所选时段超出可查询范围，请选择较近的时段',
  noData: '所选时段暂无品牌提及数据，请选择其他时段',
  exportEmpty: '暂无可导出的数据',
  /** While no finished period has a board yet (a fresh install): the page asks again. */
  computing: '暂无已结束时段的品牌数据，榜单生成中，请稍候...',
} as const;

/** Paging past the ranks a level may see: code 1001 with this message. */
export function brandBoardLimitMessage(maxRows: number): string {
  return `当前会员等级最多查看榜单前${maxRows}名，请升级会员查看更多`;
}

const PERIOD_RULE = '日榜、周榜、月榜统计已结束的自然日（0:00-24:00）、自然周（周一至周日）和自然月，均为北京时间；';
const MENTION_RULE =
  '提及量 = 时段内发布、正文提到该品牌（中文名、英文名或别名，按词匹配）且未删除的微博数，一条微博提到两次只算一次；';
const CHANGE_RULE =
  '较上期 = 上一时段名次 − 本时段名次（↑ 上升，↓ 下降，新 = 上一时段未上榜）；选择分类时按该分类内的名次比较。';
const CATEGORY_RULE = '品牌可属于多个分类，选择分类时只排该分类的品牌；';

/** The formulas behind the ⓘ of each board (docs/brand-ranking.md, "How the boards are made"). */
export const BRAND_BOARD_EXPLAINED: Record<BrandBoard, string[]> = {
  volume: [PERIOD_RULE, MENTION_RULE, '按提及量从高到低排名，相同时互动量高者在前；', CATEGORY_RULE, CHANGE_RULE],
  growth: [
    PERIOD_RULE,
    MENTION_RULE,
    '增长率 = （本期提及量 − 上期提及量）÷ 上期提及量 × 100%；',
    `上期提及量不足日榜${BRAND_GROWTH_MIN_BASE.day}条、周榜${BRAND_GROWTH_MIN_BASE.week}条、月榜${BRAND_GROWTH_MIN_BASE.month}条的品牌不参与排名（上期为 0 时增长率无意义，基数过小时增长率失真）；`,
    '只列提及量增长的品牌，按增长率从高到低排名，相同时增量高者在前；',
    CATEGORY_RULE,
    CHANGE_RULE,
  ],
  hot: [
    PERIOD_RULE,
    MENTION_RULE,
    '互动量 = 这些微博的转发数 + 评论数 + 点赞数（榜单计算时最后一次采集的数值）；',
    '按互动量从高到低排名，相同时提及量高者在前；没有互动的品牌不上榜；',
    CATEGORY_RULE,
    CHANGE_RULE,
  ],
};
