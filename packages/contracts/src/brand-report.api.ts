import { z } from 'zod';
import {
  BRAND_ID_MAX,
  BRAND_REPORT_MAX_COMPETITORS,
  BRAND_REPORT_MAX_DAYS,
  BRAND_REPORT_STATUSES,
  BrandReportMessage,
  brandRangeDays,
} from './brand-report.js';
import { chinaDate, chinaTime, endpoints, noData, paged } from './endpoint.js';
import { exportQueuedSchema } from './exports.api.js';
import {
  blank,
  type FormScalar,
  type FormValue,
  id,
  isCalendarDate,
  noFields,
  optionalNumberChoice,
  page,
  requiredText,
} from './fields.js';
import { BLOGGER_TIER_KEYS } from './final-report.js';
import { verifyBadgeSchema } from './kol.api.js';
import { type FeatureAllowanceAnswer, featureAllowanceSchema } from './membership.api.js';

/*
 * Brand report: POST /api/brand_report/* (docs/brand-report.md).
 */

const int = z.number().int();
const BRAND_ID_PATTERN = /^[A-Za-z0-9_.:-]+$/;

/** A required brand id: `请选择品牌` when absent, a format message when it cannot be an id. */
const brandId = z.preprocess(
  (value: FormScalar) => blank(value),
  z
    .string({
      error: (issue) => (issue.input === undefined ? BrandReportMessage.brandId : BrandReportMessage.brandIdFormat),
    })
    .max(BRAND_ID_MAX, BrandReportMessage.brandIdFormat)
    .regex(BRAND_ID_PATTERN, BrandReportMessage.brandIdFormat),
);

/**
 * The competitors: absent (the key not sent) means "the brand's category peers"; sent, it is the
 * exact list, empty for none. Repeated keys, `key[]`, a JSON array or one comma-separated value.
 */
const competitorIds = z.preprocess(
  (value: FormValue) => {
    if (value === undefined) return undefined;
    if (value === null) return [];
    const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [value];
    return list.map(blank).filter((item) => item !== undefined);
  },
  z
    .array(
      z
        .string({ error: BrandReportMessage.competitorFormat })
        .max(BRAND_ID_MAX, BrandReportMessage.competitorFormat)
        .regex(BRAND_ID_PATTERN, BrandReportMessage.competitorFormat),
      { error: BrandReportMessage.competitorFormat },
    )
    .max(BRAND_REPORT_MAX_COMPETITORS, BrandReportMessage.tooManyCompetitors)
    .refine((ids) => new Set(ids).size === ids.length, BrandReportMessage.competitorRepeated)
    .optional(),
);

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

const taskId = id(BrandReportMessage.taskId);
const statusValue = z.literal(BRAND_REPORT_STATUSES);

/** POST /api/brand_report/searchBrand {keyword}: brands whose names or aliases hold the keyword. */
export const brandReportSearchSchema = z.object({
  keyword: requiredText('品牌名称', 50, BrandReportMessage.keyword),
});

/** POST /api/brand_report/check {brand_id}: the brand's card and its default competitors. */
export const brandReportCheckSchema = z.object({ brand_id: brandId });

/**
 * POST /api/brand_report/submit {brand_id, competitor_ids?, start_date, end_date}: China dates,
 * start ≤ end, at most a year. Today and the kept history are checked by the server (it owns the
 * clock and the data), and so are the brand ids.
 */
export const brandReportSubmitSchema = z
  .object({
    brand_id: brandId,
    competitor_ids: competitorIds,
    start_date: requiredDate('开始日期'),
    end_date: requiredDate('结束日期'),
  })
  .superRefine((body, issues) => {
    const days = brandRangeDays(body.start_date, body.end_date);
    const message =
      days < 1 ? BrandReportMessage.endBeforeStart : days > BRAND_REPORT_MAX_DAYS ? BrandReportMessage.overYear : null;
    if (message) issues.addIssue({ code: 'custom', path: ['end_date'], message });
    if (body.competitor_ids?.includes(body.brand_id))
      issues.addIssue({ code: 'custom', path: ['competitor_ids'], message: BrandReportMessage.competitorIsBrand });
  });
export type BrandReportSubmitInput = z.output<typeof brandReportSubmitSchema>;

export const brandReportIdSchema = z.object({ id: taskId });

export const brandReportHistorySchema = z.object({
  page,
  status: optionalNumberChoice(BRAND_REPORT_STATUSES, BrandReportMessage.status),
});
export type BrandReportHistoryInput = z.output<typeof brandReportHistorySchema>;

