import { formatChinaTime } from '@boguan/contracts/china-time';
import {
  TOPIC_MON_LOOKBACK_HOURS,
  TOPIC_MON_POSTS_PER_POLL,
  TopicMonStatus,
  topicDurationMs,
  topicIntervalMs,
} from '@boguan/contracts/topic-monitor';
import type { Source } from '@boguan/weibo/source';
import type { AppContext } from '../../lib/context.js';
import { collectTopicPosts, refreshTopic } from '../topics/topic-source.js';
import { postKinds } from '../topics/topics.repository.js';
import {
  addTaskPosts,
  insertSnapshot,
  markPolled,
  moveTask,
  postCounts,
  type TopicMonTaskRow,
  taskById,
} from './topic-monitor.repository.js';

/*
 * One poll of a topic task: the topic's reads and discussions as the source gives them now, and the
 * posts carrying its hashtag published since the last poll (the first poll also reads the day before
 * the start, so the report has the topic's context). Each poll writes one snapshot: the figures and
 * how many posts the task counted so far, so every increment of the report is the difference of two
 * stored snapshots.
 */

/** The topic is no longer known to the source: the task cannot go on. */
export class TopicGoneError extends Error {}

const LOOKBACK_MS = TOPIC_MON_LOOKBACK_HOURS * 3_600_000;

/**
 * Polls a running task now (`at`: the instant to stamp, the start's own for the baseline). Throws
 * TopicGoneError when the topic vanished, or the source's error.
 */
export async function pollTask(
  ctx: AppContext,
  source: Source,
  task: TopicMonTaskRow,
  at: Date = ctx.clock.now(),
): Promise<void> {
  const now = at;
  const taskId = Number(task.id);
  const topic = await refreshTopic(ctx, source, task.topic);
  if (!topic) throw new TopicGoneError(task.topic);
  const started = task.started_at ? new Date(task.started_at) : now;
  const since = task.last_poll_at ? new Date(task.last_poll_at) : new Date(started.getTime() - LOOKBACK_MS);
  const mids = await collectTopicPosts(ctx, source, task.topic, { since, limit: TOPIC_MON_POSTS_PER_POLL });
  await addTaskPosts(ctx.db, taskId, await postKinds(ctx.db, mids));
  const counts = await postCounts(ctx.db, taskId);
  await insertSnapshot(ctx.db, {
    task_id: taskId,
    at: now,
    read_count: Number(topic.read_count),
    discuss_count: Number(topic.discuss_count),
    ...counts,
  });
  await markPolled(ctx.db, taskId, now);
}

/**
 * Starts a waiting task: its span from now, the next poll an interval later, and the baseline poll.
 * Answers false when the task is no longer waiting (deleted, or started by another worker).
 */
export async function beginTask(ctx: AppContext, source: Source, task: TopicMonTaskRow): Promise<boolean> {
  const now = ctx.clock.now();
  const moved = await moveTask(ctx.db, Number(task.id), [TopicMonStatus.waiting], {
    status: TopicMonStatus.running,
    started_at: now,
    until: new Date(now.getTime() + topicDurationMs(task.duration_hours)),
    next_poll_at: new Date(now.getTime() + topicIntervalMs(task.interval_minutes)),
    origin: source.kind === 'simulator' ? 'simulator' : 'weibo',
  });
  if (!moved) return false;
  const started = await taskById(ctx.db, Number(task.id));
  if (started) await pollTask(ctx, source, started, now);
  return true;
}

/** The message a finished task sends. */
export function doneMessage(task: { topic: string; created_at: Date }) {
  return {
    type: 'system' as const,
    title: '话题监测已完成',
    content: `话题「#${task.topic}#」的监测已完成（提交于 ${formatChinaTime(task.created_at)}），可在监测记录中查看报告。`,
  };
}
