import { formatChinaTime } from '@boguan/contracts/china-time';
import type { Paged } from '@boguan/contracts/kol';
import {
  PROPAGATION_DUPLICATE,
  PROPAGATION_FAILED,
  PROPAGATION_HISTORY_PER_PAGE,
  PROPAGATION_NO_SOURCE,
  PROPAGATION_NO_STORED,
  PROPAGATION_NOT_A_POST,
  PROPAGATION_NOT_DONE,
  PROPAGATION_OTHER_SITE,
  PROPAGATION_POST_DELETED,
  PROPAGATION_POST_NOT_FOUND,
  PROPAGATION_STATUS_LABELS,
  PROPAGATION_STORED_LIMIT,
  PROPAGATION_TASK_NOT_FOUND,
  PropagationStatus,
} from '@boguan/contracts/propagation';
import type {
  PropagationAllowance,
  PropagationHistoryInput,
  PropagationPost,
  PropagationResult,
  PropagationSubmitInput,
  PropagationTask,
  Spread,
} from '@boguan/contracts/propagation.api';
import { parsePostLink } from '@boguan/weibo/parse/post-link';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import type { Member } from '../membership/membership.service.js';
import { weiboPostUrl } from '../weibo-data/post-url.js';
import { PROPAGATION_JOB } from './propagation.job.js';
import {
  activeTaskOf,
  attachTaskJob,
  deleteTask,
  insertTask,
  listTasks,
  ownTask,
  ownTaskResult,
  type PropagationTaskRow,
} from './propagation.repository.js';
import { postsWithStoredReposts, profileOf, rootPost, storedRepostCount } from './spread.repository.js';

export const FEATURE = 'propagation_analysis' as const;
/** Characters of the post's text kept as the task's title. */
const TITLE_LENGTH = 60;

const round3 = (value: number) => Math.round(value * 1000) / 1000;

export function toPropagationTask(row: PropagationTaskRow): PropagationTask {
  const done = row.status === PropagationStatus.done;
  return {
    id: row.id,
    mid: row.mid,
    uid: row.uid,
    uname: row.uname,
    title: row.title,
    mode: row.mode,
    status: row.status,
    status_text: PROPAGATION_STATUS_LABELS[row.status],
    progress: done ? 1 : Math.min(1, Math.max(0, round3(row.progress))),
    progress_text: row.progress_text,
    nodes: row.nodes,
    depth: row.depth,
    coverage: row.coverage,
    error: row.error,
    create_time: formatChinaTime(row.created_at),
    finish_time: row.finished_at ? formatChinaTime(row.finished_at) : null,
    data_time: done && row.data_at ? formatChinaTime(row.data_at) : null,
  };
}

/** The mid a pasted link or id names, or code 0 saying why it is not a Weibo post. */
function midOf(url: string): string {
  const link = parsePostLink(url);
  if (link.ok) return link.mid;
  throw AppError.bad(link.reason === 'other-site' ? PROPAGATION_OTHER_SITE : PROPAGATION_NOT_A_POST);
}

/**
 * A post as the page shows it before submitting: the stored copy when there is one, else what the
 * source says now. Code 0 when neither the source nor the stored reposts know it, or it is deleted.
 */
async function describePost(ctx: AppContext, mid: string): Promise<PropagationPost> {
  const [stored, storedCount] = await Promise.all([rootPost(ctx.db, mid), storedRepostCount(ctx.db, mid)]);
  const source = ctx.source?.source ?? null;
  const fetched = source ? await source.fetchPost(mid) : null;
  if (fetched?.deleted && storedCount === 0) throw AppError.bad(PROPAGATION_POST_DELETED);
  if (!stored && !fetched && storedCount === 0) throw AppError.bad(PROPAGATION_POST_NOT_FOUND);
  const uid = stored?.uid ?? fetched?.uid ?? '';
  const author = uid ? ((await profileOf(ctx.db, uid)) ?? null) : null;
  const fetchedAuthor = !author && uid && source ? await source.fetchUser(uid) : null;
  const origin = stored?.origin ?? (source?.kind === 'simulator' ? 'simulator' : 'weibo');
  const post = stored ?? fetched;
  return {
    mid,
    bid: post?.bid ?? '',
    uid,
    name: author?.screen_name ?? fetchedAuthor?.screenName ?? '',
    avatar: author?.avatar ?? fetchedAuthor?.avatar ?? '',
    text: post?.text ?? '',
    created_at: stored ? formatChinaTime(stored.created_at) : fetched ? formatChinaTime(fetched.createdAt) : null,
    url: post ? weiboPostUrl({ uid, bid: post.bid, mid, origin }) : '',
    reposts: fetched?.reposts ?? stored?.reposts ?? 0,
    comments: fetched?.comments ?? stored?.comments ?? 0,
    likes: fetched?.likes ?? stored?.likes ?? 0,
    stored_reposts: storedCount,
    collectable: fetched !== null && !fetched.deleted,
    demo: origin === 'simulator',
  };
}

/** checkUrl: whether the link names a readable post, its card, and how many of its reposts are stored. */
export async function checkPostUrl(ctx: AppContext, url: string): Promise<PropagationPost> {
  return describePost(ctx, midOf(url));
}

