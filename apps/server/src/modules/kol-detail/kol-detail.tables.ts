import type { Timestamp } from '../../db/schema.js';

/** One sampled follower of a blogger (the follower's profile is its weibo_users row). */
export interface FanSamplesTable {
  uid: string;
  follower_uid: string;
  sampled_at: Timestamp;
}

/** Whether a blogger's fan sample is being taken ('sampling'), was taken ('done') or failed. */
export interface KolFanSampleRunsTable {
  uid: string;
  status: 'sampling' | 'done' | 'failed';
  job_id: number | null;
  sample_size: number;
  error: string | null;
  requested_at: Timestamp;
  finished_at: Timestamp | null;
}

/** A member opened a blogger's detail on a China day (one kol_detail use per row). */
export interface KolDetailViewsTable {
  user_id: number;
  kol_id: number;
  /** China date, YYYY-MM-DD. */
  day: string;
  created_at: Timestamp;
}

export interface KolDetailTables {
  fan_samples: FanSamplesTable;
  kol_fan_sample_runs: KolFanSampleRunsTable;
  kol_detail_views: KolDetailViewsTable;
}
