import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/schema.js';

export type ExportStatus = 'running' | 'done' | 'failed';

/** The export history: one row per file a user asked for (a large one is built by a job). */
export interface ExportRecordsTable {
  id: Generated<number>;
  user_id: number;
  /** The membership feature the export counted against (e.g. kol_ranking_export). */
  feature: string;
  /** What the user exported, in Chinese (e.g. 博主综合榜·美妆·周榜). */
  title: string;
  file_name: string;
  /** 'xlsx', or 'csv' from the export centre (migration 0046). */
  format: Generated<'xlsx' | 'csv'>;
  row_count: number;
  /** The built file's size; null while running and for files older than migration 0046. */
  size_bytes: number | null;
  status: ExportStatus;
  job_id: number | null;
  /** Where the built file is in the file storage (any instance can serve it from there). */
  file_key: string | null;
  /** Files built before migration 0016 kept their bytes here; moved to the storage at start. */
  file_data: Buffer | null;
  error: string | null;
  created_at: Timestamp;
  finished_at: Timestamp | null;
}

export interface ExportTables {
  export_records: ExportRecordsTable;
}
