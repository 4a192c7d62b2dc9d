import { FAN_SAMPLE_SIZE } from '@boguan/contracts/kol-detail';
import type { JobRunner } from '../../jobs/job-runner.js';
import type { AppContext } from '../../lib/context.js';
import { userSearchText } from '../weibo-data/enrich.js';
import { WeiboDataRepository } from '../weibo-data/weibo-data.repository.js';
import type { Origin } from '../weibo-data/weibo-data.tables.js';
import { failSampling, replaceSample } from './kol-detail.repository.js';

export const FAN_SAMPLE_JOB = 'kol_detail.fan_sample';

const ORIGINS: Record<string, Origin> = { simulator: 'simulator', 'weibo-web': 'weibo', import: 'import' };

/**
 * Takes a blogger's follower sample: the first 200 followers from the source, stored as
 * weibo_users rows (the same upsert as every collector) and listed in fan_samples.
 */
export function registerKolDetailJobs(runner: JobRunner, ctx: AppContext): void {
  runner.register(FAN_SAMPLE_JOB, async (payload, { job, progress }) => {
    const uid = String(payload.uid);
    const now = ctx.clock.now();
    try {
      if (!ctx.source) throw new Error('no data source configured');
      const { source } = ctx.source;
      await progress(0.1, '采集粉丝');
      const followers = await source.fetchFollowers(uid, FAN_SAMPLE_SIZE);
      await progress(0.6, '保存样本');
      await new WeiboDataRepository(ctx.db).upsertUsers(
        followers,
        ORIGINS[source.kind] ?? 'weibo',
        now,
        userSearchText,
      );
      await replaceSample(
        ctx.db,
        uid,
        followers.map((f) => f.uid),
        now,
      );
      return { uid, sample: followers.length };
    } catch (error) {
      // The queue retries; only the last attempt marks the sampling failed for the page.
      if (job.attempts >= job.max_attempts) await failSampling(ctx.db, uid, String(error), ctx.clock.now());
      throw error;
    }
  });
}
