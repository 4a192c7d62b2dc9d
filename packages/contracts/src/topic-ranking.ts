import { CHINA_OFFSET_MS, chinaDate, chinaDayStart, DAY_MS, formatChinaTime, HOUR_MS } from './china-time.js';
import { keysOf } from './labels.js';

/*
 * The topic boards: 话题榜 (/topictopRanking), 娱乐话题榜 (/topicRecreationRanking) and 飙升话题榜
 * (/topicheatedRanking). The constants, labels, period arithmetic and messages the page and the
 * server share (docs/topic-ranking.md); the calls are in topic-ranking.api.ts.
 */

export const TOPIC_BOARD_NAMES = { top: '话题榜', recreation: '娱乐话题榜', heated: '飙升话题榜' } as const;
export const TOPIC_BOARDS = keysOf(TOPIC_BOARD_NAMES);
export type TopicBoard = (typeof TOPIC_BOARDS)[number];

export const TOPIC_BOARD_PATHS: Record<TopicBoard, string> = {
  top: '/topictopRanking',
  recreation: '/topicRecreationRanking',
  heated: '/topicheatedRanking',
};

export const TOPIC_PERIOD_LABELS = { hour: '小时榜', day: '日榜', week: '周榜' } as const;
export const TOPIC_PERIODS = keysOf(TOPIC_PERIOD_LABELS);
export type TopicPeriod = (typeof TOPIC_PERIODS)[number];

/**
 * The topic categories 娱乐话题榜 ranks: the entertainment labels Weibo gives topics (the demo
 * world uses 明星, 综艺, 电视剧 and 音乐 of these; real data also 电影, 影视, 娱乐, 动漫, 演出).
 */
export const ENTERTAINMENT_CATEGORIES = [
  '娱乐',
  '明星',
  '综艺',
  '电视剧',
  '电影',
  '影视',
  '音乐',
  '动漫',
  '演出',
] as const;

/**
 * 飙升话题榜: a topic ranks only when it had at least this many discussions at the period's start
 * (or at its first snapshot in the period), so a topic going from 1 to 5 discussions (+400%)
 * does not top the board.
 */
export const HEATED_MIN_BASE = 1000;

/** The deepest rank any level may page to (every ranked topic of a period is stored). */
export const TOPIC_BOARD_DEPTH = 500;
export const TOPIC_BOARD_PER_PAGE = 20;
export const TOPIC_BOARD_MAX_PER_PAGE = 50;

/** How far back boards are kept and offered in the period picker. */
export const TOPIC_PERIODS_KEPT: Record<TopicPeriod, number> = { hour: 72, day: 30, week: 12 };

const PERIOD_STEP_MS: Record<Exclude<TopicPeriod, 'week'>, number> = { hour: HOUR_MS, day: DAY_MS };

/** The start of the China-time period `at` falls in (hours, days from 00:00, weeks from Monday 00:00). */
export function periodStart(type: TopicPeriod, at: Date): Date {
  if (type === 'hour') return new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);
  const day = chinaDayStart(chinaDate(at));
  if (type === 'day') return day;
  const weekday = new Date(day.getTime() + CHINA_OFFSET_MS).getUTCDay();
  return new Date(day.getTime() - ((weekday + 6) % 7) * DAY_MS);
}

/** The start of the period `steps` periods after the one starting at `start` (negative: before). */
export function shiftPeriod(type: TopicPeriod, start: Date, steps: number): Date {
  const step = type === 'week' ? 7 * DAY_MS : PERIOD_STEP_MS[type];
  return new Date(start.getTime() + steps * step);
}

/** The period's end: the next period's start (periods are [start, end)). */
export function periodEnd(type: TopicPeriod, start: Date): Date {
  return shiftPeriod(type, start, 1);
}

/** The latest period that has fully ended by `now`. */
export function lastFinishedPeriod(type: TopicPeriod, now: Date): Date {
  return shiftPeriod(type, periodStart(type, now), -1);
}

/** How the picker and the exports name a period, in China time. */
export function periodLabel(type: TopicPeriod, start: Date): string {
  const from = formatChinaTime(start);
  if (type === 'hour') {
    const to = formatChinaTime(periodEnd(type, start)).slice(11, 16);
    return `${from.slice(0, 16)}-${to === '00:00' ? '24:00' : to}`;
  }
  if (type === 'day') return from.slice(0, 10);
  const last = formatChinaTime(new Date(periodEnd(type, start).getTime() - DAY_MS));
  return `${from.slice(0, 10)} 至 ${last.slice(0, 10)}`;
}

export const TopicRankingMessage = {
  period: `榜单周期只能是${Object.values(TOPIC_PERIOD_LABELS).join('、')}`,
  date: '日期格式不正确，应为YYYY-MM-DD',
  hourWithoutDate: '请同时选择日期和小时',
  hourNotHourly: '只有小时榜可以选择小时',
  category: '分类不正确',
  perPage: `每页条数应为1到${TOPIC_BOARD_MAX_PER_PAGE}之间的整数`,
  notFinished: '所选时段尚未结束，请选择已结束的时段',
  tooOld: '所选时段超出可查询范围，请选择较近的时段',
  noData: '所选时段暂无话题数据，请选择其他时段',
  exportEmpty: '暂无可导出的数据',
} as const;

/** Paging past the ranks a level may see: code 1001 with this message. */
export function topicBoardLimitMessage(maxRows: number): string {
  return `当前会员等级最多查看榜单前${maxRows}名，请升级会员查看更多`;
}

const INCREASE_RULE =
  '阅读增量 / 讨论增量 = 时段结束时（最后一次采集）的累计数 − 时段开始时的累计数；话题在时段内才出现时，从它在时段内的第一次采集算起；';
const PERIOD_RULE =
  '小时榜、日榜、周榜统计已结束的整点小时、自然日（0:00-24:00）和自然周（周一至周日），均为北京时间；话题数据每小时采集一次；';
const CHANGE_RULE =
  '较上期 = 上一时段名次 − 本时段名次（↑ 上升，↓ 下降，新 = 上一时段未上榜）；选择分类时按该分类内的名次比较。';

/** The formulas behind the ⓘ of each board (docs/metrics.md, "Topic boards"). */
export const TOPIC_BOARD_EXPLAINED: Record<TopicBoard, string[]> = {
  top: [PERIOD_RULE, INCREASE_RULE, '按阅读增量从高到低排名，相同时讨论增量高者在前；', CHANGE_RULE],
  recreation: [
    `只统计娱乐类话题（分类为${ENTERTAINMENT_CATEGORIES.join('、')}）；`,
    PERIOD_RULE,
    INCREASE_RULE,
    '按阅读增量从高到低排名；',
    CHANGE_RULE,
  ],
  heated: [
    PERIOD_RULE,
    INCREASE_RULE,
    '讨论增长率 = 讨论增量 ÷ 时段开始时的讨论数（话题在时段内才出现时为它第一次采集时的讨论数）；',
    `时段开始时讨论数不足${HEATED_MIN_BASE}的话题不参与排名，避免 1 → 5 这样基数很小的话题排在前面；`,
    '按讨论增长率从高到低排名，相同时讨论增量高者在前；',
    CHANGE_RULE,
  ],
};
