import { HOUR_MS } from '@boguan/contracts/china-time';
import { COMMENTS_PER_POST } from '@boguan/contracts/final-report';
import { evenSample } from '@boguan/weibo/analytics/campaign-report';
import type { JobRunner } from '../../jobs/job-runner.js';
import type { AppContext } from '../../lib/context.js';
import { commentSentiment } from '../weibo-data/enrich.js';
import { WeiboDataRepository } from '../weibo-data/weibo-data.repository.js';
import { markCommentsRead, postsNeedingComments } from './project.repository.js';

export const PROJECT_COMMENTS_JOB = 'final_report.project_comments';
/** A project's comment sample is read again when older than this (the live report asks). */
export const COMMENTS_STALE_MS = 6 * HOUR_MS;

/**
 * Queues a reading of the comments of a project's posts (those never sampled or sampled more than
 * COMMENTS_STALE_MS ago). With `slot`, at most one such job per project and slot: the live report
 * asks at most once an hour however often it is opened.
 */
export async function queueProjectComments(ctx: AppContext, projectId: number, userId: number, slot?: string) {
  if (!ctx.source) return;
  await ctx.jobs.enqueue(
    PROJECT_COMMENTS_JOB,
    { project_id: projectId },
    {
      runAt: ctx.clock.now(),
      ownerUserId: userId,
      maxAttempts: 2,
      ...(slot ? { slotKey: `${PROJECT_COMMENTS_JOB}:${projectId}:${slot}` } : {}),
    },
  );
}

/** Samples the comments of the project's posts that need it and stores them (weibo_comments, scored). */
export async function readProjectComments(
  ctx: AppContext,
  projectId: number,
  progress: (fraction: number, text: string) => Promise<void>,
): Promise<Record<string, unknown>> {
  const source = ctx.source?.source;
  if (!source) return { skipped: 'no source' };
  const now = ctx.clock.now();
  const posts = await postsNeedingComments(ctx.db, projectId, new Date(now.getTime() - COMMENTS_STALE_MS));
  const repo = new WeiboDataRepository(ctx.db);
  let stored = 0;
  for (const [i, post] of posts.entries()) {
    if (post.comments > 0) {
      const sample = evenSample((await source.fetchComments(post.mid)).comments, COMMENTS_PER_POST);
      stored += await repo.upsertComments(sample, commentSentiment);
    }
    await markCommentsRead(ctx.db, projectId, [post.mid], now);
    await progress((i + 1) / posts.length, `已读取 ${i + 1}/${posts.length} 条博文的评论`);
  }
  return { posts: posts.length, comments: stored };
}

export function registerProjectJobs(runner: JobRunner, ctx: AppContext): void {
  runner.register(PROJECT_COMMENTS_JOB, (payload, { progress }) =>
    readProjectComments(ctx, Number(payload.project_id), progress),
  );
}
