import { z } from 'zod';
import { chinaDate, chinaTime, endpoints, paged } from './endpoint.js';
import { formBody, numberChoice, optionalChoice, optionalId, page } from './fields.js';
import { genderSchema, kolCardSchema, optionalUid, verifyBadgeSchema } from './kol.api.js';
import { BOT_SIGNALS, CONTENT_DAYS, DEFAULT_CONTENT_DAYS, DETAIL_TABS, DetailMessage } from './kol-detail.js';

/*
 * Blogger detail (/bosSearch/detail): POST /api/kol/detail_overview, detail_content, detail_fans,
 * detail_commercial and detail_similar. Each names the blogger by kol_id or uid.
 */

/** The blogger fields on their own: the page reads its URL (kol_id, uid, t) field by field with these. */
export const detailFields = {
  kol_id: optionalId(DetailMessage.kolId),
  uid: optionalUid(DetailMessage.uid),
  /** The tab the page shows; checked when given, otherwise unused. */
  t: optionalChoice(DETAIL_TABS, DetailMessage.tab),
};

const needsBlogger = (body: { kol_id?: number | undefined; uid?: string | undefined }) =>
  body.kol_id !== undefined || body.uid !== undefined;
const bloggerNamed = { message: DetailMessage.kolMissing, path: ['kol_id'] };

/** POST detail_overview, detail_fans, detail_commercial and detail_similar. */
export const detailSchema = formBody(z.object(detailFields).refine(needsBlogger, bloggerNamed));
export type DetailInput = z.output<typeof detailSchema>;

/** POST detail_content: the window and the page of recent posts as well. */
export const contentSchema = formBody(
  z
    .object({
      ...detailFields,
      days: numberChoice(CONTENT_DAYS, DetailMessage.days, DEFAULT_CONTENT_DAYS),
      page,
    })
    .refine(needsBlogger, bloggerNamed),
);
export type ContentInput = z.output<typeof contentSchema>;

/** A count with its change relative to the start (percent; null when the start was 0 or unknown). */
export const growthFigureSchema = z.strictObject({ absolute: z.number(), percent: z.number().nullable() });
export type GrowthFigure = z.infer<typeof growthFigureSchema>;

const influenceParts = z.strictObject({
  reach: z.number(),
  engagement: z.number(),
  activity: z.number(),
  growth: z.number(),
  verification: z.number(),
});

export const influenceBreakdownSchema = z.strictObject({
  index: z.number(),
  /** Each part scaled to 0..1 before weighting. */
  components: influenceParts,
  weights: influenceParts,
  /** The raw inputs of the week window the parts come from. */
  inputs: z.strictObject({
    followers: z.number(),
    posts: z.number().int(),
    avg_interactions: z.number(),
    posts_per_day: z.number(),
    follower_growth: z.number(),
    verify: verifyBadgeSchema,
  }),
  window_days: z.number().int(),
  /** The moment the figures are computed at (the blogger_stats row's computed_at). */
  as_of: chinaTime,
});
export type InfluenceBreakdown = z.infer<typeof influenceBreakdownSchema>;

export const detailOverviewSchema = z.strictObject({
  card: kolCardSchema,
  followers_series: z.array(z.strictObject({ date: chinaDate, followers: z.number() })),
  growth: z.strictObject({
    day: growthFigureSchema.nullable(),
    week: growthFigureSchema.nullable(),
    month: growthFigureSchema.nullable(),
  }),
  daily_posts: z.array(z.strictObject({ date: chinaDate, posts: z.number().int(), interactions: z.number() })),
  engagement_rate: z.number(),
  avg_interactions: z.number(),
  influence: influenceBreakdownSchema,
  /** The uses of kol_detail left today (null when unlimited). */
  remaining_today: z.number().int().nullable(),
});
export type DetailOverview = z.infer<typeof detailOverviewSchema>;

export const recentPostSchema = z.strictObject({
  mid: z.string(),
  text: z.string(),
  created_at: chinaTime,
  reposts: z.number(),
  comments: z.number(),
  likes: z.number(),
  sponsored: z.boolean(),
  is_original: z.boolean(),
  pics: z.array(z.string()),
  /** The post on weibo.com; '' for a demo post (made by the simulator, it has no page there). */
  url: z.string(),
});
export type RecentPost = z.infer<typeof recentPostSchema>;

