import {
  BRAND_REPORT_DUPLICATE,
  BRAND_REPORT_FAILED,
  BRAND_REPORT_HISTORY_PER_PAGE,
  BRAND_REPORT_MAX_COMPETITORS,
  BRAND_REPORT_NO_DATA,
  BRAND_REPORT_NOT_DONE,
  BRAND_REPORT_PEER_DAYS,
  BRAND_REPORT_PICKER_LIMIT,
  BRAND_REPORT_STATUS_LABELS,
  BRAND_REPORT_TASK_NOT_FOUND,
  BrandReportMessage,
  BrandReportStatus,
  beforeHistoryMessage,
  unknownCompetitorMessage,
} from '@boguan/contracts/brand-report';
import type {
  BrandRef,
  BrandReport,
  BrandReportAllowance,
  BrandReportCard,
  BrandReportHistoryInput,
  BrandReportResult,
  BrandReportSubmitInput,
  BrandReportTask,
} from '@boguan/contracts/brand-report.api';
import { chinaDate, formatChinaTime } from '@boguan/contracts/china-time';
import type { Paged } from '@boguan/contracts/kol';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import type { Member } from '../membership/membership.service.js';
import { BRAND_REPORT_JOB } from './brand-report.job-name.js';
import {
  activeTaskOf,
  attachTaskJob,
  type BrandReportTaskRow,
  deleteTask,
  insertTask,
  listTasks,
  ownTask,
  ownTaskResult,
} from './brand-report.repository.js';
import {
  brandsByIds,
  categoryPeers,
  earliestMentionDate,
  refOf,
  type StoredBrand,
  searchBrands,
  storedMentionCount,
} from './brand-report-data.repository.js';

export const FEATURE = 'brand_report' as const;

const round3 = (value: number) => Math.round(value * 1000) / 1000;

export function toBrandReportTask(row: BrandReportTaskRow): BrandReportTask {
  const done = row.status === BrandReportStatus.done;
  return {
    id: row.id,
    brand_id: row.brand_id,
    brand_name: row.brand_name,
    competitor_ids: row.competitor_ids,
    competitor_names: row.competitor_names,
    start_date: row.start_date,
    end_date: row.end_date,
    status: row.status,
    status_text: BRAND_REPORT_STATUS_LABELS[row.status],
    progress: done ? 1 : Math.min(1, Math.max(0, round3(row.progress))),
    progress_text: row.progress_text,
    mentions: row.mentions,
    spikes: row.spikes,
    error: row.error,
    create_time: formatChinaTime(row.created_at),
    finish_time: row.finished_at ? formatChinaTime(row.finished_at) : null,
    data_time: done && row.data_at ? formatChinaTime(row.data_at) : null,
  };
}

/** The stored brand, or code 0 saying it is unknown. */
export async function requireBrand(ctx: AppContext, brandId: string): Promise<StoredBrand> {
  const [brand] = await brandsByIds(ctx.db, [brandId]);
  if (!brand) throw AppError.bad(BrandReportMessage.unknownBrand);
  return brand;
}

/** The brand's default competitors: its category peers, most mentioned over the last 30 days first. */
function defaultPeers(ctx: AppContext, brand: StoredBrand): Promise<StoredBrand[]> {
  const today = chinaDate(ctx.clock.now());
  return categoryPeers(ctx.db, brand, today, BRAND_REPORT_PEER_DAYS, BRAND_REPORT_MAX_COMPETITORS);
}

/** searchBrand: the brands the picker offers for a keyword. */
export async function searchReportBrands(ctx: AppContext, keyword: string): Promise<BrandRef[]> {
  return (await searchBrands(ctx.db, keyword, BRAND_REPORT_PICKER_LIMIT)).map(refOf);
}

/** check: the brand's card, its default competitors and the first day the report can start. */
export async function brandReportCard(ctx: AppContext, brandId: string): Promise<BrandReportCard> {
  const brand = await requireBrand(ctx, brandId);
  return {
    brand: refOf(brand),
    peers: (await defaultPeers(ctx, brand)).map(refOf),
    stored_mentions: await storedMentionCount(ctx.db, brand.brand_id),
    earliest_date: await earliestMentionDate(ctx.db),
    demo: brand.origin === 'simulator',
  };
}

export function brandReportAllowance(ctx: AppContext, user: Member): Promise<BrandReportAllowance> {
  return ctx.membership.remaining(user, FEATURE);
}

/**
 * The range's checks that need the clock and the data: not past today, not before the first day
 * brand mentions are kept of. The schema has checked order and length (at most a year) already.
 */
async function checkRangeNow(ctx: AppContext, input: BrandReportSubmitInput): Promise<void> {
  const today = chinaDate(ctx.clock.now());
  if (input.end_date > today) throw AppError.bad(BrandReportMessage.endAfterToday);
  const earliest = await earliestMentionDate(ctx.db);
  if (!earliest) throw AppError.bad(BRAND_REPORT_NO_DATA);
  if (input.start_date < earliest) throw AppError.bad(beforeHistoryMessage(earliest));
}

