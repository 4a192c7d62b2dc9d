import { addDays, chinaDate, formatChinaTime } from '@boguan/contracts/china-time';
import type { Paged } from '@boguan/contracts/kol';
import {
  STOPE_EXPORT_EMPTY,
  STOPE_EXPORT_NO_PERMISSION,
  STOPE_EXPORT_USED_UP,
  STOPE_FAILED,
  STOPE_HISTORY_PER_PAGE,
  STOPE_NOT_DONE,
  STOPE_RESULT_PER_PAGE,
  STOPE_SEARCH_LIMIT,
  STOPE_STATUS_LABELS,
  STOPE_TASK_NOT_FOUND,
  StopeMessage,
  StopeStatus,
} from '@boguan/contracts/kol-stope';
import type {
  StopeAccount,
  StopeAdAnalysis,
  StopeAdPost,
  StopeAllowance,
  StopeBrandRow,
  StopeDay,
  StopeExportCheck,
  StopeHistoryInput,
  StopePost,
  StopeProgress,
  StopeResult,
  StopeResultInput,
  StopeSubmitInput,
  StopeSubmitted,
  StopeSummary,
  StopeTask,
} from '@boguan/contracts/kol-stope.api';
import { buildBrandMatcher, findBrandMentions } from '@boguan/weibo/text/brands';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import { findKolCards, KOL_NOT_FOUND } from '../bloggers/kol-cards.repository.js';
import type { Member } from '../membership/membership.service.js';
import {
  type EffectiveSentiment,
  effectiveSentimentCounts,
  effectiveSentiments,
} from '../sentiment/sentiment.service.js';
import { weiboPostUrl } from '../weibo-data/post-url.js';
import { STOPE_JOB } from './kol-stope.job.js';
import {
  attachTaskJob,
  brandNames,
  deleteTask,
  insertTask,
  listTasks,
  ownTask,
  type StopePostRow,
  type StopeTaskRow,
  storedBlogger,
  taskDaily,
  taskPostPage,
  taskPostScores,
  taskTotals,
} from './kol-stope.repository.js';

const FEATURE = 'back_collection' as const;

const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

function toStopeTask(row: StopeTaskRow): StopeTask {
  const status = row.status;
  return {
    id: Number(row.id),
    kol_id: row.kol_id,
    uid: row.uid,
    uname: row.uname,
    avatar: row.avatar,
    start_date: row.start_date,
    end_date: row.end_date,
    status,
    status_text: STOPE_STATUS_LABELS[status],
    progress: status === StopeStatus.done ? 1 : round(row.progress, 3),
    progress_text: row.progress_text,
    posts: row.posts,
    posts_found: row.posts_found,
    originals: row.originals,
    sponsored: row.sponsored,
    interactions: Number(row.interactions),
    max_rows: row.max_rows,
    capped: row.capped,
    error: row.error,
    create_time: formatChinaTime(row.created_at),
    finish_time: row.finished_at ? formatChinaTime(row.finished_at) : null,
  };
}

function toStopePost(row: StopePostRow, sentiment: EffectiveSentiment | undefined): StopePost {
  return {
    mid: row.mid,
    bid: row.bid,
    uid: row.uid,
    url: weiboPostUrl(row),
    text: row.text,
    created_at: formatChinaTime(row.created_at),
    reposts: row.reposts,
    comments: row.comments,
    likes: row.likes,
    interactions: row.reposts + row.comments + row.likes,
    sponsored: row.sponsored,
    markers: row.sponsored_markers,
    pics: row.pics.length,
    is_original: row.parent_mid === null,
    sentiment: {
      label: sentiment?.label ?? 'neutral',
      score: row.sentiment_score,
      corrected: sentiment?.corrected ?? false,
    },
  };
}

/** The posts as the task's owner sees them: their sentiment corrections applied. */
async function toStopePosts(ctx: AppContext, task: StopeTaskRow, rows: readonly StopePostRow[]): Promise<StopePost[]> {
  const labels = await effectiveSentiments(
    ctx,
    Number(task.user_id),
    'post',
    rows.map((row) => ({ id: row.mid, score: row.sentiment_score })),
  );
  return rows.map((row, i) => toStopePost(row, labels[i]));
}

