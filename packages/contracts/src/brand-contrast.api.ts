import { z } from 'zod';
import { brandIdList } from './brand-collect.api.js';
import {
  BRAND_CONTRAST_DEFAULT_PERIOD,
  BRAND_CONTRAST_FORMATS,
  BRAND_CONTRAST_MAX,
  BRAND_CONTRAST_METRIC_KEYS,
  BRAND_CONTRAST_MIN,
  BRAND_CONTRAST_PERIODS,
  BrandContrastMessage as Message,
} from './brand-contrast.js';
import { chinaDate, chinaTime, endpoints, noData, paged } from './endpoint.js';
import { exportQueuedSchema } from './exports.api.js';
import { formBody, id, numberChoice, page } from './fields.js';
import { BLOGGER_TIER_KEYS } from './final-report.js';

/*
 * Brand comparison: POST /api/brand_contrast/submit, detail, history, delete and the export
 * /api/comp/exportResult (spec 7). docs/brand-contrast.md.
 */

const int = z.number().int();

/** POST submit: 2-5 distinct brands (duplicates dropped before counting) over a period. */
export const brandContrastSubmitSchema = formBody(
  z.object({
    brand_ids: brandIdList(Message.brandFormat)
      .refine((ids) => ids.length >= BRAND_CONTRAST_MIN, Message.count)
      .refine((ids) => ids.length <= BRAND_CONTRAST_MAX, Message.full),
    days: numberChoice(BRAND_CONTRAST_PERIODS, Message.period, BRAND_CONTRAST_DEFAULT_PERIOD),
  }),
);
export type BrandContrastSubmitInput = z.output<typeof brandContrastSubmitSchema>;

/** POST brands: the chosen brands of the picker (from ?brand_ids=), at most the comparison's maximum. */
export const brandContrastBrandsSchema = formBody(
  z.object({
    brand_ids: brandIdList(Message.brandFormat).refine((ids) => ids.length <= BRAND_CONTRAST_MAX, Message.full),
  }),
);

/** POST detail, delete and /api/comp/exportResult. */
export const brandContrastIdSchema = formBody(z.object({ id: id(Message.idFormat) }));
export type BrandContrastIdInput = z.output<typeof brandContrastIdSchema>;
/** POST history. */
export const brandContrastHistorySchema = formBody(z.object({ page }));

/** What the export job reads back (the comparison's id). */
export const brandContrastExportParamsSchema = z.object({ id: z.number().int().positive() });
export type BrandContrastExportParams = z.output<typeof brandContrastExportParamsSchema>;

/** `created` is false when an identical comparison of the same China day was reopened (no use counted). */
export const brandContrastSubmittedSchema = z.strictObject({ id: int, created: z.boolean() });
export type BrandContrastSubmitted = z.infer<typeof brandContrastSubmittedSchema>;

/** A share k / n with its Wilson 95 % interval. */
export const contrastShareSchema = z.strictObject({ share: z.number(), low: z.number(), high: z.number(), n: int });
export type ContrastShare = z.infer<typeof contrastShareSchema>;

export const contrastBrandSchema = z.strictObject({
  brand_id: z.string(),
  brand_pic: z.string(),
  brand_cn_name: z.string(),
  brand_en_name: z.string(),
  brand_category: z.array(z.string()),
  demo: z.boolean(),
});
export type ContrastBrand = z.infer<typeof contrastBrandSchema>;

const countShare = z.strictObject({ key: z.string(), label: z.string(), count: int, share: contrastShareSchema });
export type ContrastCountShare = z.infer<typeof countShare>;

/** Every figure of one brand over the period. */
export const contrastBrandFiguresSchema = z.strictObject({
  brand_id: z.string(),
  mentions: int,
  interactions: int,
  users: int,
  sponsored: int,
  /** mentions ÷ the compared brands' mentions (n). */
  sov: contrastShareSchema,
  sentiment: z.strictObject({
    positive: int,
    neutral: int,
    negative: int,
    /** (positive − negative) ÷ (positive + negative); null without a positive or negative mention. */
    net_sentiment: z.number().nullable(),
    /** positive + negative: the sample the net sentiment is computed from. */
    sample: int,
  }),
  /** Tiers of the mentioning bloggers by followers; n = mentioning bloggers whose profile is stored. */
  kol_mix: z.array(countShare.extend({ key: z.enum(BLOGGER_TIER_KEYS), band: z.string() })),
  /** Gender and province of the mentioning bloggers whose profile is stored (sample_size of them). */
  audience: z.strictObject({
    sample_size: int,
    gender: z.array(countShare),
    regions: z.array(countShare),
  }),
});
export type ContrastBrandFigures = z.infer<typeof contrastBrandFiguresSchema>;

