import { keysOf } from './labels.js';

/*
 * Sentiment corrections: the engine scores every stored post and comment; a user may set the label
 * of any of them for themself. Their reports and exports then count their label instead of the
 * model's, and their corrections can be downloaded as training data (docs/sentiment-corrections.md).
 * The constants, labels and messages the page and the server share; the calls and their schemas are
 * in sentiment.api.ts.
 */

export const SENTIMENT_LABELS = { positive: '正面', neutral: '中性', negative: '负面' } as const;
export const SENTIMENT_VALUES = keysOf(SENTIMENT_LABELS);
export type SentimentLabel = (typeof SENTIMENT_VALUES)[number];

/** What a correction is about: a post (its mid) or a comment (its id). */
export const SENTIMENT_KIND_LABELS = { post: '博文', comment: '评论' } as const;
export const SENTIMENT_KINDS = keysOf(SENTIMENT_KIND_LABELS);
export type SentimentKind = (typeof SENTIMENT_KINDS)[number];

/** The most corrections one user keeps; changing an existing one is always allowed. */
export const SENTIMENT_CORRECTION_LIMIT = 10_000;
/** Below this many texts a share is shown with SENTIMENT_SMALL_SAMPLE. */
export const SENTIMENT_MIN_SAMPLE = 30;
export const SENTIMENT_SMALL_SAMPLE = `样本不足（少于${SENTIMENT_MIN_SAMPLE}条），仅供参考`;

export const SENTIMENT_CORRECTIONS_PER_PAGE = 10;
export const SENTIMENT_CORRECTIONS_PER_PAGE_MAX = 50;
/** The longest post mid or comment id stored (weibo_comments.id is varchar(24)). */
export const SENTIMENT_TARGET_ID_MAX = 24;
export const SENTIMENT_TARGET_ID_PATTERN = /^[0-9A-Za-z_-]{1,24}$/;

/** The training-data download: a UTF-8 TSV with a `label\ttext` header (docs/sentiment-corrections.md). */
export const SENTIMENT_EXPORT_FILE = 'sentiment-corrections.tsv';
export const SENTIMENT_EXPORT_TYPE = 'text/tab-separated-values; charset=utf-8';
/** The labels the training file holds: the model is binary, so neutral corrections stay out. */
export const SENTIMENT_TSV_LABELS = { positive: 'pos', negative: 'neg' } as const;

export const SentimentMessage = {
  kind: '内容类型不正确',
  id: '内容id不正确',
  label: '情感标签不正确',
  pageSize: `每页条数需为1-${SENTIMENT_CORRECTIONS_PER_PAGE_MAX}之间的整数`,
  notFound: '内容不存在或已删除',
  limit: `情感修正已达上限（${SENTIMENT_CORRECTION_LIMIT}条），请先撤销部分修正`,
  noCorrection: '该内容没有情感修正记录',
  undone: '已撤销修正，恢复为模型判断',
  exportEmpty: '暂无可导出的修正记录（仅导出修正为正面或负面的内容）',
} as const;

/** The message of a stored correction: 已修正为正面. */
export function correctedMessage(label: SentimentLabel): string {
  return `已修正为${SENTIMENT_LABELS[label]}`;
}

/** Counts of a set of texts by their (effective) label. */
export interface SentimentCounts {
  positive: number;
  neutral: number;
  negative: number;
  total: number;
}

export const NO_SENTIMENT: SentimentCounts = { positive: 0, neutral: 0, negative: 0, total: 0 };

/** Counts labels; `total` is how many were counted. */
export function countSentiments(labels: Iterable<SentimentLabel>): SentimentCounts {
  const counts = { ...NO_SENTIMENT };
  for (const label of labels) {
    counts[label] += 1;
    counts.total += 1;
  }
  return counts;
}

/** A label's share of the counted texts, in percent with one decimal (0 when nothing was counted). */
export function sentimentShare(counts: SentimentCounts, label: SentimentLabel): number {
  return counts.total === 0 ? 0 : Math.round((counts[label] / counts.total) * 1000) / 10;
}
