import { z } from 'zod';
import {
  BRAND_BOARD_MAX_PER_PAGE,
  BRAND_BOARD_PER_PAGE,
  BRAND_PERIODS,
  BrandRankingMessage as Message,
} from './brand-ranking.js';
import { chinaTime, endpoints, paged } from './endpoint.js';
import { exportQueuedSchema } from './exports.api.js';
import { choice, numberOr, optionalDate, optionalText, page } from './fields.js';
import { nameCountSchema } from './kol.api.js';
import { CATEGORY_NAME_MAX } from './kol.js';

/*
 * The brand boards (/brandRanking, /brandIncRanking, /brandHotRanking): POST
 * /api/brand_ranking/ranking, incRanking, hotRanking, their exports rankingExport, incRankingExport,
 * hotRankingExport, and the periods of the picker (docs/brand-ranking.md).
 */

/** Which period: its type and, to pick a past one, a China date inside it. Absent = the latest. */
export const brandPeriodFields = {
  type: choice(BRAND_PERIODS, Message.period, 'day'),
  /** day: that day; week: the week (Monday to Sunday) holding it; month: the month holding it. */
  date: optionalDate(Message.date),
  /** One category of brands.categories (ranks are renumbered within it). */
  category: optionalText('品牌分类', CATEGORY_NAME_MAX),
};

/** The export calls (and what their job reads): a board's period and category. */
export const brandBoardExportSchema = z.object(brandPeriodFields);
export type BrandBoardExportInput = z.output<typeof brandBoardExportSchema>;

export const brandBoardSchema = z.object({
  ...brandPeriodFields,
  page,
  per_page: numberOr(BRAND_BOARD_PER_PAGE, Message.perPage, { min: 1, max: BRAND_BOARD_MAX_PER_PAGE, int: true }),
});
export type BrandBoardInput = z.output<typeof brandBoardSchema>;
export type BrandBoardForm = z.input<typeof brandBoardSchema>;

/** POST /api/brand_ranking/periods {type}. */
export const brandPeriodsSchema = z.object({ type: brandPeriodFields.type });

/** One period of the boards: where it begins and ends (China time) and how the picker names it. */
export const brandPeriodSchema = z.strictObject({
  type: z.enum(BRAND_PERIODS),
  /** The China date the period begins (the Monday for 周榜, the 1st for 月榜). */
  date: z.string(),
  start: chinaTime,
  end: chinaTime,
  label: z.string(),
});
export type BrandPeriodItem = z.infer<typeof brandPeriodSchema>;

export const brandPeriodsPageSchema = z.strictObject({ periods: z.array(brandPeriodSchema) });
export type BrandPeriodsPage = z.infer<typeof brandPeriodsPageSchema>;

export const brandRankRowSchema = z.strictObject({
  rank: z.number().int(),
  /** Previous rank − this rank (positive = climbed); null = not on the previous period's board (新). */
  rank_change: z.number().int().nullable(),
  brand_id: z.string(),
  /** The brand's logo URL ('' when none). */
  brand_pic: z.string(),
  brand_cn_name: z.string(),
  brand_en_name: z.string(),
  brand_category: z.array(z.string()),
  /** Posts of the period naming the brand. */
  mentions: z.number().int(),
  /** Posts of the period before naming it. */
  prev_mentions: z.number().int(),
  /** Volume growth in percent (one decimal); null when the base is below the board's minimum. */
  growth: z.number().nullable(),
  /** Reposts + comments + likes of the period's mentioning posts. */
  interactions: z.number(),
});
export type BrandRankRow = z.infer<typeof brandRankRowSchema>;

export const brandBoardPageSchema = paged(brandRankRowSchema).extend({
  /** Brands on this board and category (before the member's cap). */
  total_all: z.number().int(),
  /** The ranks this member may see. */
  max_rows: z.number().int(),
  /** The period shown; null when no period has a board yet. */
  period: brandPeriodSchema.nullable(),
  /** When this period's board was computed (China time). */
  computed_at: chinaTime.nullable(),
  /** Whether the period before had a board (without one there is no rank change to show). */
  has_previous: z.boolean(),
  /** The categories on this board, most brands first. */
  categories: z.array(nameCountSchema),
});
export type BrandBoardPage = z.infer<typeof brandBoardPageSchema>;

export const brandRankingApi = endpoints('brand-ranking', {
  '/api/brand_ranking/ranking': {
    summary: '品牌榜：已结束的日/周/月内品牌按提及量排名，可按分类，含名次变化',
    request: brandBoardSchema,
    response: brandBoardPageSchema,
  },
  '/api/brand_ranking/incRanking': {
    summary: '品牌增长榜：品牌按提及量较上期的增长率排名（设最低上期基数）',
    request: brandBoardSchema,
    response: brandBoardPageSchema,
  },
  '/api/brand_ranking/hotRanking': {
    summary: '品牌热度榜：品牌按提及微博的互动量（转发+评论+点赞）排名',
    request: brandBoardSchema,
    response: brandBoardPageSchema,
    auth: 'optional',
  },
  '/api/brand_ranking/periods': {
    summary: '品牌榜单可选的历史时段（日/周/月）',
    request: brandPeriodsSchema,
    response: brandPeriodsPageSchema,
    auth: 'optional',
  },
  '/api/brand_ranking/rankingExport': {
    summary: '导出品牌榜（.xlsx）',
    request: brandBoardExportSchema,
    response: exportQueuedSchema,
    kind: 'download',
  },
  '/api/brand_ranking/incRankingExport': {
    summary: '导出品牌增长榜（.xlsx）',
    request: brandBoardExportSchema,
    response: exportQueuedSchema,
    kind: 'download',
  },
  '/api/brand_ranking/hotRankingExport': {
    summary: '导出品牌热度榜（.xlsx）',
    request: brandBoardExportSchema,
    response: exportQueuedSchema,
    kind: 'download',
  },
});
