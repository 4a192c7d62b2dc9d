import type { BrandReportStatus } from '@boguan/contracts/brand-report';
import type { BrandReport } from '@boguan/contracts/brand-report.api';
import type { ColumnType, Generated } from 'kysely';
import type { Json, Timestamp } from '../../db/schema.js';

/** One brand report (status 0 pending, 1 running, 2 done, 3 failed; docs/brand-report.md). */
export interface BrandReportTasksTable {
  id: Generated<number>;
  user_id: number;
  brand_id: string;
  brand_name: string;
  competitor_ids: ColumnType<string[], string[] | undefined, string[]>;
  competitor_names: ColumnType<string[], string[] | undefined, string[]>;
  /** The competitor ids sorted and joined with ','. */
  competitor_key: Generated<string>;
  /** China dates YYYY-MM-DD, both included. */
  start_date: string;
  end_date: string;
  status: ColumnType<BrandReportStatus, BrandReportStatus | undefined, BrandReportStatus>;
  progress: Generated<number>;
  progress_text: Generated<string>;
  mentions: Generated<number>;
  spikes: Generated<number>;
  job_id: number | null;
  error: string | null;
  created_at: Timestamp;
  started_at: Timestamp | null;
  finished_at: Timestamp | null;
  /** When the report's data was read: the report is frozen at this moment. */
  data_at: Timestamp | null;
  /** The frozen report, written once with status done; null before. */
  result: Json<BrandReport> | null;
}

/** A post of a finished report as it was read. */
export interface BrandReportPostsTable {
  task_id: number;
  mid: string;
  uid: string;
  created_at: Timestamp;
  text: string;
  url: string;
  reposts: number;
  comments: number;
  likes: number;
  sentiment: number;
  sponsored: boolean;
  is_repost: boolean;
}

/** An author of a finished report's posts as it was read. */
export interface BrandReportBloggersTable {
  task_id: number;
  uid: string;
  screen_name: string;
  verify_badge: string;
  followers: number;
  posts: number;
  sponsored_posts: number;
  negative_posts: number;
  interactions: number;
  rank: number;
}

export interface BrandReportTables {
  brand_report_tasks: BrandReportTasksTable;
  brand_report_posts: BrandReportPostsTable;
  brand_report_bloggers: BrandReportBloggersTable;
}
