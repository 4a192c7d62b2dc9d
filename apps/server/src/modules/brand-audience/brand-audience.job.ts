import {
  BRAND_AUDIENCE_COLLECT_MAX_REPOSTS,
  BRAND_AUDIENCE_COLLECT_POSTS,
  BRAND_AUDIENCE_INTERRUPTED,
  BRAND_AUDIENCE_MAX_USERS,
  BRAND_AUDIENCE_NO_AUDIENCE,
  BRAND_AUDIENCE_STATUS_LABELS,
  BRAND_AUDIENCE_UNKNOWN_BRAND,
  BRAND_AUDIENCE_UNKNOWN_COMPETITOR,
  BrandAudienceStatus,
} from '@boguan/contracts/brand-audience';
import { chinaDayEnd, chinaDayStart } from '@boguan/contracts/china-time';
import { LeaseLostError } from '../../jobs/checkpoint.js';
import type { JobRunner } from '../../jobs/job-runner.js';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import { notifyUser } from '../home-content/messages.service.js';
import { userSearchText } from '../weibo-data/enrich.js';
import { WeiboDataRepository } from '../weibo-data/weibo-data.repository.js';
import { brandsByIds, interestSignals, profilesOf, readAudience, repostTargets } from './audience.sql.js';
import { brandRef, buildAudienceReport } from './brand-audience.build.js';
import { finishTask, taskById, updateTask } from './brand-audience.repository.js';

export const BRAND_AUDIENCE_JOB = 'brand_audience.analyse';

type Progress = (fraction: number, text: string) => Promise<boolean>;

/**
 * Reads the repost lists (with the reposters' profiles) of the brand's most reposted posts in the
 * range through the source and stores them like every collector, so the reposters are in the
 * audience. A post the source cannot read is skipped: the reposts already stored still count.
 */
async function collectReposts(
  ctx: AppContext,
  brandId: string,
  range: { from: Date; to: Date },
  progress: Progress,
): Promise<number | null> {
  const handle = ctx.source;
  if (!handle) return 0;
  const source = handle.source;
  const origin = source.kind === 'simulator' ? 'simulator' : 'weibo';
  const repo = new WeiboDataRepository(ctx.db);
  const mids = await repostTargets(ctx.db, brandId, range, {
    limit: BRAND_AUDIENCE_COLLECT_POSTS,
    maxReposts: BRAND_AUDIENCE_COLLECT_MAX_REPOSTS,
  });
  let collected = 0;
  for (const [i, mid] of mids.entries()) {
    if (!(await progress(0.1 + 0.4 * (i / mids.length), `采集转发用户 ${i + 1}/${mids.length}`))) return null;
    try {
      const page = await source.fetchReposts(mid);
      const now = ctx.clock.now();
      if (page.users.length > 0) await repo.upsertUsers(page.users, origin, now, userSearchText);
      if (page.reposts.length > 0) await repo.insertReposts(page.reposts);
      collected += 1;
    } catch (error) {
      if (error instanceof LeaseLostError) throw error;
      ctx.log.warn({ err: error, mid }, 'brand audience: repost list not read');
    }
  }
  return collected;
}

/**
 * One analysis: collects the reposters of the brand's most reposted posts (when a source is
 * configured), then reads the audience, its stored profiles and interest signals and the
 * competitor's audience from the database, and writes the report, frozen with the moment it was
 * read, in the one statement that marks the task done. Any failure marks the task failed with a
 * Chinese reason and gives the use back; the report is never written half.
 */
