import { DAY_MS, formatChinaTime } from '@boguan/contracts/china-time';
import { type Envelope, GenericMessage } from '@boguan/contracts/envelope';
import {
  EXPORT_EXPIRED,
  EXPORT_FAILED,
  EXPORT_KEEP_DAYS,
  EXPORT_NOT_FOUND,
  EXPORT_NOT_READY,
  EXPORT_QUEUED,
  EXPORT_RECORDS_PER_PAGE,
  EXPORT_SYNC_MAX_ROWS,
} from '@boguan/contracts/exports';
import type { ExportQueued, ExportRecordItem, ExportState } from '@boguan/contracts/exports.api';
import type { Paged } from '@boguan/contracts/kol';
import { maskMobile } from '@boguan/contracts/mask';
import { FEATURES, type FeatureKey } from '@boguan/contracts/membership';
import { pageSlice } from '../../db/paging.js';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import type { FileAnswer } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import type { Member } from '../membership/membership.service.js';
import { EXPORT_JOB, type ExportKind, exportFileKey } from './export-kinds.js';
import {
  attachExportJob,
  deleteOwnExportRecord,
  type ExportRecordWithProgress,
  findOwnExportRecord,
  insertExportRecord,
  listExportRecords,
} from './exports.repository.js';
import { buildXlsx, contentTypeOf, rowCount, XLSX_TYPE } from './xlsx.js';

export interface ExportRequest<P> {
  /** The membership feature one use is counted against (1001 / 1002 before any work). */
  feature: FeatureKey;
  kind: ExportKind<P>;
  /** What the builder reads: parsed by the kind's schema here and again by a job. */
  params: P;
  /** What the user exported, in Chinese, for the history. */
  title: string;
  /** The download name, ending in .xlsx. */
  fileName: string;
  /** Rows the export will hold (already capped by the member's maxRows): decides request or job. */
  rowCount: number;
}

/**
 * The one way an endpoint exports: counts a use, then either builds the .xlsx at once and answers
 * it or, for more than EXPORT_SYNC_MAX_ROWS rows, records a running export together with its job
 * (one transaction) and answers {export_id, status}; the client polls /api/export/status and
 * downloads from /api/export/download. Every file is kept in the file storage and every export is
 * written to export_records, so the history can hand any of them out again. A failure gives the
 * use back.
 */
export async function runExport<P>(
  ctx: AppContext,
  user: Member,
  request: ExportRequest<P>,
): Promise<(FileAnswer & { file: Buffer }) | Envelope<ExportQueued>> {
  const params = request.kind.params.parse(request.params);
  await ctx.membership.consume(user, request.feature);
  const now = ctx.clock.now();
  const record = {
    userId: user.id,
    feature: request.feature,
    title: request.title,
    fileName: request.fileName,
    now,
  };
  try {
    if (request.rowCount > EXPORT_SYNC_MAX_ROWS) {
      const exportId = await ctx.db.transaction().execute(async (trx) => {
        const id = await insertExportRecord(trx, { ...record, rowCount: request.rowCount, status: 'running' });
        const payload = { record_id: id, kind: request.kind.name, params, user_id: user.id, level: user.level };
        const jobId = await ctx.jobs.enqueue(
          EXPORT_JOB,
          payload,
          { runAt: now, ownerUserId: user.id, maxAttempts: 2 },
          trx,
        );
        if (jobId === null) throw new Error('export job not enqueued');
        await attachExportJob(trx, id, jobId);
        return id;
      });
      return ok<ExportQueued>({ export_id: exportId, status: 'running' }, EXPORT_QUEUED);
    }
    const sheets = await request.kind.build(ctx, user, params);
    const file = await buildXlsx(sheets);
    const fileKey = exportFileKey();
    await ctx.storage.put(fileKey, file, XLSX_TYPE);
    await insertExportRecord(ctx.db, {
      ...record,
      rowCount: rowCount(sheets),
      status: 'done',
      fileKey,
      sizeBytes: file.length,
    });
    return { file, fileName: request.fileName, contentType: XLSX_TYPE };
  } catch (error) {
    await ctx.membership.release(user, request.feature);
    throw error;
  }
}

