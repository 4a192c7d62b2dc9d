import { addDays, chinaDayStart } from '@boguan/contracts/china-time';
import {
  STOPE_INTERRUPTED,
  STOPE_NO_SOURCE,
  STOPE_STATUS_LABELS,
  STOPE_USER_GONE,
  StopeStatus,
} from '@boguan/contracts/kol-stope';
import type { WeiboPost } from '@boguan/weibo/model';
import type { Source } from '@boguan/weibo/source';
import { z } from 'zod';
import { type Checkpoints, LeaseLostError, NO_CHECKPOINTS, readCheckpoint } from '../../jobs/checkpoint.js';
import type { JobRunner } from '../../jobs/job-runner.js';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import { refreshBloggerStats } from '../bloggers/blogger-stats.refresh.js';
import { notifyUser } from '../home-content/messages.service.js';
import { enrichPost, userSearchText } from '../weibo-data/enrich.js';
import { WeiboDataRepository } from '../weibo-data/weibo-data.repository.js';
import type { Origin } from '../weibo-data/weibo-data.tables.js';
import { linkPosts, type StopeTaskRow, taskById, taskTotals, updateTask } from './kol-stope.repository.js';

export const STOPE_JOB = 'kol_stope.collect';
/** Posts upserted per step: each step saves a checkpoint, reports progress and renews the job's lease. */
const STEP = 200;
/** Beside the progress text of a job that a restart continued. */
const STOPE_RESUMED_NOTE = '（中断后已继续）';

/** Oldest first, ties by mid: the order posts are stored in, so a checkpoint can say "up to here". */
type PostKey = Pick<WeiboPost, 'createdAt' | 'mid'>;
const byKey = (a: PostKey, b: PostKey) =>
  a.createdAt.getTime() - b.createdAt.getTime() || (a.mid < b.mid ? -1 : a.mid > b.mid ? 1 : 0);

/** Which posts of a timeline belong to the task: created within the China days [start, end], capped, oldest first. */
function postsInRange(
  posts: readonly WeiboPost[],
  range: { start: string; end: string },
  maxRows: number,
): { kept: WeiboPost[]; found: number } {
  const from = chinaDayStart(range.start).getTime();
  const to = chinaDayStart(addDays(range.end, 1)).getTime();
  const inRange = posts.filter((p) => p.createdAt.getTime() >= from && p.createdAt.getTime() < to).sort(byKey);
  // The cap keeps the newest posts: a member asking for a long range of a prolific account sees the latest ones.
  return { kept: inRange.slice(Math.max(0, inRange.length - maxRows)), found: inRange.length };
}

/**
 * What a task's job saved: the profile it read, then after each stored step of posts how many of
 * how many are done and the last one stored (posts are stored oldest first).
 */
const stopeCheckpoint = z.object({
  user: z.object({ screen_name: z.string(), avatar: z.string() }),
  posts: z
    .object({
      found: z.number().int(),
      keep: z.number().int(),
      done: z.number().int(),
      last: z.object({ at: z.string(), mid: z.string() }),
    })
    .nullable(),
});
type StopeCheckpoint = z.infer<typeof stopeCheckpoint>;

/** The posts still to store: all of the range on a first read, those after the last stored one on a restart. */
async function postsToStore(
  source: Source,
  task: StopeTaskRow,
  saved: StopeCheckpoint['posts'],
): Promise<{ remaining: WeiboPost[]; found: number; keep: number; done: number }> {
  const range = { start: task.start_date, end: task.end_date };
  if (!saved) {
    const { kept, found } = postsInRange(
      await source.fetchTimeline(task.uid, chinaDayStart(task.start_date)),
      range,
      task.max_rows,
    );
    return { remaining: kept, found, keep: kept.length, done: 0 };
  }
  // Read from the last stored post on: what came before it is stored already.
  const last: PostKey = { createdAt: new Date(saved.last.at), mid: saved.last.mid };
  const { kept } = postsInRange(await source.fetchTimeline(task.uid, last.createdAt), range, Number.MAX_SAFE_INTEGER);
  const remaining = kept.filter((p) => byKey(p, last) > 0).slice(0, Math.max(0, task.max_rows - saved.done));
  return { remaining, found: saved.found, keep: saved.done + remaining.length, done: saved.done };
}