export async function runBrandAudienceTask(
  ctx: AppContext,
  taskId: number,
  progress: (fraction: number, text: string) => Promise<void> = async () => undefined,
): Promise<Record<string, unknown>> {
  const task = await taskById(ctx.db, taskId);
  if (!task) return { skipped: 'deleted' };
  if (task.status === BrandAudienceStatus.done || task.status === BrandAudienceStatus.failed)
    return { skipped: 'finished' };

  /** Writes the progress on the task (the page polls it) and the job; false once the task is gone. */
  const report: Progress = async (fraction, text) => {
    const still = await updateTask(ctx.db, taskId, { progress: fraction, progress_text: text });
    await progress(fraction, text);
    return still;
  };

  try {
    await updateTask(ctx.db, taskId, { status: BrandAudienceStatus.running, started_at: ctx.clock.now(), error: null });
    if (!(await report(0.05, '读取品牌'))) return { skipped: 'deleted' };
    const ids = task.competitor_id ? [task.brand_id, task.competitor_id] : [task.brand_id];
    const brands = await brandsByIds(ctx.db, ids);
    const brand = brands.get(task.brand_id);
    if (!brand) throw AppError.bad(BRAND_AUDIENCE_UNKNOWN_BRAND);
    const competitor = task.competitor_id ? brands.get(task.competitor_id) : null;
    if (task.competitor_id && !competitor) throw AppError.bad(BRAND_AUDIENCE_UNKNOWN_COMPETITOR);
    const range = { from: chinaDayStart(task.start_date), to: chinaDayEnd(task.end_date) };

    const collected = await collectReposts(ctx, brand.id, range, report);
    if (collected === null) return { skipped: 'deleted' };

    if (!(await report(0.55, '读取受众用户'))) return { skipped: 'deleted' };
    const readAt = ctx.clock.now();
    const audience = await readAudience(ctx.db, brand.id, range, BRAND_AUDIENCE_MAX_USERS);
    if (audience.users.length === 0) throw AppError.bad(BRAND_AUDIENCE_NO_AUDIENCE);
    const uids = audience.users.map((u) => u.uid);

    if (!(await report(0.7, '统计用户画像与兴趣'))) return { skipped: 'deleted' };
    const profiles = await profilesOf(ctx.db, uids);
    const interests = await interestSignals(ctx.db, uids, range.to);

    let competitorUsers: Set<string> | null = null;
    if (competitor) {
      if (!(await report(0.85, '对比竞品受众'))) return { skipped: 'deleted' };
      const other = await readAudience(ctx.db, competitor.id, range, BRAND_AUDIENCE_MAX_USERS);
      competitorUsers = new Set(other.users.map((u) => u.uid));
    }

    const built = buildAudienceReport({
      brand: brandRef(brand),
      competitor: competitor ? brandRef(competitor) : null,
      startDate: task.start_date,
      endDate: task.end_date,
      readAt,
      demo: brand.origin === 'simulator' || ctx.source?.source.demo === true,
      users: audience.users,
      capped: audience.capped,
      mentionPosts: audience.mentionPosts,
      reposts: audience.reposts,
      collectedPosts: collected,
      profiles,
      interests,
      competitorUsers,
    });
    const finished = await finishTask(ctx.db, taskId, {
      report: built,
      dataAt: readAt,
      finishedAt: ctx.clock.now(),
      progressText: BRAND_AUDIENCE_STATUS_LABELS[BrandAudienceStatus.done],
    });
    if (!finished) return { skipped: 'deleted' };
    await progress(1, '已完成');
    await notifyUser(
      ctx.db,
      task.user_id,
      {
        type: 'system',
        title: '品牌受众分析已完成',
        content: `品牌「${brand.cn_name}」（${task.start_date} 至 ${task.end_date}）的受众分析已完成，共 ${built.summary.users} 位受众用户。`,
      },
      ctx.clock,
    ).catch((error) => ctx.log.warn({ err: error, taskId }, 'brand audience notification failed'));
    return { users: built.summary.users };
  } catch (error) {
    if (error instanceof LeaseLostError) throw error;
    const reason = error instanceof AppError ? error.userMessage : BRAND_AUDIENCE_INTERRUPTED;
    ctx.log.warn({ err: error, taskId }, 'brand audience task failed');
    const marked = await updateTask(ctx.db, taskId, {
      status: BrandAudienceStatus.failed,
      progress_text: BRAND_AUDIENCE_STATUS_LABELS[BrandAudienceStatus.failed],
      error: reason.slice(0, 200),
      finished_at: ctx.clock.now(),
    });
    // A task deleted while it ran has nobody to tell; one that failed gives its use back (the
    // level only decides the limits, which a release does not check).
    if (marked) await ctx.membership.release({ id: task.user_id, level: 30 }, 'brand_audience');
    return { failed: reason };
  }
}

export function registerBrandAudienceJobs(runner: JobRunner, ctx: AppContext): void {
  runner.register(BRAND_AUDIENCE_JOB, (payload, { progress }) =>
    runBrandAudienceTask(ctx, Number(payload.task_id), progress),
  );
}
