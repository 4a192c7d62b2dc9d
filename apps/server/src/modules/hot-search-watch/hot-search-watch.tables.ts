import type { HotReportDay, HotReportRow } from '@boguan/contracts/hot-search-watch.api';
import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { Timestamp } from '../../db/schema.js';

/** A member's keyword watch (status 1 active, 0 paused; docs/hot-search-watch.md). */
export interface HotSearchWatchesTable {
  id: Generated<number>;
  user_id: number;
  keywords: string[];
  keywords_key: string;
  status: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One alert: one appearance of a matching entry on the list, as a watch saw it. */
export interface HotSearchWatchAlertsTable {
  id: Generated<number>;
  watch_id: number;
  user_id: number;
  word: string;
  keyword: string;
  rank: number | null;
  heat: number;
  origin: string;
  appeared_at: Timestamp;
  last_seen_at: Timestamp;
  message_id: number | null;
  created_at: Timestamp;
}

/** What a report keeps of its figures besides the columns the list reads. */
export interface HotReportResult {
  captures: number;
  first_seen: string | null;
  last_seen: string | null;
  days: HotReportDay[];
  rows: HotReportRow[];
}

export interface HotSearchReportsTable {
  id: Generated<number>;
  user_id: number;
  keywords: string[];
  keywords_key: string;
  start_date: string;
  end_date: string;
  entries: number;
  minutes_on_list: number;
  best_rank: number | null;
  is_demo: boolean;
  result: JSONColumnType<HotReportResult, string, string>;
  created_at: Timestamp;
}

export interface HotSearchWatchTables {
  hot_search_watches: HotSearchWatchesTable;
  hot_search_watch_alerts: HotSearchWatchAlertsTable;
  hot_search_reports: HotSearchReportsTable;
}