/** When a finished export's file stops being served (null while it is still being built). */
export function expiresAt(finishedAt: Date | string | null): Date | null {
  return finishedAt ? new Date(new Date(finishedAt).getTime() + EXPORT_KEEP_DAYS * DAY_MS) : null;
}

function sourceOf(feature: string): string {
  return (FEATURES as Record<string, string>)[feature] ?? feature;
}

/** A record as every history shows it (this one and the tools' own lists). */
export function recordItem(row: ExportRecordWithProgress, now: Date): ExportRecordItem {
  const expires = row.status === 'done' ? expiresAt(row.finished_at) : null;
  return {
    id: row.id,
    title: row.title,
    file_name: row.file_name,
    source: sourceOf(row.feature),
    format: row.format,
    row_count: row.row_count,
    size: row.size_bytes,
    status: row.status,
    progress: row.progress,
    error: row.error ? EXPORT_FAILED : null,
    operator: row.nick_name || maskMobile(row.mobile),
    create_time: formatChinaTime(row.created_at),
    finish_time: row.finished_at ? formatChinaTime(row.finished_at) : null,
    expire_time: expires ? formatChinaTime(expires) : null,
    expired: expires !== null && (expires.getTime() <= now.getTime() || row.file_key === null),
  };
}

/** One page of the user's export history (of one tool's feature, when given). */
export async function exportRecords(
  ctx: AppContext,
  user: Member,
  page: number,
  options: { feature?: FeatureKey; perPage?: number } = {},
): Promise<Paged<ExportRecordItem>> {
  const perPage = options.perPage ?? EXPORT_RECORDS_PER_PAGE;
  const { rows, total } = await listExportRecords(ctx.db, user.id, pageSlice(page, perPage), options.feature);
  const now = ctx.clock.now();
  return { data: rows.map((row) => recordItem(row, now)), page, per_page: perPage, total };
}

/**
 * Deletes one of the user's exports and its file. A running export's job finds its record gone and
 * throws its file away (exports.jobs.ts).
 */
export async function removeExport(ctx: AppContext, user: Member, id: number): Promise<void> {
  const deleted = await deleteOwnExportRecord(ctx.db, user.id, id);
  if (!deleted) throw AppError.bad(EXPORT_NOT_FOUND, `export ${id} is not user ${user.id}'s`);
  if (deleted.file_key) await ctx.storage.remove(deleted.file_key);
}

async function ownRecord(ctx: AppContext, user: Member, id: number): Promise<ExportRecordWithProgress> {
  const row = await findOwnExportRecord(ctx.db, user.id, id);
  if (!row) throw AppError.bad(EXPORT_NOT_FOUND, `export ${id} is not user ${user.id}'s`);
  return row;
}

export async function exportState(ctx: AppContext, user: Member, id: number): Promise<ExportState> {
  const row = await ownRecord(ctx, user, id);
  return { id: row.id, status: row.status, progress: row.progress, file_name: row.file_name, row_count: row.row_count };
}

/** The file of one of the user's exports, streamed from the file storage until it expires. */
export async function exportFile(ctx: AppContext, user: Member, id: number): Promise<FileAnswer> {
  const row = await ownRecord(ctx, user, id);
  if (row.status === 'failed') throw AppError.bad(EXPORT_FAILED);
  if (row.status !== 'done') throw AppError.bad(EXPORT_NOT_READY);
  const expires = expiresAt(row.finished_at);
  if (!row.file_key || (expires && expires.getTime() <= ctx.clock.now().getTime())) {
    throw AppError.bad(EXPORT_EXPIRED);
  }
  const stored = await ctx.storage.open(row.file_key);
  if (!stored) throw AppError.bad(GenericMessage.busy, `export ${id}: file ${row.file_key} missing from storage`);
  return { file: stored.stream, size: stored.size, fileName: row.file_name, contentType: contentTypeOf(row.format) };
}
