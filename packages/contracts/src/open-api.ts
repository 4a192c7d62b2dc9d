import type { ApiPath } from './api.js';

/*
 * The open API (docs/open-api.md): members call the read-only endpoints below with an API key
 * (header X-API-Key) instead of a session, under the same envelope and the same membership
 * allowances, counted for the key's owner. Keys are made and revoked in the personal centre.
 */

/** The header a key travels in. */
export const API_KEY_HEADER = 'X-API-Key';
/** Calls one key may make per minute; the next gets code 0 and a Retry-After header. */
export const API_KEY_RATE_PER_MINUTE = 60;
export const API_KEY_NAME_MAX = 30;
/** The tag /api/docs gives the paths a key may call. */
export const OPEN_API_TAG = '开放接口（可用 API Key 调用）';
/** Characters of a key shown in the list so the member can tell keys apart. */
export const API_KEY_PREFIX_LENGTH = 10;

/**
 * The endpoints a key may call: reads of the data, never account, payment, export or write
 * calls (exports are downloads for the web; an integrator reads the same rows page by page).
 */
export const OPEN_API_PATHS = [
  '/api/index/data_status',
  '/api/kol/search',
  '/api/kol/search_options',
  '/api/kol/detail_overview',
  '/api/kol/detail_content',
  '/api/kol/detail_fans',
  '/api/kol/detail_commercial',
  '/api/kol/detail_similar',
  '/api/kol_ranking/options',
  '/api/kol_ranking/synthesize',
  '/api/kol_ranking/area',
  '/api/kol_ranking/fans_inc',
  '/api/article/search',
  '/api/article_ranking/hot',
  '/api/article_ranking/cake',
  '/api/hot_search/realtime',
  '/api/hot_search/detail',
  '/api/hot_search/historyRange',
  '/api/hot_search/history',
  '/api/hot_search/daySummary',
  '/api/topic_ranking/periods',
  '/api/topic_ranking/topSearch',
  '/api/topic_ranking/recreation',
  '/api/topic_ranking/topDis',
  '/api/brand/search',
  '/api/brand/search_options',
  '/api/brand/detail_overview',
  '/api/brand/detail_content',
  '/api/brand/detail_bloggers',
  '/api/brand/detail_audience',
  '/api/brand_ranking/periods',
  '/api/brand_ranking/ranking',
  '/api/brand_ranking/incRanking',
  '/api/brand_ranking/hotRanking',
] as const satisfies readonly ApiPath[];

export function isOpenApiPath(path: string): boolean {
  return (OPEN_API_PATHS as readonly string[]).some((p) => p.toLowerCase() === path.toLowerCase());
}

export const OpenApiMessage = {
  keyInvalid: 'API Key 无效或已撤销',
  notForKey: '该接口不支持 API Key 调用，请登录网页版使用',
  rateLimited: (seconds: number) =>
    `API Key 调用过于频繁（每分钟最多${API_KEY_RATE_PER_MINUTE}次），请${seconds}秒后再试`,
  name: '请输入 API Key 名称',
  keyId: 'API Key 不正确',
  notFound: 'API Key 不存在',
  tooMany: (limit: number) => `当前会员等级最多可同时持有${limit}个 API Key，请先撤销不用的 Key 或升级会员`,
  httpsRequired: '请通过 HTTPS 访问后再创建 API Key',
  created: 'API Key 已创建，请立即复制保存，关闭后将无法再次查看',
  revoked: 'API Key 已撤销',
} as const;