/** What an export job reads again: the task, by its id (still the owner's, still done). */
export const brandReportExportParamsSchema = z.object({ task_id: taskId });
export type BrandReportExportParams = z.output<typeof brandReportExportParamsSchema>;

/** A brand as the picker and the report name it (spec 3's brand fields). */
export const brandRefSchema = z.strictObject({
  brand_id: z.string(),
  brand_cn_name: z.string(),
  brand_en_name: z.string(),
  brand_pic: z.string(),
  brand_category: z.array(z.string()),
});
export type BrandRef = z.infer<typeof brandRefSchema>;

export const brandReportCardSchema = z.strictObject({
  brand: brandRefSchema,
  /** The default competitors: brands sharing a category, most mentioned over the last 30 days. */
  peers: z.array(brandRefSchema),
  /** Posts naming the brand stored now (any date). */
  stored_mentions: int,
  /** The first China date brand mentions are kept of; null when none is stored. */
  earliest_date: chinaDate.nullable(),
  demo: z.boolean(),
});
export type BrandReportCard = z.infer<typeof brandReportCardSchema>;

export type BrandReportAllowance = FeatureAllowanceAnswer;

export const brandReportTaskSchema = z.strictObject({
  id: int,
  brand_id: z.string(),
  brand_name: z.string(),
  competitor_ids: z.array(z.string()),
  competitor_names: z.array(z.string()),
  start_date: chinaDate,
  end_date: chinaDate,
  status: statusValue,
  status_text: z.string(),
  /** 0..1. */
  progress: z.number().min(0).max(1),
  progress_text: z.string(),
  /** Mentions of the finished report (0 before). */
  mentions: int,
  spikes: int,
  error: z.string().nullable(),
  create_time: chinaTime,
  finish_time: chinaTime.nullable(),
  /** The moment the report's data was read (null before it is done). */
  data_time: chinaTime.nullable(),
});
export type BrandReportTask = z.infer<typeof brandReportTaskSchema>;

export const brandReportSubmittedSchema = z.strictObject({ id: int, status: statusValue });

/** A share with its sample and Wilson 95% interval; null share when the sample is empty. */
export const brandShareSchema = z.strictObject({
  share: z.number(),
  low: z.number(),
  high: z.number(),
  n: int,
});
export type BrandShare = z.infer<typeof brandShareSchema>;

/** A post naming the brand as the report lists it. */
export const brandReportPostSchema = z.strictObject({
  mid: z.string(),
  uid: z.string(),
  name: z.string(),
  text: z.string(),
  created_at: chinaTime,
  /** The post on weibo.com; '' for a demo post. */
  url: z.string(),
  sentiment: z.enum(['positive', 'neutral', 'negative']),
  sponsored: z.boolean(),
  reposts: int,
  comments: int,
  likes: int,
  interactions: int,
});
export type BrandReportPost = z.infer<typeof brandReportPostSchema>;

/** One brand of the comparison: the brand itself first, then the competitors in the order chosen. */
export const brandVolumeSchema = z.strictObject({
  brand: brandRefSchema,
  /** Mentions per day of `days`. */
  mentions: z.array(int),
  interactions: z.array(int),
  total_mentions: int,
  total_interactions: int,
  /** Share of voice within the brand and its competitors; null without competitors. */
  sov: brandShareSchema.nullable(),
  net_sentiment: z.number(),
});
export type BrandVolume = z.infer<typeof brandVolumeSchema>;

/** One day of the brand's curve; mean / threshold / sd null for the first `window` days. */
export const brandCurvePointSchema = z.strictObject({
  day: chinaDate,
  count: int,
  mean: z.number().nullable(),
  sd: z.number().nullable(),
  threshold: z.number().nullable(),
  spike: z.boolean(),
  /** The brand's share of voice that day (null without competitors or without any mention). */
  sov: z.number().nullable(),
  /** Mentions of the brand and its competitors that day: the sample of `sov`. */
  set_mentions: int,
});
export type BrandCurvePoint = z.infer<typeof brandCurvePointSchema>;

export const brandSpikeSchema = z.strictObject({
  day: chinaDate,
  count: int,
  mean: z.number(),
  sd: z.number(),
  threshold: z.number(),
  posts: z.array(brandReportPostSchema),
});
export type BrandSpike = z.infer<typeof brandSpikeSchema>;

export const brandSentimentDaySchema = z.strictObject({
  day: chinaDate,
  positive: int,
  neutral: int,
  negative: int,
  total: int,
});
export type BrandSentimentDay = z.infer<typeof brandSentimentDaySchema>;

