import { formatChinaTime } from '@boguan/contracts/china-time';
import type { Paged } from '@boguan/contracts/kol';
import { LEVEL_NAMES, toMemberLevel } from '@boguan/contracts/membership';
import {
  TOPIC_MON_DURATION_LABELS,
  TOPIC_MON_DURATIONS,
  TOPIC_MON_HISTORY_PER_PAGE,
  TOPIC_MON_INTERVAL_LABELS,
  TOPIC_MON_INTERVALS,
  TOPIC_MON_LEVEL_OPTIONS,
  TOPIC_MON_MINI_TREND_POINTS,
  TOPIC_MON_TASK_NOT_FOUND,
  TopicMonMessage,
  TopicMonStatus,
  topicDurationMs,
  topicMonStatusLabel,
} from '@boguan/contracts/topic-monitor';
import type {
  TopicAvailable,
  TopicCard,
  TopicCheck,
  TopicHistoryItem,
  TopicSubmitInput,
} from '@boguan/contracts/topic-monitor.api';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import { lockUserRow } from '../accounts/users.repository.js';
import type { Member } from '../membership/membership.service.js';
import { findTopic, refreshTopic, type StoredTopic } from '../topics/topic-source.js';
import { TOPIC_MON_START_JOB } from './topic-monitor.job.js';
import {
  attachTaskJob,
  deleteTask,
  hasOpenTask,
  insertTask,
  listTasks,
  ownTask,
  snapshotsOf,
  type TopicMonSnapshotRow,
} from './topic-monitor.repository.js';
import { hostProfile } from './topic-monitor-report.repository.js';

const FEATURE = 'topic_monitor' as const;
/** When the source cannot be read at check time (the topic may well exist). */
const READ_FAILED = '读取话题数据失败，请稍后再试';

/** The topic's card: its stored figures and its host's profile when stored. */
export async function topicCard(ctx: AppContext, topic: StoredTopic): Promise<TopicCard> {
  const host = topic.host_uid ? await hostProfile(ctx.db, topic.host_uid) : undefined;
  return {
    name: topic.name,
    host: host
      ? {
          uid: host.uid,
          uname: host.screen_name,
          avatar: host.avatar,
          verify: (host.verify_badge || 'none') as NonNullable<TopicCard['host']>['verify'],
          fans: Number(host.followers),
        }
      : null,
    category: topic.category,
    read: Number(topic.read_count),
    discussion: Number(topic.discuss_count),
    is_demo: topic.origin === 'simulator',
  };
}

/**
 * The topic as it stands now: read again through the source when one is configured (and stored),
 * else the stored row. An unknown topic answers its own message.
 */
async function currentTopic(ctx: AppContext, name: string): Promise<StoredTopic> {
  const source = ctx.source?.source;
  let topic: StoredTopic | null;
  try {
    topic = source ? await refreshTopic(ctx, source, name) : await findTopic(ctx, name);
  } catch (error) {
    ctx.log.warn({ err: error, topic: name }, 'topic_mon topic read failed');
    throw AppError.bad(READ_FAILED);
  }
  if (!topic) throw AppError.bad(TopicMonMessage.unknownTopic);
  return topic;
}

/** checkTopic: the topic's card and whether the member already monitors it. Costs no use. */
export async function checkTopic(ctx: AppContext, user: Member, name: string): Promise<TopicCheck> {
  const topic = await currentTopic(ctx, name);
  return { ...(await topicCard(ctx, topic)), monitoring: await hasOpenTask(ctx.db, user.id, topic.name) };
}

export function remainingTimes(ctx: AppContext, user: Member) {
  return ctx.membership.remaining(user, FEATURE);
}

/** available: a submit is possible now (level and uses left) and the lengths and intervals of the level. */
export async function available(ctx: AppContext, user: Member): Promise<TopicAvailable> {
  const allowance = await ctx.membership.remaining(user, FEATURE);
  const level = toMemberLevel(user.level);
  const options = TOPIC_MON_LEVEL_OPTIONS[level];
  const remaining = allowance.per_month?.remaining ?? allowance.per_day?.remaining ?? null;
  let reason: string | null = null;
  if (!allowance.allowed) reason = '当前会员等级暂不支持话题监测，请升级会员';
  else if (remaining === 0) reason = '本月话题监测次数已用完，请升级会员';
  return {
    allowed: reason === null,
    reason,
    level,
    level_name: LEVEL_NAMES[level],
    remaining,
    durations: TOPIC_MON_DURATIONS.map((value) => ({
      value,
      label: TOPIC_MON_DURATION_LABELS[value],
      allowed: options.durations.includes(value),
    })),
    intervals: TOPIC_MON_INTERVALS.map((value) => ({
      value,
      label: TOPIC_MON_INTERVAL_LABELS[value],
      allowed: options.intervals.includes(value),
    })),
  };
}

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

