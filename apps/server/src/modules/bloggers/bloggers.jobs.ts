import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { JobRunner } from '../../jobs/job-runner.js';
import type { Clock } from '../../lib/clock.js';
import { refreshBloggerStats } from './blogger-stats.refresh.js';

export const BloggerJob = { refreshStats: 'analyze.blogger_stats' } as const;

/** Every 30 minutes: fresh enough for hourly-collected profiles, cheap enough at 100k bloggers. */
export const BLOGGER_STATS_EVERY_MS = 30 * 60_000;

/** Registers the periodic recomputation of blogger_stats (search, rankings and cards read it). */
export function registerBloggerStats(runner: JobRunner, db: Kysely<Database>, clock: Clock): void {
  runner.register(BloggerJob.refreshStats, async (_payload, { progress }) => {
    const rows = await refreshBloggerStats(db, clock.now(), { progress });
    return { rows };
  });
  runner.schedule({ kind: BloggerJob.refreshStats, everyMs: BLOGGER_STATS_EVERY_MS });
}
