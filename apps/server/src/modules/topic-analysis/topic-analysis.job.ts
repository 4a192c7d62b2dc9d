import { chinaDayEnd, chinaDayStart } from '@boguan/contracts/china-time';
import {
  bucketForRange,
  TOPIC_ANALYSIS_INTERRUPTED,
  TOPIC_ANALYSIS_MAX_POSTS,
  TOPIC_ANALYSIS_NO_POSTS,
  TOPIC_ANALYSIS_NO_SOURCE,
  TOPIC_ANALYSIS_SOURCE_FAILED,
  TOPIC_ANALYSIS_STATUS_LABELS,
  TOPIC_ANALYSIS_UNKNOWN_TOPIC,
  TopicAnalysisStatus,
} from '@boguan/contracts/topic-analysis';
import { DEFAULT_SPIKE_RULE } from '@boguan/weibo/analytics/topic-spikes';
import { LeaseLostError } from '../../jobs/checkpoint.js';
import type { JobRunner } from '../../jobs/job-runner.js';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import { notifyUser } from '../home-content/messages.service.js';
import { effectiveSentiments } from '../sentiment/sentiment.service.js';
import { collectTopicPosts, findTopic, refreshTopic } from '../topics/topic-source.js';
import { finishTask, taskById, updateTask } from './topic-analysis.repository.js';
import { hostNameOf, topicAuthors, topicPosts } from './topic-posts.repository.js';
import { buildTopicReport } from './topic-report.build.js';

export const TOPIC_ANALYSIS_JOB = 'topic_analysis.analyse';

/** A failure while the source was being read: the member is told the collection failed, not the analysis. */
class SourceFailure extends Error {}

/** Runs `read` against the source; anything it throws (network, rate limit, parse) becomes a SourceFailure. */
async function fromSource<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof AppError || error instanceof LeaseLostError) throw error;
    throw new SourceFailure(error instanceof Error ? error.message : String(error));
  }
}

/**
 * One analysis: reads the topic and the posts that carry its hashtag in the range through the
 * source (stored like every collector stores them), then builds the report from the posts stored
 * now for that topic and range (those other tools collected count too) and writes it, frozen with
 * the moment it was read, in the one statement that marks the task done. Any failure marks the task
 * failed with a Chinese reason and gives the use back; the report is never written half.
 */
