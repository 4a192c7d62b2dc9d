import type { BrandAudienceStatus } from '@boguan/contracts/brand-audience';
import type { BrandAudienceReport } from '@boguan/contracts/brand-audience.api';
import type { ColumnType, Generated } from 'kysely';
import type { Json, Timestamp } from '../../db/schema.js';

/** One brand audience analysis (status 0 pending, 1 running, 2 done, 3 failed; docs/brand-audience.md). */
export interface BrandAudienceTasksTable {
  id: Generated<number>;
  user_id: number;
  brand_id: string;
  /** The brand's Chinese name when submitted (the history reads without the brand). */
  brand_name: string;
  competitor_id: string | null;
  competitor_name: string | null;
  /** China dates YYYY-MM-DD, both included. */
  start_date: string;
  end_date: string;
  status: ColumnType<BrandAudienceStatus, BrandAudienceStatus | undefined, BrandAudienceStatus>;
  progress: Generated<number>;
  progress_text: Generated<string>;
  users: Generated<number>;
  job_id: number | null;
  error: string | null;
  created_at: Timestamp;
  started_at: Timestamp | null;
  finished_at: Timestamp | null;
  /** When the report's data was read: the report is frozen at this moment. */
  data_at: Timestamp | null;
  /** The frozen report, written once with status done; null before. */
  result: Json<BrandAudienceReport> | null;
}

export interface BrandAudienceTables {
  brand_audience_tasks: BrandAudienceTasksTable;
}