/** The competitors asked for (each must be a stored brand), or the brand's category peers when none were sent. */
async function competitorsFor(ctx: AppContext, brand: StoredBrand, ids: string[] | undefined): Promise<StoredBrand[]> {
  if (ids === undefined) return defaultPeers(ctx, brand);
  const found = await brandsByIds(ctx.db, ids);
  const known = new Set(found.map((b) => b.brand_id));
  const missing = ids.find((id) => !known.has(id));
  if (missing !== undefined) throw AppError.bad(unknownCompetitorMessage(missing));
  return found;
}

/**
 * Creates a task and queues its job. 1001 before anything is read; then the range against today
 * and the kept history, the brand and the competitors (unknown: code 0), a waiting or running
 * report of the same brand, competitors and range; then one use is counted and the task and its
 * job are written in one transaction, the use given back when that fails or when a parallel submit
 * won the partial unique index.
 */
export async function submitBrandReport(
  ctx: AppContext,
  user: Member,
  input: BrandReportSubmitInput,
): Promise<{ id: number; status: BrandReportStatus }> {
  ctx.membership.authorize(user, FEATURE);
  await checkRangeNow(ctx, input);
  const brand = await requireBrand(ctx, input.brand_id);
  const competitors = await competitorsFor(ctx, brand, input.competitor_ids);
  const key = {
    brandId: brand.brand_id,
    competitorIds: competitors.map((c) => c.brand_id),
    startDate: input.start_date,
    endDate: input.end_date,
  };
  if ((await activeTaskOf(ctx.db, user.id, key)) !== undefined) throw AppError.bad(BRAND_REPORT_DUPLICATE);

  await ctx.membership.consume(user, FEATURE);
  const now = ctx.clock.now();
  let id: number | undefined;
  try {
    id = await ctx.db.transaction().execute(async (trx) => {
      const taskId = await insertTask(trx, {
        userId: user.id,
        ...key,
        brandName: brand.brand_cn_name,
        competitorNames: competitors.map((c) => c.brand_cn_name),
        progressText: BRAND_REPORT_STATUS_LABELS[BrandReportStatus.pending],
        now,
      });
      if (taskId === undefined) return undefined;
      const jobId = await ctx.jobs.enqueue(
        BRAND_REPORT_JOB,
        { task_id: taskId },
        { runAt: now, ownerUserId: user.id, maxAttempts: 1 },
        trx,
      );
      if (jobId === null) throw new Error('brand report job not enqueued');
      await attachTaskJob(trx, taskId, jobId);
      return taskId;
    });
  } catch (error) {
    await ctx.membership.release(user, FEATURE);
    throw error;
  }
  if (id === undefined) {
    await ctx.membership.release(user, FEATURE);
    throw AppError.bad(BRAND_REPORT_DUPLICATE);
  }
  return { id, status: BrandReportStatus.pending };
}

async function requireTask(ctx: AppContext, user: Member, id: number): Promise<BrandReportTaskRow> {
  const task = await ownTask(ctx.db, user.id, id);
  if (!task) throw AppError.bad(BRAND_REPORT_TASK_NOT_FOUND);
  return task;
}

/** A finished task with its frozen report, or code 0 saying why there is none yet. */
export async function requireDoneTask(
  ctx: AppContext,
  user: Member,
  id: number,
): Promise<{ task: BrandReportTaskRow; report: BrandReport }> {
  const task = await requireTask(ctx, user, id);
  if (task.status === BrandReportStatus.failed) throw AppError.bad(task.error ?? BRAND_REPORT_FAILED);
  if (task.status !== BrandReportStatus.done) throw AppError.bad(BRAND_REPORT_NOT_DONE);
  const report = await ownTaskResult(ctx.db, user.id, id);
  if (!report) throw AppError.bad(BRAND_REPORT_NOT_DONE);
  return { task, report };
}

export async function brandReportHistory(
  ctx: AppContext,
  user: Member,
  query: BrandReportHistoryInput,
): Promise<Paged<BrandReportTask>> {
  const { rows, total } = await listTasks(ctx.db, user.id, {
    status: query.status,
    limit: BRAND_REPORT_HISTORY_PER_PAGE,
    offset: (query.page - 1) * BRAND_REPORT_HISTORY_PER_PAGE,
  });
  return { data: rows.map(toBrandReportTask), page: query.page, per_page: BRAND_REPORT_HISTORY_PER_PAGE, total };
}

export async function brandReportStatus(ctx: AppContext, user: Member, id: number): Promise<BrandReportTask> {
  return toBrandReportTask(await requireTask(ctx, user, id));
}

export async function brandReportResult(ctx: AppContext, user: Member, id: number): Promise<BrandReportResult> {
  const { task, report } = await requireDoneTask(ctx, user, id);
  return { task: toBrandReportTask(task), report };
}

/** Deletes a task; its queued or running job is cancelled (a running one stops at its next step). */
export async function deleteBrandReport(ctx: AppContext, user: Member, id: number): Promise<void> {
  const task = await requireTask(ctx, user, id);
  const active = task.status === BrandReportStatus.pending || task.status === BrandReportStatus.running;
  if (task.job_id !== null && active) await ctx.jobs.cancel(task.job_id, ctx.clock.now());
  if (!(await deleteTask(ctx.db, user.id, id))) throw AppError.bad(BRAND_REPORT_TASK_NOT_FOUND);
}
