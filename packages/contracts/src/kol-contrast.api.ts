import { z } from 'zod';
import { chinaDate, chinaTime, endpoints, noData, paged } from './endpoint.js';
import { formBody, id, idList, page } from './fields.js';
import { kolBriefSchema, kolCardSchema, nameCountSchema } from './kol.api.js';
import {
  AUDIENCE_BASES,
  CONTRAST_FORMATS,
  CONTRAST_MAX,
  CONTRAST_METRIC_KEYS,
  CONTRAST_MIN,
  ContrastMessage,
} from './kol-contrast.js';

/*
 * Blogger comparison: POST /api/kol/contrast_submit, contrast_detail, contrast_history and
 * contrast_delete.
 */

/** POST contrast_submit: 2-5 distinct bloggers (duplicates are dropped before counting). */
export const contrastSubmitSchema = formBody(
  z.object({
    kol_ids: idList(ContrastMessage.count)
      .transform((ids) => [...new Set(ids)])
      .refine((ids) => ids.length >= CONTRAST_MIN && ids.length <= CONTRAST_MAX, ContrastMessage.count),
  }),
);

/** POST contrast_detail and contrast_delete. */
export const contrastIdSchema = z.object({ id: id(ContrastMessage.idFormat) });
/** POST contrast_history. */
export const contrastHistorySchema = z.object({ page });

export const contrastSubmittedSchema = z.strictObject({ id: z.number().int() });
export type ContrastSubmitted = z.infer<typeof contrastSubmittedSchema>;

/** One row of the metric table: a value per blogger (in `bloggers` order) and the leaders. */
export const contrastMetricRowSchema = z.strictObject({
  key: z.enum(CONTRAST_METRIC_KEYS),
  label: z.string(),
  format: z.enum(CONTRAST_FORMATS),
  values: z.array(z.number()),
  /** kol_ids holding the highest value of the row (all of them on a tie). */
  leaders: z.array(z.number().int()),
});
export type ContrastMetricRow = z.infer<typeof contrastMetricRowSchema>;

export const contrastSeriesSchema = z.strictObject({
  kol_id: z.number().int(),
  /** One value per date; null where there is no data for that day. */
  values: z.array(z.number().nullable()),
});
export type ContrastSeries = z.infer<typeof contrastSeriesSchema>;

export const contrastTrendsSchema = z.strictObject({
  /** China dates, the same axis for both charts. */
  dates: z.array(chinaDate),
  /** Followers at the day's last snapshot. */
  followers: z.array(contrastSeriesSchema),
  /** reposts + comments + likes of the posts published that day. */
  interactions: z.array(contrastSeriesSchema),
});
export type ContrastTrends = z.infer<typeof contrastTrendsSchema>;

export const contrastAudienceSchema = z.strictObject({
  kol_id: z.number().int(),
  /** Accounts the split is computed from. */
  sample_size: z.number().int(),
  gender: z.strictObject({ m: z.number().int(), f: z.number().int(), n: z.number().int() }),
  provinces: z.array(nameCountSchema),
});
export type ContrastAudience = z.infer<typeof contrastAudienceSchema>;

export const contrastDetailSchema = z.strictObject({
  id: z.number().int(),
  title: z.string(),
  created_at: chinaTime,
  bloggers: z.array(kolCardSchema),
  metrics: z.array(contrastMetricRowSchema),
  trends: contrastTrendsSchema,
  audience: z.strictObject({
    basis: z.enum(AUDIENCE_BASES),
    basis_label: z.string(),
    /** True while a fan sample of a compared blogger is being taken: look again shortly. */
    sampling: z.boolean(),
    bloggers: z.array(contrastAudienceSchema),
  }),
});
export type ContrastDetail = z.infer<typeof contrastDetailSchema>;

/** A comparison in the history: the detail's id, title and time, its bloggers named briefly. */
export const contrastHistoryItemSchema = contrastDetailSchema
  .pick({ id: true, title: true, created_at: true })
  .extend({ bloggers: z.array(kolBriefSchema) });
export type ContrastHistoryItem = z.infer<typeof contrastHistoryItemSchema>;
export const contrastHistoryPageSchema = paged(contrastHistoryItemSchema);
export type ContrastHistoryPage = z.infer<typeof contrastHistoryPageSchema>;

export const kolContrastApi = endpoints('kol-contrast', {
  '/api/kol/contrast_submit': {
    summary: '提交博主对比（2-5位，计博主对比次数）',
    request: contrastSubmitSchema,
    response: contrastSubmittedSchema,
  },
  '/api/kol/contrast_detail': {
    summary: '博主对比详情：指标、趋势、受众',
    request: contrastIdSchema,
    response: contrastDetailSchema,
  },
  '/api/kol/contrast_history': {
    summary: '博主对比记录（每页 10 条）',
    request: contrastHistorySchema,
    response: contrastHistoryPageSchema,
  },
  '/api/kol/contrast_delete': {
    summary: '删除博主对比记录',
    request: contrastIdSchema,
    response: noData,
  },
});
