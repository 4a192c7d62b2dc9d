import { z } from 'zod';
import type { KolCard } from './kol.api.js';
import type { Paged } from './kol.js';

/*
 * Blogger detail (/bosSearch/detail?kol_id=&uid=&t=): five tabs, one POST endpoint each under
 * /api/kol/detail_*. Every call names the blogger by kol_id or uid (either is enough).
 */

export const DETAIL_TABS = ['overview', 'content', 'fans', 'commercial', 'similar'] as const;
export type DetailTab = (typeof DETAIL_TABS)[number];
export const DETAIL_TAB_LABELS: Record<DetailTab, string> = {
  overview: '数据概览',
  content: '内容分析',
  fans: '粉丝分析',
  commercial: '商业价值',
  similar: '相似博主',
};

export const CONTENT_DAYS = [7, 30, 90] as const;
export type ContentDays = (typeof CONTENT_DAYS)[number];
export const RECENT_POSTS_PER_PAGE = 10;
export const KEYWORD_CLOUD_TOP = 60;
export const SIMILAR_LIMIT = 10;
/** A fan sample older than this is taken again. */
export const FAN_SAMPLE_MAX_AGE_DAYS = 7;
export const FAN_SAMPLE_SIZE = 200;

export const DetailMessage = {
  kolMissing: '请指定博主（kol_id 或 uid）',
  kolId: 'kol_id 格式不正确',
  uid: 'uid 格式不正确',
  tab: `t 只能是${DETAIL_TABS.join('、')}之一`,
  days: `days 只能是${CONTENT_DAYS.join('、')}之一`,
  fansUnavailable: '当前数据源不支持采集粉丝，暂无粉丝数据',
  fansFailed: '粉丝采样失败，请稍后再试',
  sampling: '正在采样粉丝...',
} as const;

const blank = (value: unknown) => value === undefined || value === null || value === '';
const emptyToUndefined = (value: unknown) =>
  blank(value) ? undefined : typeof value === 'string' ? value.trim() : value;

const kolIdField = z.preprocess(
  emptyToUndefined,
  z.coerce
    .number({ error: DetailMessage.kolId })
    .int(DetailMessage.kolId)
    .positive(DetailMessage.kolId)
    .max(2_147_483_647, DetailMessage.kolId)
    .optional(),
);

const uidField = z.preprocess(
  (value) => (typeof value === 'number' ? String(value) : emptyToUndefined(value)),
  z
    .string({ error: DetailMessage.uid })
    .regex(/^\d{1,20}$/, DetailMessage.uid)
    .optional(),
);

/** The tab the page shows; optional, validated when given. */
const tabField = z.preprocess(emptyToUndefined, z.enum(DETAIL_TABS, { error: DetailMessage.tab }).optional());

const blogger = {
  kol_id: kolIdField,
  uid: uidField,
  t: tabField,
};

const needsBlogger = (body: { kol_id?: number | undefined; uid?: string | undefined }) =>
  body.kol_id !== undefined || body.uid !== undefined;

export const detailSchema = z
  .object(blogger)
  .refine(needsBlogger, { message: DetailMessage.kolMissing, path: ['kol_id'] });
export type DetailInput = z.output<typeof detailSchema>;

export const contentSchema = z
  .object({
    ...blogger,
    days: z.preprocess(
      (value) => (blank(value) ? 30 : value),
      z.coerce
        .number({ error: DetailMessage.days })
        .refine((v) => (CONTENT_DAYS as readonly number[]).includes(v), DetailMessage.days),
    ),
    page: z.preprocess(
      (value) => (blank(value) ? 1 : value),
      z.coerce.number({ error: '页码不正确' }).int('页码不正确').min(1, '页码不正确').max(10_000, '页码不正确'),
    ),
  })
  .refine(needsBlogger, { message: DetailMessage.kolMissing, path: ['kol_id'] });
export type ContentInput = z.output<typeof contentSchema>;

