import { keysOf } from './labels.js';
/*
 * Blogger detail (/bosSearch/detail?kol_id=&uid=&t=): five tabs, one POST endpoint each under
 * /api/kol/detail_*. Every call names the blogger by kol_id or uid (either is enough). The calls
 * and their schemas are in kol-detail.api.ts.
 */

export const DETAIL_TAB_LABELS = {
  overview: '数据概览',
  content: '内容分析',
  fans: '粉丝分析',
  commercial: '商业价值',
  similar: '相似博主',
} as const;
export const DETAIL_TABS = keysOf(DETAIL_TAB_LABELS);
export type DetailTab = (typeof DETAIL_TABS)[number];

export const CONTENT_DAYS = [7, 30, 90] as const;
export type ContentDays = (typeof CONTENT_DAYS)[number];
export const DEFAULT_CONTENT_DAYS: ContentDays = 30;
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

export const BOT_SIGNAL_LABELS = {
  noAvatar: '无头像',
  defaultName: '默认昵称',
  noPosts: '无发博',
  followsFarMore: '关注远多于粉丝',
  recentAccount: '新注册(30天内)',
} as const;
export const BOT_SIGNALS = keysOf(BOT_SIGNAL_LABELS);
export type BotSignalKey = (typeof BOT_SIGNALS)[number];
