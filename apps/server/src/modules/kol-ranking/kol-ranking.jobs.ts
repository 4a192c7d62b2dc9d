import type { JobRunner } from '../../jobs/job-runner.js';
import type { AppContext } from '../../lib/context.js';
import { snapshotRanks } from './kol-ranking.repository.js';

export const KolRankingJob = { snapshot: 'analyze.kol_rank_snapshot' } as const;

/**
 * Every 6 hours: today's snapshot is rewritten with the latest figures, so the last one of a day
 * stands for it and tomorrow's rank changes compare against it.
 */
export const RANK_SNAPSHOT_EVERY_MS = 6 * 3_600_000;

export function registerKolRankingJobs(runner: JobRunner, ctx: AppContext): void {
  runner.register(KolRankingJob.snapshot, async () => ({ rows: await snapshotRanks(ctx.db, ctx.clock.now()) }));
  runner.schedule({ kind: KolRankingJob.snapshot, everyMs: RANK_SNAPSHOT_EVERY_MS });
}
