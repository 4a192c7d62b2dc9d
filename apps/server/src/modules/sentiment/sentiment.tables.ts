import type { SentimentKind, SentimentLabel } from '@boguan/contracts/sentiment';
import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/schema.js';

/** One user's label of one post or comment (migration 0020, docs/sentiment-corrections.md). */
export interface SentimentCorrectionsTable {
  id: Generated<number>;
  user_id: number;
  target_kind: SentimentKind;
  /** The post's mid or the comment's id. */
  target_id: string;
  label: SentimentLabel;
  /** The model's label when the user corrected. */
  model_label: SentimentLabel;
  /** The text when the user corrected (training data). */
  text: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SentimentTables {
  sentiment_corrections: SentimentCorrectionsTable;
}
