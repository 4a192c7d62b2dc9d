import { addDays, chinaDate, chinaDayEnd, chinaDayStart, formatChinaTime, HOUR_MS } from '@boguan/contracts/china-time';
import { COMMENT_SAMPLE_MAX, COMMENTS_PER_POST } from '@boguan/contracts/final-report';
import type { ProjectReport, TrendDay } from '@boguan/contracts/final-report.api';
import { dailyTotals } from '@boguan/weibo/analytics/campaign-report';
import type { AppContext } from '../../lib/context.js';
import type { Member } from '../membership/membership.service.js';
import { effectiveSentimentCounts } from '../sentiment/sentiment.service.js';
import { type CampaignPostRow, computeFigures, toReportPost, toSummary } from './campaign-summary.js';
import { COMMENTS_STALE_MS, queueProjectComments } from './project.job.js';
import {
  allProjectPosts,
  commentSample,
  dailyReadings,
  oldestCommentRead,
  type ProjectRow,
  projectWithFigures,
} from './project.repository.js';
import { projectPhase, requireProject, toCampaignRow, toProjectItem } from './project.service.js';
import { maxPosts } from './report-rules.js';

type Counts = { reposts: number; comments: number; likes: number };

/**
 * The campaign's daily trend over the project's days up to today: each post's last reading of
 * each day (post_snapshots, today its current stored counts), carried forward over days without
 * one; `new_interactions` is the growth over the day before (the first day counts what the posts
 * had gathered by then). Deleted posts are left out, as in every other figure.
 */
async function dailyTrend(ctx: AppContext, project: ProjectRow, rows: readonly CampaignPostRow[]): Promise<TrendDay[]> {
  const today = chinaDate(ctx.clock.now());
  const [last] = [project.end_date, today].sort() as [string, string];
  if (last < project.start_date) return [];
  const live = rows.filter((r) => r.state === 'ok');
  const readings = new Map<string, Map<string, Counts>>(live.map((r) => [r.mid, new Map()]));
  for (const r of await dailyReadings(
    ctx.db,
    live.map((p) => p.mid),
    chinaDayStart(project.start_date),
    chinaDayEnd(last),
  )) {
    readings.get(r.mid)?.set(r.day, { reposts: r.reposts, comments: r.comments, likes: r.likes });
  }
  if (last === today) for (const r of live) readings.get(r.mid)?.set(today, r);
  const days: string[] = [];
  for (let day = project.start_date; day <= last; day = addDays(day, 1)) days.push(day);
  const sum = (c: Counts) => c.reposts + c.comments + c.likes;
  return dailyTotals(days, readings).map(({ key, total, increase }) => ({
    date: key,
    reposts: total.reposts,
    comments: total.comments,
    likes: total.likes,
    interactions: sum(total),
    new_interactions: sum(increase),
  }));
}

/**
 * A project's live report: the figures of a final report over the project's posts as stored now
 * (kept current by the collector while the project runs), CPE / CPM against the budget, and the
 * daily trend. A running project whose comment sample is missing or old gets a new reading queued.
 */
export async function projectReport(ctx: AppContext, user: Member, id: number): Promise<ProjectReport> {
  const project = await requireProject(ctx, user, id);
  const projectId = Number(project.id);
  const rows = (await allProjectPosts(ctx.db, projectId)).map(toCampaignRow);
  const mids = rows.filter((r) => r.state === 'ok').map((r) => r.mid);
  const comments = await commentSample(ctx.db, mids, COMMENTS_PER_POST, COMMENT_SAMPLE_MAX);
  const sentiment = await effectiveSentimentCounts(ctx, user.id, 'comment', comments);
  const figures = computeFigures(rows, { sentiment, texts: comments.map((c) => c.text) });
  const posts = rows.map(toReportPost);
  const [trend, withFigures] = await Promise.all([
    dailyTrend(ctx, project, rows),
    projectWithFigures(ctx.db, projectId),
  ]);
  const now = ctx.clock.now();
  if (projectPhase(project, chinaDate(now)) !== 'ended') {
    const read = await oldestCommentRead(ctx.db, projectId);
    if (read.never > 0 || (read.oldest && now.getTime() - read.oldest.getTime() > COMMENTS_STALE_MS))
      await queueProjectComments(ctx, projectId, user.id, String(Math.floor(now.getTime() / HOUR_MS)));
  }
  return {
    project: toProjectItem(ctx, withFigures, maxPosts(ctx, user)),
    summary: toSummary(figures, posts, project.budget_fen),
    trend,
    data_time: formatChinaTime(now),
  };
}
