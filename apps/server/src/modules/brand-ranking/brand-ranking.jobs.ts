import type { JobRunner } from '../../jobs/job-runner.js';
import type { AppContext } from '../../lib/context.js';
import { refreshBrandBoards } from './brand-ranking.refresh.js';

export const BRAND_RANKS_JOB = 'analyze.brand_ranks';

/**
 * Every 15 minutes: a finished period is computed at the first tick after it ends, again once it
 * has settled, and whenever its mentions changed; other ticks only count mentions and find
 * nothing to do.
 */
export const BRAND_RANKS_EVERY_MS = 15 * 60_000;

export function registerBrandRankingJobs(runner: JobRunner, ctx: AppContext): void {
  runner.register(BRAND_RANKS_JOB, async () => refreshBrandBoards(ctx.db, ctx.clock.now()));
  runner.schedule({ kind: BRAND_RANKS_JOB, everyMs: BRAND_RANKS_EVERY_MS });
}
