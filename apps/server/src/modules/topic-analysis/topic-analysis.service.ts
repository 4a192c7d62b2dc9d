import { addDays, chinaDate, formatChinaTime } from '@boguan/contracts/china-time';
import type { Paged } from '@boguan/contracts/kol';
import {
  beforeSourceMessage,
  TOPIC_ANALYSIS_DUPLICATE,
  TOPIC_ANALYSIS_FAILED,
  TOPIC_ANALYSIS_HISTORY_PER_PAGE,
  TOPIC_ANALYSIS_NO_SOURCE,
  TOPIC_ANALYSIS_NOT_DONE,
  TOPIC_ANALYSIS_REACH_DAYS,
  TOPIC_ANALYSIS_SOURCE_FAILED,
  TOPIC_ANALYSIS_STATUS_LABELS,
  TOPIC_ANALYSIS_TASK_NOT_FOUND,
  TOPIC_ANALYSIS_UNKNOWN_TOPIC,
  TopicAnalysisMessage,
  TopicAnalysisStatus,
} from '@boguan/contracts/topic-analysis';
import type {
  TopicAnalysisAllowance,
  TopicAnalysisHistoryInput,
  TopicAnalysisResult,
  TopicAnalysisSubmitInput,
  TopicAnalysisTask,
  TopicCard,
  TopicReport,
} from '@boguan/contracts/topic-analysis.api';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import type { Member } from '../membership/membership.service.js';
import { findTopic, type StoredTopic } from '../topics/topic-source.js';
import { TOPIC_ANALYSIS_JOB } from './topic-analysis.job.js';
import {
  activeTaskOf,
  attachTaskJob,
  deleteTask,
  insertTask,
  listTasks,
  ownTask,
  ownTaskResult,
  type TopicAnalysisTaskRow,
} from './topic-analysis.repository.js';
import { hostNameOf, storedTopicPostCount } from './topic-posts.repository.js';

export const FEATURE = 'topic_analysis' as const;

const round3 = (value: number) => Math.round(value * 1000) / 1000;

export function toTopicAnalysisTask(row: TopicAnalysisTaskRow): TopicAnalysisTask {
  const done = row.status === TopicAnalysisStatus.done;
  return {
    id: row.id,
    topic: row.topic,
    start_date: row.start_date,
    end_date: row.end_date,
    status: row.status,
    status_text: TOPIC_ANALYSIS_STATUS_LABELS[row.status],
    progress: done ? 1 : Math.min(1, Math.max(0, round3(row.progress))),
    progress_text: row.progress_text,
    posts: row.posts,
    spikes: row.spikes,
    error: row.error,
    create_time: formatChinaTime(row.created_at),
    finish_time: row.finished_at ? formatChinaTime(row.finished_at) : null,
    data_time: done && row.data_at ? formatChinaTime(row.data_at) : null,
  };
}

/** The first China date the configured source has posts of: the demo world's first day; null for a live source. */
export function earliestSourceDate(ctx: AppContext): string | null {
  const world = ctx.source?.world;
  return world ? chinaDate(world.start) : null;
}

/**
 * The topic as stored (read through the source and stored when not yet known), or code 0 saying it
 * is unknown. A source that fails while reading it answers the collection failure, not a 500.
 */
export async function requireTopic(ctx: AppContext, name: string): Promise<StoredTopic> {
  let topic: StoredTopic | null;
  try {
    topic = await findTopic(ctx, name);
  } catch (error) {
    ctx.log.warn({ err: error, topic: name }, 'topic lookup failed');
    throw AppError.bad(TOPIC_ANALYSIS_SOURCE_FAILED);
  }
  if (!topic) throw AppError.bad(TOPIC_ANALYSIS_UNKNOWN_TOPIC);
  return topic;
}

/** check: the topic's card (figures, host, stored posts, the first date the source can give). */
export async function topicCard(ctx: AppContext, name: string): Promise<TopicCard> {
  const topic = await requireTopic(ctx, name);
  return {
    name: topic.name,
    read_count: Number(topic.read_count),
    discuss_count: Number(topic.discuss_count),
    category: topic.category,
    host_uid: topic.host_uid,
    host_name: await hostNameOf(ctx.db, topic.host_uid),
    stored_posts: await storedTopicPostCount(ctx.db, topic.name),
    earliest_date: earliestSourceDate(ctx),
    demo: topic.origin === 'simulator',
  };
}

export function topicAnalysisAllowance(ctx: AppContext, user: Member): Promise<TopicAnalysisAllowance> {
  return ctx.membership.remaining(user, FEATURE);
}

/**
 * The range's checks that need the clock and the source: not past today, not older than a year
 * (what a live search reaches), not before the source's first day. The schema has checked order
 * and length already.
 */
function checkRangeNow(ctx: AppContext, input: TopicAnalysisSubmitInput): void {
  const today = chinaDate(ctx.clock.now());
  if (input.end_date > today) throw AppError.bad(TopicAnalysisMessage.endAfterToday);
  if (input.start_date < addDays(today, -TOPIC_ANALYSIS_REACH_DAYS))
    throw AppError.bad(TopicAnalysisMessage.beforeReach);
  const earliest = earliestSourceDate(ctx);
  if (earliest && input.start_date < earliest) throw AppError.bad(beforeSourceMessage(earliest));
}

