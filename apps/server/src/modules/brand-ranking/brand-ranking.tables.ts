import type { Timestamp } from '../../db/schema.js';

/** One finished period whose brand boards were computed (migration 0041-brand-ranking). */
export interface BrandRankPeriodsTable {
  type: string;
  start: Timestamp;
  computed_at: Timestamp;
  brands: number;
  mentions: number;
  prev_mentions: number;
  source: string;
}

/** A brand in a period and category, with its rank on each of the three boards. */
export interface BrandRankRowsTable {
  type: string;
  start: Timestamp;
  category: string;
  brand_id: string;
  mentions: number;
  prev_mentions: number;
  interactions: number;
  growth: number | null;
  rank_volume: number;
  rank_growth: number | null;
  rank_hot: number | null;
}

export interface BrandRankingTables {
  brand_rank_periods: BrandRankPeriodsTable;
  brand_rank_rows: BrandRankRowsTable;
}
