import type { Timestamp } from '../../db/schema.js';

/** One finished China day of posts (migration 0049-data-board, docs/data-board.md). */
export interface DataBoardDaysTable {
  /** China date YYYY-MM-DD. */
  day: string;
  /** Stored posts of the day not deleted. */
  posts: number;
  /** Every stored post of the day, deleted ones too: the job's check against weibo_posts. */
  stored: number;
  /** Distinct authors of those posts. */
  bloggers: number;
  reposts: number;
  comments: number;
  likes: number;
  computed_at: Timestamp;
}

/** A day's posts by one value of a dimension ('category', 'region', 'verify'). */
export interface DataBoardSharesTable {
  day: string;
  dimension: string;
  name: string;
  posts: number;
}

/** A rank of the day's bloggers by the interactions of their posts of the day. */
export interface DataBoardBloggersTable {
  day: string;
  rank: number;
  uid: string;
  posts: number;
  interactions: number;
  prev_rank: number | null;
  prev_interactions: number;
}

/** A rank of the day's posts by their interactions. */
export interface DataBoardPostsTable {
  day: string;
  rank: number;
  mid: string;
  reposts: number;
  comments: number;
  likes: number;
}

export interface DataBoardTables {
  data_board_days: DataBoardDaysTable;
  data_board_shares: DataBoardSharesTable;
  data_board_bloggers: DataBoardBloggersTable;
  data_board_posts: DataBoardPostsTable;
}
