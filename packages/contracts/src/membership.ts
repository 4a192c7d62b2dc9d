/**
 * Membership levels and the per-level permission and quota table. Every tool asks the
 * server's membership service (authorize / consume / remaining) with one of these feature
 * keys; the web app reads the same table for the /member comparison and upgrade hints.
 * docs/membership.md renders this table and a test keeps the two in step.
 */

export const MemberLevel = { free: 20, advanced: 30, professional: 40 } as const;
export type MemberLevel = (typeof MemberLevel)[keyof typeof MemberLevel];
export const MEMBER_LEVELS: readonly MemberLevel[] = [20, 30, 40];

export const LEVEL_NAMES: Record<MemberLevel, string> = { 20: '免费版', 30: '高级版', 40: '专业版' };

/** Spec 4: what the membership button says at each level. */
export const LEVEL_ACTIONS: Record<MemberLevel, string> = { 20: '立即升级', 30: '升级/续费', 40: '续费' };

export function isMemberLevel(level: number): level is MemberLevel {
  return level === 20 || level === 30 || level === 40;
}

/** Any unknown level is treated as free, so a bad row never grants more than the minimum. */
export function toMemberLevel(level: number): MemberLevel {
  return isMemberLevel(level) ? level : MemberLevel.free;
}

export function levelName(level: number): string {
  return LEVEL_NAMES[toMemberLevel(level)];
}

/**
 * One cell of the table. `perDay` / `perMonth` count uses (China time); `maxRows` is the
 * most rows a list or export may return, or the most items held at once (monitored
 * accounts). An absent number means no limit of that kind.
 */
export interface FeatureRule {
  allowed: boolean;
  perDay?: number;
  perMonth?: number;
  maxRows?: number;
}

export const FEATURES = {
  global_search: '全局搜索',
  kol_search: '博主搜索',
  kol_detail: '博主详情',
  kol_export: '博主数据导出',
  kol_ranking: '博主榜单',
  kol_ranking_export: '博主榜单导出',
  kol_monitor_accounts: '账号监控',
  kol_compare: '博主对比',
  back_collection: '博主回采',
  article_search: '博文搜索',
  article_export: '博文导出',
  art_monitor: '博文监测',
  propagation_analysis: '传播分析',
  final_report: '结案报告',
  topic_monitor: '话题监测',
  topic_analysis: '话题分析',
  topic_ranking: '话题榜单',
  topic_ranking_export: '话题榜单导出',
  hot_search_history: '历史热搜',
  hot_search_watch: '热搜预警',
  brand_search: '品牌搜索',
  brand_ranking: '品牌榜单',
  brand_ranking_export: '品牌榜单导出',
  brand_compare: '品牌对比',
  brand_report: '品牌报告',
  brand_audience: '品牌受众分析',
  word_cloud: '词云',
  data_export: '数据导出',
  local_life: '本地生活',
  local_life_export: '本地生活导出',
  open_api: '开放接口',
} as const;

export type FeatureKey = keyof typeof FEATURES;
export const FEATURE_KEYS = Object.keys(FEATURES) as FeatureKey[];

export function isFeatureKey(value: string): value is FeatureKey {
  return Object.hasOwn(FEATURES, value);
}

/** The cells of the table: what a level may do with a feature. */
const none: FeatureRule = { allowed: false };
const unlimited: FeatureRule = { allowed: true };
/** Only a cap on the rows a list returns or the items held at once. */
const rows = (maxRows: number): FeatureRule => ({ allowed: true, maxRows });
/** `uses` a China day, and at most `maxRows` rows when given. */
const perDay = (uses: number, maxRows?: number): FeatureRule =>
  maxRows === undefined ? { allowed: true, perDay: uses } : { allowed: true, perDay: uses, maxRows };
/** `uses` a China month, and at most `maxRows` rows when given. */
const perMonth = (uses: number, maxRows?: number): FeatureRule =>
  maxRows === undefined ? { allowed: true, perMonth: uses } : { allowed: true, perMonth: uses, maxRows };

/** One feature's row: its rule for 免费版 (20), 高级版 (30) and 专业版 (40). */
function levels(free: FeatureRule, advanced: FeatureRule, professional: FeatureRule): Record<MemberLevel, FeatureRule> {
  return { 20: free, 30: advanced, 40: professional };
}

/**
 * Shaped after the peers: free members search and see the top rows but export nothing;
 * advanced members get monthly export and report allowances; professional members get
 * roughly five times that. The tools refine their own rows as they land.
 */
