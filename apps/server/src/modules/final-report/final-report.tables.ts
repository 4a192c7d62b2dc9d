import type { BloggerTier, PostState, ReportStatus } from '@boguan/contracts/final-report';
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../../db/schema.js';
import type { Origin } from '../weibo-data/weibo-data.tables.js';
import type { FrozenFigures } from './campaign-summary.js';

/** One final report (status 0 pending, 1 running, 2 done, 3 failed; docs/final-report.md). */
export interface FinalReportsTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  project_id: number | null;
  project_name: string | null;
  mids: string[];
  cost_fen: number | null;
  status: ColumnType<ReportStatus, ReportStatus | undefined, ReportStatus>;
  progress: Generated<number>;
  progress_text: Generated<string>;
  inflight_key: string | null;
  bloggers: Generated<number>;
  interactions: Generated<number>;
  /** The frozen figures, written once with status 2. */
  summary: ColumnType<FrozenFigures | null, string | null, string | null>;
  data_at: Timestamp | null;
  job_id: number | null;
  error: string | null;
  created_at: Timestamp;
  finished_at: Timestamp | null;
}

/** A post of a report as it stood when the job read it. */
export interface FinalReportPostsTable {
  report_id: number;
  position: number;
  mid: string;
  bid: string;
  uid: string;
  uname: string;
  avatar: string;
  followers: number;
  tier: BloggerTier;
  text: string;
  created_at: Timestamp;
  reposts: number;
  comments: number;
  likes: number;
  sponsored: boolean;
  origin: Origin;
  state: PostState;
}

/** A blogger of a report with the figures of their posts in it. */
export interface FinalReportBloggersTable {
  report_id: number;
  uid: string;
  uname: string;
  avatar: string;
  verify_badge: string;
  followers: number;
  tier: BloggerTier;
  posts: number;
  reposts: number;
  comments: number;
  likes: number;
}

export interface CampaignProjectsTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  brand: string;
  start_date: string;
  end_date: string;
  budget_fen: number | null;
  created_at: Timestamp;
}

export interface CampaignProjectPostsTable {
  project_id: number;
  mid: string;
  added_at: Timestamp;
  comments_read_at: Timestamp | null;
}

export interface FinalReportTables {
  final_reports: FinalReportsTable;
  final_report_posts: FinalReportPostsTable;
  final_report_bloggers: FinalReportBloggersTable;
  campaign_projects: CampaignProjectsTable;
  campaign_project_posts: CampaignProjectPostsTable;
}
