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

export interface CollectionTables {
  app_settings: AppSettingsTable;
  collection_targets: CollectionTargetsTable;
}
