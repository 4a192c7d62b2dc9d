import type { NameCount } from '@boguan/contracts/kol.api';
import type { ColumnType } from 'kysely';
import type { Timestamp } from '../../db/schema.js';

/** One computed board (热门博文榜 / 恰饭榜, a period) for one step (migration 0029-post-search). */
export interface PostRankSlotsTable {
  board: string;
  period: string;
  slot: Timestamp;
  computed_at: Timestamp;
  window_start: Timestamp;
  window_end: Timestamp;
  posts: number;
  categories: ColumnType<NameCount[], string, string>;
}

/** One rank of a computed board, per category ('' = all). */
export interface PostRankRowsTable {
  board: string;
  period: string;
  slot: Timestamp;
  category: string;
  rank: number;
  mid: string;
  uid: string;
  reposts: number;
  comments: number;
  likes: number;
  interactions: number;
  organic_avg: number | null;
  brands: string[];
}

export interface PostSearchTables {
  post_rank_slots: PostRankSlotsTable;
  post_rank_rows: PostRankRowsTable;
}
