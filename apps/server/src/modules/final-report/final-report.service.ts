import { createHash } from 'node:crypto';
import { formatChinaTime } from '@boguan/contracts/china-time';
import {
  FinalReportMessage as M,
  overLevelMessage,
  REPORT_HISTORY_PER_PAGE,
  REPORT_STATUS_LABELS,
  ReportStatus,
} from '@boguan/contracts/final-report';
import type {
  LinkCheck,
  ReportAllowance,
  ReportItem,
  ReportProgress,
  ReportResult,
  SubmitReportInput,
} from '@boguan/contracts/final-report.api';
import type { Paged } from '@boguan/contracts/kol';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import type { Member } from '../membership/membership.service.js';
import { type CampaignPostRow, type FrozenFigures, toReportPost, toSummary } from './campaign-summary.js';
import { REPORT_JOB } from './final-report.job.js';
import {
  attachReportJob,
  deleteReport,
  inflightReport,
  insertReport,
  listReports,
  ownReport,
  type ReportBloggerRow,
  type ReportRow,
  reportBloggers,
  reportPosts,
  setReportCost,
} from './final-report.repository.js';
import { pastedLines } from './post-links.js';
import { resolveLines } from './post-lookup.service.js';
import { projectMids, requireProject } from './project.service.js';
import { FEATURE, maxPosts } from './report-rules.js';

export function toReportItem(row: ReportRow): ReportItem {
  return {
    id: Number(row.id),
    name: row.name,
    project_id: row.project_id === null ? null : Number(row.project_id),
    project_name: row.project_name,
    status: row.status,
    status_text: REPORT_STATUS_LABELS[row.status],
    progress: row.status === ReportStatus.done ? 1 : Math.round(row.progress * 1000) / 1000,
    progress_text: row.progress_text,
    posts: row.mids.length,
    bloggers: row.bloggers,
    interactions: Number(row.interactions),
    cost_fen: row.cost_fen,
    error: row.error,
    create_time: formatChinaTime(row.created_at),
    finish_time: row.finished_at ? formatChinaTime(row.finished_at) : null,
    data_time: row.data_at ? formatChinaTime(row.data_at) : null,
  };
}

export function reportAuth(ctx: AppContext, user: Member): Promise<ReportAllowance> {
  return ctx.membership.remaining(user, FEATURE);
}

/** checkUrls: every pasted line checked; the page lists the posts and names each bad line. */
export async function checkUrls(ctx: AppContext, user: Member, urls: string): Promise<LinkCheck> {
  const max = maxPosts(ctx, user);
  const lines = pastedLines(urls);
  const resolved = await resolveLines(ctx, lines);
  return { lines: lines.length, max_posts: max, ...resolved };
}

/** The mids a submit names: every line a readable post (else code 0 naming the first bad line). */
async function submittedMids(ctx: AppContext, user: Member, input: SubmitReportInput) {
  const max = maxPosts(ctx, user);
  if (input.project_id !== undefined) {
    const project = await requireProject(ctx, user, input.project_id);
    const mids = await projectMids(ctx, Number(project.id));
    if (mids.length === 0) throw AppError.bad(M.emptyProject);
    if (mids.length > max) throw AppError.bad(overLevelMessage(max));
    return { mids, project: { id: Number(project.id), name: project.name } };
  }
  const lines = pastedLines(input.urls);
  if (lines.length > max) throw AppError.bad(overLevelMessage(max));
  const resolved = await resolveLines(ctx, lines);
  const [firstError] = resolved.errors;
  if (firstError) throw AppError.bad(firstError.message);
  if (resolved.posts.length === 0) throw AppError.bad(M.noValidLinks);
  return { mids: resolved.posts.map((p) => p.mid), project: null };
}

/**
 * Creates a report and queues its job. Links are checked before a use is counted (bad input never
 * costs one). A second identical submit while the first is in flight answers the same report: the
 * pre-check catches a repeat, and the unique (user_id, inflight_key) index catches a race, whose
 * loser gives its use back.
 */
