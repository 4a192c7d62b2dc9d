import type { TopicAnalysisStatus } from '@boguan/contracts/topic-analysis';
import type { TopicReport } from '@boguan/contracts/topic-analysis.api';
import type { ColumnType, Generated } from 'kysely';
import type { Json, Timestamp } from '../../db/schema.js';

/** One topic analysis (status 0 pending, 1 running, 2 done, 3 failed; docs/topic-analysis.md). */
export interface TopicAnalysisTasksTable {
  id: Generated<number>;
  user_id: number;
  /** The bare topic name (no #s). */
  topic: string;
  /** China dates YYYY-MM-DD, both included. */
  start_date: string;
  end_date: string;
  status: ColumnType<TopicAnalysisStatus, TopicAnalysisStatus | undefined, TopicAnalysisStatus>;
  progress: Generated<number>;
  progress_text: Generated<string>;
  posts: Generated<number>;
  spikes: Generated<number>;
  job_id: number | null;
  error: string | null;
  created_at: Timestamp;
  started_at: Timestamp | null;
  finished_at: Timestamp | null;
  /** When the report's posts were read: the report is frozen at this moment. */
  data_at: Timestamp | null;
  /** The frozen report, written once with status done; null before. */
  result: Json<TopicReport> | null;
}

export interface TopicAnalysisTables {
  topic_analysis_tasks: TopicAnalysisTasksTable;
}