export async function runTopicAnalysisTask(
  ctx: AppContext,
  taskId: number,
  progress: (fraction: number, text: string) => Promise<void> = async () => undefined,
): Promise<Record<string, unknown>> {
  const task = await taskById(ctx.db, taskId);
  if (!task) return { skipped: 'deleted' };
  if (task.status === TopicAnalysisStatus.done || task.status === TopicAnalysisStatus.failed)
    return { skipped: 'finished' };

  /** Writes the progress on the task (the page polls it) and the job; false once the task is gone. */
  const report = async (fraction: number, text: string) => {
    const still = await updateTask(ctx.db, taskId, { progress: fraction, progress_text: text });
    await progress(fraction, text);
    return still;
  };

  try {
    await updateTask(ctx.db, taskId, { status: TopicAnalysisStatus.running, started_at: ctx.clock.now(), error: null });
    const handle = ctx.source;
    if (!handle) throw AppError.bad(TOPIC_ANALYSIS_NO_SOURCE);
    const source = handle.source;
    if (!(await report(0.05, '读取话题'))) return { skipped: 'deleted' };
    // Fresh figures when the source knows the topic now; else the row stored when it was submitted.
    const topic =
      (await fromSource(() => refreshTopic(ctx, source, task.topic))) ??
      (await fromSource(() => findTopic(ctx, task.topic)));
    if (!topic) throw AppError.bad(TOPIC_ANALYSIS_UNKNOWN_TOPIC);

    if (!(await report(0.1, '采集话题博文'))) return { skipped: 'deleted' };
    const from = chinaDayStart(task.start_date);
    const to = chinaDayEnd(task.end_date);
    const readAt = ctx.clock.now();
    await fromSource(() =>
      collectTopicPosts(ctx, source, topic.name, { since: from, until: to, limit: TOPIC_ANALYSIS_MAX_POSTS }),
    );

    if (!(await report(0.6, '统计声量与峰值'))) return { skipped: 'deleted' };
    const read = await topicPosts(ctx.db, topic.name, { from, to, limit: TOPIC_ANALYSIS_MAX_POSTS + 1 });
    const capped = read.length > TOPIC_ANALYSIS_MAX_POSTS;
    const posts = capped ? read.slice(0, TOPIC_ANALYSIS_MAX_POSTS) : read;
    if (posts.length === 0) throw AppError.bad(TOPIC_ANALYSIS_NO_POSTS);
    const authors = await topicAuthors(ctx.db, [...new Set(posts.map((p) => p.uid))]);

    if (!(await report(0.8, '分析情感与词云'))) return { skipped: 'deleted' };
    const labels = await effectiveSentiments(
      ctx,
      task.user_id,
      'post',
      posts.map((p) => ({ id: p.mid, score: p.sentiment_score })),
    );
    const built = buildTopicReport({
      topic: {
        name: topic.name,
        read_count: Number(topic.read_count),
        discuss_count: Number(topic.discuss_count),
        category: topic.category,
        host_uid: topic.host_uid,
        host_name: await hostNameOf(ctx.db, topic.host_uid),
      },
      startDate: task.start_date,
      endDate: task.end_date,
      bucket: bucketForRange(task.start_date, task.end_date),
      rule: DEFAULT_SPIKE_RULE,
      posts,
      capped,
      authors,
      labels: new Map(labels.map((l) => [l.id, l.label])),
      readAt,
      demo: source.demo || topic.origin === 'simulator',
    });
    const finished = await finishTask(ctx.db, taskId, {
      report: built,
      dataAt: readAt,
      finishedAt: ctx.clock.now(),
      progressText: TOPIC_ANALYSIS_STATUS_LABELS[TopicAnalysisStatus.done],
    });
    if (!finished) return { skipped: 'deleted' };
    await progress(1, '已完成');
    await notifyUser(
      ctx.db,
      task.user_id,
      {
        type: 'system',
        title: '话题分析已完成',
        content: `话题「#${topic.name}#」（${task.start_date} 至 ${task.end_date}）的分析已完成，共 ${built.summary.posts} 条博文、${built.spikes.length} 个声量峰值。`,
      },
      ctx.clock,
    ).catch((error) => ctx.log.warn({ err: error, taskId }, 'topic analysis notification failed'));
    return { posts: built.summary.posts, spikes: built.spikes.length };
  } catch (error) {
    if (error instanceof LeaseLostError) throw error;
    const reason =
      error instanceof AppError
        ? error.userMessage
        : error instanceof SourceFailure
          ? TOPIC_ANALYSIS_SOURCE_FAILED
          : TOPIC_ANALYSIS_INTERRUPTED;
    ctx.log.warn({ err: error, taskId }, 'topic analysis task failed');
    const marked = await updateTask(ctx.db, taskId, {
      status: TopicAnalysisStatus.failed,
      progress_text: TOPIC_ANALYSIS_STATUS_LABELS[TopicAnalysisStatus.failed],
      error: reason.slice(0, 200),
      finished_at: ctx.clock.now(),
    });
    // A task deleted while it ran has nobody to tell; one that failed gives its use back.
    if (marked) await ctx.membership.release({ id: task.user_id, level: 30 }, 'topic_analysis');
    return { failed: reason };
  }
}

/** Registered whether or not a source is configured: without one a task fails with a clear reason. */
export function registerTopicAnalysisJobs(runner: JobRunner, ctx: AppContext): void {
  runner.register(TOPIC_ANALYSIS_JOB, (payload, { progress }) =>
    runTopicAnalysisTask(ctx, Number(payload.task_id), progress),
  );
}
