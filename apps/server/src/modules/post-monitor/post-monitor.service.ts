import { addDays, chinaDate, chinaDayStart, formatChinaTime } from '@boguan/contracts/china-time';
import type { Paged } from '@boguan/contracts/kol';
import type { KolResult } from '@boguan/contracts/kol.api';
import { LEVEL_NAMES, toMemberLevel } from '@boguan/contracts/membership';
import {
  ART_MON_BLOGGER_MAX_POSTS,
  ART_MON_DURATION_LABELS,
  ART_MON_DURATIONS,
  ART_MON_HISTORY_PER_PAGE,
  ART_MON_INTERVAL_LABELS,
  ART_MON_INTERVALS,
  ART_MON_LEVEL_OPTIONS,
  ART_MON_MINI_TREND_POINTS,
  ART_MON_SEARCH_LIMIT,
  ART_MON_TASK_NOT_FOUND,
  ART_MON_WINDOW_MAX_DAYS,
  ArtMonMessage,
  ArtMonStatus,
  ArtMonType,
  PostLinkMessage,
} from '@boguan/contracts/post-monitor';
import type {
  ArtMonAllowance,
  ArtMonAvailable,
  ArtMonCheck,
  ArtMonHistoryItem,
  ArtMonPost,
  ArtMonSubmitInput,
} from '@boguan/contracts/post-monitor.api';
import type { WeiboPost } from '@boguan/weibo/model';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import { lockUserRow } from '../accounts/users.repository.js';
import { findKolCards } from '../bloggers/kol-cards.repository.js';
import { unwatchPosts } from '../collection/post-watches.repository.js';
import type { Member } from '../membership/membership.service.js';
import { postLinkMid, weiboPostUrl } from '../weibo-data/post-url.js';
import { storePost, watchOwner } from './post-monitor.collect.js';
import { ART_MON_START_JOB } from './post-monitor.job.js';
import {
  attachTaskJob,
  deleteTask,
  hasOpenBloggerTask,
  hasOpenPostTask,
  insertTask,
  listTasks,
  type NewTask,
  ownTask,
  type PostWithAuthor,
  postWithAuthor,
  storedBlogger,
} from './post-monitor.repository.js';
import { miniTrends } from './post-monitor-report.repository.js';

const FEATURE = 'art_monitor' as const;

/** A post as checkUrl and the report show it, from the stored row and its author. */
export function toArtMonPost(row: PostWithAuthor): ArtMonPost {
  return {
    mid: row.mid,
    bid: row.bid,
    uid: row.uid,
    uname: row.screen_name ?? row.uid,
    avatar: row.avatar ?? '',
    verify: (row.verify_badge ?? 'none') as ArtMonPost['verify'],
    fans: Number(row.followers ?? 0),
    text: row.text,
    posts_time: formatChinaTime(row.created_at),
    reposts: row.reposts,
    comments: row.comments,
    likes: row.likes,
    pics: row.pics,
    url: weiboPostUrl(row),
    is_demo: row.origin === 'simulator',
  };
}

/**
 * The post a pasted link names, read now: through the source when one is configured (and stored, so
 * the rest of the product sees it), else from what is stored. Each way it can fail has its message.
 */
async function readLinkedPost(ctx: AppContext, url: string): Promise<PostWithAuthor> {
  const parsed = postLinkMid(url);
  if (!parsed.ok) throw AppError.bad(parsed.message);
  const { mid } = parsed;
  const source = ctx.source?.source;
  if (source) {
    let post: WeiboPost | null;
    try {
      post = await source.fetchPost(mid);
    } catch (error) {
      ctx.log.warn({ err: error, mid }, 'art_mon link read failed');
      throw AppError.bad(PostLinkMessage.unreadable);
    }
    if (!post) throw AppError.bad(PostLinkMessage.unreadable);
    if (post.deleted) throw AppError.bad(PostLinkMessage.deleted);
    if (post.parentMid !== null) throw AppError.bad(PostLinkMessage.repost);
    await storePost(ctx, source, post);
  }
  const row = await postWithAuthor(ctx.db, mid);
  if (!row) throw AppError.bad(PostLinkMessage.unreadable);
  if (row.deleted) throw AppError.bad(PostLinkMessage.deleted);
  if (row.parent_mid !== null) throw AppError.bad(PostLinkMessage.repost);
  return row;
}