/**
 * Creates a task and queues its job. 1001 before anything is read; then the source, the range
 * against today and the source, the topic (unknown: code 0), a waiting or running analysis of the
 * same topic and range; then one use is counted and the task and its job are written in one
 * transaction, the use given back when that fails or when a parallel submit won the partial
 * unique index.
 */
export async function submitTopicAnalysis(
  ctx: AppContext,
  user: Member,
  input: TopicAnalysisSubmitInput,
): Promise<{ id: number; status: TopicAnalysisStatus }> {
  ctx.membership.authorize(user, FEATURE);
  if (!ctx.source) throw AppError.bad(TOPIC_ANALYSIS_NO_SOURCE);
  checkRangeNow(ctx, input);
  const topic = await requireTopic(ctx, input.topic);
  const key = { topic: topic.name, startDate: input.start_date, endDate: input.end_date };
  if ((await activeTaskOf(ctx.db, user.id, key)) !== undefined) throw AppError.bad(TOPIC_ANALYSIS_DUPLICATE);

  await ctx.membership.consume(user, FEATURE);
  const now = ctx.clock.now();
  let id: number | undefined;
  try {
    id = await ctx.db.transaction().execute(async (trx) => {
      const taskId = await insertTask(trx, {
        userId: user.id,
        ...key,
        progressText: TOPIC_ANALYSIS_STATUS_LABELS[TopicAnalysisStatus.pending],
        now,
      });
      if (taskId === undefined) return undefined;
      const jobId = await ctx.jobs.enqueue(
        TOPIC_ANALYSIS_JOB,
        { task_id: taskId },
        { runAt: now, ownerUserId: user.id, maxAttempts: 1 },
        trx,
      );
      if (jobId === null) throw new Error('topic analysis job not enqueued');
      await attachTaskJob(trx, taskId, jobId);
      return taskId;
    });
  } catch (error) {
    await ctx.membership.release(user, FEATURE);
    throw error;
  }
  if (id === undefined) {
    await ctx.membership.release(user, FEATURE);
    throw AppError.bad(TOPIC_ANALYSIS_DUPLICATE);
  }
  return { id, status: TopicAnalysisStatus.pending };
}

async function requireTask(ctx: AppContext, user: Member, id: number): Promise<TopicAnalysisTaskRow> {
  const task = await ownTask(ctx.db, user.id, id);
  if (!task) throw AppError.bad(TOPIC_ANALYSIS_TASK_NOT_FOUND);
  return task;
}

/** A finished task with its frozen report, or code 0 saying why there is none yet. */
export async function requireDoneTask(
  ctx: AppContext,
  user: Member,
  id: number,
): Promise<{ task: TopicAnalysisTaskRow; report: TopicReport }> {
  const task = await requireTask(ctx, user, id);
  if (task.status === TopicAnalysisStatus.failed) throw AppError.bad(task.error ?? TOPIC_ANALYSIS_FAILED);
  if (task.status !== TopicAnalysisStatus.done) throw AppError.bad(TOPIC_ANALYSIS_NOT_DONE);
  const report = await ownTaskResult(ctx.db, user.id, id);
  if (!report) throw AppError.bad(TOPIC_ANALYSIS_NOT_DONE);
  return { task, report };
}

export async function topicAnalysisHistory(
  ctx: AppContext,
  user: Member,
  query: TopicAnalysisHistoryInput,
): Promise<Paged<TopicAnalysisTask>> {
  const { rows, total } = await listTasks(ctx.db, user.id, {
    status: query.status,
    limit: TOPIC_ANALYSIS_HISTORY_PER_PAGE,
    offset: (query.page - 1) * TOPIC_ANALYSIS_HISTORY_PER_PAGE,
  });
  return {
    data: rows.map(toTopicAnalysisTask),
    page: query.page,
    per_page: TOPIC_ANALYSIS_HISTORY_PER_PAGE,
    total,
  };
}

export async function topicAnalysisStatus(ctx: AppContext, user: Member, id: number): Promise<TopicAnalysisTask> {
  return toTopicAnalysisTask(await requireTask(ctx, user, id));
}

export async function topicAnalysisResult(ctx: AppContext, user: Member, id: number): Promise<TopicAnalysisResult> {
  const { task, report } = await requireDoneTask(ctx, user, id);
  return { task: toTopicAnalysisTask(task), report };
}

/** Deletes a task; its queued or running job is cancelled (a running one stops at its next step). */
export async function deleteTopicAnalysis(ctx: AppContext, user: Member, id: number): Promise<void> {
  const task = await requireTask(ctx, user, id);
  const active = task.status === TopicAnalysisStatus.pending || task.status === TopicAnalysisStatus.running;
  if (task.job_id !== null && active) await ctx.jobs.cancel(task.job_id, ctx.clock.now());
  if (!(await deleteTask(ctx.db, user.id, id))) throw AppError.bad(TOPIC_ANALYSIS_TASK_NOT_FOUND);
}