export const brandKolSchema = z.strictObject({
  uid: z.string(),
  name: z.string(),
  avatar: z.string(),
  verify: verifyBadgeSchema,
  tier: z.enum(BLOGGER_TIER_KEYS),
  followers: int,
  posts: int,
  sponsored_posts: int,
  negative_posts: int,
  interactions: int,
  /** Share of the read posts' interactions, 0..1. */
  share: z.number(),
});
export type BrandKol = z.infer<typeof brandKolSchema>;

/** The frozen report of one brand over one range. */
export const brandReportSchema = z.strictObject({
  brand: brandRefSchema,
  competitors: z.array(brandRefSchema),
  start_date: chinaDate,
  end_date: chinaDate,
  read_at: chinaTime,
  demo: z.boolean(),
  spike_rule: z.strictObject({ k: z.number(), window: int, min_count: int }),
  summary: z.strictObject({
    mentions: int,
    interactions: int,
    users: int,
    positive: int,
    neutral: int,
    negative: int,
    net_sentiment: z.number(),
    negative_share: brandShareSchema,
    sponsored: int,
    sponsored_share: brandShareSchema,
    sov: brandShareSchema.nullable(),
    /** Posts read for the lists, the KOLs, the words and the exports (the newest, at most the cap). */
    posts_read: int,
    /** True when the range had more posts than were read. */
    capped: z.boolean(),
    bloggers: int,
  }),
  days: z.array(chinaDate),
  volume: z.array(brandVolumeSchema),
  curve: z.array(brandCurvePointSchema),
  spikes: z.array(brandSpikeSchema),
  sentiment: z.array(brandSentimentDaySchema),
  negative_posts: z.array(brandReportPostSchema),
  kols: z.array(brandKolSchema),
  sponsored: z.strictObject({
    posts: int,
    interactions: int,
    organic_posts: int,
    organic_interactions: int,
    top: z.array(brandReportPostSchema),
  }),
  words: z.array(z.strictObject({ word: z.string(), count: int })),
});
export type BrandReport = z.infer<typeof brandReportSchema>;

export const brandReportResultSchema = z.strictObject({ task: brandReportTaskSchema, report: brandReportSchema });
export type BrandReportResult = z.infer<typeof brandReportResultSchema>;

export const brandReportApi = endpoints('brand-report', {
  '/api/brand_report/searchBrand': {
    summary: '品牌报告：按名称、英文名或别名查找品牌（最多10个）',
    request: brandReportSearchSchema,
    response: z.array(brandRefSchema),
  },
  '/api/brand_report/check': {
    summary: '品牌报告：品牌卡片、默认竞品（同品类品牌）与可选日期',
    request: brandReportCheckSchema,
    response: brandReportCardSchema,
  },
  '/api/brand_report/remainingTimes': {
    summary: '品牌报告：会员是否可用及本月剩余次数',
    request: noFields,
    response: featureAllowanceSchema,
  },
  '/api/brand_report/submit': {
    summary: `提交品牌报告任务（品牌、0–${BRAND_REPORT_MAX_COMPETITORS}个竞品与日期范围，最长一年）`,
    request: brandReportSubmitSchema,
    response: brandReportSubmittedSchema,
  },
  '/api/brand_report/history': {
    summary: '品牌报告记录（每页10条，可按状态筛选）',
    request: brandReportHistorySchema,
    response: paged(brandReportTaskSchema),
  },
  '/api/brand_report/status': {
    summary: '品牌报告任务状态与进度',
    request: brandReportIdSchema,
    response: brandReportTaskSchema,
  },
  '/api/brand_report/result': {
    summary: '品牌报告结果：声量与份额趋势、峰值关键博文、情感趋势与负面来源、关键博主与推广、词云',
    request: brandReportIdSchema,
    response: brandReportResultSchema,
  },
  '/api/brand_report/deleteTask': {
    summary: '删除品牌报告任务',
    request: brandReportIdSchema,
    response: noData,
  },
  '/api/brand_report/exportArt': {
    summary: '导出品牌报告的博文（.xlsx，按会员等级的导出条数上限）',
    request: brandReportIdSchema,
    response: exportQueuedSchema,
    kind: 'download',
  },
  '/api/brand_report/exportBlogger': {
    summary: '导出品牌报告的博主（.xlsx，按会员等级的导出条数上限）',
    request: brandReportIdSchema,
    response: exportQueuedSchema,
    kind: 'download',
  },
});
