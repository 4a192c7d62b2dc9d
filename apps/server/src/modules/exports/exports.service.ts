import type { Envelope } from '@boguan/contracts/envelope';
import { EXPORT_QUEUED, EXPORT_SYNC_MAX_ROWS, type ExportQueued } from '@boguan/contracts/exports';
import type { FeatureKey } from '@boguan/contracts/membership';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../lib/context.js';
import { ok } from '../../plugins/envelope.js';
import type { Member } from '../membership/membership.service.js';
import type { SessionUser } from '../sessions/sessions.repository.js';
import { type AnySheet, attachmentHeader, buildXlsx, XLSX_TYPE } from './xlsx.js';

export const EXPORT_JOB = 'export.xlsx';

/**
 * Builds the sheets of one export from its parameters. Registered per kind so a job (another
 * process, later) can rebuild exactly what the request asked for.
 */
export type ExportBuilder = (ctx: AppContext, user: Member, params: Record<string, unknown>) => Promise<AnySheet[]>;

const builders = new Map<string, ExportBuilder>();

export function registerExportBuilder(kind: string, builder: ExportBuilder): void {
  builders.set(kind, builder);
}

export function exportBuilder(kind: string): ExportBuilder {
  const builder = builders.get(kind);
  if (!builder) throw new Error(`no export builder registered for ${kind}`);
  return builder;
}

export interface ExportRequest {
  /** The membership feature one use is counted against (1001 / 1002 before any work). */
  feature: FeatureKey;
  /** A registered builder kind. */
  kind: string;
  params: Record<string, unknown>;
  /** What the user exported, in Chinese, for the history. */
  title: string;
  /** The download name, ending in .xlsx. */
  fileName: string;
  /** Rows the export will hold (already capped by the member's maxRows): decides request or job. */
  rowCount: number;
}

/**
 * The one way an endpoint exports: counts a use, then either answers the .xlsx at once or, for more
 * than EXPORT_SYNC_MAX_ROWS rows, records a running export, queues a job and answers
 * {export_id, status} (the client polls /api/export/status and downloads from /api/export/download).
 * Every export is written to export_records. A failure gives the use back.
 */
export async function runExport(
  ctx: AppContext,
  reply: FastifyReply,
  user: SessionUser,
  request: ExportRequest,
): Promise<Buffer | Envelope<ExportQueued>> {
  const builder = exportBuilder(request.kind);
  await ctx.membership.consume(user, request.feature);
  const now = ctx.clock.now();
  try {
    if (request.rowCount > EXPORT_SYNC_MAX_ROWS) {
      const record = await ctx.db
        .insertInto('export_records')
        .values({
          user_id: user.id,
          feature: request.feature,
          title: request.title,
          file_name: request.fileName,
          row_count: request.rowCount,
          status: 'running',
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const jobId = await ctx.jobs.enqueue(
        EXPORT_JOB,
        { record_id: record.id, kind: request.kind, params: request.params, user_id: user.id, level: user.level },
        { runAt: now, ownerUserId: user.id, maxAttempts: 2 },
      );
      await ctx.db.updateTable('export_records').set({ job_id: jobId }).where('id', '=', record.id).execute();
      return ok<ExportQueued>({ export_id: record.id, status: 'running' }, EXPORT_QUEUED);
    }
    const sheets = await builder(ctx, user, request.params);
    const file = await buildXlsx(sheets);
    const rows = sheets.reduce((sum, sheet) => sum + sheet.rows.length, 0);
    await ctx.db
      .insertInto('export_records')
      .values({
        user_id: user.id,
        feature: request.feature,
        title: request.title,
        file_name: request.fileName,
        row_count: rows,
        status: 'done',
        created_at: now,
        finished_at: now,
      })
      .execute();
    reply.header('content-type', XLSX_TYPE).header('content-disposition', attachmentHeader(request.fileName));
    return file;
  } catch (error) {
    await ctx.membership.release(user, request.feature);
    throw error;
  }
}
