import type { TopicMonStatus } from '@boguan/contracts/topic-monitor';
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../../db/schema.js';
import type { Origin } from '../weibo-data/weibo-data.tables.js';

/** One topic-monitor task (status 0-3; docs/topic-monitor.md). */
export interface TopicMonTasksTable {
  id: Generated<number>;
  user_id: number;
  topic: string;
  status: ColumnType<TopicMonStatus, TopicMonStatus | undefined, TopicMonStatus>;
  duration_hours: number;
  interval_minutes: number;
  origin: Origin | null;
  job_id: number | null;
  error: string | null;
  created_at: Timestamp;
  started_at: Timestamp | null;
  until: Timestamp | null;
  finished_at: Timestamp | null;
  next_poll_at: Timestamp | null;
  last_poll_at: Timestamp | null;
}

/** One poll of a task: the topic's figures and the posts counted so far. */
export interface TopicMonSnapshotsTable {
  task_id: number;
  at: Timestamp;
  read_count: number;
  discuss_count: number;
  posts: number;
  originals: number;
}

/** A post carrying the hashtag that a task collected (the post itself is in weibo_posts). */
export interface TopicMonPostsTable {
  task_id: number;
  mid: string;
  posted_at: Timestamp;
  is_original: boolean;
}

export interface TopicMonitorTables {
  topic_mon_tasks: TopicMonTasksTable;
  topic_mon_snapshots: TopicMonSnapshotsTable;
  topic_mon_posts: TopicMonPostsTable;
}
