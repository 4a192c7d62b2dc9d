import { z } from 'zod';
import type { KolCard } from './kol.api.js';
import type { Paged } from './kol.js';
import { formPage } from './profile.js';

/**
 * The blogger rankings (/synthe, /area, /getfans, /m/ranking/list): request schemas, row shapes and
 * the Chinese texts the server and the web app share. Every figure is a column of blogger_stats.
 */

export const RANKING_PERIODS = ['day', 'week', 'month'] as const;
export type RankingPeriod = (typeof RANKING_PERIODS)[number];
export const PERIOD_LABELS: Record<RankingPeriod, string> = { day: '日榜', week: '周榜', month: '月榜' };
/** The window of each period, in the words of the growth columns. */
export const PERIOD_WINDOWS: Record<RankingPeriod, string> = { day: '近1天', week: '近7天', month: '近30天' };

export const RANKING_BOARDS = ['synthesize', 'area', 'fans_inc'] as const;
export type RankingBoard = (typeof RANKING_BOARDS)[number];
/** Sheet names of the exports and titles of the boards. */
export const BOARD_NAMES: Record<RankingBoard, string> = {
  synthesize: '综合影响力榜',
  area: '地区榜',
  fans_inc: '涨粉榜',
};

export const RANKING_PER_PAGE = 20;
export const RANKING_PER_PAGE_MAX = 100;

export const PERIOD_INVALID = '榜单周期只能是日榜、周榜或月榜';
export const PROVINCE_EMPTY = '请选择地区';
export const CATEGORY_INVALID = '分类不正确';
export const PER_PAGE_INVALID = `每页条数应为1到${RANKING_PER_PAGE_MAX}之间的整数`;

/** Paging past the ranks a level may see (kol_ranking maxRows): code 1001 with this message. */
export function rankLimitMessage(maxRows: number): string {
  return `当前会员等级最多查看榜单前${maxRows}名，请升级会员查看更多`;
}

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

const period = z.preprocess(
  (value) => (value === undefined || value === null || value === '' ? 'week' : value),
  z.enum(RANKING_PERIODS, { error: PERIOD_INVALID }),
);
/** '' (or absent) means 全部. */
const category = z.preprocess(
  (value) => trimmed(value ?? ''),
  z.string({ error: CATEGORY_INVALID }).max(20, CATEGORY_INVALID),
);
const perPage = z.preprocess(
  (value) => (value === undefined || value === null || value === '' ? RANKING_PER_PAGE : value),
  z.coerce
    .number({ error: PER_PAGE_INVALID })
    .int(PER_PAGE_INVALID)
    .min(1, PER_PAGE_INVALID)
    .max(RANKING_PER_PAGE_MAX, PER_PAGE_INVALID),
);

/** POST /api/kol_ranking/synthesize and /synthesize_export. */
export const synthesizeSchema = z.object({ category, period, page: formPage, per_page: perPage });
/** POST /api/kol_ranking/fans_inc and /fans_inc_export. */
export const fansIncSchema = synthesizeSchema;
/** POST /api/kol_ranking/area and /area_export: the province is required. */
export const areaSchema = z.object({
  province: z.preprocess(
    (value) => trimmed(value ?? ''),
    z.string({ error: PROVINCE_EMPTY }).min(1, PROVINCE_EMPTY).max(20, '地区不正确'),
  ),
  period,
  page: formPage,
  per_page: perPage,
});

export type SynthesizeQuery = z.infer<typeof synthesizeSchema>;
export type AreaQuery = z.infer<typeof areaSchema>;

/**
 * Places moved since the previous day's snapshot of the same board (positive = climbed). Absent when
 * there is no earlier snapshot or the board is filtered by category (snapshots rank all bloggers);
 * null when the blogger was not in that snapshot's top ranks (新上榜).
 */
export interface RankChange {
  rank_change?: number | null;
}

/** One row of the influence boards (综合 and 地区): the card, its rank and the period's index. */
export interface InfluenceRankRow extends KolCard, RankChange {
  rank: number;
  /** influence_<period>, 0–100. */
  score: number;
}

/** One row of the follower-growth board. */
export interface FansIncRankRow extends KolCard, RankChange {
  rank: number;
  /** New followers in the period (growth_1d / 7d / 30d). */
  growth: number;
  /** growth ÷ (followers − growth), a ratio; null when the starting followers are 0 or unknown. */
  growth_rate: number | null;
}

/** A page of a board; `total` is what this level may page through, `total_all` what the data holds. */
export interface RankingPage<T> extends Paged<T> {
  /** The most ranks this member sees (kol_ranking maxRows). */
  max_rows: number;
  total_all: number;
  /** When blogger_stats was computed (China time), null when it is empty. */
  computed_at: string | null;
}

export interface RankingOptions {
  /** Categories present in the data, most bloggers first. */
  categories: { name: string; count: number }[];
  /** Provinces present in the data, most bloggers first. */
  provinces: { name: string; count: number }[];
  periods: { value: RankingPeriod; label: string }[];
  /** 数据更新时间 (China time), null when nothing is computed yet. */
  computed_at: string | null;
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

/** What a ranking export job rebuilds the file from: the board and its filters. */
export const rankingExportParamsSchema = z.object({
  board: z.enum(RANKING_BOARDS),
  period: z.enum(RANKING_PERIODS),
  category: z.string(),
  province: z.string(),
});
export type RankingExportParams = z.output<typeof rankingExportParamsSchema>;
