import type { Timestamp } from '../../db/schema.js';

/** One capture of the list (migration 0034-hot-search). */
export interface HotSearchCapturesTable {
  captured_at: Timestamp;
  entries: number;
  origin: string;
}

/** One word's figures on one China day, organic and paid apart (migration 0034-hot-search). */
export interface HotSearchDaysTable {
  day: string;
  word: string;
  is_ad: boolean;
  category: string;
  first_seen: Timestamp;
  last_seen: Timestamp;
  peak_rank: number | null;
  peak_rank_at: Timestamp | null;
  peak_heat: number;
  seconds_on_list: number;
  seconds_at_top: number;
  captures: number;
}

export interface HotSearchTables {
  hot_search_captures: HotSearchCapturesTable;
  hot_search_days: HotSearchDaysTable;
}
