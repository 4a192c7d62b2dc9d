import { request } from '../../../lib/api-client';

export type SearchType = 'kol' | 'article' | 'brand';

/** Spec 3 search result fields per tab. */
export interface KolResult {
  kol_id: string | number;
  uid: string | number;
  avatar: string;
  uname: string;
  verify: 'gold' | 'blue' | 'yellow' | 'none' | string;
  category: string[];
  fans: number;
}
export interface ArticleResult {
  art_pic: string;
  art_url: string;
  art_title: string;
  art_kol_avatar: string;
  art_verify: string;
  art_uname: string;
  art_posted_time: string;
}
export interface BrandResult {
  brand_id: string | number;
  brand_pic: string;
  brand_cn_name: string;
  brand_en_name: string;
  brand_category: string[];
}
export type SearchResult = KolResult | ArticleResult | BrandResult;

/**
 * POST /api/index/search {keyword, type}. Resolves to the envelope: the dialog shows a code-0
 * message in place (besides the client's toast), and 1002 opens the upgrade prompt in the client.
 */
export function searchAll(keyword: string, type: SearchType) {
  return request<SearchResult[] | null>('/api/index/search', { keyword, type });
}
