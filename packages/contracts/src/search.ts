import { z } from 'zod';

export const SEARCH_EMPTY = '请输入关键词,搜索内容不能为空';
export const SEARCH_TYPES = ['kol', 'article', 'brand'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];
/** Most results one dialog search returns (a member level may allow fewer). */
export const SEARCH_LIMIT = 10;

/** POST /api/index/search {keyword, type}: the header search dialog (spec 3, 5, 7). */
export const searchSchema = z.object({
  keyword: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    z.string({ error: SEARCH_EMPTY }).min(1, SEARCH_EMPTY).max(50, '搜索关键词不能超过50个字符'),
  ),
  type: z.enum(SEARCH_TYPES, { error: '搜索类型只能是博主、博文或品牌' }),
});

/** Spec 3 result fields, exactly. */
export interface KolSearchItem {
  kol_id: number;
  uid: string;
  avatar: string;
  uname: string;
  /** gold V, blue V, otherwise yellow V ('none' for an unverified account). */
  verify: 'gold' | 'blue' | 'yellow' | 'none';
  category: string[];
  fans: number;
}

export interface ArticleSearchItem {
  art_pic: string;
  art_url: string;
  art_title: string;
  art_kol_avatar: string;
  art_verify: 'gold' | 'blue' | 'yellow' | 'none';
  art_uname: string;
  art_posted_time: string;
}

export interface BrandSearchItem {
  brand_id: string;
  brand_pic: string;
  brand_cn_name: string;
  brand_en_name: string;
  brand_category: string[];
}
