import type { JobRunner } from '../../jobs/job-runner.js';
import type { AppContext } from '../../lib/context.js';
import { refreshPostBoards } from './post-rankings.refresh.js';

export const POST_RANKS_JOB = 'analyze.post_ranks';

/**
 * Every 10 minutes (the shortest step of any board): each board's current step is recomputed, so
 * a board is never more than 10 minutes old and the last computation of a step stands for it.
 */
export const POST_RANKS_EVERY_MS = 10 * 60_000;

export function registerPostSearchJobs(runner: JobRunner, ctx: AppContext): void {
  runner.register(POST_RANKS_JOB, async () => refreshPostBoards(ctx.db, ctx.clock.now()));
  runner.schedule({ kind: POST_RANKS_JOB, everyMs: POST_RANKS_EVERY_MS });
}
