import { keysOf } from './labels.js';
/*
 * The header's search dialog (spec 2, 3, 5, 7): types, limits and messages. The call and its
 * schemas are in search.api.ts.
 */

export const SEARCH_EMPTY = '请输入关键词,搜索内容不能为空';
export const SEARCH_TYPE_LABELS = { kol: '博主', article: '博文', brand: '品牌' } as const;
export const SEARCH_TYPES = keysOf(SEARCH_TYPE_LABELS);
export type SearchType = (typeof SEARCH_TYPES)[number];
/** Most results one dialog search returns (a member level may allow fewer). */
export const SEARCH_LIMIT = 10;
export const SEARCH_KEYWORD_MAX = 50;
/** Spec 9: a list of 5 or more results offers 查看更多, opening the full search page. */
export const SEARCH_VIEW_MORE_AT = 5;

export const SearchMessage = {
  empty: SEARCH_EMPTY,
  type: '搜索类型只能是博主、博文或品牌',
} as const;
