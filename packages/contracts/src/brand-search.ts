/*
 * Brand search (/brandSearch), a brand's detail (/brandSearch/detail) and the sample report
 * (/brandGive): the constants, labels and messages the page and the server share. The calls and
 * their schemas are in brand-search.api.ts; docs/brand-search.md says how each figure is computed.
 */

export const BRAND_SEARCH_PER_PAGE = 20;
export const BRAND_SEARCH_MAX_PER_PAGE = 50;
export const BRAND_KEYWORD_MAX = 50;
export const BRAND_CATEGORY_MAX = 20;
/** brands.id is varchar(32); the demo world's ids are digits. */
export const BRAND_ID_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;

/** A brand's detail page (/brandSearch/detail), where every brand name in the tools links to. */
export function brandDetailPath(brandId: string): string {
  return `/brandSearch/detail?brand_id=${encodeURIComponent(brandId)}`;
}

/** The periods a search and a detail are computed over: the last N China days, today included. */
export const BRAND_PERIODS = [7, 30, 90] as const;
export type BrandPeriod = (typeof BRAND_PERIODS)[number];
export const BRAND_DEFAULT_PERIOD: BrandPeriod = 30;

export const BRAND_SORTS = ['mentions', 'growth', 'interactions', 'net_sentiment'] as const;
export type BrandSort = (typeof BRAND_SORTS)[number];
export const BRAND_SORT_LABELS: Record<BrandSort, string> = {
  mentions: '声量',
  growth: '声量增长率',
  interactions: '互动量',
  net_sentiment: '净情感度',
};

export const BRAND_ORDERS = ['desc', 'asc'] as const;
export type BrandOrder = (typeof BRAND_ORDERS)[number];

/** The tabs of /brandSearch/detail (`t` in its query). */
export const BRAND_TABS = ['overview', 'content', 'bloggers', 'audience'] as const;
export type BrandTab = (typeof BRAND_TABS)[number];
export const BRAND_TAB_LABELS: Record<BrandTab, string> = {
  overview: '声量概览',
  content: '内容分析',
  bloggers: '博主分析',
  audience: '受众画像',
};

/** The formula shown beside every net sentiment (the engine's netSentiment). */
export const NET_SENTIMENT_FORMULA = '净情感度 = (正面 − 负面) ÷ (正面 + 负面)，中性不计入';
/** Growth of the volume against the period just before it. */
export const GROWTH_FORMULA = '声量增长率 = (本期声量 − 上期声量) ÷ 上期声量；上期为 0 时不计算';
/** Share of voice within a category. */
export const SOV_FORMULA = '声量份额 = 品牌声量 ÷ 同品类全部品牌声量之和（一条博文提及多个同类品牌时各计一次）';
/** The interval shown beside each share. */
export const INTERVAL_NOTE = '区间为 95% Wilson 置信区间，n 为样本量';

/** Rows of the detail tabs. */
export const BRAND_TOP_POSTS = 10;
export const BRAND_TOP_KOLS = 10;
export const BRAND_PARTNERS = 10;
export const BRAND_WORDS = 60;
export const BRAND_REGIONS = 12;
export const BRAND_INTERESTS = 12;
/** Peers listed beside the brand in its category's share of voice. */
export const BRAND_SOV_PEERS = 6;
/** Posts whose text the words tab reads (the most interacted first). */
export const BRAND_WORD_POSTS = 2000;

export const BrandSearchLabel = {
  keyword: '搜索关键词',
  category: '品类',
  brandId: '品牌ID',
} as const;

export const BrandSearchMessage = {
  period: `统计周期只能是近${BRAND_PERIODS.join('/')}天`,
  sort: `排序字段只能是${BRAND_SORTS.map((s) => BRAND_SORT_LABELS[s]).join('、')}之一`,
  order: '排序方式只能是降序(desc)或升序(asc)',
  perPage: `每页条数需为1-${BRAND_SEARCH_MAX_PER_PAGE}之间的整数`,
  brandId: '品牌ID不正确',
  unknownBrand: '品牌不存在',
  noSample: '暂无示例品牌数据，请稍后再试',
} as const;

/** 1001 when a member pages past the rows their level may see. */
export function brandMaxRowsMessage(maxRows: number): string {
  return `当前会员等级最多查看${maxRows}条结果，请升级会员`;
}

/** Brands picked in the list for /brandContrast (issue 14: 2–5 side by side). */
export const BRAND_COMPARE_MIN = 2;
export const BRAND_COMPARE_MAX = 5;
