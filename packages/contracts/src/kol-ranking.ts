import type { KolCard } from './kol.api.js';
import { keysOf } from './labels.js';
import { METRICS } from './metrics.js';

/**
 * The blogger rankings (/synthe, /area, /getfans, /m/ranking/list): the constants and Chinese texts
 * the server and the web app share. Every figure is a column of blogger_stats. The calls and their
 * schemas are in kol-ranking.api.ts.
 */

export const PERIOD_LABELS = { day: '日榜', week: '周榜', month: '月榜' } as const;
export const RANKING_PERIODS = keysOf(PERIOD_LABELS);
export type RankingPeriod = (typeof RANKING_PERIODS)[number];
export const DEFAULT_PERIOD: RankingPeriod = 'week';

/** Sheet names of the exports and titles of the boards. */
export const BOARD_NAMES = { synthesize: '综合影响力榜', area: '地区榜', fans_inc: '涨粉榜' } as const;
export const RANKING_BOARDS = keysOf(BOARD_NAMES);
export type RankingBoard = (typeof RANKING_BOARDS)[number];

/**
 * The figure each board ranks by, per period: a field of the card and a column of blogger_stats of
 * the same name (each column has a (column desc, kol_id) index).
 */
export const BOARD_FIGURES = {
  synthesize: { day: 'influence_day', week: 'influence_week', month: 'influence_month' },
  area: { day: 'influence_day', week: 'influence_week', month: 'influence_month' },
  fans_inc: { day: 'growth_1d', week: 'growth_7d', month: 'growth_30d' },
} as const satisfies Record<RankingBoard, Record<RankingPeriod, keyof KolCard & keyof typeof METRICS>>;

export const RANKING_PER_PAGE = 20;
export const RANKING_PER_PAGE_MAX = 100;

export const PERIOD_INVALID = '榜单周期只能是日榜、周榜或月榜';
export const PROVINCE_EMPTY = '请选择地区';
export const PROVINCE_INVALID = '地区不正确';
export const CATEGORY_INVALID = '分类不正确';
export const PER_PAGE_INVALID = `每页条数应为1到${RANKING_PER_PAGE_MAX}之间的整数`;

/** 涨粉率 = new followers ÷ the followers the period started with. */
export const GROWTH_RATE_LABEL = '涨粉率';
export const GROWTH_RATE_HINT = '新增粉丝 ÷ 周期开始时的粉丝数';

/** The name of the figure a board ranks by: 影响力指数(周榜), or the period's growth (近7天涨粉). */
export function boardFigureLabel(board: RankingBoard, period: RankingPeriod): string {
  return board === 'fans_inc'
    ? METRICS[BOARD_FIGURES.fans_inc[period]].label
    : `${METRICS.influence_week.label}(${PERIOD_LABELS[period]})`;
}

/** Paging past the ranks a level may see (kol_ranking maxRows): code 1001 with this message. */
export function rankLimitMessage(maxRows: number): string {
  return `当前会员等级最多查看榜单前${maxRows}名，请升级会员查看更多`;
}

/** The influence index in Chinese (docs/metrics.md), shown by 'ⓘ 指数说明'. */
export const INFLUENCE_EXPLAINED: { title: string; lines: string[] } = {
  title: '影响力指数说明',
  lines: [
    '影响力指数（0–100）= 100 × 以下五项得分的加权和，每项先换算到 0–1 并以 1 封顶，结果保留一位小数：',
    '覆盖力（权重 0.35）：log10(1 + 粉丝数) ÷ 8，1 亿粉丝记满分；',
    '互动力（权重 0.30）：log10(1 + 统计周期内平均每条博文的互动数) ÷ 6，100 万互动记满分，互动数 = 转发 + 评论 + 点赞；',
    '活跃度（权重 0.10）：log10(1 + 日均发博数) ÷ log10(21)，每天 20 条记满分；',
    '成长性（权重 0.15）：log10(1 + 统计周期内新增粉丝) ÷ 6，新增 100 万记满分，掉粉记 0 分；',
    '认证（权重 0.10）：金V 1、蓝V 0.8、黄V 0.6、未认证 0。',
    '日榜、周榜、月榜分别使用近 1 天、近 7 天、近 30 天的数据。使用对数是因为粉丝数和互动数跨越六个数量级：小号的粉丝翻倍与大号的粉丝翻倍同样重要。',
    '涨粉榜按统计周期内新增粉丝数排序，涨粉率 = 新增粉丝 ÷ 周期开始时的粉丝数。',
    '名次相同时按博主编号排序。',
  ],
};
