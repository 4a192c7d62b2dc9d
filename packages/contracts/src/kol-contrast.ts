import type { KolCard } from './kol.api.js';
import { keysOf } from './labels.js';
import type { METRICS, MetricFormat } from './metrics.js';

/*
 * Blogger comparison (/bosContrast, /bosContrast/detail, /bosContrastHis): the constants, labels and
 * messages the pages and the server share. The calls and their schemas are in kol-contrast.api.ts.
 */

export const CONTRAST_MIN = 2;
export const CONTRAST_MAX = 5;
export const CONTRAST_HISTORY_PAGE_SIZE = 10;
/** The trend charts cover this many China days ending today. */
export const CONTRAST_TREND_DAYS = 30;
/** Provinces shown per blogger in the audience comparison; the rest are summed as 其他. */
export const CONTRAST_TOP_PROVINCES = 10;
/** The bucket of the provinces left over (and of profiles that already say so). */
export const OTHER_PROVINCE = '其他';

export const ContrastMessage = {
  count: `请选择${CONTRAST_MIN}-${CONTRAST_MAX}位博主进行对比`,
  id: '对比记录不存在',
  idFormat: '请指定对比记录',
  deleted: '删除成功',
  full: `对比最多选择${CONTRAST_MAX}位博主`,
} as const;

/** The figures of the metric table, in its row order; each row's label and format are the shared ones. */
export const CONTRAST_METRIC_KEYS = [
  'fans',
  'posts_30d',
  'avg_interactions',
  'engagement_rate',
  'sponsored_share',
  'growth_7d',
  'influence_week',
] as const satisfies ReadonlyArray<keyof KolCard & keyof typeof METRICS>;
export type ContrastMetricKey = (typeof CONTRAST_METRIC_KEYS)[number];

/** How a metric row is shown (the figures of the table are never times). */
export const CONTRAST_FORMATS = ['count', 'change', 'percent', 'number', 'index'] as const satisfies ReadonlyArray<
  Exclude<MetricFormat, 'time'>
>;
export type ContrastFormat = (typeof CONTRAST_FORMATS)[number];

export const AUDIENCE_BASIS_LABELS = {
  fan_samples: '基于粉丝抽样',
  interactions: '基于转发/评论用户',
  none: '暂无受众样本',
} as const;
export const AUDIENCE_BASES = keysOf(AUDIENCE_BASIS_LABELS);
export type AudienceBasis = (typeof AUDIENCE_BASES)[number];
