import type { PropagationMode, PropagationStatus } from '@boguan/contracts/propagation';
import type { Spread } from '@boguan/contracts/propagation.api';
import type { ColumnType, Generated } from 'kysely';
import type { Json, Timestamp } from '../../db/schema.js';

/** One propagation analysis (status 0 pending, 1 running, 2 done, 3 failed; docs/propagation.md). */
export interface PropagationTasksTable {
  id: Generated<number>;
  user_id: number;
  mid: string;
  bid: Generated<string>;
  uid: Generated<string>;
  uname: Generated<string>;
  /** The first characters of the post's text, for the history list. */
  title: Generated<string>;
  mode: PropagationMode;
  status: ColumnType<PropagationStatus, PropagationStatus | undefined, PropagationStatus>;
  progress: Generated<number>;
  progress_text: Generated<string>;
  nodes: Generated<number>;
  depth: Generated<number>;
  coverage: Generated<number>;
  job_id: number | null;
  error: string | null;
  created_at: Timestamp;
  started_at: Timestamp | null;
  finished_at: Timestamp | null;
  /** When the report's reposts were read: the report is frozen at this moment. */
  data_at: Timestamp | null;
  /** The frozen report, written once with status done; null before. */
  result: Json<Spread> | null;
}

export interface PropagationTables {
  propagation_tasks: PropagationTasksTable;
}