/** A count with its change relative to the start (percent; null when the start was 0 or unknown). */
export interface GrowthFigure {
  absolute: number;
  percent: number | null;
}

export interface InfluenceBreakdown {
  index: number;
  /** Each component scaled to 0..1 before weighting. */
  components: { reach: number; engagement: number; activity: number; growth: number; verification: number };
  weights: { reach: number; engagement: number; activity: number; growth: number; verification: number };
  /** The raw inputs of the week window the components come from. */
  inputs: {
    followers: number;
    posts: number;
    avg_interactions: number;
    posts_per_day: number;
    follower_growth: number;
    verify: KolCard['verify'];
  };
  window_days: number;
  /** The moment the figures are computed at (the blogger_stats row's computed_at, China time). */
  as_of: string;
}

export interface DetailOverview {
  card: KolCard;
  followers_series: { date: string; followers: number }[];
  growth: { day: GrowthFigure | null; week: GrowthFigure | null; month: GrowthFigure | null };
  daily_posts: { date: string; posts: number; interactions: number }[];
  engagement_rate: number;
  avg_interactions: number;
  influence: InfluenceBreakdown;
  /** The uses of kol_detail left today (null when unlimited). */
  remaining_today: number | null;
}

export interface RecentPost {
  mid: string;
  text: string;
  created_at: string;
  reposts: number;
  comments: number;
  likes: number;
  sponsored: boolean;
  is_original: boolean;
  pics: string[];
  url: string;
}

export interface DetailContent {
  days: number;
  total_posts: number;
  original_posts: number;
  repost_posts: number;
  /** posts_by_hour[h]: posts created at hour h (China time). */
  posts_by_hour: number[];
  /** posts_by_weekday[d]: d = 0 Monday … 6 Sunday (China time). */
  posts_by_weekday: number[];
  /** [weekday, hour, posts] for every non-empty cell of the rhythm heatmap. */
  rhythm: [number, number, number][];
  recent: Paged<RecentPost>;
  keywords: { word: string; count: number }[];
}

export type BotSignalKey = 'noAvatar' | 'defaultName' | 'noPosts' | 'followsFarMore' | 'recentAccount';
export const BOT_SIGNAL_LABELS: Record<BotSignalKey, string> = {
  noAvatar: '无头像',
  defaultName: '默认昵称',
  noPosts: '无发博',
  followsFarMore: '关注远多于粉丝',
  recentAccount: '新注册(30天内)',
};

export interface FanReady {
  status: 'ready';
  sampled_at: string;
  sample_size: number;
  gender: { gender: 'm' | 'f' | 'n'; count: number; share: number }[];
  provinces: { province: string; count: number; share: number }[];
  quality: {
    real_share: number;
    low: number;
    high: number;
    suspicious: number;
    suspicious_share: number;
    signals: { signal: BotSignalKey; count: number }[];
  };
}
export interface FanSampling {
  status: 'sampling';
  progress: number;
  message: string;
}
export type DetailFans = FanReady | FanSampling;

export interface BrandWorkedWith {
  brand_id: string;
  cn_name: string;
  en_name: string;
  logo: string;
  posts: number;
  last_date: string;
}

export interface PriceBand {
  low: number;
  high: number;
  cpe: { low: number; high: number };
  cpm: { low: number; high: number };
  /** How the band was estimated, in Chinese, shown on the page. */
  basis: string;
}

export interface DetailCommercial {
  days: number;
  total_posts: number;
  sponsored_count: number;
  sponsored_share: number;
  sponsored_posts: (RecentPost & { markers: string[]; brands: string[] })[];
  brands: BrandWorkedWith[];
  paid_organic: {
    paid_posts: number;
    organic_posts: number;
    paid_avg: number;
    organic_avg: number;
    ratio: number | null;
  };
  price: PriceBand;
}

export interface SimilarBlogger {
  card: KolCard;
  /** 0-100. */
  score: number;
  shared_categories: string[];
  reasons: string[];
}
