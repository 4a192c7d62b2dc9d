import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Timestamp } from '../db/schema.js';

export type JobStatus = 'queued' | 'running' | 'done' | 'failed' | 'cancelled';

/** What a job saved after its last finished step: plain JSON the job itself reads back. */
export type JobCheckpoint = Record<string, unknown>;

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
  /** The last checkpoint of the job (null until it saves one); a restarted attempt continues from it. */
  checkpoint: ColumnType<JobCheckpoint | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/**
 * One line of a job's history. `resumed` is a claim of a job an earlier attempt had started: its
 * worker died (lease ran out) or it failed and is retried; the detail says which.
 */
export type JobEventKind = 'started' | 'resumed' | 'checkpoint' | 'finished' | 'failed';

export interface JobEventsTable {
  id: Generated<number>;
  job_id: number;
  at: Timestamp;
  kind: ColumnType<JobEventKind, JobEventKind, never>;
  detail: ColumnType<Record<string, unknown>, string | undefined, never>;
}

export type JobEvent = Selectable<JobEventsTable>;

export interface JobsTables {
  jobs: JobsTable;
  job_events: JobEventsTable;
}
