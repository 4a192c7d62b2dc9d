import {
  COMMENT_SAMPLE_MAX,
  COMMENTS_PER_POST,
  FinalReportMessage as M,
  ReportStatus,
} from '@boguan/contracts/final-report';
import { evenSample } from '@boguan/weibo/analytics/campaign-report';
import type { WeiboComment, WeiboPost, WeiboUser } from '@boguan/weibo/model';
import { verifyBadge } from '@boguan/weibo/model';
import type { Source } from '@boguan/weibo/source';
import type { JobRunner } from '../../jobs/job-runner.js';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import { notifyUser } from '../home-content/messages.service.js';
import { effectiveSentimentCounts } from '../sentiment/sentiment.service.js';
import { commentSentiment, enrichPost, userSearchText } from '../weibo-data/enrich.js';
import { WeiboDataRepository } from '../weibo-data/weibo-data.repository.js';
import { type CampaignPostRow, computeFigures, tierOf } from './campaign-summary.js';
import {
  type ReportBloggerRow,
  reportById,
  storedUsers,
  updateReport,
  writeFinishedReport,
} from './final-report.repository.js';
import { originOf } from './post-lookup.service.js';
import { registerProjectJobs } from './project.job.js';

export const REPORT_JOB = 'final_report.build';

type Author = { uid: string; screen_name: string; avatar: string; followers: number; verify_badge: string };

const fromUser = (u: WeiboUser): Author => ({
  uid: u.uid,
  screen_name: u.screenName,
  avatar: u.avatar,
  followers: u.followers,
  verify_badge: verifyBadge(u),
});

/** The comments sampled of each post: spread over its list, at most COMMENT_SAMPLE_MAX in all. */
async function sampleComments(
  source: Source,
  posts: readonly WeiboPost[],
  step: (i: number) => Promise<void>,
): Promise<WeiboComment[]> {
  const perPost = Math.max(1, Math.min(COMMENTS_PER_POST, Math.floor(COMMENT_SAMPLE_MAX / Math.max(posts.length, 1))));
  const out: WeiboComment[] = [];
  for (const [i, post] of posts.entries()) {
    if (post.comments > 0) out.push(...evenSample((await source.fetchComments(post.mid)).comments, perPost));
    await step(i);
  }
  return out;
}

/**
 * Builds one report: reads each post's current counts and its author through the Source, samples
 * the comments, stores what it read (weibo_posts, weibo_users, weibo_comments, a count snapshot),
 * then writes the frozen report in one transaction. A source that fails half-way fails the report
 * with a reason, gives the use back and leaves nothing of the half-read data in the report.
 */
