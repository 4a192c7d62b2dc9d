import type { Timestamp } from '../../db/schema.js';

/** One finished period whose boards were computed (migration 0036-topic-ranking). */
export interface TopicRankPeriodsTable {
  type: string;
  start: Timestamp;
  computed_at: Timestamp;
  topics: number;
}

/** One rank of a board of a period (all categories; a category's ranks are its rows in order). */
export interface TopicRankRowsTable {
  board: string;
  type: string;
  start: Timestamp;
  rank: number;
  name: string;
  category: string;
  host_uid: string | null;
  read_inc: number;
  discuss_inc: number;
  read_total: number;
  discuss_total: number;
  discuss_rate: number | null;
}

export interface TopicRankingTables {
  topic_rank_periods: TopicRankPeriodsTable;
  topic_rank_rows: TopicRankRowsTable;
}
