import { DAY_MS } from '@boguan/contracts/china-time';
import { FAN_SAMPLE_MAX_AGE_DAYS } from '@boguan/contracts/kol-detail';
import type { AppContext } from '../../lib/context.js';
import { FAN_SAMPLE_JOB } from './kol-detail.jobs.js';
import { claimSampling, type SampleRun, sampleRun, setSamplingJob } from './kol-detail.repository.js';

/** When a sampling finished (0 when it never did). */
export function finishedAt(run: SampleRun | undefined): number {
  return run?.finished_at ? new Date(run.finished_at).getTime() : 0;
}

/** A sample taken less than FAN_SAMPLE_MAX_AGE_DAYS ago. */
export function isFresh(run: SampleRun | undefined, now: Date): boolean {
  return run?.status === 'done' && now.getTime() - finishedAt(run) < FAN_SAMPLE_MAX_AGE_DAYS * DAY_MS;
}

/**
 * Starts the fan-sampling job of a blogger unless one is already running: the claim on the run
 * row, the job and the job's id on the row are one transaction, so parallel page loads start one
 * job and a run is never marked sampling without its job.
 */
export async function startFanSampling(ctx: AppContext, uid: string, ownerUserId: number, now: Date): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await claimSampling(trx, uid, now))) return;
    const jobId = await ctx.jobs.enqueue(FAN_SAMPLE_JOB, { uid }, { runAt: now, ownerUserId, maxAttempts: 3 }, trx);
    await setSamplingJob(trx, uid, jobId);
  });
}

/**
 * Starts the sampling (the same job, table and claim as the detail page's fan tab, so the two never
 * sample one blogger twice) for every blogger without a fresh sample. Failed samplings are left to
 * the fan tab's retry rule. Answers whether any is still running.
 */
export async function ensureFanSamples(
  ctx: AppContext,
  ownerUserId: number,
  uids: readonly string[],
): Promise<boolean> {
  const now = ctx.clock.now();
  let sampling = false;
  for (const uid of uids) {
    const run = await sampleRun(ctx.db, uid);
    if (run?.status === 'sampling') {
      sampling = true;
      continue;
    }
    if (isFresh(run, now) || run?.status === 'failed' || !ctx.source) continue;
    await startFanSampling(ctx, uid, ownerUserId, now);
    sampling = true;
  }
  return sampling;
}