export const detailContentSchema = z.strictObject({
  days: z.number().int(),
  total_posts: z.number().int(),
  original_posts: z.number().int(),
  repost_posts: z.number().int(),
  /** posts_by_hour[h]: posts created at hour h (China time). */
  posts_by_hour: z.array(z.number().int()),
  /** posts_by_weekday[d]: d = 0 Monday … 6 Sunday (China time). */
  posts_by_weekday: z.array(z.number().int()),
  /** [weekday, hour, posts] for every non-empty cell of the rhythm heatmap. */
  rhythm: z.array(z.tuple([z.number().int(), z.number().int(), z.number().int()])),
  recent: paged(recentPostSchema),
  keywords: z.array(z.strictObject({ word: z.string(), count: z.number().int() })),
});
export type DetailContent = z.infer<typeof detailContentSchema>;

const share = z.number().min(0).max(1);

export const fanReadySchema = z.strictObject({
  status: z.literal('ready'),
  sampled_at: chinaTime,
  sample_size: z.number().int(),
  gender: z.array(z.strictObject({ gender: genderSchema, count: z.number().int(), share })),
  provinces: z.array(z.strictObject({ province: z.string(), count: z.number().int(), share })),
  quality: z.strictObject({
    real_share: share,
    low: share,
    high: share,
    suspicious: z.number().int(),
    suspicious_share: share,
    signals: z.array(z.strictObject({ signal: z.enum(BOT_SIGNALS), count: z.number().int() })),
  }),
});
export type FanReady = z.infer<typeof fanReadySchema>;

export const fanSamplingSchema = z.strictObject({
  status: z.literal('sampling'),
  progress: z.number().min(0).max(1),
  message: z.string(),
});

/** The fan tab: the summary of a sample, or "sampling" while one is taken (the page polls). */
export const detailFansSchema = z.discriminatedUnion('status', [fanReadySchema, fanSamplingSchema]);
export type DetailFans = z.infer<typeof detailFansSchema>;

export const brandWorkedWithSchema = z.strictObject({
  brand_id: z.string(),
  cn_name: z.string(),
  en_name: z.string(),
  logo: z.string(),
  posts: z.number().int(),
  last_date: chinaDate,
});
export type BrandWorkedWith = z.infer<typeof brandWorkedWithSchema>;

const yuanRange = z.strictObject({ low: z.number(), high: z.number() });

export const priceBandSchema = z.strictObject({
  low: z.number(),
  high: z.number(),
  cpe: yuanRange,
  cpm: yuanRange,
  /** How the band was estimated, in Chinese, shown on the page. */
  basis: z.string(),
});
export type PriceBand = z.infer<typeof priceBandSchema>;

export const sponsoredPostSchema = recentPostSchema.extend({
  markers: z.array(z.string()),
  brands: z.array(z.string()),
});

export const detailCommercialSchema = z.strictObject({
  days: z.number().int(),
  total_posts: z.number().int(),
  sponsored_count: z.number().int(),
  sponsored_share: share,
  sponsored_posts: z.array(sponsoredPostSchema),
  brands: z.array(brandWorkedWithSchema),
  paid_organic: z.strictObject({
    paid_posts: z.number().int(),
    organic_posts: z.number().int(),
    paid_avg: z.number(),
    organic_avg: z.number(),
    ratio: z.number().nullable(),
  }),
  price: priceBandSchema,
});
export type DetailCommercial = z.infer<typeof detailCommercialSchema>;

export const similarBloggerSchema = z.strictObject({
  card: kolCardSchema,
  /** 0-100. */
  score: z.number().min(0).max(100),
  shared_categories: z.array(z.string()),
  reasons: z.array(z.string()),
});
export type SimilarBlogger = z.infer<typeof similarBloggerSchema>;

export const kolDetailApi = endpoints('kol-detail', {
  '/api/kol/detail_overview': {
    summary: '博主详情·数据概览（粉丝趋势、涨粉、发博互动、影响力指数）',
    request: detailSchema,
    response: detailOverviewSchema,
  },
  '/api/kol/detail_content': {
    summary: '博主详情·内容分析（发博节奏、原创/转发、近期博文、关键词）',
    request: contentSchema,
    response: detailContentSchema,
  },
  '/api/kol/detail_fans': {
    summary: '博主详情·粉丝分析（性别、地域、粉丝质量；无样本时采样）',
    request: detailSchema,
    response: detailFansSchema,
  },
  '/api/kol/detail_commercial': {
    summary: '博主详情·商业价值（商业博文、合作品牌、报价估算）',
    request: detailSchema,
    response: detailCommercialSchema,
  },
  '/api/kol/detail_similar': {
    summary: '博主详情·相似博主（同分类、粉丝量级与互动率相近）',
    request: detailSchema,
    response: z.array(similarBloggerSchema),
  },
});
