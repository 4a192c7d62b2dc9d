import { z } from 'zod';
import {
  AUDIENCE_GENDERS,
  audienceRangeDays,
  BRAND_AUDIENCE_MAX_DAYS,
  BRAND_AUDIENCE_STATUSES,
  BRAND_ID_PATTERN,
  BrandAudienceMessage,
  FOLLOWER_BAND_KEYS,
} from './brand-audience.js';
import { chinaDate, chinaTime, endpoints, noData, paged } from './endpoint.js';
import { blank, type FormScalar, id, isCalendarDate, noFields, optionalNumberChoice, page, text } from './fields.js';
import { VERIFY_BADGES } from './kol.js';
import { type FeatureAllowanceAnswer, featureAllowanceSchema } from './membership.api.js';

/*
 * Brand audience: POST /api/brand_audience/* (docs/brand-audience.md).
 */

const int = z.number().int();

/** A required China date: `请选择{label}` when absent, `{label}格式不正确…` when not a real YYYY-MM-DD. */
function requiredDate(label: string) {
  const invalid = `${label}格式不正确，应为YYYY-MM-DD`;
  return z.preprocess(
    (value: FormScalar) => blank(value),
    z
      .string({ error: (issue) => (issue.input === undefined ? `请选择${label}` : invalid) })
      .refine(isCalendarDate, invalid),
  );
}

/** A brand id (brands.id): `missing` when absent, `bad` when it cannot be one. */
export function brandIdField(missing: string, bad: string) {
  return z.preprocess(
    (value: FormScalar) => (typeof value === 'number' ? String(value) : blank(value)),
    z.string({ error: (issue) => (issue.input === undefined ? missing : bad) }).regex(BRAND_ID_PATTERN, bad),
  );
}

/** A brand id or nothing (blank). */
function optionalBrandId(bad: string) {
  return z.preprocess(
    (value: FormScalar) => (typeof value === 'number' ? String(value) : blank(value)),
    z.string({ error: bad }).regex(BRAND_ID_PATTERN, bad).optional(),
  );
}

const taskId = id(BrandAudienceMessage.taskId);
const statusValue = z.literal(BRAND_AUDIENCE_STATUSES);

/** POST /api/brand_audience/brands {keyword}: brands whose name or alias holds the keyword (the picker). */
export const brandOptionsSchema = z.object({ keyword: text(BrandAudienceMessage.keyword, 30) });

export const brandOptionSchema = z.strictObject({
  brand_id: z.string(),
  brand_cn_name: z.string(),
  brand_en_name: z.string(),
  brand_pic: z.string(),
  brand_category: z.array(z.string()),
  demo: z.boolean(),
});
export type BrandOption = z.infer<typeof brandOptionSchema>;

/** The days an analysis may cover: the first stored mention's China day (null before any) to today. */
export const brandKeptRangeSchema = z.strictObject({ first_day: chinaDate.nullable(), today: chinaDate });
export type BrandKeptRange = z.infer<typeof brandKeptRangeSchema>;

/**
 * POST /api/brand_audience/submit {brand_id, competitor_id?, start_date, end_date}: China dates,
 * start ≤ end, at most a year. Today, the kept history and the brands are checked by the server.
 */
export const brandAudienceSubmitSchema = z
  .object({
    brand_id: brandIdField(BrandAudienceMessage.brandMissing, BrandAudienceMessage.brandId),
    competitor_id: optionalBrandId(BrandAudienceMessage.competitorId),
    start_date: requiredDate('开始日期'),
    end_date: requiredDate('结束日期'),
  })
  .superRefine((body, issues) => {
    const days = audienceRangeDays(body.start_date, body.end_date);
    const message =
      days < 1
        ? BrandAudienceMessage.endBeforeStart
        : days > BRAND_AUDIENCE_MAX_DAYS
          ? BrandAudienceMessage.overYear
          : null;
    if (message) issues.addIssue({ code: 'custom', path: ['end_date'], message });
  });
export type BrandAudienceSubmitInput = z.output<typeof brandAudienceSubmitSchema>;

export const brandAudienceIdSchema = z.object({ id: taskId });

export const brandAudienceHistorySchema = z.object({
  page,
  status: optionalNumberChoice(BRAND_AUDIENCE_STATUSES, BrandAudienceMessage.status),
});
export type BrandAudienceHistoryInput = z.output<typeof brandAudienceHistorySchema>;

export type BrandAudienceAllowance = FeatureAllowanceAnswer;

export const brandAudienceTaskSchema = z.strictObject({
  id: int,
  brand_id: z.string(),
  brand_name: z.string(),
  competitor_id: z.string().nullable(),
  competitor_name: z.string().nullable(),
  start_date: chinaDate,
  end_date: chinaDate,
  status: statusValue,
  status_text: z.string(),
  /** 0..1. */
  progress: z.number().min(0).max(1),
  progress_text: z.string(),
  /** Audience users of the finished report (0 before). */
  users: int,
  error: z.string().nullable(),
  create_time: chinaTime,
  finish_time: chinaTime.nullable(),
  /** The moment the report's data was read (null before it is done). */
  data_time: chinaTime.nullable(),
});
export type BrandAudienceTask = z.infer<typeof brandAudienceTaskSchema>;

