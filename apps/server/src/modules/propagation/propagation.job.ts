import {
  PROPAGATION_INTERRUPTED,
  PROPAGATION_NO_REPOSTS,
  PROPAGATION_NO_SOURCE,
  PROPAGATION_POST_DELETED,
  PROPAGATION_POST_NOT_FOUND,
  PROPAGATION_SOURCE_FAILED,
  PROPAGATION_STATUS_LABELS,
  PropagationStatus,
} from '@boguan/contracts/propagation';
import type { Spread } from '@boguan/contracts/propagation.api';
import { LeaseLostError } from '../../jobs/checkpoint.js';
import type { JobRunner } from '../../jobs/job-runner.js';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import { notifyUser } from '../home-content/messages.service.js';
import { enrichPost, userSearchText } from '../weibo-data/enrich.js';
import { WeiboDataRepository } from '../weibo-data/weibo-data.repository.js';
import type { Origin } from '../weibo-data/weibo-data.tables.js';
import { finishTask, taskById, updateTask } from './propagation.repository.js';
import { spreadFromSource, spreadOfPost } from './spread.service.js';

export const PROPAGATION_JOB = 'propagation.analyse';
/** Reposts stored per step: each step reports progress and renews the lease. */
const STEP = 5000;
/** Profiles stored per step (an upsert of a profile does more work than an insert of a repost). */
const USER_STEP = 2000;
/** Steps written at once on PostgreSQL (its pool holds 10 connections; requests keep the rest). */
const WRITERS = 4;

/**
 * Runs `steps` with at most `limit` at a time; after each, `done` says whether to go on (false once
 * the task is gone: the steps not started are dropped).
 */
