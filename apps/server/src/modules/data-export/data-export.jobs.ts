import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DATASET_LABELS, EXPORT_BATCH_ROWS } from '@boguan/contracts/data-export';
import { dataExportSchema } from '@boguan/contracts/data-export.api';
import { z } from 'zod';
import type { JobRunner } from '../../jobs/job-runner.js';
import type { AppContext } from '../../lib/context.js';
import { exportFileKey } from '../exports/export-kinds.js';
import { failExportRecord, finishExportRecord } from '../exports/exports.repository.js';
import { contentTypeOf } from '../exports/xlsx.js';
import { chosenColumns } from './data-export.cells.js';
import { type Cursor, exportBatch } from './data-export.repository.js';
import { DATA_EXPORT_JOB, exportQuery } from './data-export.service.js';
import { rowFileWriter } from './data-export.writer.js';

/** What submitExport queues: the request as parsed, read again here by its own schema. */
const payloadSchema = z.object({
  record_id: z.number().int(),
  input: z.unknown(),
  max_rows: z.number().int().min(1),
  user_id: z.number().int(),
});

/**
 * Writes one export centre file: batches of EXPORT_BATCH_ROWS read in the dataset's order, each
 * written out before the next is read, into a temporary file that then goes to the file storage.
 * At most `max_rows` rows (what the member was told before confirming).
 */
export async function buildDatasetFile(
  ctx: AppContext,
  raw: unknown,
  progress: (f: number, text: string) => Promise<void>,
) {
  const payload = payloadSchema.parse(raw);
  const input = dataExportSchema.parse(payload.input);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'boguan-export-'));
  const file = path.join(dir, `export.${input.format}`);
  try {
    const query = await exportQuery(ctx, input);
    const columns = chosenColumns(input.dataset, input.columns);
    const writer = rowFileWriter(input.format, file, DATASET_LABELS[input.dataset], columns.headers);
    let written = 0;
    let cursor: Cursor = null;
    do {
      const want = Math.min(EXPORT_BATCH_ROWS, payload.max_rows - written);
      const batch = await exportBatch(ctx.db, input.dataset, query, cursor, want);
      for (const row of batch.rows) await writer.addRow(columns.cells(row));
      written += batch.rows.length;
      cursor = batch.next;
      await progress(0.95 * (written / payload.max_rows), `已写入 ${written}/${payload.max_rows} 行`);
    } while (cursor !== null && written < payload.max_rows);
    await writer.finish();
    const fileKey = exportFileKey(input.format);
    await ctx.storage.putFile(fileKey, file, contentTypeOf(input.format));
    const sizeBytes = (await stat(file)).size;
    const done = { fileKey, rowCount: written, sizeBytes, now: ctx.clock.now() };
    // The member deleted the record while its file was written: nothing keeps the file.
    if (!(await finishExportRecord(ctx.db, payload.record_id, done))) await ctx.storage.remove(fileKey);
    return { rows: written, bytes: sizeBytes };
  } catch (error) {
    await failExportRecord(ctx.db, payload.record_id, String(error), ctx.clock.now());
    throw error;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export function registerDataExportJobs(runner: JobRunner, ctx: AppContext): void {
  runner.register(DATA_EXPORT_JOB, (raw, { progress }) => buildDatasetFile(ctx, raw, progress));
}
