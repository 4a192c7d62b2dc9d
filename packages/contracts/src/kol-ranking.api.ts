import { z } from 'zod';
import { chinaTime, endpoints, paged } from './endpoint.js';
import { exportQueuedSchema } from './exports.api.js';
import { blank, choice, type FormScalar, noFields, page, perPage, safeString, scalarText } from './fields.js';
import { kolCardSchema, nameCountSchema } from './kol.api.js';
import { CATEGORY_NAME_MAX, PROVINCE_NAME_MAX } from './kol.js';
import {
  CATEGORY_INVALID,
  DEFAULT_PERIOD,
  PER_PAGE_INVALID,
  PERIOD_INVALID,
  PROVINCE_EMPTY,
  PROVINCE_INVALID,
  RANKING_BOARDS,
  RANKING_PER_PAGE,
  RANKING_PER_PAGE_MAX,
  RANKING_PERIODS,
} from './kol-ranking.js';

/*
 * The blogger rankings: POST /api/kol_ranking/options, the three boards (synthesize, area,
 * fans_inc) and their exports (<board>_export).
 */

const period = choice(RANKING_PERIODS, PERIOD_INVALID, DEFAULT_PERIOD);
/** '' (or absent) means 全部. */
const category = z.preprocess(
  (value: FormScalar) => scalarText(value),
  z.string({ error: CATEGORY_INVALID }).max(CATEGORY_NAME_MAX, CATEGORY_INVALID).pipe(safeString('分类')).default(''),
);
/** The area board's province: required. */
const province = z.preprocess(
  (value: FormScalar) => blank(value),
  z
    .string({ error: (issue) => (issue.input === undefined ? PROVINCE_EMPTY : PROVINCE_INVALID) })
    .max(PROVINCE_NAME_MAX, PROVINCE_INVALID)
    .pipe(safeString('地区')),
);
const paging = { page, per_page: perPage(RANKING_PER_PAGE, RANKING_PER_PAGE_MAX, PER_PAGE_INVALID) };

/** POST synthesize_export and fans_inc_export: the board's filters. */
export const categoryBoardFilterSchema = z.object({ category, period });
/** POST area_export: the province is required. */
export const areaBoardFilterSchema = z.object({ province, period });
/** POST synthesize and fans_inc. */
export const categoryBoardSchema = categoryBoardFilterSchema.extend(paging);
/** POST area. */
export const areaBoardSchema = areaBoardFilterSchema.extend(paging);
export type CategoryBoardQuery = z.output<typeof categoryBoardSchema>;
export type AreaBoardQuery = z.output<typeof areaBoardSchema>;

/** What a ranking export job rebuilds the file from: the board and its filters. */
export const rankingExportParamsSchema = z.object({
  board: z.enum(RANKING_BOARDS),
  period: z.enum(RANKING_PERIODS),
  category: z.string(),
  province: z.string(),
});
export type RankingExportParams = z.output<typeof rankingExportParamsSchema>;

const rankedCard = kolCardSchema.extend({
  rank: z.number().int(),
  /**
   * Places moved since the previous day's snapshot of the same board (positive = climbed). Absent
   * when there is no earlier snapshot or the board is filtered by category (snapshots rank all
   * bloggers); null when the blogger was not in that snapshot's top ranks (新上榜).
   */
  rank_change: z.number().int().nullable().optional(),
});

/** One row of the influence boards (综合 and 地区): the card, its rank and the period's index. */
export const influenceRankRowSchema = rankedCard.extend({
  /** influence_<period>, 0–100. */
  score: z.number(),
});
export type InfluenceRankRow = z.infer<typeof influenceRankRowSchema>;

/** One row of the follower-growth board. */
export const fansIncRankRowSchema = rankedCard.extend({
  /** New followers in the period (growth_1d / 7d / 30d). */
  growth: z.number(),
  /** growth ÷ (followers − growth), a ratio; null when the starting followers are 0 or unknown. */
  growth_rate: z.number().nullable(),
});
export type FansIncRankRow = z.infer<typeof fansIncRankRowSchema>;

/** A page of a board; `total` is what this level may page through, `total_all` what the data holds. */
function rankingPage<T extends z.ZodType>(row: T) {
  return paged(row).extend({
    /** The most ranks this member sees (kol_ranking maxRows). */
    max_rows: z.number().int(),
    total_all: z.number().int(),
    /** When blogger_stats was computed, null when it is empty. */
    computed_at: chinaTime.nullable(),
  });
}
export const influenceRankingPageSchema = rankingPage(influenceRankRowSchema);
export const fansIncRankingPageSchema = rankingPage(fansIncRankRowSchema);
export type RankingPage<T> = Omit<z.infer<typeof influenceRankingPageSchema>, 'data'> & { data: T[] };

export const rankingOptionsSchema = z.strictObject({
  /** Categories present in the data, most bloggers first. */
  categories: z.array(nameCountSchema),
  /** Provinces present in the data, most bloggers first. */
  provinces: z.array(nameCountSchema),
  periods: z.array(z.strictObject({ value: z.enum(RANKING_PERIODS), label: z.string() })),
  /** 数据更新时间, null when nothing is computed yet. */
  computed_at: chinaTime.nullable(),
});
export type RankingOptions = z.infer<typeof rankingOptionsSchema>;

const SYNTHESIZE = '综合影响力榜（按分类、日/周/月）';
const AREA = '地区榜（按省份、日/周/月影响力）';
const FANS_INC = '涨粉榜（按新增粉丝、日/周/月）';
const EXPORT = '：导出 Excel';

export const kolRankingApi = endpoints('kol-ranking', {
  '/api/kol_ranking/options': {
    summary: '榜单选项：分类、地区、周期与数据更新时间',
    request: noFields,
    response: rankingOptionsSchema,
  },
  '/api/kol_ranking/synthesize': {
    summary: SYNTHESIZE,
    request: categoryBoardSchema,
    response: influenceRankingPageSchema,
  },
  '/api/kol_ranking/area': { summary: AREA, request: areaBoardSchema, response: influenceRankingPageSchema },
  '/api/kol_ranking/fans_inc': {
    summary: FANS_INC,
    request: categoryBoardSchema,
    response: fansIncRankingPageSchema,
  },
  '/api/kol_ranking/synthesize_export': {
    summary: `${SYNTHESIZE}${EXPORT}`,
    request: categoryBoardFilterSchema,
    response: exportQueuedSchema,
    kind: 'download',
  },
  '/api/kol_ranking/area_export': {
    summary: `${AREA}${EXPORT}`,
    request: areaBoardFilterSchema,
    response: exportQueuedSchema,
    kind: 'download',
  },
  '/api/kol_ranking/fans_inc_export': {
    summary: `${FANS_INC}${EXPORT}`,
    request: categoryBoardFilterSchema,
    response: exportQueuedSchema,
    kind: 'download',
  },
});
