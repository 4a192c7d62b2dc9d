import type { DataStatus } from '@boguan/contracts/data-status.api';
import type { AppContext } from '../../lib/context.js';
import { CollectionJob } from './collection.jobs.js';
import { dataCounts, latestJob } from './data-status.repository.js';

const CACHE_MS = 15_000;
let cached: { at: number; ctx: AppContext; value: DataStatus } | null = null;

const isoOrNull = (at: Date | null | undefined) => (at ? new Date(at).toISOString() : null);

/** What data the installation holds and where it comes from; cached briefly (it is polled by every home page). */
export async function dataStatus(ctx: AppContext): Promise<DataStatus> {
  const now = ctx.clock.now().getTime();
  if (cached && cached.ctx === ctx && now - cached.at < CACHE_MS && cached.value.backfill?.status !== 'running') {
    return cached.value;
  }
  const [job, row] = await Promise.all([latestJob(ctx.db, CollectionJob.backfill), dataCounts(ctx.db)]);
  const handle = ctx.source;
  const world = handle?.settings;
  const value: DataStatus = {
    source: handle ? (handle.source.kind === 'simulator' ? 'simulator' : 'weibo-web') : 'none',
    demo: handle?.source.demo ?? false,
    demo_mode: ctx.config.demoMode,
    world: world ? { seed: world.seed, bloggers: world.bloggers, start: world.start } : null,
    backfill: job ? { status: job.status, progress: job.progress, text: job.progress_text } : null,
    counts: { bloggers: row?.bloggers ?? 0, posts: row?.posts ?? 0, hot_search_captures: row?.captures ?? 0 },
    latest: { hot_search_at: isoOrNull(row?.hot_at), post_at: isoOrNull(row?.post_at) },
  };
  cached = { at: now, ctx, value };
  return value;
}
