import type { JobRunner } from '../../jobs/job-runner.js';
import type { AppContext } from '../../lib/context.js';
import { EXPORT_JOB, exportBuilder } from './exports.service.js';
import { buildXlsx } from './xlsx.js';

/** Builds queued large exports: the file goes into export_records for /api/export/download. */
export function registerExportJobs(runner: JobRunner, ctx: AppContext): void {
  runner.register(EXPORT_JOB, async (payload, { progress }) => {
    const recordId = Number(payload.record_id);
    try {
      await progress(0.1, '读取数据');
      const sheets = await exportBuilder(String(payload.kind))(
        ctx,
        { id: Number(payload.user_id), level: Number(payload.level) },
        (payload.params ?? {}) as Record<string, unknown>,
      );
      await progress(0.7, '生成文件');
      const file = await buildXlsx(sheets);
      const rows = sheets.reduce((sum, sheet) => sum + sheet.rows.length, 0);
      await ctx.db
        .updateTable('export_records')
        .set({ status: 'done', file_data: file, row_count: rows, finished_at: ctx.clock.now() })
        .where('id', '=', recordId)
        .execute();
      return { rows };
    } catch (error) {
      await ctx.db
        .updateTable('export_records')
        .set({ status: 'failed', error: String(error).slice(0, 500), finished_at: ctx.clock.now() })
        .where('id', '=', recordId)
        .execute();
      throw error;
    }
  });
}