export const brandContrastMetricRowSchema = z.strictObject({
  key: z.enum(BRAND_CONTRAST_METRIC_KEYS),
  label: z.string(),
  format: z.enum(BRAND_CONTRAST_FORMATS),
  info: z.string(),
  /** A value per brand, in `brands` order; null where it cannot be computed (no sample). */
  values: z.array(z.number().nullable()),
  /** brand_ids holding the best value of the row (all of them on a tie; none when nothing to compare). */
  leaders: z.array(z.string()),
});
export type BrandContrastMetricRow = z.infer<typeof brandContrastMetricRowSchema>;

export const brandContrastSeriesSchema = z.strictObject({ brand_id: z.string(), values: z.array(int) });

export const brandContrastTrendsSchema = z.strictObject({
  dates: z.array(chinaDate),
  mentions: z.array(brandContrastSeriesSchema),
  interactions: z.array(brandContrastSeriesSchema),
  /** Per date, the brand_ids with the most mentions that day (empty on a day without any). */
  daily_leaders: z.array(z.array(z.string())),
});
export type BrandContrastTrends = z.infer<typeof brandContrastTrendsSchema>;

export const brandContrastDetailSchema = z.strictObject({
  id: int,
  title: z.string(),
  created_at: chinaTime,
  /** The moment the figures were read: the comparison is frozen at it. */
  read_at: chinaTime,
  days: int,
  from: chinaDate,
  to: chinaDate,
  /** True when a compared brand belongs to the simulated demo world. */
  demo: z.boolean(),
  brands: z.array(contrastBrandSchema),
  /** The compared brands' mentions together: the sample of every share of voice. */
  total_mentions: int,
  figures: z.array(contrastBrandFiguresSchema),
  metrics: z.array(brandContrastMetricRowSchema),
  trends: brandContrastTrendsSchema,
});
export type BrandContrastDetail = z.infer<typeof brandContrastDetailSchema>;

export const brandContrastHistoryItemSchema = z.strictObject({
  id: int,
  title: z.string(),
  created_at: chinaTime,
  read_at: chinaTime,
  days: int,
  from: chinaDate,
  to: chinaDate,
  brands: z.array(z.strictObject({ brand_id: z.string(), brand_cn_name: z.string(), brand_pic: z.string() })),
});
export type BrandContrastHistoryItem = z.infer<typeof brandContrastHistoryItemSchema>;
export const brandContrastHistoryPageSchema = paged(brandContrastHistoryItemSchema);
export type BrandContrastHistoryPage = z.infer<typeof brandContrastHistoryPageSchema>;

export const brandContrastApi = endpoints('brand-contrast', {
  '/api/brand_contrast/brands': {
    summary: '待对比品牌的名称与图标（按所给顺序，未知品牌不返回；不计次数）',
    request: brandContrastBrandsSchema,
    response: z.array(contrastBrandSchema),
  },
  '/api/brand_contrast/submit': {
    summary: '提交品牌对比（2-5个品牌，计品牌对比次数；同日相同对比只计一次）',
    request: brandContrastSubmitSchema,
    response: brandContrastSubmittedSchema,
  },
  '/api/brand_contrast/detail': {
    summary: '品牌对比详情：提及量、声量占比、情感、互动、博主层级、受众、每日趋势',
    request: brandContrastIdSchema,
    response: brandContrastDetailSchema,
  },
  '/api/brand_contrast/history': {
    summary: '品牌对比记录（每页 10 条）',
    request: brandContrastHistorySchema,
    response: brandContrastHistoryPageSchema,
  },
  '/api/brand_contrast/delete': {
    summary: '删除品牌对比记录',
    request: brandContrastIdSchema,
    response: noData,
  },
  '/api/comp/exportResult': {
    summary: '导出品牌对比结果（.xlsx，计数据导出次数）',
    request: brandContrastIdSchema,
    response: exportQueuedSchema,
    kind: 'download',
  },
});
