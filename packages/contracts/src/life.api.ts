import { z } from 'zod';
import { brandPeriodSchema } from './brand-ranking.api.js';
import { chinaTime, endpoints, paged } from './endpoint.js';
import { exportQueuedSchema } from './exports.api.js';
import { choice, noFields, numberOr, optionalChoice, optionalDate, page, requiredText } from './fields.js';
import { kolCardSchema, nameCountSchema } from './kol.api.js';
import {
  LIFE_BLOGGER_CATEGORIES,
  LIFE_CITY_MAX,
  LIFE_PERIODS,
  LIFE_RANKING_MAX_PER_PAGE,
  LIFE_RANKING_PER_PAGE,
  MERCHANT_CATEGORIES,
  MERCHANT_RANK_BYS,
  LifeMessage as Message,
} from './life.js';

/*
 * 本地生活 (/life): POST /api/life/cities, periods, merchantRanking, districtMap, trend,
 * bloggerRanking and the exports merchantRankingExport, bloggerRankingExport (docs/local-life.md).
 */

const city = requiredText('城市', LIFE_CITY_MAX, Message.cityMissing);
const perPage = numberOr(LIFE_RANKING_PER_PAGE, Message.perPage, { min: 1, max: LIFE_RANKING_MAX_PER_PAGE, int: true });

/** A city's merchants of one category (absent: every category) over one finished period. */
export const lifeViewFields = {
  city,
  category: optionalChoice(MERCHANT_CATEGORIES, Message.category),
  type: choice(LIFE_PERIODS, Message.period, 'week'),
  /**
   * day: that day; week: the week (Monday to Sunday) holding it; month: the month. Absent: the newest
   * finished period in which the city's merchants were named.
   */
  date: optionalDate(Message.date),
};

export const lifeViewSchema = z.object(lifeViewFields);
export type LifeViewInput = z.output<typeof lifeViewSchema>;

/** The merchant ranking's export (and what its job reads): the view and the order. */
export const merchantRankingExportSchema = z.object({
  ...lifeViewFields,
  by: choice(MERCHANT_RANK_BYS, Message.by, 'mentions'),
});
export type MerchantRankingExportInput = z.output<typeof merchantRankingExportSchema>;

export const merchantRankingSchema = merchantRankingExportSchema.extend({ page, per_page: perPage });
export type MerchantRankingInput = z.output<typeof merchantRankingSchema>;

/** The local bloggers' ranking export: the city, one blogger category (absent: all three), the influence period. */
export const bloggerRankingExportSchema = z.object({
  city,
  category: optionalChoice(LIFE_BLOGGER_CATEGORIES, Message.bloggerCategory),
  type: choice(LIFE_PERIODS, Message.period, 'week'),
});
export type BloggerRankingExportInput = z.output<typeof bloggerRankingExportSchema>;

export const bloggerRankingSchema = bloggerRankingExportSchema.extend({ page, per_page: perPage });
export type BloggerRankingInput = z.output<typeof bloggerRankingSchema>;

export const lifePeriodsSchema = z.object({ city, type: lifeViewFields.type });

/** A period of the rankings: its first China date, start and end (China time) and its name. */
export const lifePeriodSchema = brandPeriodSchema;
export type LifePeriodItem = z.infer<typeof lifePeriodSchema>;

export const lifePeriodsPageSchema = z.strictObject({ periods: z.array(lifePeriodSchema) });
export type LifePeriodsPage = z.infer<typeof lifePeriodsPageSchema>;

/** A city with local-life data: its merchants, their districts and its local bloggers. */
export const lifeCitySchema = z.strictObject({
  city: z.string(),
  merchants: z.number().int(),
  /** The districts of its merchants, most merchants first. */
  districts: z.array(z.string()),
  /** Local bloggers with statistics (docs/local-life.md). */
  bloggers: z.number().int(),
  /** Mentions of its merchants in the last 30 days (a post naming two counts twice). */
  mentions_30d: z.number().int(),
});
export type LifeCity = z.infer<typeof lifeCitySchema>;

export const lifeCitiesPageSchema = z.strictObject({
  /** Most mentioned first. */
  cities: z.array(lifeCitySchema),
  /** Every merchant category with its merchants (all cities). */
  merchant_categories: z.array(nameCountSchema),
  blogger_categories: z.array(z.string()),
});
export type LifeCitiesPage = z.infer<typeof lifeCitiesPageSchema>;

export const merchantRankRowSchema = z.strictObject({
  rank: z.number().int(),
  /** Previous rank − this rank (positive = climbed); null = not on the previous period's ranking (新). */
  rank_change: z.number().int().nullable(),
  merchant_id: z.string(),
  name: z.string(),
  category: z.string(),
  district: z.string(),
  /** Posts of the period naming the merchant. */
  mentions: z.number().int(),
  /** Posts of the period before naming it. */
  prev_mentions: z.number().int(),
  /** Reposts + comments + likes of the period's posts naming it. */
  interactions: z.number(),
  /** Distinct authors of those posts. */
  authors: z.number().int(),
});
export type MerchantRankRow = z.infer<typeof merchantRankRowSchema>;

