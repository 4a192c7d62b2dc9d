import { METRICS } from './metrics.js';

/*
 * Blogger search (/bosSearch, /m/blogger): the constants, labels and messages the page and the
 * server share. The calls and their schemas are in kol-search.api.ts.
 */

export const KOL_SEARCH_PER_PAGE = 20;
export const KOL_SEARCH_MAX_PER_PAGE = 50;
export const KOL_KEYWORD_MAX = 50;
export const KOL_CITY_MAX = 40;
export const FANS_MAX = 10_000_000_000;
export const INTERACT_MAX = 1_000_000_000;
/** Engagement rate and sponsored share are typed as percentages. */
export const PERCENT_MAX = 100;

/** The sort keys of the result table and the blogger_stats column each one reads. */
export const KOL_SORTS = [
  'fans',
  'avg_interactions',
  'engagement_rate',
  'posts_30d',
  'growth_7d',
  'influence_week',
  'sponsored_share',
  'last_post_at',
] as const;
export type KolSort = (typeof KOL_SORTS)[number];

export const KOL_SORT_LABELS: Record<KolSort, string> = Object.fromEntries(
  KOL_SORTS.map((key) => [key, METRICS[key].label]),
) as Record<KolSort, string>;

export const SORT_ORDERS = ['desc', 'asc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** "Posted within the last N days". */
export const ACTIVE_DAYS = [1, 3, 7, 15, 30] as const;
export type ActiveDays = (typeof ACTIVE_DAYS)[number];

export const KOL_GENDERS = ['m', 'f'] as const;

/** The labels of the filter fields: the form shows them and the messages name them. */
export const KolSearchLabel = {
  keyword: '搜索关键词',
  category: '分类',
  fans: METRICS.fans.label,
  province: '省份',
  city: '城市',
  interact: METRICS.avg_interactions.label,
  engage: METRICS.engagement_rate.label,
  sponsored: METRICS.sponsored_share.label,
} as const;

/** The min ≤ max pairs of the filters, checked after each field on its own. */
export const KOL_SEARCH_RANGES = [
  ['fans_min', 'fans_max', KolSearchLabel.fans],
  ['interact_min', 'interact_max', KolSearchLabel.interact],
  ['engage_min', 'engage_max', KolSearchLabel.engage],
] as const;

export const KolSearchMessage = {
  keywordTooLong: `搜索关键词不能超过${KOL_KEYWORD_MAX}个字符`,
  verify: '认证类型只能是金V、蓝V、黄V或未认证',
  gender: '性别只能是男或女',
  activeDays: `活跃时间只能是近${ACTIVE_DAYS.join('/')}天`,
  sort: `排序字段只能是${KOL_SORTS.map((s) => KOL_SORT_LABELS[s]).join('、')}之一`,
  order: '排序方式只能是降序(desc)或升序(asc)',
  perPage: `每页条数需为1-${KOL_SEARCH_MAX_PER_PAGE}之间的整数`,
  exportTitle: '博主搜索结果',
} as const;

/** 1001 when a member pages past the rows their level may see. */
export function maxRowsMessage(maxRows: number): string {
  return `当前会员等级最多查看${maxRows}条结果，请升级会员`;
}

/** "粉丝数下限不能大于上限" for a min above its max. */
export function rangeMessage(label: string): string {
  return `${label}下限不能大于上限`;
}