export async function submitReport(ctx: AppContext, user: Member, input: SubmitReportInput) {
  ctx.membership.authorize(user, FEATURE);
  const { mids, project } = await submittedMids(ctx, user, input);
  const now = ctx.clock.now();
  const name = input.name ?? project?.name ?? `结案报告 ${formatChinaTime(now).slice(0, 16)}`;
  const inflightKey = createHash('sha256')
    .update(JSON.stringify([name, project?.id ?? null, input.cost ?? null, mids]))
    .digest('hex');
  const twin = await inflightReport(ctx.db, user.id, inflightKey);
  if (twin !== null) return { id: twin, status: ReportStatus.pending };

  await ctx.membership.consume(user, FEATURE);
  try {
    const id = await ctx.db.transaction().execute(async (trx) => {
      const created = await insertReport(trx, {
        userId: user.id,
        name,
        projectId: project?.id ?? null,
        projectName: project?.name ?? null,
        mids,
        costFen: input.cost ?? null,
        inflightKey,
        progressText: REPORT_STATUS_LABELS[ReportStatus.pending],
        now,
      });
      if (created === null) return null;
      const jobId = await ctx.jobs.enqueue(
        REPORT_JOB,
        { report_id: created },
        { runAt: now, ownerUserId: user.id, maxAttempts: 1 },
        trx,
      );
      if (jobId === null) throw new Error('final report job not enqueued');
      await attachReportJob(trx, created, jobId);
      return created;
    });
    if (id !== null) return { id, status: ReportStatus.pending };
    // The twin won the race: this request made nothing, so its use goes back.
    await ctx.membership.release(user, FEATURE);
    const existing = await inflightReport(ctx.db, user.id, inflightKey);
    if (existing === null) throw new Error('in-flight twin vanished');
    return { id: existing, status: ReportStatus.pending };
  } catch (error) {
    await ctx.membership.release(user, FEATURE);
    throw error;
  }
}

export async function requireReport(ctx: AppContext, user: Member, id: number): Promise<ReportRow> {
  const report = await ownReport(ctx.db, user.id, id);
  if (!report) throw AppError.bad(M.notFound);
  return report;
}

/** A finished report, or code 0 saying why there is none yet. */
export async function requireDoneReport(ctx: AppContext, user: Member, id: number): Promise<ReportRow> {
  const report = await requireReport(ctx, user, id);
  if (report.status === ReportStatus.failed) throw AppError.bad(report.error ?? M.failed);
  if (report.status !== ReportStatus.done || !report.summary) throw AppError.bad(M.notDone);
  return report;
}

export async function reportProgress(ctx: AppContext, user: Member, id: number): Promise<ReportProgress> {
  const { status, status_text, progress, progress_text, error } = toReportItem(await requireReport(ctx, user, id));
  return { id, status, status_text, progress, progress_text, error };
}

export async function reportHistory(ctx: AppContext, user: Member, page: number): Promise<Paged<ReportItem>> {
  const { rows, total } = await listReports(ctx.db, user.id, {
    limit: REPORT_HISTORY_PER_PAGE,
    offset: (page - 1) * REPORT_HISTORY_PER_PAGE,
  });
  return { data: rows.map(toReportItem), page, per_page: REPORT_HISTORY_PER_PAGE, total };
}

/** The frozen posts of a report as campaign rows. */
export async function frozenPosts(ctx: AppContext, report: ReportRow): Promise<CampaignPostRow[]> {
  const rows = await reportPosts(ctx.db, Number(report.id));
  return rows.map((r) => ({ ...r, followers: Number(r.followers) }));
}

export function toReportBlogger(b: ReportBloggerRow) {
  const [reposts, comments, likes] = [Number(b.reposts), Number(b.comments), Number(b.likes)];
  return {
    uid: b.uid,
    uname: b.uname,
    avatar: b.avatar,
    verify: b.verify_badge as ReportResult['bloggers'][number]['verify'],
    followers: Number(b.followers),
    tier: b.tier,
    posts: b.posts,
    reposts,
    comments,
    likes,
    interactions: reposts + comments + likes,
  };
}

/** result: the report as it stood when its data was read (数据截至 data_time), with CPE/CPM of its cost. */
export async function reportResult(ctx: AppContext, user: Member, id: number): Promise<ReportResult> {
  const report = await requireDoneReport(ctx, user, id);
  const [rows, bloggers] = await Promise.all([frozenPosts(ctx, report), reportBloggers(ctx.db, Number(report.id))]);
  const posts = rows.map(toReportPost);
  return {
    report: toReportItem(report),
    summary: toSummary(report.summary as FrozenFigures, posts, report.cost_fen),
    posts,
    bloggers: bloggers.map(toReportBlogger),
  };
}

/** setCost: the cost is the member's own figure, not data, so a frozen report may take it later. */
export async function setCost(ctx: AppContext, user: Member, id: number, costFen: number | undefined) {
  const report = await requireDoneReport(ctx, user, id);
  await setReportCost(ctx.db, user.id, Number(report.id), costFen ?? null);
  return toReportItem({ ...report, cost_fen: costFen ?? null });
}

/** Deletes a report in any state; a queued or running job is cancelled (and finds it gone). */
export async function removeReport(ctx: AppContext, user: Member, id: number): Promise<void> {
  const report = await requireReport(ctx, user, id);
  if (report.job_id !== null && (report.status === ReportStatus.pending || report.status === ReportStatus.running)) {
    await ctx.jobs.cancel(Number(report.job_id), ctx.clock.now());
  }
  await deleteReport(ctx.db, user.id, Number(report.id));
}
