import {
  ART_MON_NO_POST,
  ART_MON_NO_SOURCE,
  ART_MON_SOURCE_FAILED,
  ArtMonStatus,
  ArtMonType,
  PostLinkMessage,
} from '@boguan/contracts/post-monitor';
import type { JobRunner } from '../../jobs/job-runner.js';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import { unwatchPosts } from '../collection/post-watches.repository.js';
import { notifyUser } from '../home-content/messages.service.js';
import {
  doneMessage,
  followPost,
  lookForPosts,
  pollFollowedPost,
  storePost,
  watchOwner,
} from './post-monitor.collect.js';
import {
  claimDueDetails,
  claimDueLooks,
  endDuePosts,
  failEmptyBloggerTasks,
  finishTasks,
  moveTask,
  taskById,
} from './post-monitor.repository.js';

export const ART_MON_START_JOB = 'art_mon.start';
export const ART_MON_TICK_JOB = 'art_mon.tick';
const MINUTE_MS = 60_000;
/** Claims per tick: what one minute's slot can poll. */
const LOOKS_PER_TICK = 50;
const DETAILS_PER_TICK = 200;

const FEATURE = 'art_monitor' as const;

/** A failed task gives its use back and tells the member why. */
async function failTask(ctx: AppContext, taskId: number, reason: string): Promise<void> {
  const task = await taskById(ctx.db, taskId);
  if (!task) return;
  const moved = await moveTask(ctx.db, taskId, [ArtMonStatus.waiting, ArtMonStatus.running], {
    status: ArtMonStatus.failed,
    error: reason.slice(0, 200),
    finished_at: ctx.clock.now(),
  });
  if (!moved) return;
  await unwatchPosts(ctx.db, watchOwner(taskId));
  // release only reads the user id (the counters are per user); the level is not consulted.
  await ctx.membership.release({ id: Number(task.user_id), level: 30 }, FEATURE);
  await notifyUser(
    ctx.db,
    Number(task.user_id),
    {
      type: 'system',
      title: '博文监测失败',
      content: `「${task.uname}」的博文监测失败：${reason}。本次监测次数已退还。`,
    },
    ctx.clock,
  ).catch((error) => ctx.log.warn({ err: error, taskId }, 'art_mon notification failed'));
}

/**
 * Starts a task right after submit: a link task reads its post (deleted or unreadable now: failed,
 * use given back) and follows it; a blogger task looks at the timeline once if its window opened.
 * A source failing half-way fails the task: the rows it began are not shown (the report opens only
 * for a running or finished task).
 */
export async function startTask(ctx: AppContext, taskId: number): Promise<Record<string, unknown>> {
  const task = await taskById(ctx.db, taskId);
  if (!task || task.status !== ArtMonStatus.waiting) return { skipped: true };
  const source = ctx.source?.source;
  if (!source) {
    await failTask(ctx, taskId, ART_MON_NO_SOURCE);
    return { failed: ART_MON_NO_SOURCE };
  }
  try {
    if (task.type === ArtMonType.blogger) {
      if (task.window_start && task.window_start > ctx.clock.now()) return { waiting: true };
      return { found: await lookForPosts(ctx, source, task) };
    }
    const post = await source.fetchPost(task.mid ?? '');
    if (!post) throw AppError.bad(PostLinkMessage.unreadable);
    if (post.deleted) throw AppError.bad(PostLinkMessage.deleted);
    await storePost(ctx, source, post);
    await followPost(ctx, source, task, post);
    return { started: task.mid };
  } catch (error) {
    const reason = error instanceof AppError ? error.userMessage : ART_MON_SOURCE_FAILED;
    ctx.log.warn({ err: error, taskId }, 'art_mon start failed');
    if (task.type === ArtMonType.blogger) return { retry: reason };
    await failTask(ctx, taskId, reason);
    return { failed: reason };
  }
}

/**
 * The minute's work: timeline looks of blogger tasks, ends of spans that came, detail polls that are
 * due, then the tasks that finished or (a blogger window without a post) failed. One item failing
 * never stops the others: it is due again at its next interval.
 */
export async function monitorTick(ctx: AppContext): Promise<Record<string, number>> {
  const source = ctx.source?.source;
  const now = ctx.clock.now();
  const counts = { looks: 0, found: 0, ended: 0, polled: 0, errors: 0, done: 0, failed: 0 };
  if (source) {
    for (const task of await claimDueLooks(ctx.db, now, LOOKS_PER_TICK)) {
      counts.looks += 1;
      try {
        counts.found += await lookForPosts(ctx, source, task);
      } catch (error) {
        counts.errors += 1;
        ctx.log.warn({ err: error, taskId: task.id }, 'art_mon look failed');
      }
    }
  }
  for (const ended of await endDuePosts(ctx.db, now)) {
    counts.ended += 1;
    await unwatchPosts(ctx.db, watchOwner(Number(ended.task_id)), ended.mid);
  }
  if (source) {
    for (const due of await claimDueDetails(ctx.db, now, DETAILS_PER_TICK)) {
      try {
        if ((await pollFollowedPost(ctx, source, due.task_id, due.mid)) === 'ended') counts.ended += 1;
        else counts.polled += 1;
      } catch (error) {
        counts.errors += 1;
        ctx.log.warn({ err: error, taskId: due.task_id, mid: due.mid }, 'art_mon detail poll failed');
      }
    }
  }
  for (const done of await finishTasks(ctx.db, now)) {
    counts.done += 1;
    await unwatchPosts(ctx.db, watchOwner(done.id));
    const task = await taskById(ctx.db, done.id);
    if (task)
      await notifyUser(ctx.db, done.user_id, doneMessage(task), ctx.clock).catch((error) =>
        ctx.log.warn({ err: error, taskId: done.id }, 'art_mon notification failed'),
      );
  }
  for (const failed of await failEmptyBloggerTasks(ctx.db, now, ART_MON_NO_POST)) {
    counts.failed += 1;
    await ctx.membership.release({ id: failed.user_id, level: 30 }, FEATURE);
    await notifyUser(
      ctx.db,
      failed.user_id,
      {
        type: 'system',
        title: '博文监测失败',
        content: `博主「${failed.uname}」：${ART_MON_NO_POST}。本次监测次数已退还。`,
      },
      ctx.clock,
    ).catch((error) => ctx.log.warn({ err: error, taskId: failed.id }, 'art_mon notification failed'));
  }
  return counts;
}

/** Registered whether or not a source is configured: without one a task fails with a clear reason. */
export function registerPostMonitorJobs(runner: JobRunner, ctx: AppContext): void {
  runner.register(ART_MON_START_JOB, (payload) => startTask(ctx, Number(payload.task_id)));
  runner.register(ART_MON_TICK_JOB, () => monitorTick(ctx));
  runner.schedule({ kind: ART_MON_TICK_JOB, everyMs: MINUTE_MS });
}
