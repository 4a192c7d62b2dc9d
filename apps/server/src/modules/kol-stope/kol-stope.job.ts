import { addDays, chinaDayStart } from '@boguan/contracts/china-time';
import {
  STOPE_INTERRUPTED,
  STOPE_NO_SOURCE,
  STOPE_STATUS_LABELS,
  STOPE_USER_GONE,
  StopeStatus,
} from '@boguan/contracts/kol-stope';
import type { WeiboPost } from '@boguan/weibo/model';
import type { JobRunner } from '../../jobs/job-runner.js';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import { refreshBloggerStats } from '../bloggers/blogger-stats.refresh.js';
import { notifyUser } from '../home-content/messages.service.js';
import { enrichPost, userSearchText } from '../weibo-data/enrich.js';
import { WeiboDataRepository } from '../weibo-data/weibo-data.repository.js';
import type { Origin } from '../weibo-data/weibo-data.tables.js';
import { linkPosts, taskById, taskTotals, updateTask } from './kol-stope.repository.js';

export const STOPE_JOB = 'kol_stope.collect';
/** Posts upserted per step: each step reports progress and renews the job's lease. */
const STEP = 200;

/** Which posts of a timeline belong to the task: created within the China days [start, end], newest first, capped. */
function postsInRange(
  posts: readonly WeiboPost[],
  range: { start: string; end: string },
  maxRows: number,
): { kept: WeiboPost[]; found: number } {
  const from = chinaDayStart(range.start).getTime();
  const to = chinaDayStart(addDays(range.end, 1)).getTime();
  const inRange = posts
    .filter((p) => p.createdAt.getTime() >= from && p.createdAt.getTime() < to)
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.mid < b.mid ? 1 : -1));
  // The cap keeps the newest posts: a member asking for a long range of a prolific account sees the latest ones.
  return { kept: inRange.slice(0, maxRows), found: inRange.length };
}

/**
 * Collects one task: reads the blogger's profile and timeline from the source, keeps the posts of
 * the range, stores them through the same repository as every collector (so search, rankings and
 * details see them), links them to the task and writes the counts. Progress goes to the job and
 * to the task row (the page polls the task). Any failure marks the task failed with a Chinese
 * reason and gives the member's use back.
 */
export async function collectStopeTask(
  ctx: AppContext,
  taskId: number,
  progress: (fraction: number, text: string) => Promise<void>,
): Promise<Record<string, unknown>> {
  const task = await taskById(ctx.db, taskId);
  if (!task) return { skipped: 'deleted' };
  if (task.status === StopeStatus.done || task.status === StopeStatus.failed) return { skipped: 'finished' };

  const report = async (fraction: number, text: string) => {
    await updateTask(ctx.db, taskId, { progress: fraction, progress_text: text });
    await progress(fraction, text);
  };

  try {
    await updateTask(ctx.db, taskId, { status: StopeStatus.running, started_at: ctx.clock.now(), error: null });
    await report(0.05, '读取博主资料');
    const handle = ctx.source;
    if (!handle) throw AppError.bad(STOPE_NO_SOURCE);
    const source = handle.source;
    const origin: Origin = source.kind === 'simulator' ? 'simulator' : 'weibo';
    const repo = new WeiboDataRepository(ctx.db);
    const now = ctx.clock.now();

    const user = await source.fetchUser(task.uid);
    if (!user) throw AppError.bad(STOPE_USER_GONE);
    await repo.upsertUsers([user], origin, now, userSearchText);

    await report(0.15, '读取博文列表');
    const timeline = await source.fetchTimeline(task.uid, chinaDayStart(task.start_date));
    const { kept, found } = postsInRange(timeline, { start: task.start_date, end: task.end_date }, task.max_rows);

    for (let i = 0; i < kept.length; i += STEP) {
      const batch = kept.slice(i, i + STEP);
      await repo.upsertPosts(batch, origin, now, enrichPost);
      await linkPosts(
        ctx.db,
        taskId,
        batch.map((p) => p.mid),
      );
      const done = Math.min(i + STEP, kept.length);
      await report(0.2 + 0.7 * (done / kept.length), `已采集 ${done}/${kept.length} 条博文`);
    }

    // The card figures of this blogger move with the new posts.
    await refreshBloggerStats(ctx.db, now, { uids: [task.uid] });
    const totals = await taskTotals(ctx.db, taskId);
    const finished = await updateTask(ctx.db, taskId, {
      status: StopeStatus.done,
      progress: 1,
      progress_text: STOPE_STATUS_LABELS[StopeStatus.done],
      uname: user.screenName,
      avatar: user.avatar,
      posts_found: found,
      capped: found > kept.length,
      posts: totals.posts,
      originals: totals.originals,
      sponsored: totals.sponsored,
      interactions: totals.interactions,
      finished_at: ctx.clock.now(),
    });
    if (!finished) return { skipped: 'deleted' };
    await progress(1, '已完成');
    await notifyUser(
      ctx.db,
      task.user_id,
      {
        type: 'system',
        title: '博主回采已完成',
        content: `博主「${user.screenName}」${task.start_date} 至 ${task.end_date} 的回采已完成，共采集 ${totals.posts} 条博文。`,
      },
      ctx.clock,
    ).catch((error) => ctx.log.warn({ err: error, taskId }, 'stope notification failed'));
    return { posts: totals.posts, found };
  } catch (error) {
    const still = await taskById(ctx.db, taskId);
    // A task deleted while it ran: its links are gone with it, nothing to report.
    if (!still) return { skipped: 'deleted' };
    const reason = error instanceof AppError ? error.userMessage : STOPE_INTERRUPTED;
    ctx.log.warn({ err: error, taskId }, 'stope task failed');
    await updateTask(ctx.db, taskId, {
      status: StopeStatus.failed,
      progress_text: STOPE_STATUS_LABELS[StopeStatus.failed],
      error: reason.slice(0, 200),
      finished_at: ctx.clock.now(),
    });
    // release only reads the user id (the counters are per user); the level is not consulted.
    await ctx.membership.release({ id: Number(task.user_id), level: 30 }, 'back_collection');
    return { failed: reason };
  }
}

/** Registered whether or not a source is configured: without one a task fails with a clear reason. */
export function registerKolStopeJobs(runner: JobRunner, ctx: AppContext): void {
  runner.register(STOPE_JOB, (payload, { progress }) => collectStopeTask(ctx, Number(payload.task_id), progress));
}
