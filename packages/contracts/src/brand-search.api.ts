import { z } from 'zod';
import {
  BRAND_CATEGORY_MAX,
  BRAND_DEFAULT_PERIOD,
  BRAND_ID_PATTERN,
  BRAND_KEYWORD_MAX,
  BRAND_ORDERS,
  BRAND_PERIODS,
  BRAND_SEARCH_MAX_PER_PAGE,
  BRAND_SEARCH_PER_PAGE,
  BRAND_SORTS,
  BrandSearchLabel as Label,
  BrandSearchMessage as Message,
} from './brand-search.js';
import { chinaDate, chinaTime, endpoints, paged } from './endpoint.js';
import {
  blank,
  choice,
  type FormScalar,
  formBody,
  noFields,
  numberChoice,
  optionalText,
  page,
  perPage,
} from './fields.js';
import { BLOGGER_TIER_KEYS } from './final-report.js';
import { nameCountSchema, verifyBadgeSchema } from './kol.api.js';

/*
 * Brand search and detail (/brandSearch, /brandSearch/detail, /brandGive): POST /api/brand/search,
 * search_options, detail_overview, detail_content, detail_bloggers, detail_audience and the
 * visitor's sample /api/brand/sample. docs/brand-search.md.
 */

const int = z.number().int();

/** A brand id as brands.id stores it; one message for absent and malformed alike. */
export const brandIdField = z.preprocess(
  (value: FormScalar) => (typeof value === 'number' ? String(value) : blank(value)),
  z.string({ error: Message.brandId }).regex(BRAND_ID_PATTERN, Message.brandId),
);

export const brandPeriodField = numberChoice(BRAND_PERIODS, Message.period, BRAND_DEFAULT_PERIOD);

/** The fields that decide which brands are found and in what order: one counted search a day each. */
export const brandSearchFilterFields = {
  keyword: optionalText(Label.keyword, BRAND_KEYWORD_MAX),
  category: optionalText(Label.category, BRAND_CATEGORY_MAX),
  days: brandPeriodField,
  sort: choice(BRAND_SORTS, Message.sort, 'mentions'),
  order: choice(BRAND_ORDERS, Message.order, 'desc'),
};
const filtersObject = z.object(brandSearchFilterFields);
export type BrandSearchFilters = z.output<typeof filtersObject>;

/** POST /api/brand/search. */
export const brandSearchSchema = formBody(
  filtersObject.extend({
    page,
    per_page: perPage(BRAND_SEARCH_PER_PAGE, BRAND_SEARCH_MAX_PER_PAGE, Message.perPage),
  }),
);
export type BrandSearchInput = z.output<typeof brandSearchSchema>;
export type BrandSearchForm = z.input<typeof brandSearchSchema>;

/** Spec 3's brand result fields. */
export const brandCardSchema = z.strictObject({
  brand_id: z.string(),
  brand_pic: z.string(),
  brand_cn_name: z.string(),
  brand_en_name: z.string(),
  brand_category: z.array(z.string()),
  aliases: z.array(z.string()),
  /** A brand of the simulated demo world: the page marks its figures as demo data. */
  demo: z.boolean(),
});
export type BrandCard = z.infer<typeof brandCardSchema>;

/** A share k / n with its Wilson 95 % interval (the engine's shareInterval). */
export const shareSchema = z.strictObject({ share: z.number(), low: z.number(), high: z.number(), n: int });
export type Share = z.infer<typeof shareSchema>;

export const brandSentimentSchema = z.strictObject({
  positive: int,
  neutral: int,
  negative: int,
  /** (positive − negative) ÷ (positive + negative); null without a polar mention. */
  net_sentiment: z.number().nullable(),
  /** positive + negative: the mentions the net sentiment is computed from. */
  polar: int,
});

export const brandSearchItemSchema = brandCardSchema.extend({
  mentions: int,
  prev_mentions: int,
  /** (mentions − prev_mentions) ÷ prev_mentions; null when the previous period had none. */
  growth: z.number().nullable(),
  interactions: int,
  sentiment: brandSentimentSchema,
  /** Whether this member has the brand in favourites. */
  collected: z.boolean(),
});
export type BrandSearchItem = z.infer<typeof brandSearchItemSchema>;

export const brandSearchPageSchema = paged(brandSearchItemSchema).extend({
  found: int,
  max_rows: int.nullable(),
  /** The period the figures count (China dates, both included) and the one growth compares with. */
  from: chinaDate,
  to: chinaDate,
  prev_from: chinaDate,
  prev_to: chinaDate,
  /** Whether favourites can be set from the list (the favourites call exists). */
  can_collect: z.boolean(),
});
export type BrandSearchPage = z.infer<typeof brandSearchPageSchema>;

export const brandSearchOptionsSchema = z.strictObject({ categories: z.array(nameCountSchema) });
export type BrandSearchOptions = z.infer<typeof brandSearchOptionsSchema>;

/** POST /api/brand/detail_*: one brand over the last `days` China days. */
export const brandDetailSchema = formBody(z.object({ brand_id: brandIdField, days: brandPeriodField }));
export type BrandDetailInput = z.output<typeof brandDetailSchema>;

const periodFields = { brand: brandCardSchema, from: chinaDate, to: chinaDate, read_at: chinaTime };

export const brandDaySchema = z.strictObject({
  day: chinaDate,
  mentions: int,
  interactions: int,
  positive: int,
  neutral: int,
  negative: int,
  sponsored: int,
});
export type BrandDayPoint = z.infer<typeof brandDaySchema>;

