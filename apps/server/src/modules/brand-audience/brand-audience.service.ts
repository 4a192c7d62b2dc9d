import {
  BRAND_AUDIENCE_DUPLICATE,
  BRAND_AUDIENCE_FAILED,
  BRAND_AUDIENCE_HISTORY_PER_PAGE,
  BRAND_AUDIENCE_NO_DATA,
  BRAND_AUDIENCE_NOT_DONE,
  BRAND_AUDIENCE_SAME_BRAND,
  BRAND_AUDIENCE_STATUS_LABELS,
  BRAND_AUDIENCE_TASK_NOT_FOUND,
  BRAND_AUDIENCE_UNKNOWN_BRAND,
  BRAND_AUDIENCE_UNKNOWN_COMPETITOR,
  BRAND_OPTIONS_LIMIT,
  BrandAudienceMessage,
  BrandAudienceStatus,
  beforeKeptMessage,
} from '@boguan/contracts/brand-audience';
import type {
  BrandAudienceAllowance,
  BrandAudienceHistoryInput,
  BrandAudienceReport,
  BrandAudienceResult,
  BrandAudienceSubmitInput,
  BrandAudienceTask,
  BrandKeptRange,
  BrandOption,
} from '@boguan/contracts/brand-audience.api';
import { chinaDate, formatChinaTime } from '@boguan/contracts/china-time';
import type { Paged } from '@boguan/contracts/kol';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import type { Member } from '../membership/membership.service.js';
import { brandsByIds, firstMentionAt, type StoredBrand, searchBrands } from './audience.sql.js';
import { BRAND_AUDIENCE_JOB } from './brand-audience.job.js';
import {
  activeTaskOf,
  attachTaskJob,
  type BrandAudienceTaskRow,
  deleteTask,
  insertTask,
  listTasks,
  ownTask,
  ownTaskResult,
} from './brand-audience.repository.js';

export const FEATURE = 'brand_audience' as const;

const round3 = (value: number) => Math.round(value * 1000) / 1000;

export function toBrandAudienceTask(row: BrandAudienceTaskRow): BrandAudienceTask {
  const done = row.status === BrandAudienceStatus.done;
  return {
    id: row.id,
    brand_id: row.brand_id,
    brand_name: row.brand_name,
    competitor_id: row.competitor_id,
    competitor_name: row.competitor_name,
    start_date: row.start_date,
    end_date: row.end_date,
    status: row.status,
    status_text: BRAND_AUDIENCE_STATUS_LABELS[row.status],
    progress: done ? 1 : Math.min(1, Math.max(0, round3(row.progress))),
    progress_text: row.progress_text,
    users: row.users,
    error: row.error,
    create_time: formatChinaTime(row.created_at),
    finish_time: row.finished_at ? formatChinaTime(row.finished_at) : null,
    data_time: done && row.data_at ? formatChinaTime(row.data_at) : null,
  };
}

/** The picker: brands whose names hold the keyword. */
export async function brandOptions(ctx: AppContext, keyword: string): Promise<BrandOption[]> {
  const brands = await searchBrands(ctx.db, keyword, BRAND_OPTIONS_LIMIT);
  return brands.map((b) => ({
    brand_id: b.id,
    brand_cn_name: b.cn_name,
    brand_en_name: b.en_name,
    brand_pic: b.logo,
    brand_category: b.categories,
    demo: b.origin === 'simulator',
  }));
}

export function brandAudienceAllowance(ctx: AppContext, user: Member): Promise<BrandAudienceAllowance> {
  return ctx.membership.remaining(user, FEATURE);
}

/** The days an analysis may cover (the page's date picker greys the others out). */
export async function brandKeptRange(ctx: AppContext): Promise<BrandKeptRange> {
  const first = await firstMentionAt(ctx.db);
  return { first_day: first ? chinaDate(first) : null, today: chinaDate(ctx.clock.now()) };
}

/**
 * The range's checks that need the clock and the data: not past today, not before the kept history
 * (the first stored brand mention). The schema has checked order and length already.
 */
async function checkRangeNow(ctx: AppContext, input: BrandAudienceSubmitInput): Promise<void> {
  const today = chinaDate(ctx.clock.now());
  if (input.end_date > today) throw AppError.bad(BrandAudienceMessage.endAfterToday);
  const first = await firstMentionAt(ctx.db);
  if (!first) throw AppError.bad(BRAND_AUDIENCE_NO_DATA);
  const kept = chinaDate(first);
  if (input.start_date < kept) throw AppError.bad(beforeKeptMessage(kept));
}

/** The brand and competitor as stored, or code 0 naming the one that is unknown. */
async function requireBrands(
  ctx: AppContext,
  input: BrandAudienceSubmitInput,
): Promise<{ brand: StoredBrand; competitor: StoredBrand | null }> {
  const competitorId = input.competitor_id ?? null;
  if (competitorId === input.brand_id) throw AppError.bad(BRAND_AUDIENCE_SAME_BRAND);
  const found = await brandsByIds(ctx.db, competitorId ? [input.brand_id, competitorId] : [input.brand_id]);
  const brand = found.get(input.brand_id);
  if (!brand) throw AppError.bad(BRAND_AUDIENCE_UNKNOWN_BRAND);
  const competitor = competitorId ? (found.get(competitorId) ?? null) : null;
  if (competitorId && !competitor) throw AppError.bad(BRAND_AUDIENCE_UNKNOWN_COMPETITOR);
  return { brand, competitor };
}