/** checkUrl: whether the link names a readable original post, and its card. Costs no use. */
export async function checkUrl(ctx: AppContext, user: Member, url: string): Promise<ArtMonCheck> {
  const row = await readLinkedPost(ctx, url);
  return { ...toArtMonPost(row), monitoring: await hasOpenPostTask(ctx.db, user.id, row.mid) };
}

export async function searchAccounts(ctx: AppContext, keyword: string): Promise<KolResult[]> {
  const cards = await findKolCards(ctx.db, keyword, ART_MON_SEARCH_LIMIT);
  return cards.map(({ kol_id, uid, uname, avatar, verify, category, fans }) => ({
    kol_id,
    uid,
    uname,
    avatar,
    verify,
    category,
    fans,
  }));
}

export function remainingTimes(ctx: AppContext, user: Member): Promise<ArtMonAllowance> {
  return ctx.membership.remaining(user, FEATURE);
}

/** available: a submit is possible now (level and uses left) and the lengths and intervals of the level. */
export async function available(ctx: AppContext, user: Member): Promise<ArtMonAvailable> {
  const allowance = await ctx.membership.remaining(user, FEATURE);
  const level = toMemberLevel(user.level);
  const options = ART_MON_LEVEL_OPTIONS[level];
  const remaining = allowance.per_month?.remaining ?? allowance.per_day?.remaining ?? null;
  let reason: string | null = null;
  if (!allowance.allowed) reason = '当前会员等级暂不支持博文监测，请升级会员';
  else if (remaining === 0) reason = '本月博文监测次数已用完，请升级会员';
  return {
    allowed: reason === null,
    reason,
    level,
    level_name: LEVEL_NAMES[level],
    remaining,
    durations: ART_MON_DURATIONS.map((value) => ({
      value,
      label: ART_MON_DURATION_LABELS[value],
      allowed: options.durations.includes(value),
    })),
    intervals: ART_MON_INTERVALS.map((value) => ({
      value,
      label: ART_MON_INTERVAL_LABELS[value],
      allowed: options.intervals.includes(value),
    })),
    window_max_days: ART_MON_WINDOW_MAX_DAYS,
    blogger_max_posts: ART_MON_BLOGGER_MAX_POSTS,
  };
}

/** What a submit creates, after every check that needs no use: bad input never costs one. */
async function newTask(ctx: AppContext, user: Member, input: ArtMonSubmitInput): Promise<NewTask> {
  const now = ctx.clock.now();
  const base = { user_id: user.id, duration_hours: input.duration, interval_minutes: input.interval, created_at: now };
  if (input.type === ArtMonType.post) {
    const post = await readLinkedPost(ctx, input.url ?? '');
    if (await hasOpenPostTask(ctx.db, user.id, post.mid)) throw AppError.bad(ArtMonMessage.duplicatePost);
    return {
      ...base,
      type: ArtMonType.post,
      uid: post.uid,
      uname: post.screen_name ?? post.uid,
      mid: post.mid,
      title: post.text.replace(/\s+/g, ' ').trim().slice(0, 140),
      posts_time: post.created_at,
      start_date: null,
      end_date: null,
      window_start: null,
      window_end: null,
      next_look_at: null,
    };
  }
  const start = input.start_date ?? '';
  const end = input.end_date ?? '';
  if (start < chinaDate(now)) throw AppError.bad(ArtMonMessage.startInPast);
  const blogger = await storedBlogger(ctx.db, { kol_id: input.kol_id, uid: input.uid });
  if (!blogger) throw AppError.bad(ArtMonMessage.bloggerMissing);
  const window = { uid: blogger.uid, start_date: start, end_date: end };
  if (await hasOpenBloggerTask(ctx.db, user.id, window)) throw AppError.bad(ArtMonMessage.duplicateBlogger);
  const windowStart = chinaDayStart(start);
  return {
    ...base,
    ...window,
    type: ArtMonType.blogger,
    uname: blogger.screen_name,
    mid: null,
    posts_time: null,
    window_start: windowStart,
    window_end: chinaDayStart(addDays(end, 1)),
    next_look_at: new Date(Math.max(windowStart.getTime(), now.getTime())),
  };
}

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

