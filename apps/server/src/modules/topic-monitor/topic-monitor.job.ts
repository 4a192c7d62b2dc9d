import {
  TOPIC_MON_GONE,
  TOPIC_MON_NO_SOURCE,
  TOPIC_MON_SOURCE_FAILED,
  TopicMonStatus,
} from '@boguan/contracts/topic-monitor';
import type { JobRunner } from '../../jobs/job-runner.js';
import type { AppContext } from '../../lib/context.js';
import { notifyUser } from '../home-content/messages.service.js';
import { beginTask, doneMessage, pollTask, TopicGoneError } from './topic-monitor.collect.js';
import { claimDuePolls, finishTasks, moveTask, taskById } from './topic-monitor.repository.js';

export const TOPIC_MON_START_JOB = 'topic_mon.start';
export const TOPIC_MON_TICK_JOB = 'topic_mon.tick';
const MINUTE_MS = 60_000;
/** Claims per tick: what one minute's slot can poll. */
const POLLS_PER_TICK = 100;

const FEATURE = 'topic_monitor' as const;

const reasonOf = (error: unknown) => (error instanceof TopicGoneError ? TOPIC_MON_GONE : TOPIC_MON_SOURCE_FAILED);

/** A failed task gives its use back and tells the member why. */
export async function failTask(ctx: AppContext, taskId: number, reason: string): Promise<void> {
  const task = await taskById(ctx.db, taskId);
  if (!task) return;
  const moved = await moveTask(ctx.db, taskId, [TopicMonStatus.waiting, TopicMonStatus.running], {
    status: TopicMonStatus.failed,
    error: reason.slice(0, 200),
    finished_at: ctx.clock.now(),
  });
  if (!moved) return;
  // release only reads the user id (the counters are per user); the level is not consulted.
  await ctx.membership.release({ id: Number(task.user_id), level: 30 }, FEATURE);
  await notifyUser(
    ctx.db,
    Number(task.user_id),
    { type: 'system', title: '话题监测失败', content: `话题「#${task.topic}#」的监测失败：${reason}` },
    ctx.clock,
  ).catch((error) => ctx.log.warn({ err: error, taskId }, 'topic_mon notification failed'));
}

/** Starts a task right after submit; a source failing (or the topic gone) fails it and gives the use back. */
export async function startTask(ctx: AppContext, taskId: number): Promise<Record<string, unknown>> {
  const task = await taskById(ctx.db, taskId);
  if (!task || task.status !== TopicMonStatus.waiting) return { skipped: true };
  const source = ctx.source?.source;
  if (!source) {
    await failTask(ctx, taskId, TOPIC_MON_NO_SOURCE);
    return { failed: TOPIC_MON_NO_SOURCE };
  }
  try {
    return { started: await beginTask(ctx, source, task) };
  } catch (error) {
    ctx.log.warn({ err: error, taskId }, 'topic_mon start failed');
    await failTask(ctx, taskId, reasonOf(error));
    return { failed: reasonOf(error) };
  }
}

/** Polls one running task now; a failure fails the task. Answers whether it polled. */
export async function pollOrFail(ctx: AppContext, task: Awaited<ReturnType<typeof taskById>>): Promise<boolean> {
  const source = ctx.source?.source;
  if (!task || task.status !== TopicMonStatus.running || !source) return false;
  try {
    await pollTask(ctx, source, task);
    return true;
  } catch (error) {
    ctx.log.warn({ err: error, taskId: task.id }, 'topic_mon poll failed');
    await failTask(ctx, Number(task.id), reasonOf(error));
    return false;
  }
}

/** The minute's work: the polls that are due, then the tasks whose span ended. */
export async function monitorTick(ctx: AppContext): Promise<Record<string, number>> {
  const now = ctx.clock.now();
  const counts = { polled: 0, failed: 0, done: 0 };
  if (ctx.source) {
    for (const task of await claimDuePolls(ctx.db, now, POLLS_PER_TICK)) {
      if (await pollOrFail(ctx, task)) counts.polled += 1;
      else counts.failed += 1;
    }
  }
  for (const done of await finishTasks(ctx.db, now)) {
    counts.done += 1;
    const task = await taskById(ctx.db, done.id);
    if (task)
      await notifyUser(ctx.db, done.user_id, doneMessage(task), ctx.clock).catch((error) =>
        ctx.log.warn({ err: error, taskId: done.id }, 'topic_mon notification failed'),
      );
  }
  return counts;
}

/** Registered whether or not a source is configured: without one a task fails with a clear reason. */
export function registerTopicMonitorJobs(runner: JobRunner, ctx: AppContext): void {
  runner.register(TOPIC_MON_START_JOB, (payload) => startTask(ctx, Number(payload.task_id)));
  runner.register(TOPIC_MON_TICK_JOB, () => monitorTick(ctx));
  runner.schedule({ kind: TOPIC_MON_TICK_JOB, everyMs: MINUTE_MS });
}