export async function buildReport(
  ctx: AppContext,
  reportId: number,
  progress: (fraction: number, text: string) => Promise<void>,
): Promise<Record<string, unknown>> {
  const report = await reportById(ctx.db, reportId);
  if (!report) return { skipped: 'deleted' };
  if (report.status === ReportStatus.done || report.status === ReportStatus.failed) return { skipped: 'finished' };
  const report_ = async (fraction: number, text: string) => {
    await updateReport(ctx.db, reportId, { progress: fraction, progress_text: text });
    await progress(fraction, text);
  };
  try {
    await updateReport(ctx.db, reportId, { status: ReportStatus.running, error: null });
    const source = ctx.source?.source;
    if (!source) throw AppError.bad(M.noSource);
    const repo = new WeiboDataRepository(ctx.db);
    const origin = originOf(ctx);
    const n = report.mids.length;

    const read: WeiboPost[] = [];
    for (const [i, mid] of report.mids.entries()) {
      const post = await source.fetchPost(mid);
      if (post) read.push(post);
      await report_(0.05 + 0.45 * ((i + 1) / n), `已读取 ${i + 1}/${n} 条博文`);
    }
    const now = ctx.clock.now();
    await repo.upsertPosts(read, origin, now, enrichPost);
    await repo.insertPostSnapshots(
      read.map((p) => ({ mid: p.mid, at: now, reposts: p.reposts, comments: p.comments, likes: p.likes })),
    );
    const live = read.filter((p) => !p.deleted);
    if (live.length === 0) throw AppError.bad(M.allDeleted);

    const uids = [...new Set(live.map((p) => p.uid))];
    const authors = new Map<string, Author>();
    const found: WeiboUser[] = [];
    for (const [i, uid] of uids.entries()) {
      const user = await source.fetchUser(uid);
      if (user) {
        found.push(user);
        authors.set(uid, fromUser(user));
      }
      await report_(0.5 + 0.2 * ((i + 1) / uids.length), `已读取 ${i + 1}/${uids.length} 位博主`);
    }
    await repo.upsertUsers(found, origin, now, userSearchText);
    // An account the source no longer answers for keeps what was stored of it.
    for (const u of await storedUsers(
      ctx.db,
      uids.filter((uid) => !authors.has(uid)),
    ))
      authors.set(u.uid, u);

    const comments = await sampleComments(source, live, (i) =>
      report_(0.7 + 0.25 * ((i + 1) / live.length), `已读取 ${i + 1}/${live.length} 条博文的评论`),
    );
    const scores = new Map(comments.map((c) => [c.id, commentSentiment(c)]));
    await repo.upsertComments(comments, (c) => scores.get(c.id) ?? null);
    const dataAt = ctx.clock.now();

    const enrichedBy = new Map(read.map((p) => [p.mid, enrichPost(p)]));
    const byMid = new Map(read.map((p) => [p.mid, p]));
    const rows: (CampaignPostRow & { position: number; tier: ReturnType<typeof tierOf> })[] = [];
    for (const [position, mid] of report.mids.entries()) {
      const p = byMid.get(mid);
      if (!p) continue;
      const author = authors.get(p.uid);
      const followers = author?.followers ?? 0;
      rows.push({
        position,
        mid: p.mid,
        bid: p.bid,
        uid: p.uid,
        uname: author?.screen_name ?? p.uid,
        avatar: author?.avatar ?? '',
        followers,
        tier: tierOf(followers),
        text: p.text,
        created_at: p.createdAt,
        reposts: p.reposts,
        comments: p.comments,
        likes: p.likes,
        sponsored: p.isAd || (enrichedBy.get(mid)?.sponsored ?? false),
        origin,
        state: p.deleted ? 'deleted' : 'ok',
      });
    }
    const scored = comments.map((c) => ({ id: c.id, score: scores.get(c.id) ?? null }));
    const sentiment = await effectiveSentimentCounts(ctx, Number(report.user_id), 'comment', scored);
    const figures = computeFigures(rows, { sentiment, texts: comments.map((c) => c.text) });

    const bloggers = new Map<string, Omit<ReportBloggerRow, 'report_id'>>();
    for (const row of rows.filter((r) => r.state === 'ok')) {
      const author = authors.get(row.uid);
      const b = bloggers.get(row.uid) ?? {
        uid: row.uid,
        uname: row.uname,
        avatar: row.avatar,
        verify_badge: author?.verify_badge ?? 'none',
        followers: row.followers,
        tier: row.tier,
        posts: 0,
        reposts: 0,
        comments: 0,
        likes: 0,
      };
      b.posts += 1;
      b.reposts += row.reposts;
      b.comments += row.comments;
      b.likes += row.likes;
      bloggers.set(row.uid, b);
    }
    const written = await writeFinishedReport(ctx.db, reportId, {
      posts: rows,
      bloggers: [...bloggers.values()],
      figures,
      dataAt,
      finishedAt: ctx.clock.now(),
      progressText: '已完成',
    });
    if (!written) return { skipped: 'deleted' };
    await progress(1, '已完成');
    await notifyUser(
      ctx.db,
      report.user_id,
      {
        type: 'system',
        title: '结案报告已生成',
        content: `结案报告「${report.name}」已生成：${figures.posts} 条博文，${figures.bloggers} 位博主。`,
      },
      ctx.clock,
    ).catch((error) => ctx.log.warn({ err: error, reportId }, 'final report notification failed'));
    return { posts: figures.posts, bloggers: figures.bloggers, comments: comments.length };
  } catch (error) {
    const still = await reportById(ctx.db, reportId);
    if (!still) return { skipped: 'deleted' };
    const reason = error instanceof AppError ? error.userMessage : M.interrupted;
    ctx.log.warn({ err: error, reportId }, 'final report failed');
    await updateReport(ctx.db, reportId, {
      status: ReportStatus.failed,
      progress_text: '失败',
      inflight_key: null,
      error: reason.slice(0, 200),
      finished_at: ctx.clock.now(),
    });
    // release only reads the user id (the counters are per user); the level is not consulted.
    await ctx.membership.release({ id: Number(report.user_id), level: 30 }, 'final_report');
    return { failed: reason };
  }
}

/** The report job and the projects' comment readings. */
export function registerFinalReportJobs(runner: JobRunner, ctx: AppContext): void {
  runner.register(REPORT_JOB, (payload, { progress }) => buildReport(ctx, Number(payload.report_id), progress));
  registerProjectJobs(runner, ctx);
}
