import type { StopeStatus } from '@boguan/contracts/kol-stope';
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../../db/schema.js';

/** One back-collection task (status 0 pending, 1 collecting, 2 done, 3 failed; docs/kol-stope.md). */
export interface KolStopeTasksTable {
  id: Generated<number>;
  user_id: number;
  uid: string;
  kol_id: number;
  uname: string;
  avatar: Generated<string>;
  start_date: string;
  end_date: string;
  status: ColumnType<StopeStatus, StopeStatus | undefined, StopeStatus>;
  progress: Generated<number>;
  progress_text: Generated<string>;
  /** The member's back_collection maxRows when the task was submitted. */
  max_rows: number;
  capped: Generated<boolean>;
  posts_found: Generated<number>;
  posts: Generated<number>;
  originals: Generated<number>;
  sponsored: Generated<number>;
  interactions: Generated<number>;
  job_id: number | null;
  error: string | null;
  created_at: Timestamp;
  started_at: Timestamp | null;
  finished_at: Timestamp | null;
}

/** The posts (weibo_posts.mid) a task collected. */
export interface KolStopeTaskPostsTable {
  task_id: number;
  mid: string;
}

export interface KolStopeTables {
  kol_stope_tasks: KolStopeTasksTable;
  kol_stope_task_posts: KolStopeTaskPostsTable;
}
