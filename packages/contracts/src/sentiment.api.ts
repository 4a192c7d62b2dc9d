import { z } from 'zod';
import { chinaTime, endpoints, paged } from './endpoint.js';
import { blank, type FormScalar, noFields, page, perPage, requiredChoice } from './fields.js';
import {
  SENTIMENT_CORRECTIONS_PER_PAGE,
  SENTIMENT_CORRECTIONS_PER_PAGE_MAX,
  SENTIMENT_EXPORT_FILE,
  SENTIMENT_KINDS,
  SENTIMENT_TARGET_ID_PATTERN,
  SENTIMENT_VALUES,
  SentimentMessage,
} from './sentiment.js';

/*
 * Sentiment corrections: POST /api/sentiment/* (docs/sentiment-corrections.md). The `sentiment`
 * of a listed post and the counts of a summary are shared by every tool that shows them.
 */

const kind = requiredChoice(SENTIMENT_KINDS, SentimentMessage.kind);
const label = requiredChoice(SENTIMENT_VALUES, SentimentMessage.label);
/** A post mid or a comment id: digits, letters, `_` or `-` (a number sent as JSON is taken as its digits). */
const targetId = z.preprocess(
  (value: FormScalar) => (typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : blank(value)),
  z.string({ error: SentimentMessage.id }).regex(SENTIMENT_TARGET_ID_PATTERN, SentimentMessage.id),
);

/** POST /api/sentiment/correct: the user's label of one post or comment. */
export const sentimentCorrectSchema = z.object({ kind, id: targetId, label });
export type SentimentCorrectInput = z.output<typeof sentimentCorrectSchema>;

/** POST /api/sentiment/undo: one post or comment. */
export const sentimentTargetSchema = z.object({ kind, id: targetId });
export type SentimentTargetInput = z.output<typeof sentimentTargetSchema>;

/** POST /api/sentiment/corrections: the user's corrections, newest first. */
export const sentimentCorrectionListSchema = z.object({
  page,
  page_size: perPage(SENTIMENT_CORRECTIONS_PER_PAGE, SENTIMENT_CORRECTIONS_PER_PAGE_MAX, SentimentMessage.pageSize),
});
export type SentimentCorrectionListInput = z.output<typeof sentimentCorrectionListSchema>;

const labelValue = z.enum(SENTIMENT_VALUES);

/** The label a user sees of one text: theirs when they corrected it, else the model's. */
export const sentimentSchema = z.strictObject({
  label: labelValue,
  /** The stored model score in [-1, 1]; null for a text without one (no text to score). */
  score: z.number().nullable(),
  corrected: z.boolean(),
});
export type Sentiment = z.infer<typeof sentimentSchema>;

/** Texts counted by their label (the user's corrections applied). */
export const sentimentCountsSchema = z.strictObject({
  positive: z.number().int(),
  neutral: z.number().int(),
  negative: z.number().int(),
  total: z.number().int(),
});

/** One correction as the list shows it. */
export const sentimentCorrectionSchema = z.strictObject({
  kind: z.enum(SENTIMENT_KINDS),
  id: z.string(),
  /** The text when it was corrected. */
  text: z.string(),
  /** What the model said when the user corrected it. */
  model_label: labelValue,
  label: labelValue,
  create_time: chinaTime,
  /** When the label was last set. */
  update_time: chinaTime,
});
export type SentimentCorrection = z.infer<typeof sentimentCorrectionSchema>;

/** What undo answers: the text's label now (the model's). */
export const sentimentUndoneSchema = sentimentSchema.extend({ kind: z.enum(SENTIMENT_KINDS), id: z.string() });
export type SentimentUndone = z.infer<typeof sentimentUndoneSchema>;

export const sentimentApi = endpoints('sentiment', {
  '/api/sentiment/correct': {
    summary: '修正一条博文或评论的情感标签（同一内容再次修正即覆盖）',
    request: sentimentCorrectSchema,
    response: sentimentCorrectionSchema,
  },
  '/api/sentiment/corrections': {
    summary: '我的情感修正记录（最新在前，分页）',
    request: sentimentCorrectionListSchema,
    response: paged(sentimentCorrectionSchema),
  },
  '/api/sentiment/undo': {
    summary: '撤销一条情感修正，恢复为模型判断',
    request: sentimentTargetSchema,
    response: sentimentUndoneSchema,
  },
  '/api/sentiment/corrections/export': {
    summary: `下载修正为正面或负面的内容作为训练数据（${SENTIMENT_EXPORT_FILE}，UTF-8 TSV；也可 GET）`,
    request: noFields,
    response: z.null(),
    kind: 'download',
  },
});