export const merchantRankingPageSchema = paged(merchantRankRowSchema).extend({
  city: z.string(),
  by: z.enum(MERCHANT_RANK_BYS),
  /** Merchants on this ranking (before the member's cap). */
  total_all: z.number().int(),
  /** The ranks this member may see. */
  max_rows: z.number().int(),
  period: lifePeriodSchema,
  /** Whether the period before had a ranking (without one there is no rank change to show). */
  has_previous: z.boolean(),
});
export type MerchantRankingPage = z.infer<typeof merchantRankingPageSchema>;

export const districtShareSchema = z.strictObject({
  district: z.string(),
  /** Posts of the period naming the district's merchants. */
  mentions: z.number().int(),
  interactions: z.number(),
  /** The district's merchants (of the category asked), and how many of them were named. */
  merchants: z.number().int(),
  mentioned_merchants: z.number().int(),
  /** mentions ÷ the city's mentions (a ratio, 4 decimals; 0 when the city has none). */
  share: z.number(),
});
export type DistrictShare = z.infer<typeof districtShareSchema>;

export const districtMapPageSchema = z.strictObject({
  city: z.string(),
  period: lifePeriodSchema,
  total_mentions: z.number().int(),
  total_interactions: z.number(),
  /** Every district of the city's merchants, most mentioned first (zeros included). */
  districts: z.array(districtShareSchema),
});
export type DistrictMapPage = z.infer<typeof districtMapPageSchema>;

export const lifeTrendPageSchema = z.strictObject({
  city: z.string(),
  /** The China dates of the chart, oldest first. */
  days: z.array(z.string()),
  /** Posts a day naming the city's merchants (of the category asked). */
  total: z.array(z.number().int()),
  /** The most mentioned merchants of those days, each with its mentions a day. */
  merchants: z.array(
    z.strictObject({
      merchant_id: z.string(),
      name: z.string(),
      category: z.string(),
      district: z.string(),
      series: z.array(z.number().int()),
    }),
  ),
});
export type LifeTrendPage = z.infer<typeof lifeTrendPageSchema>;

export const lifeBloggerRowSchema = kolCardSchema.extend({
  rank: z.number().int(),
  /** The influence index of the period asked (influence_day / week / month). */
  score: z.number(),
  /** Posts of the last 30 days naming the city's merchants. */
  merchant_posts_30d: z.number().int(),
});
export type LifeBloggerRow = z.infer<typeof lifeBloggerRowSchema>;

export const bloggerRankingPageSchema = paged(lifeBloggerRowSchema).extend({
  city: z.string(),
  total_all: z.number().int(),
  max_rows: z.number().int(),
  /** When the bloggers' figures were computed (China time); null when none are. */
  computed_at: chinaTime.nullable(),
});
export type BloggerRankingPage = z.infer<typeof bloggerRankingPageSchema>;

export const lifeApi = endpoints('life', {
  '/api/life/cities': {
    summary: '本地生活：有商户数据的城市、商户分类与本地博主分类',
    request: noFields,
    response: lifeCitiesPageSchema,
  },
  '/api/life/periods': {
    summary: '本地生活：某城市可选的已结束时段（日/周/月，有提及的时段）',
    request: lifePeriodsSchema,
    response: lifePeriodsPageSchema,
  },
  '/api/life/merchantRanking': {
    summary: '本地生活：城市商户按提及量或互动量排名（日/周/月，含名次变化）',
    request: merchantRankingSchema,
    response: merchantRankingPageSchema,
  },
  '/api/life/districtMap': {
    summary: '本地生活：城市各区的商户提及量与占比',
    request: lifeViewSchema,
    response: districtMapPageSchema,
  },
  '/api/life/trend': {
    summary: '本地生活：截至所选时段结束的30天每日提及量（全城与提及最多的商户）',
    request: lifeViewSchema,
    response: lifeTrendPageSchema,
  },
  '/api/life/bloggerRanking': {
    summary: '本地生活：城市本地博主（探店、美食、本地生活）按影响力指数排名',
    request: bloggerRankingSchema,
    response: bloggerRankingPageSchema,
  },
  '/api/life/merchantRankingExport': {
    summary: '导出本地生活商户榜（.xlsx）',
    request: merchantRankingExportSchema,
    response: exportQueuedSchema,
    kind: 'download',
  },
  '/api/life/bloggerRankingExport': {
    summary: '导出本地博主榜（.xlsx）',
    request: bloggerRankingExportSchema,
    response: exportQueuedSchema,
    kind: 'download',
  },
});
