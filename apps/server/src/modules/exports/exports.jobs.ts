import { z } from 'zod';
import type { JobRunner } from '../../jobs/job-runner.js';
import type { AppContext } from '../../lib/context.js';
import { EXPORT_JOB, exportFileKey, exportKind } from './export-kinds.js';
import { failExportRecord, finishExportRecord, legacyExportFiles, moveLegacyExportFile } from './exports.repository.js';
import { buildXlsx, rowCount, XLSX_TYPE } from './xlsx.js';

/** What runExport queues; the params are parsed again by their kind's own schema. */
const exportJobPayload = z.object({
  record_id: z.number().int(),
  kind: z.string(),
  params: z.unknown(),
  user_id: z.number().int(),
  level: z.number().int(),
});

/** Builds queued large exports into the file storage for /api/export/download. */
export function registerExportJobs(runner: JobRunner, ctx: AppContext): void {
  runner.register(EXPORT_JOB, async (raw, { progress }) => {
    const payload = exportJobPayload.parse(raw);
    try {
      await progress(0.1, '读取数据');
      const kind = exportKind(payload.kind);
      const user = { id: payload.user_id, level: payload.level };
      const sheets = await kind.build(ctx, user, kind.params.parse(payload.params));
      await progress(0.7, '生成文件');
      const fileKey = exportFileKey();
      await ctx.storage.put(fileKey, await buildXlsx(sheets), XLSX_TYPE);
      const rows = rowCount(sheets);
      await finishExportRecord(ctx.db, payload.record_id, { fileKey, rowCount: rows, now: ctx.clock.now() });
      return { rows };
    } catch (error) {
      await failExportRecord(ctx.db, payload.record_id, String(error), ctx.clock.now());
      throw error;
    }
  });
}

/**
 * Moves files of exports built before migration 0016 (bytes in export_records) into the file
 * storage, a batch at a time, so every download reads the storage.
 */
export async function moveLegacyExportFiles(ctx: AppContext): Promise<number> {
  let moved = 0;
  for (;;) {
    const batch = await legacyExportFiles(ctx.db, 20);
    if (batch.length === 0) return moved;
    for (const row of batch) {
      const fileKey = exportFileKey();
      if (row.file_data) await ctx.storage.put(fileKey, Buffer.from(row.file_data), XLSX_TYPE);
      await moveLegacyExportFile(ctx.db, row.id, fileKey);
      moved += 1;
    }
  }
}
