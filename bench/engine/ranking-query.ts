import type { Database } from '@boguan/server/src/db/schema.js';
import { refreshBloggerStats } from '@boguan/server/src/modules/bloggers/blogger-stats.refresh.js';
import type { Kysely } from './kysely.js';

/** One row of the blogger ranking. */
export interface RankedBlogger {
  uid: string;
  screen_name: string;
  followers: number;
  posts_30d: number;
  avg_interactions_30d: number;
  score: number;
}

export const RANKING_WINDOW_MS = 7 * 86_400_000;

/**
 * Fills blogger_stats the way the `analyze.blogger_stats` job does (every 30 minutes in the
 * product): the ranking then reads precomputed rows instead of aggregating a week of posts.
 */
export async function refreshRankings(db: Kysely<Database>, now: Date): Promise<number> {
  return refreshBloggerStats(db, now);
}

/**
 * The weekly composite-influence top 100 (docs/metrics.md), as /api/kol_ranking/synthesize reads it:
 * blogger_stats in `(influence_week desc, kol_id)` index order, joined to the profiles of the page.
 */
export async function topBloggers(db: Kysely<Database>, _now: Date, limit = 100): Promise<RankedBlogger[]> {
  return db
    .selectFrom('blogger_stats as s')
    .innerJoin('weibo_users as u', 'u.uid', 's.uid')
    .select([
      'u.uid',
      'u.screen_name',
      's.followers',
      's.posts_30d',
      's.avg_interactions_30d',
      's.influence_week as score',
    ])
    .orderBy('s.influence_week', 'desc')
    .orderBy('s.kol_id')
    .limit(limit)
    .execute();
}