export async function searchAccounts(ctx: AppContext, keyword: string): Promise<StopeAccount[]> {
  const cards = await findKolCards(ctx.db, keyword, STOPE_SEARCH_LIMIT);
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

/** Whether the member may back-collect, the uses left this month and the posts one task keeps. */
export function stopeAuth(ctx: AppContext, user: Member): Promise<StopeAllowance> {
  return ctx.membership.remaining(user, FEATURE);
}

/**
 * Creates a task and queues its job. The range is checked against the China date of the clock
 * (the schema already checked its shape, order and length); one back_collection use is counted
 * before anything is written. The task and its job are written in one transaction: a task is
 * never left without its job, and when either cannot be written the use is given back.
 */
export async function submitStope(ctx: AppContext, user: Member, input: StopeSubmitInput): Promise<StopeSubmitted> {
  const now = ctx.clock.now();
  if (input.end_date > chinaDate(now)) throw AppError.bad(StopeMessage.endAfterToday);
  ctx.membership.authorize(user, FEATURE);
  const blogger = await storedBlogger(ctx.db, { kol_id: input.kol_id, uid: input.uid });
  if (!blogger) throw AppError.bad(KOL_NOT_FOUND);
  const { rule } = await ctx.membership.consume(user, FEATURE);
  try {
    const id = await ctx.db.transaction().execute(async (trx) => {
      const taskId = await insertTask(trx, {
        userId: user.id,
        blogger,
        startDate: input.start_date,
        endDate: input.end_date,
        progressText: STOPE_STATUS_LABELS[StopeStatus.pending],
        maxRows: rule.maxRows ?? 10_000,
        now,
      });
      const jobId = await ctx.jobs.enqueue(
        STOPE_JOB,
        { task_id: taskId },
        { runAt: now, ownerUserId: user.id, maxAttempts: 1 },
        trx,
      );
      if (jobId === null) throw new Error('back-collection job not enqueued');
      await attachTaskJob(trx, taskId, jobId);
      return taskId;
    });
    return { id, status: StopeStatus.pending };
  } catch (error) {
    await ctx.membership.release(user, FEATURE);
    throw error;
  }
}

async function requireTask(ctx: AppContext, user: Member, id: number): Promise<StopeTaskRow> {
  const task = await ownTask(ctx.db, user.id, id);
  if (!task) throw AppError.bad(STOPE_TASK_NOT_FOUND);
  return task;
}

/** A finished task, or code 0 saying why there is no result yet. */
export async function requireDoneTask(ctx: AppContext, user: Member, id: number): Promise<StopeTaskRow> {
  const task = await requireTask(ctx, user, id);
  if (task.status === StopeStatus.failed) throw AppError.bad(task.error ?? STOPE_FAILED);
  if (task.status !== StopeStatus.done) throw AppError.bad(STOPE_NOT_DONE);
  return task;
}

export async function stopeHistory(ctx: AppContext, user: Member, query: StopeHistoryInput): Promise<Paged<StopeTask>> {
  const { page, status } = query;
  const { rows, total } = await listTasks(ctx.db, user.id, {
    status,
    limit: STOPE_HISTORY_PER_PAGE,
    offset: (page - 1) * STOPE_HISTORY_PER_PAGE,
  });
  return { data: rows.map(toStopeTask), page, per_page: STOPE_HISTORY_PER_PAGE, total };
}

export async function stopeProgress(ctx: AppContext, user: Member, id: number): Promise<StopeProgress> {
  const task = toStopeTask(await requireTask(ctx, user, id));
  return {
    id: task.id,
    status: task.status,
    status_text: task.status_text,
    progress: task.progress,
    progress_text: task.progress_text,
    posts: task.posts,
    capped: task.capped,
    error: task.error,
  };
}

/** Every day of the range, days without posts as zeros, so the chart's axis is the whole range. */
function fillDays(start: string, end: string, days: readonly StopeDay[]): StopeDay[] {
  const byDate = new Map(days.map((d) => [d.date, d]));
  const out: StopeDay[] = [];
  for (let date = start; date <= end; date = addDays(date, 1)) {
    out.push(byDate.get(date) ?? { date, posts: 0, sponsored: 0, interactions: 0 });
  }
  return out;
}

/** The totals, averages, sentiment counts (the owner's corrections applied) and days of a task. */
export async function stopeSummary(ctx: AppContext, task: StopeTaskRow): Promise<StopeSummary> {
  const id = Number(task.id);
  const [totals, daily, scores] = await Promise.all([
    taskTotals(ctx.db, id),
    taskDaily(ctx.db, id),
    taskPostScores(ctx.db, id),
  ]);
  const sentiment = await effectiveSentimentCounts(ctx, Number(task.user_id), 'post', scores);
  const avg = (sum: number) => (totals.posts ? round(sum / totals.posts) : 0);
  return {
    ...totals,
    avg_reposts: avg(totals.reposts),
    avg_comments: avg(totals.comments),
    avg_likes: avg(totals.likes),
    avg_interactions: avg(totals.interactions),
    sentiment,
    daily: fillDays(task.start_date, task.end_date, daily),
  };
}

export async function stopeResult(ctx: AppContext, user: Member, input: StopeResultInput): Promise<StopeResult> {
  const task = await requireDoneTask(ctx, user, input.id);
  const [summary, page] = await Promise.all([
    stopeSummary(ctx, task),
    taskPostPage(ctx.db, Number(task.id), {
      sort: input.sort,
      order: input.order,
      sponsoredOnly: input.sponsored_only,
      limit: STOPE_RESULT_PER_PAGE,
      offset: (input.page - 1) * STOPE_RESULT_PER_PAGE,
    }),
  ]);
  return {
    task: toStopeTask(task),
    summary,
    list: {
      data: await toStopePosts(ctx, task, page.rows),
      page: input.page,
      per_page: STOPE_RESULT_PER_PAGE,
      total: page.total,
    },
  };
}

/** Every post of a task (newest first), at most `limit`, as its owner sees them: what the exports hold. */
export async function allTaskPosts(ctx: AppContext, task: StopeTaskRow, limit: number, sponsoredOnly = false) {
  const page = await taskPostPage(ctx.db, Number(task.id), {
    sort: 'created_at',
    order: 'desc',
    sponsoredOnly,
    limit,
    offset: 0,
  });
  return toStopePosts(ctx, task, page.rows);
}

/**
 * The sponsored posts of a task with the brands their text names and their interactions against the
 * organic (not sponsored) average of the same task: "did the ads do better than the account's usual posts".
 */
export async function adAnalysis(ctx: AppContext, task: StopeTaskRow, limit?: number): Promise<StopeAdAnalysis> {
  const id = Number(task.id);
  // A task holds at most max_rows posts, so reading every sponsored one is bounded.
  const [totals, sponsoredRows, brands] = await Promise.all([
    taskTotals(ctx.db, id),
    allTaskPosts(ctx, task, Math.max(task.max_rows, 1), true),
    brandNames(ctx.db),
  ]);
  const matcher = buildBrandMatcher(
    brands.map((b) => ({ id: b.id, cnName: b.cn_name, enName: b.en_name, aliases: b.aliases })),
  );
  const nameOf = new Map(brands.map((b) => [b.id, b.cn_name || b.en_name]));
  const sponsoredCount = sponsoredRows.length;
  const sponsoredInteractions = sponsoredRows.reduce((s, p) => s + p.interactions, 0);
  const organicPosts = totals.posts - sponsoredCount;
  const organicAvg = organicPosts > 0 ? (totals.interactions - sponsoredInteractions) / organicPosts : 0;
  const sponsoredAvg = sponsoredCount > 0 ? sponsoredInteractions / sponsoredCount : 0;

  const brandRows = new Map<string, StopeBrandRow>();
  for (const post of sponsoredRows) {
    const ids = new Set(findBrandMentions(post.text, matcher).map((m) => m.brandId));
    for (const brandId of ids) {
      const row = brandRows.get(brandId) ?? {
        brand_id: brandId,
        name: nameOf.get(brandId) ?? brandId,
        posts: 0,
        interactions: 0,
      };
      row.posts += 1;
      row.interactions += post.interactions;
      brandRows.set(brandId, row);
    }
  }
  const listed = limit === undefined ? sponsoredRows : sponsoredRows.slice(0, limit);
  const posts: StopeAdPost[] = listed.map((post) => ({
    ...post,
    brands: [...new Set(findBrandMentions(post.text, matcher).map((m) => nameOf.get(m.brandId) ?? m.brandId))],
    vs_organic: organicAvg > 0 ? round(post.interactions / organicAvg, 3) : null,
  }));
  return {
    task: toStopeTask(task),
    sponsored_posts: sponsoredCount,
    organic_posts: organicPosts,
    sponsored_avg_interactions: round(sponsoredAvg),
    organic_avg_interactions: round(organicAvg),
    lift: organicAvg > 0 && sponsoredCount > 0 ? round(sponsoredAvg / organicAvg - 1, 4) : null,
    brands: [...brandRows.values()].sort((a, b) => b.posts - a.posts || b.interactions - a.interactions),
    posts,
  };
}

/** stope_ad_analysis: the analysis of one of the member's finished tasks. */
export async function stopeAdAnalysis(ctx: AppContext, user: Member, id: number): Promise<StopeAdAnalysis> {
  return adAnalysis(ctx, await requireDoneTask(ctx, user, id));
}

/**
 * What an export of `total` rows would give this member now: the rows after kol_export's maxRows
 * and whether a use is left this month. Never throws for a level without the feature: the page
 * shows the reason and the upgrade prompt comes from the export call itself.
 */
async function exportCheck(ctx: AppContext, user: Member, total: number): Promise<StopeExportCheck> {
  const allowance = await ctx.membership.remaining(user, 'kol_export');
  const count = allowance.max_rows === null ? total : Math.min(total, allowance.max_rows);
  const remainingExports = [allowance.per_day?.remaining, allowance.per_month?.remaining].reduce<number | null>(
    (least, value) => (value === undefined ? least : least === null ? value : Math.min(least, value)),
    null,
  );
  let reason: string | null = null;
  if (!allowance.allowed) reason = STOPE_EXPORT_NO_PERMISSION;
  else if (remainingExports === 0) reason = STOPE_EXPORT_USED_UP;
  else if (count === 0) reason = STOPE_EXPORT_EMPTY;
  return {
    count,
    total,
    max_rows: allowance.max_rows,
    remaining_exports: allowance.allowed ? remainingExports : 0,
    allowed: reason === null,
    reason,
  };
}

/** The count check before exporting a finished task's posts (analyseArticleExportCheckNum). */
export async function postsExportCheck(ctx: AppContext, user: Member, id: number): Promise<StopeExportCheck> {
  const task = await requireDoneTask(ctx, user, id);
  return exportCheck(ctx, user, task.posts);
}

/** The count check before exporting a finished task's sponsored posts (adArtExportCheck). */
export async function adExportCheck(ctx: AppContext, user: Member, id: number): Promise<StopeExportCheck> {
  const task = await requireDoneTask(ctx, user, id);
  return exportCheck(ctx, user, task.sponsored);
}

/** Deletes a task with its links (the posts stay: the rest of the product uses them); a queued job is cancelled. */
export async function deleteStope(ctx: AppContext, user: Member, id: number): Promise<void> {
  const task = await requireTask(ctx, user, id);
  if (task.job_id !== null && task.status !== StopeStatus.done && task.status !== StopeStatus.failed) {
    await ctx.jobs.cancel(Number(task.job_id), ctx.clock.now());
  }
  await deleteTask(ctx.db, user.id, Number(task.id));
}