export const brandAudienceSubmittedSchema = z.strictObject({ id: int, status: statusValue });

/** A share of a sample: count ÷ n with its Wilson 95% interval (share-interval.ts). */
export const audienceShareSchema = z.strictObject({
  count: int,
  n: int,
  share: z.number(),
  low: z.number(),
  high: z.number(),
});
export type AudienceShare = z.infer<typeof audienceShareSchema>;

const keyedShare = <K extends z.ZodType>(key: K) =>
  z.strictObject({ key, label: z.string(), share: audienceShareSchema });

export const brandRefSchema = z.strictObject({
  id: z.string(),
  cn_name: z.string(),
  en_name: z.string(),
  logo: z.string(),
  categories: z.array(z.string()),
});
export type BrandRef = z.infer<typeof brandRefSchema>;

/** The frozen report of one analysis. */
export const brandAudienceReportSchema = z.strictObject({
  brand: brandRefSchema,
  competitor: brandRefSchema.nullable(),
  start_date: chinaDate,
  end_date: chinaDate,
  read_at: chinaTime,
  demo: z.boolean(),
  summary: z.strictObject({
    /** Distinct audience users (mentioners ∪ reposters). */
    users: int,
    mentioners: int,
    reposters: int,
    /** Users who did both. */
    both: int,
    /** Users whose profile is stored: the sample of the profile figures. */
    profiled: int,
    /** Posts naming the brand in the range. */
    mention_posts: int,
    /** Reposts of those posts read. */
    reposts: int,
    /** Repost lists collected through the source for this report. */
    collected_posts: int,
    /** True when the audience had more users than were read (the most recently active are kept). */
    capped: z.boolean(),
  }),
  gender: z.strictObject({
    rows: z.array(keyedShare(z.enum(AUDIENCE_GENDERS))),
    /** Profiled users without a known gender (outside the sample). */
    unknown: int,
  }),
  regions: z.strictObject({
    rows: z.array(z.strictObject({ name: z.string(), share: audienceShareSchema })),
    unknown: int,
  }),
  verification: z.strictObject({ rows: z.array(keyedShare(z.enum(VERIFY_BADGES))) }),
  followers: z.strictObject({ rows: z.array(keyedShare(z.enum(FOLLOWER_BAND_KEYS))) }),
  interests: z.strictObject({
    rows: z.array(z.strictObject({ category: z.string(), share: audienceShareSchema })),
    /** Users with at least one known category through a sampled follow. */
    by_follows: int,
    /** Users with at least one known category through a repost. */
    by_reposts: int,
  }),
  overlap: z
    .strictObject({
      brand_users: int,
      competitor_users: int,
      shared: int,
      union: int,
      /** shared ÷ union. */
      jaccard: audienceShareSchema,
      /** shared ÷ the brand's audience. */
      of_brand: audienceShareSchema,
      /** shared ÷ the competitor's audience. */
      of_competitor: audienceShareSchema,
    })
    .nullable(),
});
export type BrandAudienceReport = z.infer<typeof brandAudienceReportSchema>;

export const brandAudienceResultSchema = z.strictObject({
  task: brandAudienceTaskSchema,
  report: brandAudienceReportSchema,
});
export type BrandAudienceResult = z.infer<typeof brandAudienceResultSchema>;

export const brandAudienceApi = endpoints('brand-audience', {
  '/api/brand_audience/brands': {
    summary: '品牌受众分析：按名称、英文名或别名查找品牌（最多20个）',
    request: brandOptionsSchema,
    response: z.array(brandOptionSchema),
  },
  '/api/brand_audience/remainingTimes': {
    summary: '品牌受众分析：会员是否可用及本月剩余次数',
    request: noFields,
    response: featureAllowanceSchema,
  },
  '/api/brand_audience/keptRange': {
    summary: '品牌受众分析：可分析的日期范围（已收录品牌数据的第一天至今天）',
    request: noFields,
    response: brandKeptRangeSchema,
  },
  '/api/brand_audience/submit': {
    summary: `提交品牌受众分析任务（品牌、可选对比品牌与日期范围，最长${BRAND_AUDIENCE_MAX_DAYS}天）`,
    request: brandAudienceSubmitSchema,
    response: brandAudienceSubmittedSchema,
  },
  '/api/brand_audience/history': {
    summary: '品牌受众分析记录（每页10条，可按状态筛选）',
    request: brandAudienceHistorySchema,
    response: paged(brandAudienceTaskSchema),
  },
  '/api/brand_audience/status': {
    summary: '品牌受众分析任务状态与进度',
    request: brandAudienceIdSchema,
    response: brandAudienceTaskSchema,
  },
  '/api/brand_audience/result': {
    summary: '品牌受众分析结果：性别、地域、认证、粉丝量、兴趣与竞品重合，各比例附样本量与95%置信区间',
    request: brandAudienceIdSchema,
    response: brandAudienceResultSchema,
  },
  '/api/brand_audience/delete': {
    summary: '删除品牌受众分析任务',
    request: brandAudienceIdSchema,
    response: noData,
  },
});