/**
 * Creates a task and queues its start. The level's lengths and intervals answer 1001, the month's
 * uses 1002 (counted only after every other check). The insert runs under a lock of the member's
 * row and checks again for an open task of the same post (or blogger and window), with a unique
 * index behind it: parallel double submits make one task and count one use.
 */
export async function submit(ctx: AppContext, user: Member, input: ArtMonSubmitInput) {
  ctx.membership.authorize(user, FEATURE);
  const options = ART_MON_LEVEL_OPTIONS[toMemberLevel(user.level)];
  if (!options.durations.includes(input.duration)) throw AppError.noPermission(ArtMonMessage.durationLevel);
  if (!options.intervals.includes(input.interval)) throw AppError.noPermission(ArtMonMessage.intervalLevel);
  const task = await newTask(ctx, user, input);
  const duplicate = task.type === ArtMonType.post ? ArtMonMessage.duplicatePost : ArtMonMessage.duplicateBlogger;
  await ctx.membership.consume(user, FEATURE);
  try {
    const id = await ctx.db.transaction().execute(async (trx) => {
      await lockUserRow(trx, user.id);
      const open =
        task.type === ArtMonType.post
          ? await hasOpenPostTask(trx, user.id, task.mid ?? '')
          : await hasOpenBloggerTask(trx, user.id, {
              uid: task.uid,
              start_date: task.start_date ?? '',
              end_date: task.end_date ?? '',
            });
      if (open) throw AppError.bad(duplicate);
      const taskId = await insertTask(trx, task);
      const jobId = await ctx.jobs.enqueue(
        ART_MON_START_JOB,
        { task_id: taskId },
        { runAt: ctx.clock.now(), ownerUserId: user.id, maxAttempts: 1 },
        trx,
      );
      if (jobId === null) throw new Error('post-monitor start job not enqueued');
      await attachTaskJob(trx, taskId, jobId);
      return taskId;
    });
    return { art_mon_id: id, status: ArtMonStatus.waiting };
  } catch (error) {
    await ctx.membership.release(user, FEATURE);
    if (isUniqueViolation(error)) throw AppError.bad(duplicate);
    throw error;
  }
}

/** history: the member's tasks, newest first, 18 a page, each with the mini trend of its (first) post. */
export async function history(ctx: AppContext, user: Member, page: number): Promise<Paged<ArtMonHistoryItem>> {
  const { rows, total } = await listTasks(ctx.db, user.id, {
    limit: ART_MON_HISTORY_PER_PAGE,
    offset: (page - 1) * ART_MON_HISTORY_PER_PAGE,
  });
  const trends = await miniTrends(
    ctx.db,
    rows.filter((r) => r.mid !== null).map((r) => Number(r.id)),
    ART_MON_MINI_TREND_POINTS,
  );
  const data = rows.map((row): ArtMonHistoryItem => {
    const trend = trends.get(Number(row.id)) ?? [];
    const waitingTitle = `等待博主发布博文（${row.start_date} 至 ${row.end_date}）`;
    return {
      art_mon_id: Number(row.id),
      uname: row.uname,
      title: row.title || (row.type === ArtMonType.blogger ? waitingTitle : ''),
      create_time: formatChinaTime(row.created_at),
      posts_time: row.posts_time ? formatChinaTime(row.posts_time) : '',
      status: row.status,
      type: row.type,
      is_data: trend.length > 0 && row.status !== ArtMonStatus.failed ? 1 : 0,
      trend_data: trend.map((p) => ({
        date: formatChinaTime(p.at).slice(0, 16),
        comments: p.comments,
        likes: p.likes,
        retweets: p.reposts,
      })),
    };
  });
  return { data, page, per_page: ART_MON_HISTORY_PER_PAGE, total };
}

/** deleteTask: in any state; its watches end and a queued start is cancelled. The posts stay stored. */
export async function removeTask(ctx: AppContext, user: Member, id: number): Promise<void> {
  const task = await ownTask(ctx.db, user.id, id);
  if (!task) throw AppError.bad(ART_MON_TASK_NOT_FOUND);
  if (task.job_id !== null && task.status === ArtMonStatus.waiting) {
    await ctx.jobs.cancel(Number(task.job_id), ctx.clock.now());
  }
  await deleteTask(ctx.db, user.id, id);
  await unwatchPosts(ctx.db, watchOwner(id));
}