/**
 * Collects one task: reads the blogger's profile and timeline from the source, keeps the posts of
 * the range, stores them through the same repository as every collector (so search, rankings and
 * details see them), links them to the task and writes the counts. Progress goes to the job and
 * to the task row (the page polls the task). After the profile and after each step of posts a
 * checkpoint is saved: a job whose worker died goes on after the last stored step, and the member
 * sees that it did. Any failure marks the task failed with a Chinese reason and gives the member's
 * use back.
 */
export async function collectStopeTask(
  ctx: AppContext,
  taskId: number,
  progress: (fraction: number, text: string) => Promise<void>,
  steps: Checkpoints = NO_CHECKPOINTS,
): Promise<Record<string, unknown>> {
  const task = await taskById(ctx.db, taskId);
  if (!task) return { skipped: 'deleted' };
  if (task.status === StopeStatus.done || task.status === StopeStatus.failed) return { skipped: 'finished' };
  const saved = readCheckpoint(stopeCheckpoint, steps.checkpoint);
  // A restarted job says so beside its progress while it runs.
  const note = saved ? STOPE_RESUMED_NOTE : '';

  const report = async (fraction: number, text: string) => {
    await updateTask(ctx.db, taskId, { progress: fraction, progress_text: `${text}${note}` });
    await progress(fraction, `${text}${note}`);
  };

  try {
    const now = ctx.clock.now();
    await updateTask(ctx.db, taskId, { status: StopeStatus.running, started_at: task.started_at ?? now, error: null });
    await report(saved ? task.progress : 0.05, '读取博主资料');
    const handle = ctx.source;
    if (!handle) throw AppError.bad(STOPE_NO_SOURCE);
    const source = handle.source;
    const origin: Origin = source.kind === 'simulator' ? 'simulator' : 'weibo';
    const repo = new WeiboDataRepository(ctx.db);

    let user = saved?.user;
    if (!user) {
      const found = await source.fetchUser(task.uid);
      if (!found) throw AppError.bad(STOPE_USER_GONE);
      await repo.upsertUsers([found], origin, now, userSearchText);
      user = { screen_name: found.screenName, avatar: found.avatar };
      await steps.saveCheckpoint({ user, posts: null });
    }

    await report(saved ? task.progress : 0.15, '读取博文列表');
    const { remaining, found, keep, done } = await postsToStore(source, task, saved?.posts ?? null);
    for (let i = 0; i < remaining.length; i += STEP) {
      const batch = remaining.slice(i, i + STEP);
      await repo.upsertPosts(batch, origin, now, enrichPost);
      await linkPosts(
        ctx.db,
        taskId,
        batch.map((p) => p.mid),
      );
      const last = batch.at(-1) as WeiboPost;
      const stored = done + Math.min(i + STEP, remaining.length);
      await steps.saveCheckpoint({
        user,
        posts: { found, keep, done: stored, last: { at: last.createdAt.toISOString(), mid: last.mid } },
      });
      await report(0.2 + 0.7 * (stored / keep), `已采集 ${stored}/${keep} 条博文`);
    }

    // The card figures of this blogger move with the new posts.
    await refreshBloggerStats(ctx.db, now, { uids: [task.uid] });
    const totals = await taskTotals(ctx.db, taskId);
    const finished = await updateTask(ctx.db, taskId, {
      status: StopeStatus.done,
      progress: 1,
      progress_text: STOPE_STATUS_LABELS[StopeStatus.done],
      uname: user.screen_name,
      avatar: user.avatar,
      posts_found: found,
      capped: found > keep,
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
        content: `博主「${user.screen_name}」${task.start_date} 至 ${task.end_date} 的回采已完成，共采集 ${totals.posts} 条博文。`,
      },
      ctx.clock,
    ).catch((error) => ctx.log.warn({ err: error, taskId }, 'stope notification failed'));
    return { posts: totals.posts, found };
  } catch (error) {
    // Another worker holds the job now (or it was cancelled): the task is theirs to finish.
    if (error instanceof LeaseLostError) throw error;
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
  runner.register(STOPE_JOB, (payload, { progress, checkpoint, saveCheckpoint }) =>
    collectStopeTask(ctx, Number(payload.task_id), progress, { checkpoint, saveCheckpoint }),
  );
}
