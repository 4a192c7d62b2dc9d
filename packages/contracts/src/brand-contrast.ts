/*
 * Brand comparison (/brandContrast, /brandContrast/detail, /brandContrastHis): the constants, labels
 * and messages the pages and the server share. The calls and their schemas are in
 * brand-contrast.api.ts; docs/brand-contrast.md.
 */

export const BRAND_CONTRAST_MIN = 2;
export const BRAND_CONTRAST_MAX = 5;
export const BRAND_CONTRAST_HISTORY_PAGE_SIZE = 10;
/** The periods a comparison covers: the last N China days, today included. */
export const BRAND_CONTRAST_PERIODS = [7, 30, 90] as const;
export type BrandContrastPeriod = (typeof BRAND_CONTRAST_PERIODS)[number];
export const BRAND_CONTRAST_DEFAULT_PERIOD: BrandContrastPeriod = 30;
/** Provinces listed per brand in the audience comparison; the rest are summed as 其他. */
export const BRAND_CONTRAST_TOP_REGIONS = 8;
export const BRAND_CONTRAST_OTHER_REGION = '其他';
export const BRAND_CONTRAST_UNKNOWN_REGION = '未知';

export const BrandContrastMessage = {
  count: `请选择${BRAND_CONTRAST_MIN}-${BRAND_CONTRAST_MAX}个品牌进行对比`,
  brandFormat: '品牌ID格式不正确',
  unknownBrand: '所选品牌不存在',
  period: `统计周期只能是近${BRAND_CONTRAST_PERIODS.join('/')}天`,
  id: '对比记录不存在',
  idFormat: '请指定对比记录',
  deleted: '删除成功',
  full: `对比最多选择${BRAND_CONTRAST_MAX}个品牌`,
} as const;

/** The rows of the metric table, in order, with how each is shown and which way is better. */
export const BRAND_CONTRAST_METRICS = {
  mentions: { label: '提及量', format: 'count', info: '统计周期内提及该品牌的博文数（一条博文多次提及计一次）' },
  sov: { label: '声量占比', format: 'percent', info: '该品牌提及量 ÷ 所对比品牌提及量之和（Wilson 95% 区间）' },
  interactions: { label: '互动量', format: 'count', info: '提及博文的转发 + 评论 + 点赞（最近一次采集）' },
  avg_interactions: { label: '篇均互动', format: 'number', info: '互动量 ÷ 提及量' },
  net_sentiment: {
    label: '净情感度',
    format: 'signed',
    info: '（正面 − 负面）÷（正面 + 负面），中性不计；样本为正面与负面博文数',
  },
  users: { label: '提及博主数', format: 'count', info: '统计周期内提及该品牌的不同博主数' },
  sponsored_share: { label: '商业推广占比', format: 'percent', info: '带广告标识或推广标记的提及博文 ÷ 提及量' },
} as const;
export type BrandContrastMetricKey = keyof typeof BRAND_CONTRAST_METRICS;
export const BRAND_CONTRAST_METRIC_KEYS = Object.keys(BRAND_CONTRAST_METRICS) as [
  BrandContrastMetricKey,
  ...BrandContrastMetricKey[],
];
export const BRAND_CONTRAST_FORMATS = ['count', 'percent', 'number', 'signed'] as const;
export type BrandContrastFormat = (typeof BRAND_CONTRAST_FORMATS)[number];

/**
 * Metrics whose leader is not "the highest": a larger commercial share is not better, so that row
 * marks no leader.
 */
export const BRAND_CONTRAST_NO_LEADER: readonly BrandContrastMetricKey[] = ['sponsored_share'];

export const BRAND_GENDER_LABELS = { m: '男', f: '女', n: '未知' } as const;
export type BrandGender = keyof typeof BRAND_GENDER_LABELS;
