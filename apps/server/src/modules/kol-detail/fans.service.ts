import { formatChinaTime } from '@boguan/contracts/china-time';
import { DetailMessage } from '@boguan/contracts/kol-detail';
import type { DetailFans, FanReady } from '@boguan/contracts/kol-detail.api';
import { fanQuality } from '@boguan/weibo/analytics/fan-quality';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import type { SessionUser } from '../sessions/sessions.repository.js';
import { finishedAt, isFresh, startFanSampling } from './fan-sampling.js';
import { type BloggerRef, openBlogger } from './kol-detail.access.js';
import { failSampling, fanSample, sampleRun } from './kol-detail.repository.js';

/** After a failed sampling, the page may ask again after this long. */
const RETRY_AFTER_MS = 10 * 60_000;

const share = (count: number, total: number) => (total > 0 ? Math.round((count / total) * 10_000) / 10_000 : 0);

/** Gender split, provinces and fan quality of the stored sample. */
async function summariseSample(ctx: AppContext, uid: string): Promise<FanReady> {
  const sample = await fanSample(ctx.db, uid);
  const n = sample.length;
  const sampledAt = sample[0]?.sampled_at ?? ctx.clock.now();
  const genders = { m: 0, f: 0, n: 0 };
  const provinces = new Map<string, number>();
  for (const fan of sample) {
    const g = fan.gender === 'm' || fan.gender === 'f' ? fan.gender : 'n';
    genders[g] += 1;
    const province = fan.province.trim() || '未知';
    provinces.set(province, (provinces.get(province) ?? 0) + 1);
  }
  // Account age is judged at the moment of sampling, so the figures do not drift as days pass.
  const quality = fanQuality(
    sample.map((f) => ({
      screenName: f.screen_name,
      avatar: f.avatar,
      statuses: f.statuses,
      follows: f.follows,
      followers: f.followers,
      createdAt: f.created_at,
    })),
    { now: sampledAt },
  );
  return {
    status: 'ready',
    sampled_at: formatChinaTime(sampledAt),
    sample_size: n,
    gender: (['f', 'm', 'n'] as const).map((g) => ({ gender: g, count: genders[g], share: share(genders[g], n) })),
    provinces: [...provinces]
      .map(([province, count]) => ({ province, count, share: share(count, n) }))
      .sort((a, b) => b.count - a.count || a.province.localeCompare(b.province)),
    quality: {
      real_share: quality.realShare,
      low: quality.confidence.low,
      high: quality.confidence.high,
      suspicious: quality.suspicious,
      suspicious_share: share(quality.suspicious, n),
      signals: (Object.keys(quality.signalCounts) as (keyof typeof quality.signalCounts)[]).map((signal) => ({
        signal,
        count: quality.signalCounts[signal],
      })),
    },
  };
}

/**
 * The fan tab. A sample younger than 7 days is summarised at once; otherwise one sampling job is
 * started (parallel calls start one) and the page polls while it runs.
 */
export async function detailFans(ctx: AppContext, user: SessionUser, ref: BloggerRef): Promise<DetailFans> {
  const card = await openBlogger(ctx, user, ref);
  const now = ctx.clock.now();
  let run = await sampleRun(ctx.db, card.uid);

  if (run?.status === 'sampling' && run.job_id !== null) {
    const job = await ctx.jobs.get(Number(run.job_id));
    if (!job || job.status === 'failed' || job.status === 'cancelled') {
      await failSampling(ctx.db, card.uid, `job ${run.job_id} ${job?.status ?? 'missing'}`, now);
      run = await sampleRun(ctx.db, card.uid);
    } else {
      return { status: 'sampling', progress: job.progress ?? 0, message: DetailMessage.sampling };
    }
  } else if (run?.status === 'sampling') {
    return { status: 'sampling', progress: 0, message: DetailMessage.sampling };
  }

  if (isFresh(run, now)) return summariseSample(ctx, card.uid);
  if (!ctx.source) {
    // Without a source nothing new can be sampled; an older sample is still better than nothing.
    if (run?.status === 'done') return summariseSample(ctx, card.uid);
    throw AppError.bad(DetailMessage.fansUnavailable);
  }
  if (run?.status === 'failed' && now.getTime() - finishedAt(run) < RETRY_AFTER_MS) {
    throw AppError.bad(DetailMessage.fansFailed);
  }
  await startFanSampling(ctx, card.uid, user.id, now);
  return { status: 'sampling', progress: 0, message: DetailMessage.sampling };
}
