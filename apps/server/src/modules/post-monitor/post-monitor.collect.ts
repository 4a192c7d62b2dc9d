import { formatChinaTime } from '@boguan/contracts/china-time';
import {
  ART_MON_BLOGGER_MAX_POSTS,
  ART_MON_DELETED_EARLY,
  ArtMonStatus,
  durationMs,
  intervalMs,
} from '@boguan/contracts/post-monitor';
import { postParticipants } from '@boguan/weibo/analytics/post-participants';
import type { WeiboPost, WeiboUser } from '@boguan/weibo/model';
import type { Source } from '@boguan/weibo/source';
import { wordFrequencies } from '@boguan/weibo/text/keywords';
import type { AppContext } from '../../lib/context.js';
import { unwatchPosts, watchPost } from '../collection/post-watches.repository.js';
import { spreadOfPost } from '../propagation/spread.service.js';
import { commentSentiment, enrichPost, userSearchText } from '../weibo-data/enrich.js';
import { chunks, JSON_BATCH } from '../weibo-data/upsert.sql.js';
import { WeiboDataRepository } from '../weibo-data/weibo-data.repository.js';
import type { Origin } from '../weibo-data/weibo-data.tables.js';
import {
  type ArtMonTaskRow,
  endPost,
  insertTaskPost,
  moveTask,
  saveSummary,
  taskById,
  taskPosts,
} from './post-monitor.repository.js';

/*
 * What monitoring reads through the Source: the start of a followed post (its baseline), the
 * blogger's timeline of a type 1 task, and each detail poll (reposts, comments and their authors,
 * summarised as participants and comment words). Counts over time come from the collector, which
 * polls every watched post on its own interval (post_watches).
 */

/** Comments whose words the report counts (the newest of what the source gave). */
export const WORD_SAMPLE = 2000;
const TOP_WORDS = 50;
/**
 * Reposts drawn in the monitor's spread tab, the largest branches first (every figure still counts
 * all reposts): a live view that stays quick to send; the full tree is propagation analysis's.
 */
export const DIFFUSE_TREE_NODES = 2_000;
/**
 * Rows a detail poll writes per call: one statement each, committed on its own. A call with more
 * rows writes them in one transaction, which on the embedded database holds its only connection
 * while every request waits (a post with 4k reposts and 5k participants: several seconds on a busy
 * machine). Every write is idempotent, so a poll cut short is completed by the next one.
 */
const WRITE_SLICE = JSON_BATCH;

/** The owner of a task's watches in post_watches. */
export const watchOwner = (taskId: number) => `art_mon:${taskId}`;

export function originOf(source: Source): Origin {
  return source.kind === 'simulator' ? 'simulator' : 'weibo';
}

/** The title a list shows of a post: its text on one line, cut to 140 characters. */
export function postTitle(text: string): string {
  return [...text.replace(/\s+/g, ' ').trim()].slice(0, 140).join('');
}

/** Stores a post read from the source with its author (read too when not given). */
export async function storePost(ctx: AppContext, source: Source, post: WeiboPost, author?: WeiboUser | null) {
  const now = ctx.clock.now();
  const repo = new WeiboDataRepository(ctx.db);
  const user = author === undefined ? await source.fetchUser(post.uid) : author;
  if (user) await repo.upsertUsers([user], originOf(source), now, userSearchText);
  await repo.upsertPosts([post], originOf(source), now, enrichPost);
}

/**
 * One detail poll: the post's reposts and comments with their authors are stored, and the
 * participants, the comments' top words and the spread are summarised as read now.
 */
export async function detailPoll(ctx: AppContext, source: Source, taskId: number, mid: string): Promise<void> {
  const now = ctx.clock.now();
  const repo = new WeiboDataRepository(ctx.db);
  const [reposts, comments] = await Promise.all([source.fetchReposts(mid), source.fetchComments(mid)]);
  const users = new Map<string, WeiboUser>();
  for (const user of [...reposts.users, ...comments.users]) users.set(user.uid, user);
  for (const slice of chunks([...users.values()], WRITE_SLICE))
    await repo.upsertUsers(slice, originOf(source), now, userSearchText);
  for (const slice of chunks(reposts.reposts, WRITE_SLICE)) await repo.insertReposts(slice);
  for (const slice of chunks(comments.comments, WRITE_SLICE)) await repo.upsertComments(slice, commentSentiment);
  // The tree is built here, once an interval, from every repost stored now (this poll's included).
  const spread = await spreadOfPost(ctx, mid, { readAt: now, treeNodes: DIFFUSE_TREE_NODES });
  const newest = [...comments.comments]
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .slice(0, WORD_SAMPLE);
  await saveSummary(
    ctx.db,
    taskId,
    mid,
    {
      at: now.toISOString(),
      participants: postParticipants(reposts.reposts, comments.comments, [...users.values()], { now }),
      words: wordFrequencies(
        newest.map((c) => c.text),
        { top: TOP_WORDS },
      ),
      spread,
    },
    now,
  );
}