/**
 * Creates a task and queues its start. The level answers 1001, the month's uses 1002 (counted only
 * after every other check). The insert runs under a lock of the member's row and checks again for
 * an open task of the topic, with a unique index behind it: parallel double submits make one task
 * and count one use.
 */
export async function submit(ctx: AppContext, user: Member, input: TopicSubmitInput) {
  ctx.membership.authorize(user, FEATURE);
  const options = TOPIC_MON_LEVEL_OPTIONS[toMemberLevel(user.level)];
  if (!options.durations.includes(input.duration)) throw AppError.noPermission(TopicMonMessage.durationLevel);
  if (!options.intervals.includes(input.interval)) throw AppError.noPermission(TopicMonMessage.intervalLevel);
  const topic = await currentTopic(ctx, input.topic);
  if (await hasOpenTask(ctx.db, user.id, topic.name)) throw AppError.bad(TopicMonMessage.duplicate);
  await ctx.membership.consume(user, FEATURE);
  try {
    const id = await ctx.db.transaction().execute(async (trx) => {
      await lockUserRow(trx, user.id);
      if (await hasOpenTask(trx, user.id, topic.name)) throw AppError.bad(TopicMonMessage.duplicate);
      const taskId = await insertTask(trx, {
        user_id: user.id,
        topic: topic.name,
        duration_hours: input.duration,
        interval_minutes: input.interval,
        created_at: ctx.clock.now(),
        origin: topic.origin,
      });
      const jobId = await ctx.jobs.enqueue(
        TOPIC_MON_START_JOB,
        { task_id: taskId },
        { runAt: ctx.clock.now(), ownerUserId: user.id, maxAttempts: 1 },
        trx,
      );
      if (jobId === null) throw new Error('topic-monitor start job not enqueued');
      await attachTaskJob(trx, taskId, jobId);
      return taskId;
    });
    return { topic_mon_id: id, status: TopicMonStatus.waiting };
  } catch (error) {
    await ctx.membership.release(user, FEATURE);
    if (isUniqueViolation(error)) throw AppError.bad(TopicMonMessage.duplicate);
    throw error;
  }
}

/** The mini trend of a task: its span cut into `points` buckets, the last poll of each. */
export function miniTrend(
  snapshots: readonly TopicMonSnapshotRow[],
  start: Date,
  durationHours: number,
  points: number,
): TopicMonSnapshotRow[] {
  const width = Math.max(topicDurationMs(durationHours) / points, 1);
  const byBucket = new Map<number, TopicMonSnapshotRow>();
  for (const s of snapshots) byBucket.set(Math.ceil((s.at.getTime() - start.getTime()) / width), s);
  return [...byBucket.values()];
}

/** history: the member's tasks, newest first, 18 a page, each with its mini trend. */
export async function history(ctx: AppContext, user: Member, page: number): Promise<Paged<TopicHistoryItem>> {
  const { rows, total } = await listTasks(ctx.db, user.id, {
    limit: TOPIC_MON_HISTORY_PER_PAGE,
    offset: (page - 1) * TOPIC_MON_HISTORY_PER_PAGE,
  });
  const snapshots = await snapshotsOf(
    ctx.db,
    rows.map((r) => Number(r.id)),
  );
  const data = rows.map((row): TopicHistoryItem => {
    const polls = snapshots.get(Number(row.id)) ?? [];
    const trend = row.started_at
      ? miniTrend(polls, new Date(row.started_at), row.duration_hours, TOPIC_MON_MINI_TREND_POINTS)
      : [];
    return {
      topic_mon_id: Number(row.id),
      topic: row.topic,
      create_time: formatChinaTime(row.created_at),
      duration: row.duration_hours,
      interval: row.interval_minutes,
      status: row.status,
      status_text: topicMonStatusLabel(row.status),
      error: row.status === TopicMonStatus.failed ? row.error : null,
      is_data: trend.length > 0 && row.status !== TopicMonStatus.failed ? 1 : 0,
      is_demo: row.origin === 'simulator',
      trend_data: trend.map((p) => ({
        date: formatChinaTime(p.at).slice(0, 16),
        read: p.read_count,
        discussion: p.discuss_count,
      })),
    };
  });
  return { data, page, per_page: TOPIC_MON_HISTORY_PER_PAGE, total };
}

/** deleteTask: in any state; a queued start is cancelled. The collected posts stay stored. */
export async function removeTask(ctx: AppContext, user: Member, id: number): Promise<void> {
  const task = await ownTask(ctx.db, user.id, id);
  if (!task) throw AppError.bad(TOPIC_MON_TASK_NOT_FOUND);
  if (task.job_id !== null && task.status === TopicMonStatus.waiting) {
    await ctx.jobs.cancel(Number(task.job_id), ctx.clock.now());
  }
  await deleteTask(ctx.db, user.id, id);
}