export const brandSovSchema = z.strictObject({
  category: z.string(),
  /** Sum of the mentions of every brand of the category. */
  category_mentions: int,
  share: shareSchema,
  peers: z.array(z.strictObject({ brand_id: z.string(), name: z.string(), mentions: int, share: z.number() })),
});
export type BrandSov = z.infer<typeof brandSovSchema>;

export const brandOverviewSchema = z.strictObject({
  ...periodFields,
  totals: z.strictObject({ mentions: int, interactions: int, sponsored: int, sentiment: brandSentimentSchema }),
  series: z.array(brandDaySchema),
  sov: z.array(brandSovSchema),
});
export type BrandOverview = z.infer<typeof brandOverviewSchema>;

export const brandPostSchema = z.strictObject({
  mid: z.string(),
  uid: z.string(),
  name: z.string(),
  avatar: z.string(),
  verify: verifyBadgeSchema,
  text: z.string(),
  created_at: chinaTime,
  /** The post on weibo.com; '' for a demo post. */
  url: z.string(),
  reposts: int,
  comments: int,
  likes: int,
  interactions: int,
  sponsored: z.boolean(),
  /** 1 positive, 0 neutral, −1 negative. */
  sentiment: int,
});
export type BrandPost = z.infer<typeof brandPostSchema>;

const splitPart = z.strictObject({ posts: int, interactions: int });

export const brandContentSchema = z.strictObject({
  ...periodFields,
  top_posts: z.array(brandPostSchema),
  split: z.strictObject({ organic: splitPart, sponsored: splitPart, sponsored_share: shareSchema }),
  words: z.array(z.strictObject({ word: z.string(), count: int })),
  /** The posts the words were counted in (the most interacted, at most BRAND_WORD_POSTS). */
  word_posts: int,
});
export type BrandContent = z.infer<typeof brandContentSchema>;

const bloggerFields = {
  uid: z.string(),
  kol_id: int.nullable(),
  name: z.string(),
  avatar: z.string(),
  verify: verifyBadgeSchema,
  followers: int,
  tier: z.enum(BLOGGER_TIER_KEYS),
};

export const brandKolSchema = z.strictObject({
  ...bloggerFields,
  posts: int,
  sponsored_posts: int,
  interactions: int,
  /** Share of the brand's interactions in the period, 0..1. */
  share: z.number(),
  top_post: brandPostSchema,
});
export type BrandKol = z.infer<typeof brandKolSchema>;

export const brandTierSchema = z.strictObject({
  tier: z.enum(BLOGGER_TIER_KEYS),
  label: z.string(),
  band: z.string(),
  bloggers: int,
  posts: int,
  interactions: int,
  /** bloggers ÷ all mentioning bloggers with its interval. */
  blogger_share: shareSchema,
});
export type BrandTier = z.infer<typeof brandTierSchema>;

export const brandBloggersSchema = z.strictObject({
  ...periodFields,
  bloggers: int,
  tiers: z.array(brandTierSchema),
  top_kols: z.array(brandKolSchema),
  partners: z.array(z.strictObject({ ...bloggerFields, sponsored_posts: int, interactions: int })),
});
export type BrandBloggers = z.infer<typeof brandBloggersSchema>;

export const audienceRowSchema = z.strictObject({ key: z.string(), label: z.string(), count: int, share: shareSchema });
export type AudienceRow = z.infer<typeof audienceRowSchema>;

export const brandAudienceSchema = z.strictObject({
  ...periodFields,
  /** Distinct users who mentioned the brand in the period: the sample of every share. */
  users: int,
  gender: z.array(audienceRowSchema),
  region: z.array(audienceRowSchema),
  verification: z.array(audienceRowSchema),
  interests: z.array(audienceRowSchema),
});
export type BrandAudience = z.infer<typeof brandAudienceSchema>;

export const brandSampleSchema = z.strictObject({
  overview: brandOverviewSchema,
  content: brandContentSchema,
  bloggers: brandBloggersSchema,
  audience: brandAudienceSchema,
});
export type BrandSample = z.infer<typeof brandSampleSchema>;

export const brandSearchApi = endpoints('brand-search', {
  '/api/brand/search': {
    summary: '品牌搜索：中文名、英文名、别名关键词 + 品类筛选，按声量、增长率、互动量、净情感度排序',
    request: brandSearchSchema,
    response: brandSearchPageSchema,
  },
  '/api/brand/search_options': {
    summary: '品牌搜索的筛选项（库中品牌的品类与品牌数）',
    request: noFields,
    response: brandSearchOptionsSchema,
  },
  '/api/brand/detail_overview': {
    summary: '品牌详情·声量概览：每日声量与互动、品类声量份额、净情感度',
    request: brandDetailSchema,
    response: brandOverviewSchema,
  },
  '/api/brand/detail_content': {
    summary: '品牌详情·内容分析：热门博文、自然与商业内容占比、高频词',
    request: brandDetailSchema,
    response: brandContentSchema,
  },
  '/api/brand/detail_bloggers': {
    summary: '品牌详情·博主分析：提及博主的层级、头部博主及其博文、商业合作博主',
    request: brandDetailSchema,
    response: brandBloggersSchema,
  },
  '/api/brand/detail_audience': {
    summary: '品牌详情·受众画像：提及用户的性别、地区、认证、兴趣（含样本量与置信区间）',
    request: brandDetailSchema,
    response: brandAudienceSchema,
  },
  '/api/brand/sample': {
    summary: '品牌报告样例（示例数据品牌，访客可看）',
    request: noFields,
    response: brandSampleSchema,
    auth: 'none',
  },
});