/**
 * Starts following one post of a task: the baseline snapshot, the watch the collector polls on the
 * task's interval until the end of its span, and a first detail poll. Answers false when the task
 * already followed it.
 */
export async function followPost(ctx: AppContext, source: Source, task: ArtMonTaskRow, post: WeiboPost) {
  const now = ctx.clock.now();
  const taskId = Number(task.id);
  const until = new Date(now.getTime() + durationMs(task.duration_hours));
  const added = await insertTaskPost(ctx.db, {
    task_id: taskId,
    mid: post.mid,
    title: postTitle(post.text),
    posts_time: post.createdAt,
    started_at: now,
    until,
    next_detail_at: new Date(now.getTime() + intervalMs(task.interval_minutes)),
  });
  if (!added) return false;
  await new WeiboDataRepository(ctx.db).insertPostSnapshots([
    { mid: post.mid, at: now, reposts: post.reposts, comments: post.comments, likes: post.likes },
  ]);
  await watchPost(ctx.db, {
    mid: post.mid,
    owner: watchOwner(taskId),
    intervalMs: intervalMs(task.interval_minutes),
    until,
    now,
  });
  await detailPoll(ctx, source, taskId, post.mid);
  // The first post found starts the task; later ones only join it.
  await moveTask(ctx.db, taskId, [ArtMonStatus.waiting], {
    status: ArtMonStatus.running,
    started_at: now,
    mid: post.mid,
    title: postTitle(post.text),
    posts_time: post.createdAt,
  });
  return true;
}

/**
 * A blogger task's look at the timeline: the originals the blogger published inside the window
 * that the task does not follow yet, oldest first, up to ART_MON_BLOGGER_MAX_POSTS in all.
 */
export async function lookForPosts(ctx: AppContext, source: Source, task: ArtMonTaskRow): Promise<number> {
  if (!task.window_start || !task.window_end) return 0;
  const from = task.window_start.getTime();
  const to = task.window_end.getTime();
  const known = new Set((await taskPosts(ctx.db, Number(task.id))).map((p) => p.mid));
  const room = ART_MON_BLOGGER_MAX_POSTS - known.size;
  if (room <= 0) return 0;
  const timeline = await source.fetchTimeline(task.uid, task.window_start);
  const found = timeline
    .filter((p) => p.parentMid === null && !p.deleted && !known.has(p.mid))
    .filter((p) => p.createdAt.getTime() >= from && p.createdAt.getTime() < to)
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.mid < b.mid ? -1 : 1))
    .slice(0, room);
  if (found.length === 0) return 0;
  const author = await source.fetchUser(task.uid);
  let added = 0;
  for (const post of found) {
    // The task may have been deleted meanwhile: stop following for it.
    if (!(await taskById(ctx.db, Number(task.id)))) return added;
    await storePost(ctx, source, post, author);
    if (await followPost(ctx, source, task, post)) added += 1;
  }
  return added;
}

/**
 * A due detail poll of one followed post. The post is read first: one the source no longer gives,
 * or gives deleted, ends early (its data so far stays) and is no longer watched.
 */
export async function pollFollowedPost(ctx: AppContext, source: Source, taskId: number, mid: string) {
  const post = await source.fetchPost(mid);
  if (!post || post.deleted) {
    if (post) await new WeiboDataRepository(ctx.db).upsertPosts([post], originOf(source), ctx.clock.now(), enrichPost);
    await endPost(ctx.db, taskId, mid, ctx.clock.now(), ART_MON_DELETED_EARLY);
    await unwatchPosts(ctx.db, watchOwner(taskId), mid);
    return 'ended';
  }
  await detailPoll(ctx, source, taskId, mid);
  return 'polled';
}

/** The message a finished task sends. */
export function doneMessage(task: { uname: string; title: string; created_at: Date }) {
  return {
    type: 'system' as const,
    title: '博文监测已完成',
    content: `「${task.uname}」的博文「${[...task.title].slice(0, 30).join('')}」监测已完成（提交于 ${formatChinaTime(task.created_at)}），可在监测记录中查看报告。`,
  };
}

/**
 * Polls every open post of a task now, as the collector and the detail poll would at their next
 * interval: a count snapshot and the reposts and comments. Only the dev hook calls it (e2e tests
 * run on the real clock and cannot wait ten minutes).
 */
export async function pollTaskNow(ctx: AppContext, source: Source, taskId: number): Promise<number> {
  const now = ctx.clock.now();
  const repo = new WeiboDataRepository(ctx.db);
  let polled = 0;
  for (const followed of await taskPosts(ctx.db, taskId)) {
    if (followed.ended_at) continue;
    const post = await source.fetchPost(followed.mid);
    if (!post) continue;
    await repo.upsertPosts([post], originOf(source), now, enrichPost);
    await repo.insertPostSnapshots([
      { mid: post.mid, at: now, reposts: post.reposts, comments: post.comments, likes: post.likes },
    ]);
    await detailPoll(ctx, source, taskId, followed.mid);
    polled += 1;
  }
  return polled;
}
