import type { Timestamp } from '../../db/schema.js';

/**
 * One row per blogger: the figures of the last 1, 7 and 30 days as of `computed_at`
 * (formulas in docs/metrics.md, refreshed by the `analyze.blogger_stats` job).
 */
export interface BloggerStatsTable {
  uid: string;
  kol_id: number;
  followers: number;
  verify_badge: string;
  gender: string;
  province: string;
  city: string;
  categories: string[];
  posts_30d: number;
  original_posts_30d: number;
  sponsored_posts_30d: number;
  interactions_30d: number;
  avg_interactions_30d: number;
  /** A ratio: 0.012 is 1.2%. */
  engagement_rate_30d: number;
  /** A ratio of the 30-day posts that carry sponsorship markers. */
  sponsored_share_30d: number;
  last_post_at: Timestamp | null;
  growth_1d: number;
  growth_7d: number;
  growth_30d: number;
  influence_day: number;
  influence_week: number;
  influence_month: number;
  computed_at: Timestamp;
}

/** A user's favourite bloggers (/bosCollect), in named groups. */
export interface KolFavouritesTable {
  user_id: number;
  kol_id: number;
  group_name: string;
  created_at: Timestamp;
}

export interface BloggerTables {
  blogger_stats: BloggerStatsTable;
  kol_favourites: KolFavouritesTable;
}
