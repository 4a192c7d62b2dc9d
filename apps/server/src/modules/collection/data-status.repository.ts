import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';

/** The newest job of a kind: its state and progress. */
export async function latestJob(db: Kysely<Database>, kind: string) {
  return db
    .selectFrom('jobs')
    .select(['status', 'progress', 'progress_text'])
    .where('kind', '=', kind)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/**
 * How much Weibo data there is and how fresh it is, in one round trip. Bloggers are those of the
 * catalogue (blogger_stats: one row per blogger that search and rankings show), not every account
 * stored: fans sampled for a portrait and repost authors are accounts too, and counting them made
 * the figure grow with every sample.
 */
export async function dataCounts(db: Kysely<Database>) {
  const result = await sql<{
    bloggers: number;
    posts: number;
    captures: number;
    hot_at: Date | null;
    post_at: Date | null;
  }>`
    select (select count(*)::int from blogger_stats) as bloggers,
           (select count(*)::int from weibo_posts) as posts,
           (select count(distinct captured_at)::int from hot_search_snapshots) as captures,
           (select max(captured_at) from hot_search_snapshots) as hot_at,
           (select max(created_at) from weibo_posts) as post_at`.execute(db);
  return result.rows[0];
}