/** The posts whose reposts are stored (imported files first among the newest): the "已有转发数据" picker. */
export async function storedPosts(ctx: AppContext): Promise<PropagationPost[]> {
  const roots = await postsWithStoredReposts(ctx.db, PROPAGATION_STORED_LIMIT);
  const out: PropagationPost[] = [];
  for (const root of roots) {
    const post = await rootPost(ctx.db, root.root_mid);
    const author = post ? await profileOf(ctx.db, post.uid) : undefined;
    out.push({
      mid: root.root_mid,
      bid: post?.bid ?? '',
      uid: post?.uid ?? '',
      name: author?.screen_name ?? '',
      avatar: author?.avatar ?? '',
      text: post?.text ?? '',
      created_at: post ? formatChinaTime(post.created_at) : null,
      url: post ? weiboPostUrl(post) : '',
      reposts: post?.reposts ?? 0,
      comments: post?.comments ?? 0,
      likes: post?.likes ?? 0,
      stored_reposts: root.reposts,
      collectable: ctx.source !== null && post !== undefined && !post.deleted,
      demo: post?.origin === 'simulator',
    });
  }
  return out;
}

export function propagationAllowance(ctx: AppContext, user: Member): Promise<PropagationAllowance> {
  return ctx.membership.remaining(user, FEATURE);
}

/**
 * Creates a task and queues its job. 1001 before anything is read; the post is checked (collect:
 * the source must know it and it must not be deleted; stored: its reposts must be stored); a
 * waiting or running analysis of the same post answers 该博文的传播分析正在进行中; then one use is
 * counted and the task and its job are written in one transaction, the use given back when that fails
 * or when a parallel submit of the same post won the partial unique index.
 */
export async function submitPropagation(
  ctx: AppContext,
  user: Member,
  input: PropagationSubmitInput,
): Promise<{ id: number; status: PropagationStatus }> {
  const mid = midOf(input.url);
  ctx.membership.authorize(user, FEATURE);
  if (input.mode === 'collect' && !ctx.source) throw AppError.bad(PROPAGATION_NO_SOURCE);
  const post = await describePost(ctx, mid);
  if (input.mode === 'stored' && post.stored_reposts === 0) throw AppError.bad(PROPAGATION_NO_STORED);
  if (input.mode === 'collect' && !post.collectable) throw AppError.bad(PROPAGATION_POST_NOT_FOUND);
  if ((await activeTaskOf(ctx.db, user.id, mid)) !== undefined) throw AppError.bad(PROPAGATION_DUPLICATE);

  await ctx.membership.consume(user, FEATURE);
  const now = ctx.clock.now();
  let id: number | undefined;
  try {
    id = await ctx.db.transaction().execute(async (trx) => {
      const taskId = await insertTask(trx, {
        userId: user.id,
        mid,
        bid: post.bid,
        uid: post.uid,
        uname: post.name,
        title: post.text.slice(0, TITLE_LENGTH),
        mode: input.mode,
        progressText: PROPAGATION_STATUS_LABELS[PropagationStatus.pending],
        now,
      });
      if (taskId === undefined) return undefined;
      const jobId = await ctx.jobs.enqueue(
        PROPAGATION_JOB,
        { task_id: taskId },
        { runAt: now, ownerUserId: user.id, maxAttempts: 1 },
        trx,
      );
      if (jobId === null) throw new Error('propagation job not enqueued');
      await attachTaskJob(trx, taskId, jobId);
      return taskId;
    });
  } catch (error) {
    await ctx.membership.release(user, FEATURE);
    throw error;
  }
  if (id === undefined) {
    await ctx.membership.release(user, FEATURE);
    throw AppError.bad(PROPAGATION_DUPLICATE);
  }
  return { id, status: PropagationStatus.pending };
}

async function requireTask(ctx: AppContext, user: Member, id: number): Promise<PropagationTaskRow> {
  const task = await ownTask(ctx.db, user.id, id);
  if (!task) throw AppError.bad(PROPAGATION_TASK_NOT_FOUND);
  return task;
}

/** A finished task with its frozen report, or code 0 saying why there is none yet. */
export async function requireDoneTask(
  ctx: AppContext,
  user: Member,
  id: number,
): Promise<{ task: PropagationTaskRow; spread: Spread }> {
  const task = await requireTask(ctx, user, id);
  if (task.status === PropagationStatus.failed) throw AppError.bad(task.error ?? PROPAGATION_FAILED);
  if (task.status !== PropagationStatus.done) throw AppError.bad(PROPAGATION_NOT_DONE);
  const spread = await ownTaskResult(ctx.db, user.id, id);
  if (!spread) throw AppError.bad(PROPAGATION_NOT_DONE);
  return { task, spread };
}

export async function propagationHistory(
  ctx: AppContext,
  user: Member,
  query: PropagationHistoryInput,
): Promise<Paged<PropagationTask>> {
  const { rows, total } = await listTasks(ctx.db, user.id, {
    status: query.status,
    limit: PROPAGATION_HISTORY_PER_PAGE,
    offset: (query.page - 1) * PROPAGATION_HISTORY_PER_PAGE,
  });
  return { data: rows.map(toPropagationTask), page: query.page, per_page: PROPAGATION_HISTORY_PER_PAGE, total };
}

export async function propagationStatus(ctx: AppContext, user: Member, id: number): Promise<PropagationTask> {
  return toPropagationTask(await requireTask(ctx, user, id));
}

export async function propagationResult(ctx: AppContext, user: Member, id: number): Promise<PropagationResult> {
  const { task, spread } = await requireDoneTask(ctx, user, id);
  return { task: toPropagationTask(task), spread };
}

/** Deletes a task; its queued or running job is cancelled (a running one stops at its next step). */
export async function deletePropagation(ctx: AppContext, user: Member, id: number): Promise<void> {
  const task = await requireTask(ctx, user, id);
  const active = task.status === PropagationStatus.pending || task.status === PropagationStatus.running;
  if (task.job_id !== null && active) await ctx.jobs.cancel(task.job_id, ctx.clock.now());
  if (!(await deleteTask(ctx.db, user.id, id))) throw AppError.bad(PROPAGATION_TASK_NOT_FOUND);
}
