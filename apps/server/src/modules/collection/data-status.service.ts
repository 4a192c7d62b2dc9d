import type { DataStatus } from '@boguan/contracts/data-status';
import { sql } from 'kysely';
import type { AppContext } from '../../lib/context.js';
import { CollectionJob } from './collection.jobs.js';

const CACHE_MS = 15_000;
let cached: { at: number; ctx: AppContext; value: DataStatus } | null = null;

/** What data the installation holds and where it comes from; cached briefly (it is polled by every home page). */
export async function dataStatus(ctx: AppContext): Promise<DataStatus> {
  const now = ctx.clock.now().getTime();
  if (cached && cached.ctx === ctx && now - cached.at < CACHE_MS && cached.value.backfill?.status !== 'running') {
    return cached.value;
  }
  const [job, counts] = await Promise.all([
    ctx.db
      .selectFrom('jobs')
      .select(['status', 'progress', 'progress_text'])
      .where('kind', '=', CollectionJob.backfill)
      .orderBy('id', 'desc')
      .executeTakeFirst(),
    sql<{ bloggers: number; posts: number; captures: number; hot_at: Date | null; post_at: Date | null }>`
      select (select count(*)::int from weibo_users) as bloggers,
             (select count(*)::int from weibo_posts) as posts,
             (select count(distinct captured_at)::int from hot_search_snapshots) as captures,
             (select max(captured_at) from hot_search_snapshots) as hot_at,
             (select max(created_at) from weibo_posts) as post_at`.execute(ctx.db),
  ]);
  const row = counts.rows[0];
  const handle = ctx.source;
  const value: DataStatus = {
    source: handle ? (handle.source.kind === 'simulator' ? 'simulator' : 'weibo-web') : 'none',
    demo: handle?.source.demo ?? false,
    world: handle?.settings ?? null,
    backfill: job ? { status: job.status, progress: job.progress, text: job.progress_text } : null,
    counts: { bloggers: row?.bloggers ?? 0, posts: row?.posts ?? 0, hot_search_captures: row?.captures ?? 0 },
    latest: {
      hot_search_at: row?.hot_at ? new Date(row.hot_at).toISOString() : null,
      post_at: row?.post_at ? new Date(row.post_at).toISOString() : null,
    },
  };
  cached = { at: now, ctx, value };
  return value;
}
