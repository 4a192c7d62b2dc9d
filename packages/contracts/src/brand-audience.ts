import { daysBetween } from './china-time.js';
import { keysOf } from './labels.js';

/*
 * Brand audience (/brandAudience, /brandAudienceLog, /brandAudienceResult): a member picks a brand,
 * optionally a competitor, and a China date range; a job reads the users who mentioned the brand or
 * reposted a post that did, and stores the frozen report (docs/brand-audience.md). The constants,
 * labels and messages the page and the server share; the calls are in brand-audience.api.ts.
 */

/** The longest range one analysis may cover, in China days (start and end included): one year. */
export const BRAND_AUDIENCE_MAX_DAYS = 365;
export const BRAND_AUDIENCE_HISTORY_PER_PAGE = 10;
/** Most audience users one analysis reads (the most recently active first when the brand had more). */
export const BRAND_AUDIENCE_MAX_USERS = 100_000;
/**
 * Mentioning posts whose repost lists the job collects through the source (most reposted first). With
 * the cap below one analysis stores at most 10,000 reposts: collecting 20 lists of 5,000 took three
 * minutes on the embedded database and held its single connection from every other request.
 */
export const BRAND_AUDIENCE_COLLECT_POSTS = 10;
/** A post with more reposts than this is not collected again (its stored reposts still count). */
export const BRAND_AUDIENCE_COLLECT_MAX_REPOSTS = 1000;
/** Interest categories listed. */
export const BRAND_AUDIENCE_INTERESTS = 15;
/** Brands the picker lists for one keyword. */
export const BRAND_OPTIONS_LIMIT = 20;
/** A brand id as stored (brands.id). */
export const BRAND_ID_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;

export const BrandAudienceStatus = { pending: 0, running: 1, done: 2, failed: 3 } as const;
export type BrandAudienceStatus = (typeof BrandAudienceStatus)[keyof typeof BrandAudienceStatus];
export const BRAND_AUDIENCE_STATUSES = [
  BrandAudienceStatus.pending,
  BrandAudienceStatus.running,
  BrandAudienceStatus.done,
  BrandAudienceStatus.failed,
] as const;
export const BRAND_AUDIENCE_STATUS_LABELS: Record<BrandAudienceStatus, string> = {
  0: '等待开始',
  1: '分析中',
  2: '分析完成',
  3: '分析失败',
};

/** Genders a share is given for; a profile without one counts as unknown beside them. */
export const AUDIENCE_GENDER_LABELS = { f: '女', m: '男' } as const;
export const AUDIENCE_GENDERS = keysOf(AUDIENCE_GENDER_LABELS);
export type AudienceGender = (typeof AUDIENCE_GENDERS)[number];

/** Province values that say nothing about where a user is: counted as unknown, not as a region. */
export const UNKNOWN_REGIONS: readonly string[] = ['', '其他', '未知'];

/** Follower bands: [min, max) followers. */
export const FOLLOWER_BANDS = [
  { key: 'lt100', label: '100以下', min: 0, max: 100 },
  { key: 'h100', label: '100–999', min: 100, max: 1_000 },
  { key: 'k1', label: '1千–1万', min: 1_000, max: 10_000 },
  { key: 'k10', label: '1万–10万', min: 10_000, max: 100_000 },
  { key: 'k100', label: '10万–100万', min: 100_000, max: 1_000_000 },
  { key: 'm1', label: '100万以上', min: 1_000_000, max: Number.POSITIVE_INFINITY },
] as const;
export type FollowerBand = (typeof FOLLOWER_BANDS)[number]['key'];
export const FOLLOWER_BAND_KEYS = FOLLOWER_BANDS.map((b) => b.key) as [FollowerBand, ...FollowerBand[]];

/** The band a follower count falls in. */
export function followerBandOf(followers: number): FollowerBand {
  for (const band of FOLLOWER_BANDS) if (followers < band.max) return band.key;
  return 'm1';
}

