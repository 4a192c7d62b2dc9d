import { DAY_MS } from '@boguan/contracts/china-time';
import { EXPORT_KEEP_DAYS } from '@boguan/contracts/exports';
import { z } from 'zod';
import type { JobRunner } from '../../jobs/job-runner.js';
import type { AppContext } from '../../lib/context.js';
import { EXPORT_JOB, exportFileKey, exportKind } from './export-kinds.js';
import {
  expiredExportFiles,
  failExportRecord,
  finishExportRecord,
  forgetExportFile,
  legacyExportFiles,
  moveLegacyExportFile,
} from './exports.repository.js';
import { buildXlsx, rowCount, XLSX_TYPE } from './xlsx.js';

/** What runExport queues; the params are parsed again by their kind's own schema. */
const exportJobPayload = z.object({
  record_id: z.number().int(),
  kind: z.string(),
  params: z.unknown(),
  user_id: z.number().int(),
  level: z.number().int(),
});

export const EXPORT_SWEEP_JOB = 'export.sweep';
const EXPORT_SWEEP_EVERY_MS = 60 * 60_000;

/**
 * Removes the files of exports built more than EXPORT_KEEP_DAYS ago (the records stay, marked
 * expired); downloads refuse them from the moment they expire, whether or not this has run.
 */
export async function sweepExpiredExports(ctx: AppContext): Promise<number> {
  const before = new Date(ctx.clock.now().getTime() - EXPORT_KEEP_DAYS * DAY_MS);
  let removed = 0;
  for (;;) {
    const batch = await expiredExportFiles(ctx.db, before, 100);
    if (batch.length === 0) return removed;
    for (const row of batch) {
      await ctx.storage.remove(row.file_key);
      await forgetExportFile(ctx.db, row.id);
      removed += 1;
    }
  }
}

/** Builds queued large exports into the file storage for /api/export/download; sweeps expired files hourly. */
export function registerExportJobs(runner: JobRunner, ctx: AppContext): void {
  runner.register(EXPORT_SWEEP_JOB, async () => ({ removed: await sweepExpiredExports(ctx) }));
  runner.schedule({ kind: EXPORT_SWEEP_JOB, everyMs: EXPORT_SWEEP_EVERY_MS });
  runner.register(EXPORT_JOB, async (raw, { progress }) => {
    const payload = exportJobPayload.parse(raw);
    try {
      await progress(0.1, '读取数据');
      const kind = exportKind(payload.kind);
      const user = { id: payload.user_id, level: payload.level };
      const sheets = await kind.build(ctx, user, kind.params.parse(payload.params));
      await progress(0.7, '生成文件');
      const fileKey = exportFileKey();
      const file = await buildXlsx(sheets);
      await ctx.storage.put(fileKey, file, XLSX_TYPE);
      const rows = rowCount(sheets);
      const done = { fileKey, rowCount: rows, sizeBytes: file.length, now: ctx.clock.now() };
      if (!(await finishExportRecord(ctx.db, payload.record_id, done))) await ctx.storage.remove(fileKey);
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
