import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../db/schema.js';

export type JobStatus = 'queued' | 'running' | 'done' | 'failed' | 'cancelled';

export interface JobsTable {
  id: Generated<number>;
  kind: string;
  payload: ColumnType<Record<string, unknown>, string | undefined, string>;
  status: ColumnType<JobStatus, JobStatus | undefined, JobStatus>;
  slot_key: string | null;
  owner_user_id: number | null;
  run_at: Timestamp;
  attempts: Generated<number>;
  max_attempts: Generated<number>;
  locked_by: string | null;
  locked_until: Timestamp | null;
  progress: Generated<number>;
  progress_text: Generated<string>;
  result: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  error: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface JobsTables {
  jobs: JobsTable;
}