/** Days from start to end, both included (1 for the same day). */
export function audienceRangeDays(startDate: string, endDate: string): number {
  return daysBetween(startDate, endDate) + 1;
}

export const BRAND_AUDIENCE_SUBMITTED = '品牌受众分析任务已提交';
export const BRAND_AUDIENCE_DELETED = '删除成功';
export const BRAND_AUDIENCE_TASK_NOT_FOUND = '任务不存在';
export const BRAND_AUDIENCE_NOT_DONE = '品牌受众分析尚未完成，请稍后查看';
export const BRAND_AUDIENCE_FAILED = '品牌受众分析失败，请重新提交';
export const BRAND_AUDIENCE_UNKNOWN_BRAND = '品牌不存在，请重新选择品牌';
export const BRAND_AUDIENCE_UNKNOWN_COMPETITOR = '对比品牌不存在，请重新选择';
export const BRAND_AUDIENCE_SAME_BRAND = '对比品牌不能与分析品牌相同';
export const BRAND_AUDIENCE_NO_DATA = '暂无已收录的品牌数据，无法分析';
export const BRAND_AUDIENCE_NO_AUDIENCE = '该时间范围内暂无提及或转发该品牌的用户';
export const BRAND_AUDIENCE_INTERRUPTED = '品牌受众分析过程中出现错误，请重新提交';
export const BRAND_AUDIENCE_DUPLICATE = '该品牌在此时间范围的受众分析正在进行中，请勿重复提交';

export const BrandAudienceMessage = {
  taskId: '任务id不正确',
  status: '任务状态不正确',
  brandMissing: '请选择品牌',
  brandId: '品牌id不正确',
  competitorId: '对比品牌id不正确',
  keyword: '品牌关键词',
  endBeforeStart: '结束日期不能早于开始日期',
  overYear: `时间范围不能超过一年（${BRAND_AUDIENCE_MAX_DAYS}天），请缩短时间范围`,
  endAfterToday: '结束日期不能晚于今天',
} as const;

/** A start before the first stored mention names the kept history's first day. */
export function beforeKeptMessage(first: string): string {
  return `已收录的品牌数据从 ${first} 开始，请调整开始日期`;
}

export const BRAND_AUDIENCE_DEMO_NOTE = '演示数据：由模拟器生成的品牌、博文与用户';

/**
 * Each figure of the report with its definition, shown beside it (ⓘ); the same definitions are in
 * docs/brand-audience.md.
 */
export const BRAND_AUDIENCE_METRICS = {
  audience: {
    label: '受众用户',
    hint: '时间范围内发布提及该品牌博文的用户，加上转发这些博文（范围结束前）的用户，每人计一次',
  },
  gender: { label: '性别分布', hint: '已收录资料且性别已知的受众用户中，男、女各占的比例' },
  regions: {
    label: '地域分布',
    hint: '已收录资料且填写了地区的受众用户中，各省份（及海外）用户的比例；地区为“其他”或空的不计入样本',
  },
  verification: { label: '认证类型', hint: '已收录资料的受众用户中，金V、蓝V、黄V与未认证用户的比例' },
  followers: { label: '粉丝量分布', hint: '已收录资料的受众用户按各自粉丝数分段的比例' },
  interests: {
    label: '兴趣分布',
    hint: '受众用户关注（已抽样的粉丝关系）或转发过的博主的领域分类；样本为至少有一个可知领域的用户，一人可有多个兴趣，比例之和可超过100%',
  },
  overlap: {
    label: '竞品受众重合',
    hint: '两个品牌在同一时间范围内的受众：重合用户 ÷ 两者合计用户（并集），以及重合用户占各自受众的比例',
  },
  interval: {
    label: '95%置信区间',
    hint: 'Wilson 95% 置信区间：把受众看作样本时，真实比例有 95% 的把握落在此区间内；样本越小区间越宽',
  },
} as const;
export type BrandAudienceMetric = keyof typeof BRAND_AUDIENCE_METRICS;
