import type { Generated } from 'kysely';
import type { Json, Timestamp } from '../../db/schema.js';

export interface FeedbacksTable {
  id: Generated<number>;
  user_id: number;
  type: number;
  url: string;
  content: string;
  is_call: boolean;
  images: Json<string[]>;
  status: Generated<number>;
  created_at: Timestamp;
}

export interface FeedbackTables {
  feedbacks: FeedbacksTable;
}
