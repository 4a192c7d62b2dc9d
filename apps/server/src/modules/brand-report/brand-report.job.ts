import {
  BRAND_REPORT_INTERRUPTED,
  BRAND_REPORT_MAX_POSTS,
  BRAND_REPORT_STATUS_LABELS,
  BrandReportMessage,
  BrandReportStatus,
  unknownCompetitorMessage,
} from '@boguan/contracts/brand-report';
import { DEFAULT_SPIKE_RULE } from '@boguan/weibo/analytics/topic-spikes';
import { LeaseLostError } from '../../jobs/checkpoint.js';
import type { JobRunner } from '../../jobs/job-runner.js';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import { type BrandDay, dailySeries, periodTotals } from '../brand-data/brand-data.repository.js';
import { notifyUser } from '../home-content/messages.service.js';
import { buildBrandReport } from './brand-report.build.js';
import { BRAND_REPORT_JOB } from './brand-report.job-name.js';
import { finishTask, taskById, updateTask } from './brand-report.repository.js';
import { brandPosts, brandsByIds, refOf } from './brand-report-data.repository.js';

export { BRAND_REPORT_JOB };

/**
 * One report: reads the brand's and its competitors' daily figures and the brand's posts of the
 * range from brand_mentions as stored now, builds the report and writes it, with the posts and
 * bloggers its exports list, frozen with the moment it was read, in the one transaction that marks
 * the task done. Any failure marks the task failed with a Chinese reason and gives the use back;
 * nothing is ever written half.
 */
export async function runBrandReportTask(
  ctx: AppContext,
  taskId: number,
  progress: (fraction: number, text: string) => Promise<void> = async () => undefined,
): Promise<Record<string, unknown>> {
  const task = await taskById(ctx.db, taskId);
  if (!task) return { skipped: 'deleted' };
  if (task.status === BrandReportStatus.done || task.status === BrandReportStatus.failed)
    return { skipped: 'finished' };

  /** Writes the progress on the task (the page polls it) and the job; false once the task is gone. */
  const report = async (fraction: number, text: string) => {
    const still = await updateTask(ctx.db, taskId, { progress: fraction, progress_text: text });
    await progress(fraction, text);
    return still;
  };

  try {
    await updateTask(ctx.db, taskId, { status: BrandReportStatus.running, started_at: ctx.clock.now(), error: null });
    if (!(await report(0.05, '读取品牌'))) return { skipped: 'deleted' };
    const ids = [task.brand_id, ...task.competitor_ids];
    const brands = await brandsByIds(ctx.db, ids);
    const brand = brands[0];
    if (!brand || brand.brand_id !== task.brand_id) throw AppError.bad(BrandReportMessage.unknownBrand);
    const missing = task.competitor_ids.find((id) => !brands.some((b) => b.brand_id === id));
    if (missing !== undefined) throw AppError.bad(unknownCompetitorMessage(missing));
    const competitors = brands.slice(1);

    if (!(await report(0.15, '统计声量与份额'))) return { skipped: 'deleted' };
    const readAt = ctx.clock.now();
    const series = new Map<string, BrandDay[]>();
    for (const id of ids) series.set(id, await dailySeries(ctx.db, id, task.start_date, task.end_date));
    const totals = new Map(
      (await periodTotals(ctx.db, task.start_date, task.end_date, ids)).map((t) => [t.brandId, t]),
    );

    if (!(await report(0.45, '读取提及博文'))) return { skipped: 'deleted' };
    const read = await brandPosts(ctx.db, brand.brand_id, task.start_date, task.end_date, BRAND_REPORT_MAX_POSTS + 1);
    const capped = read.length > BRAND_REPORT_MAX_POSTS;
    const posts = capped ? read.slice(0, BRAND_REPORT_MAX_POSTS) : read;

    if (!(await report(0.7, '分析情感、博主与词云'))) return { skipped: 'deleted' };
    const built = buildBrandReport({
      brand: refOf(brand),
      aliases: brand.aliases,
      competitors: competitors.map(refOf),
      startDate: task.start_date,
      endDate: task.end_date,
      rule: DEFAULT_SPIKE_RULE,
      series,
      totals,
      posts,
      capped,
      readAt,
      demo: brand.origin === 'simulator',
    });

    if (!(await report(0.9, '保存报告'))) return { skipped: 'deleted' };
    const finished = await finishTask(ctx.db, taskId, {
      ...built,
      dataAt: readAt,
      finishedAt: ctx.clock.now(),
      progressText: BRAND_REPORT_STATUS_LABELS[BrandReportStatus.done],
    });
    if (!finished) return { skipped: 'deleted' };
    await progress(1, '已完成');
    await notifyUser(
      ctx.db,
      task.user_id,
      {
        type: 'system',
        title: '品牌报告已生成',
        content: `品牌「${brand.brand_cn_name}」（${task.start_date} 至 ${task.end_date}）的报告已生成，共 ${built.report.summary.mentions} 条提及、${built.report.spikes.length} 个声量峰值。`,
      },
      ctx.clock,
    ).catch((error) => ctx.log.warn({ err: error, taskId }, 'brand report notification failed'));
    return { mentions: built.report.summary.mentions, spikes: built.report.spikes.length };
  } catch (error) {
    if (error instanceof LeaseLostError) throw error;
    const reason = error instanceof AppError ? error.userMessage : BRAND_REPORT_INTERRUPTED;
    ctx.log.warn({ err: error, taskId }, 'brand report task failed');
    const marked = await updateTask(ctx.db, taskId, {
      status: BrandReportStatus.failed,
      progress_text: BRAND_REPORT_STATUS_LABELS[BrandReportStatus.failed],
      error: reason.slice(0, 200),
      finished_at: ctx.clock.now(),
    });
    // A task deleted while it ran has nobody to tell; one that failed gives its use back.
    if (marked) await ctx.membership.release({ id: task.user_id, level: 30 }, 'brand_report');
    return { failed: reason };
  }
}

export function registerBrandReportJobs(runner: JobRunner, ctx: AppContext): void {
  runner.register(BRAND_REPORT_JOB, (payload, { progress }) =>
    runBrandReportTask(ctx, Number(payload.task_id), progress),
  );
}
