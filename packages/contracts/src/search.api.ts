import { z } from 'zod';
import { endpoints } from './endpoint.js';
import { requiredChoice, requiredText } from './fields.js';
import { type KolResult, kolResultSchema, verifyBadgeSchema } from './kol.api.js';
import { SEARCH_EMPTY, SEARCH_KEYWORD_MAX, SEARCH_TYPES, SearchMessage } from './search.js';

/** POST /api/index/search {keyword, type}: the header search dialog, words matched (spec 3, 5, 7). */
export const searchSchema = z.object({
  keyword: requiredText('搜索关键词', SEARCH_KEYWORD_MAX, SEARCH_EMPTY),
  type: requiredChoice(SEARCH_TYPES, SearchMessage.type),
});
export type SearchInput = z.output<typeof searchSchema>;

/** A blogger found: spec 3's result fields of the blogger card, exactly. */
export type SearchKol = KolResult;

/** A post found, with its author. */
export const searchArticleSchema = z.strictObject({
  art_pic: z.string(),
  /** The post on weibo.com; '' for a demo post (made by the simulator, it has no page there). */
  art_url: z.string(),
  art_title: z.string(),
  art_kol_avatar: z.string(),
  art_verify: verifyBadgeSchema,
  art_uname: z.string(),
  /** YYYY-MM-DD HH:mm, China time. */
  art_posted_time: z.string(),
});
export type SearchArticle = z.infer<typeof searchArticleSchema>;

export const searchBrandSchema = z.strictObject({
  brand_id: z.string(),
  brand_pic: z.string(),
  brand_cn_name: z.string(),
  brand_en_name: z.string(),
  brand_category: z.array(z.string()),
});
export type SearchBrand = z.infer<typeof searchBrandSchema>;

/** The results of the type asked for: bloggers, posts or brands. */
export const searchResultSchema = z.union([
  z.array(kolResultSchema),
  z.array(searchArticleSchema),
  z.array(searchBrandSchema),
]);
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchApi = endpoints('search', {
  '/api/index/search': {
    summary: '全局搜索：博主 kol / 博文 article / 品牌 brand（按词匹配）',
    request: searchSchema,
    response: searchResultSchema,
  },
});
