import type { ColumnType } from 'kysely';
import type { Timestamp } from '../../db/schema.js';

export interface AppSettingsTable {
  key: string;
  value: ColumnType<unknown, string, string>;
  updated_at: Timestamp;
}

export interface CollectionTargetsTable {
  uid: string;
  reason: string;
  last_profile_at: Timestamp | null;
  last_timeline_at: Timestamp | null;
  created_at: Timestamp;
}

/** A post polled on a tool's own interval until `until` (or until the watch is removed). */
export interface PostWatchesTable {
  mid: string;
  /** Who watches, e.g. 'art_mon:42': removing the owner's watch leaves other watchers' rows alone. */
  owner: string;
  interval_ms: number;
  next_at: Timestamp;
  until: Timestamp | null;
  last_polled_at: Timestamp | null;
  created_at: Timestamp;
}

export interface CollectionTables {
  app_settings: AppSettingsTable;
  collection_targets: CollectionTargetsTable;
  post_watches: PostWatchesTable;
}