async function inParallel(
  steps: readonly (() => Promise<unknown>)[],
  limit: number,
  done: () => Promise<boolean>,
): Promise<void> {
  let next = 0;
  let stop = false;
  const worker = async () => {
    while (!stop && next < steps.length) {
      const step = steps[next++]!;
      await step();
      if (!(await done())) stop = true;
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, steps.length) }, worker));
}

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
 * One analysis. `collect`: reads the post, its author and its whole repost list (with the
 * reposters' profiles) through the source and stores them with the same repository as every
 * collector; `stored`: uses the reposts stored already. Then builds the spread from what is stored
 * and writes it, frozen with the moment the reposts were read, in the one statement that marks the
 * task done. Any failure marks the task failed with a Chinese reason and gives the use back; the
 * report is never written half.
 */
export async function runPropagationTask(
  ctx: AppContext,
  taskId: number,
  progress: (fraction: number, text: string) => Promise<void> = async () => undefined,
): Promise<Record<string, unknown>> {
  const task = await taskById(ctx.db, taskId);
  if (!task) return { skipped: 'deleted' };
  if (task.status === PropagationStatus.done || task.status === PropagationStatus.failed)
    return { skipped: 'finished' };

  /** Writes the progress on the task (the page polls it) and the job; false once the task is gone. */
  const report = async (fraction: number, text: string) => {
    const still = await updateTask(ctx.db, taskId, { progress: fraction, progress_text: text });
    await progress(fraction, text);
    return still;
  };

  try {
    await updateTask(ctx.db, taskId, { status: PropagationStatus.running, started_at: ctx.clock.now(), error: null });
    let readAt = ctx.clock.now();
    let collected: Spread | null = null;
    if (task.mode === 'collect') {
      const handle = ctx.source;
      if (!handle) throw AppError.bad(PROPAGATION_NO_SOURCE);
      const source = handle.source;
      const origin: Origin = source.kind === 'simulator' ? 'simulator' : 'weibo';
      const repo = new WeiboDataRepository(ctx.db);
      if (!(await report(0.05, '读取博文'))) return { skipped: 'deleted' };
      const post = await fromSource(() => source.fetchPost(task.mid));
      if (!post) throw AppError.bad(PROPAGATION_POST_NOT_FOUND);
      if (post.deleted) throw AppError.bad(PROPAGATION_POST_DELETED);
      const author = await fromSource(() => source.fetchUser(post.uid));
      if (author) await repo.upsertUsers([author], origin, readAt, userSearchText);
      await repo.upsertPosts([post], origin, readAt, enrichPost);

      if (!(await report(0.1, '采集转发列表'))) return { skipped: 'deleted' };
      readAt = ctx.clock.now();
      const page = await fromSource(() => source.fetchReposts(task.mid));
      const total = page.reposts.length;
      // Profiles and reposts are written in steps side by side (PostgreSQL has a pool; PGlite runs them in turn).
      const steps: (() => Promise<unknown>)[] = [];
      for (let i = 0; i < page.users.length; i += USER_STEP) {
        const users = page.users.slice(i, i + USER_STEP);
        steps.push(() => repo.upsertUsers(users, origin, readAt, userSearchText));
      }
      for (let i = 0; i < total; i += STEP) {
        const reposts = page.reposts.slice(i, i + STEP);
        steps.push(() => repo.insertReposts(reposts));
      }
      let finished = 0;
      let gone = false;
      await inParallel(steps, ctx.dbKind === 'postgres' ? WRITERS : 1, async () => {
        finished += 1;
        const stored = Math.round((total * finished) / steps.length);
        if (!(await report(0.1 + 0.6 * (finished / steps.length), `已采集 ${stored}/${total} 条转发`))) gone = true;
        return !gone;
      });
      if (gone) return { skipped: 'deleted' };
      if (!(await report(0.75, '构建传播树'))) return { skipped: 'deleted' };
      // The rows just stored, from memory: reading 100k reposts back would only repeat them.
      collected = spreadFromSource({
        post,
        author,
        reposts: page.reposts,
        users: page.users,
        readAt,
        demo: source.demo,
      });
    } else if (!(await report(0.2, '读取已存储的转发'))) return { skipped: 'deleted' };

    let spread = collected;
    if (!spread) {
      if (!(await report(0.75, '构建传播树'))) return { skipped: 'deleted' };
      spread = await spreadOfPost(ctx, task.mid, { readAt });
    }
    if (spread.summary.read === 0) throw AppError.bad(PROPAGATION_NO_REPOSTS);
    const finished = await finishTask(ctx.db, taskId, {
      spread,
      dataAt: readAt,
      finishedAt: ctx.clock.now(),
      progressText: PROPAGATION_STATUS_LABELS[PropagationStatus.done],
    });
    if (!finished) return { skipped: 'deleted' };
    await progress(1, '已完成');
    const name = spread.root.name || task.uname;
    await notifyUser(
      ctx.db,
      task.user_id,
      {
        type: 'system',
        title: '传播分析已完成',
        content: `${name ? `「${name}」的` : ''}博文传播分析已完成，共 ${spread.summary.nodes} 条转发、${spread.summary.depth} 层传播。`,
      },
      ctx.clock,
    ).catch((error) => ctx.log.warn({ err: error, taskId }, 'propagation notification failed'));
    return { nodes: spread.summary.nodes, depth: spread.summary.depth };
  } catch (error) {
    if (error instanceof LeaseLostError) throw error;
    const reason =
      error instanceof AppError
        ? error.userMessage
        : error instanceof SourceFailure
          ? PROPAGATION_SOURCE_FAILED
          : PROPAGATION_INTERRUPTED;
    ctx.log.warn({ err: error, taskId }, 'propagation task failed');
    const marked = await updateTask(ctx.db, taskId, {
      status: PropagationStatus.failed,
      progress_text: PROPAGATION_STATUS_LABELS[PropagationStatus.failed],
      error: reason.slice(0, 200),
      finished_at: ctx.clock.now(),
    });
    // A task deleted while it ran has nobody to tell; one that failed gives its use back.
    if (marked) await ctx.membership.release({ id: task.user_id, level: 30 }, 'propagation_analysis');
    return { failed: reason };
  }
}

/** Registered whether or not a source is configured: without one a collect task fails with a clear reason. */
export function registerPropagationJobs(runner: JobRunner, ctx: AppContext): void {
  runner.register(PROPAGATION_JOB, (payload, { progress }) =>
    runPropagationTask(ctx, Number(payload.task_id), progress),
  );
}