export const MEMBERSHIP_TABLE: Record<FeatureKey, Record<MemberLevel, FeatureRule>> = {
  // Each row: 免费版 (20), 高级版 (30), 专业版 (40).
  global_search: levels(perDay(20, 5), perDay(300, 50), perDay(1000, 100)),
  kol_search: levels(perDay(10, 20), perDay(200, 500), perDay(1000, 2000)),
  kol_detail: levels(perDay(5), perDay(100), perDay(500)),
  kol_export: levels(none, perMonth(10, 1000), perMonth(50, 5000)),
  kol_ranking: levels(rows(20), rows(100), rows(500)),
  kol_ranking_export: levels(none, perMonth(10, 100), perMonth(50, 500)),
  kol_monitor_accounts: levels(none, rows(10), rows(50)),
  kol_compare: levels(perMonth(3), perDay(10), perDay(50)),
  back_collection: levels(none, perMonth(5, 2000), perMonth(30, 10000)),
  article_search: levels(perDay(10, 20), perDay(200, 500), perDay(1000, 2000)),
  article_export: levels(none, perMonth(10, 1000), perMonth(50, 5000)),
  art_monitor: levels(perMonth(3), perMonth(30), perMonth(150)),
  propagation_analysis: levels(none, perMonth(10), perMonth(50)),
  final_report: levels(none, perMonth(5, 50), perMonth(30, 200)),
  topic_monitor: levels(none, perMonth(10), perMonth(50)),
  topic_analysis: levels(none, perMonth(10), perMonth(50)),
  topic_ranking: levels(rows(20), rows(100), rows(500)),
  topic_ranking_export: levels(none, perMonth(10, 100), perMonth(50, 500)),
  hot_search_history: levels(perDay(5, 50), perDay(100), unlimited),
  hot_search_watch: levels(rows(1), rows(5), rows(20)),
  brand_search: levels(perDay(10, 20), perDay(200, 500), perDay(1000, 2000)),
  brand_ranking: levels(rows(20), rows(100), rows(500)),
  brand_ranking_export: levels(none, perMonth(10, 100), perMonth(50, 500)),
  brand_compare: levels(perMonth(3), perDay(10), perDay(50)),
  brand_report: levels(none, perMonth(5), perMonth(30)),
  brand_audience: levels(none, perMonth(5), perMonth(30)),
  word_cloud: levels(perDay(3), perDay(30), perDay(100)),
  data_export: levels(none, perMonth(20, 5000), perMonth(100, 50000)),
  local_life: levels(perDay(20, 20), perDay(300, 100), perDay(1000, 500)),
  local_life_export: levels(none, perMonth(10, 100), perMonth(50, 500)),
  // API keys held at once; each key's calls count against the owner's rows above.
  open_api: levels(none, rows(2), rows(10)),
};

export function featureRule(feature: FeatureKey, level: number): FeatureRule {
  return MEMBERSHIP_TABLE[feature][toMemberLevel(level)];
}

export const MembershipMessage = {
  /** Code 1001. */
  noPermission: '当前会员等级暂不支持该功能，请升级会员',
  /** Code 1002, daily allowance. */
  dayUsedUp: '今日使用次数已用完，请升级会员',
  /** Code 1002, monthly allowance. */
  monthUsedUp: '本月使用次数已用完，请升级会员',
} as const;

export interface QuotaState {
  limit: number;
  used: number;
  remaining: number;
}

/** What `remaining(user, feature)` answers; tools pass it on (e.g. art_mon/remainingTimes). */
export interface FeatureAllowance {
  feature: FeatureKey;
  name: string;
  level: MemberLevel;
  allowed: boolean;
  per_day: QuotaState | null;
  per_month: QuotaState | null;
  max_rows: number | null;
}

/**
 * A feature rule in words, as the membership page and docs/membership.md show it: null when the
 * level lacks the feature, else its limits ('不限' when it has none).
 */
export function describeLimits(rule: FeatureRule): string | null {
  if (!rule.allowed) return null;
  const parts: string[] = [];
  if (rule.perDay !== undefined) parts.push(`每日 ${rule.perDay} 次`);
  if (rule.perMonth !== undefined) parts.push(`每月 ${rule.perMonth} 次`);
  if (rule.maxRows !== undefined) parts.push(`最多 ${rule.maxRows} 条`);
  return parts.length === 0 ? '不限' : parts.join('，');
}
