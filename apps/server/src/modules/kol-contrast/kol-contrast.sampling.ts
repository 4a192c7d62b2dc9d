import { DAY_MS } from '@boguan/contracts/china-time';
import { FAN_SAMPLE_MAX_AGE_DAYS } from '@boguan/contracts/kol-detail';
import type { AppContext } from '../../lib/context.js';
import { FAN_SAMPLE_JOB } from '../kol-detail/kol-detail.jobs.js';
import { claimSampling, sampleRun, setSamplingJob } from '../kol-detail/kol-detail.repository.js';

/**
 * Starts the blogger-detail fan-sampling job (the same job, table and claim as the detail page's fan
 * tab, so the two never sample one blogger twice) for every compared blogger without a fresh sample.
 * Failed samplings are left to the detail page's retry rule. Answers whether any is still running.
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
    const finished = run?.finished_at ? new Date(run.finished_at).getTime() : 0;
    const fresh = run?.status === 'done' && now.getTime() - finished < FAN_SAMPLE_MAX_AGE_DAYS * DAY_MS;
    if (fresh || run?.status === 'failed' || !ctx.source) continue;
    if (await claimSampling(ctx.db, uid, now)) {
      const jobId = await ctx.jobs.enqueue(FAN_SAMPLE_JOB, { uid }, { runAt: now, ownerUserId, maxAttempts: 3 });
      await setSamplingJob(ctx.db, uid, jobId);
    }
    sampling = true;
  }
  return sampling;
}
