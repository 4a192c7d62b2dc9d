/**
 * The names of the blogger figures, one table for every place that shows them: table headers and
 * sort labels on the web, export column headers, chart legends, comparison rows and the server's
 * messages. A figure's `hint` is what its ⓘ says (formulas: docs/metrics.md).
 */

/** How a figure is written: a count (1.2万), a signed change (+356), a ratio as a percent, a plain number, an index. */
export type MetricFormat = 'count' | 'change' | 'percent' | 'number' | 'index' | 'time';

export interface Metric {
  label: string;
  format: MetricFormat;
  hint?: string;
}

export const METRICS = {
  fans: { label: '粉丝数', format: 'count' },
  posts_30d: { label: '近30天发博数', format: 'number' },
  original_posts_30d: { label: '近30天原创博文数', format: 'number' },
  avg_interactions: {
    label: '平均互动数',
    format: 'count',
    hint: '近30天每条博文的转发+评论+点赞平均数',
  },
  engagement_rate: { label: '互动率', format: 'percent', hint: '近30天平均互动数 ÷ 粉丝数' },
  sponsored_share: { label: '商业博文占比', format: 'percent', hint: '近30天带广告/合作标记的博文占比' },
  growth_1d: { label: '近1天涨粉', format: 'change' },
  growth_7d: { label: '近7天涨粉', format: 'change' },
  growth_30d: { label: '近30天涨粉', format: 'change' },
  influence_day: { label: '影响力指数（日）', format: 'index' },
  influence_week: {
    label: '影响力指数',
    format: 'index',
    hint: '0-100，按粉丝、互动、活跃度与涨粉计算（周）',
  },
  influence_month: { label: '影响力指数（月）', format: 'index' },
  last_post_at: { label: '最近发博时间', format: 'time' },
  computed_at: { label: '数据更新时间', format: 'time' },
  posts: { label: '发博数', format: 'number' },
  interactions: { label: '互动量', format: 'count' },
  reposts: { label: '转发数', format: 'count' },
  comments: { label: '评论数', format: 'count' },
  likes: { label: '点赞数', format: 'count' },
} as const satisfies Record<string, Metric>;

export type MetricKey = keyof typeof METRICS;

/** The label of a figure. */
export function metricLabel(key: MetricKey): string {
  return METRICS[key].label;
}