/**
 * Creates a task and queues its job. 1001 before anything is read; then the brands, the range
 * against today and the kept history, a waiting or running analysis of the same brand, competitor
 * and range; then one use is counted and the task and its job are written in one transaction, the
 * use given back when that fails or when a parallel submit won the partial unique index.
 */
export async function submitBrandAudience(
  ctx: AppContext,
  user: Member,
  input: BrandAudienceSubmitInput,
): Promise<{ id: number; status: BrandAudienceStatus }> {
  ctx.membership.authorize(user, FEATURE);
  const { brand, competitor } = await requireBrands(ctx, input);
  await checkRangeNow(ctx, input);
  const key = {
    brandId: brand.id,
    competitorId: competitor?.id ?? null,
    startDate: input.start_date,
    endDate: input.end_date,
  };
  if ((await activeTaskOf(ctx.db, user.id, key)) !== undefined) throw AppError.bad(BRAND_AUDIENCE_DUPLICATE);

  await ctx.membership.consume(user, FEATURE);
  const now = ctx.clock.now();
  let id: number | undefined;
  try {
    id = await ctx.db.transaction().execute(async (trx) => {
      const taskId = await insertTask(trx, {
        userId: user.id,
        ...key,
        brandName: brand.cn_name,
        competitorName: competitor?.cn_name ?? null,
        progressText: BRAND_AUDIENCE_STATUS_LABELS[BrandAudienceStatus.pending],
        now,
      });
      if (taskId === undefined) return undefined;
      const jobId = await ctx.jobs.enqueue(
        BRAND_AUDIENCE_JOB,
        { task_id: taskId },
        { runAt: now, ownerUserId: user.id, maxAttempts: 1 },
        trx,
      );
      if (jobId === null) throw new Error('brand audience job not enqueued');
      await attachTaskJob(trx, taskId, jobId);
      return taskId;
    });
  } catch (error) {
    await ctx.membership.release(user, FEATURE);
    throw error;
  }
  if (id === undefined) {
    await ctx.membership.release(user, FEATURE);
    throw AppError.bad(BRAND_AUDIENCE_DUPLICATE);
  }
  return { id, status: BrandAudienceStatus.pending };
}

async function requireTask(ctx: AppContext, user: Member, id: number): Promise<BrandAudienceTaskRow> {
  const task = await ownTask(ctx.db, user.id, id);
  if (!task) throw AppError.bad(BRAND_AUDIENCE_TASK_NOT_FOUND);
  return task;
}

/** A finished task with its frozen report, or code 0 saying why there is none yet. */
async function requireDoneTask(
  ctx: AppContext,
  user: Member,
  id: number,
): Promise<{ task: BrandAudienceTaskRow; report: BrandAudienceReport }> {
  const task = await requireTask(ctx, user, id);
  if (task.status === BrandAudienceStatus.failed) throw AppError.bad(task.error ?? BRAND_AUDIENCE_FAILED);
  if (task.status !== BrandAudienceStatus.done) throw AppError.bad(BRAND_AUDIENCE_NOT_DONE);
  const report = await ownTaskResult(ctx.db, user.id, id);
  if (!report) throw AppError.bad(BRAND_AUDIENCE_NOT_DONE);
  return { task, report };
}

export async function brandAudienceHistory(
  ctx: AppContext,
  user: Member,
  query: BrandAudienceHistoryInput,
): Promise<Paged<BrandAudienceTask>> {
  const { rows, total } = await listTasks(ctx.db, user.id, {
    status: query.status,
    limit: BRAND_AUDIENCE_HISTORY_PER_PAGE,
    offset: (query.page - 1) * BRAND_AUDIENCE_HISTORY_PER_PAGE,
  });
  return {
    data: rows.map(toBrandAudienceTask),
    page: query.page,
    per_page: BRAND_AUDIENCE_HISTORY_PER_PAGE,
    total,
  };
}

export async function brandAudienceStatus(ctx: AppContext, user: Member, id: number): Promise<BrandAudienceTask> {
  return toBrandAudienceTask(await requireTask(ctx, user, id));
}

export async function brandAudienceResult(ctx: AppContext, user: Member, id: number): Promise<BrandAudienceResult> {
  const { task, report } = await requireDoneTask(ctx, user, id);
  return { task: toBrandAudienceTask(task), report };
}

/** Deletes a task; its queued or running job is cancelled (a running one stops at its next step). */
export async function deleteBrandAudience(ctx: AppContext, user: Member, id: number): Promise<void> {
  const task = await requireTask(ctx, user, id);
  const active = task.status === BrandAudienceStatus.pending || task.status === BrandAudienceStatus.running;
  if (task.job_id !== null && active) await ctx.jobs.cancel(task.job_id, ctx.clock.now());
  if (!(await deleteTask(ctx.db, user.id, id))) throw AppError.bad(BRAND_AUDIENCE_TASK_NOT_FOUND);
}
