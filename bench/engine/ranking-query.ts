import type { Database } from '@boguan/server/src/db/schema.js';
import { type Kysely, sql } from './kysely.js';

/** One row of the blogger ranking. */
export interface RankedBlogger {
  uid: string;
  screen_name: string;
  followers: number;
  posts: number;
  avg_interactions: number;
  score: number;
}

export const RANKING_WINDOW_MS = 7 * 86_400_000;

/**
 * The composite: 0.4·ln(1 + followers) + 0.6·ln(1 + average interactions per post in the window),
 * where interactions = reposts + comments + likes. Logarithms keep a ten-million-follower account
 * from drowning the engagement term; a blogger without posts in the window is not ranked.
 *
 * Live aggregate: the window predicate rides the (created_at desc) index of migration 0004 when
 * the window is a small part of the table, and per-blogger grouping can read (uid, created_at desc)
 * in order; either way every post of the window is visited once.
 */
export async function topBloggers(db: Kysely<Database>, now: Date, limit = 100): Promise<RankedBlogger[]> {
  const from = new Date(now.getTime() - RANKING_WINDOW_MS);
  return db
    .with('recent', (qb) =>
      qb
        .selectFrom('weibo_posts')
        .select((eb) => [
          'uid',
          eb.fn.countAll<number>().as('posts'),
          sql<number>`avg(reposts + comments + likes)::float8`.as('avg_interactions'),
        ])
        .where('created_at', '>=', from)
        .where('created_at', '<', now)
        .where('deleted', '=', false)
        .groupBy('uid'),
    )
    .selectFrom('recent as r')
    .innerJoin('weibo_users as u', 'u.uid', 'r.uid')
    .select([
      'u.uid',
      'u.screen_name',
      'u.followers',
      'r.posts',
      'r.avg_interactions',
      sql<number>`0.4 * ln(1 + u.followers::float8) + 0.6 * ln(1 + r.avg_interactions)`.as('score'),
    ])
    .orderBy('score', 'desc')
    .orderBy('u.uid')
    .limit(limit)
    .execute();
}
