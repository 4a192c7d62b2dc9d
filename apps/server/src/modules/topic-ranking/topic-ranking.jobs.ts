import type { JobRunner } from '../../jobs/job-runner.js';
import type { AppContext } from '../../lib/context.js';
import { refreshTopicBoards } from './topic-ranking.refresh.js';

export const TOPIC_RANKS_JOB = 'analyze.topic_ranks';

/**
 * Every 15 minutes: a finished period is computed at the first tick after it ends and again until
 * its last hourly snapshot is surely stored (SETTLE_MS); other ticks find nothing to do.
 */
export const TOPIC_RANKS_EVERY_MS = 15 * 60_000;

export function registerTopicRankingJobs(runner: JobRunner, ctx: AppContext): void {
  runner.register(TOPIC_RANKS_JOB, async () => refreshTopicBoards(ctx.db, ctx.clock.now()));
  runner.schedule({ kind: TOPIC_RANKS_JOB, everyMs: TOPIC_RANKS_EVERY_MS });
}
