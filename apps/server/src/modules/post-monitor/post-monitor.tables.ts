import type { ArtMonStatus, ArtMonType } from '@boguan/contracts/post-monitor';
import type { Spread } from '@boguan/contracts/propagation.api';
import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { Timestamp } from '../../db/schema.js';

/** One post-monitor task (type 1 blogger + window, 2 one post; status 0-3; docs/post-monitor.md). */
export interface ArtMonTasksTable {
  id: Generated<number>;
  user_id: number;
  type: ArtMonType;
  status: ColumnType<ArtMonStatus, ArtMonStatus | undefined, ArtMonStatus>;
  uid: string;
  uname: string;
  mid: string | null;
  title: Generated<string>;
  posts_time: Timestamp | null;
  start_date: string | null;
  end_date: string | null;
  window_start: Timestamp | null;
  window_end: Timestamp | null;
  duration_hours: number;
  interval_minutes: number;
  next_look_at: Timestamp | null;
  last_look_at: Timestamp | null;
  job_id: number | null;
  error: string | null;
  created_at: Timestamp;
  started_at: Timestamp | null;
  finished_at: Timestamp | null;
}

/** What the last detail poll read of a post's reposts and comments (kept as read). */
export interface ArtMonSummary {
  at: string;
  participants: unknown;
  words: { word: string; count: number }[];
  /**
   * The spread of the reposts stored at that poll: building it from 50k reposts takes about a
   * second, so the poll builds it once and `diffuse` reads it (docs/post-monitor.md).
   */
  spread?: Spread;
}

/** One post a task follows: its own monitoring span and detail polls. */
export interface ArtMonPostsTable {
  task_id: number;
  mid: string;
  title: Generated<string>;
  posts_time: Timestamp;
  started_at: Timestamp;
  until: Timestamp;
  ended_at: Timestamp | null;
  note: string | null;
  next_detail_at: Timestamp;
  last_detail_at: Timestamp | null;
  summary: JSONColumnType<ArtMonSummary | null, string | null, string | null>;
}

export interface PostMonitorTables {
  art_mon_tasks: ArtMonTasksTable;
  art_mon_posts: ArtMonPostsTable;
}
