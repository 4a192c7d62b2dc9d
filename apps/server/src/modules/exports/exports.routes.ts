import {
  EXPORT_FAILED,
  EXPORT_NOT_FOUND,
  EXPORT_NOT_READY,
  type ExportRecordItem,
  exportIdSchema,
  exportListSchema,
} from '@boguan/contracts/exports';
import type { Paged } from '@boguan/contracts/kol';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import { ok } from '../../plugins/envelope.js';
import { formatChinaTime } from '../membership/china-time.js';
import { loginFirst } from '../membership/login-first.js';
import { attachmentHeader, XLSX_TYPE } from './xlsx.js';

const PER_PAGE = 10;

/** The export history of the signed-in user, and the status and file of a job-built export. */
export async function exportsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const progressOf = async (jobId: number | null, status: string) => {
    if (status !== 'running') return 1;
    if (jobId === null) return 0;
    return (await ctx.jobs.get(jobId))?.progress ?? 0;
  };

  r.post(
    '/api/export/records',
    { ...loginFirst, schema: { tags: ['exports'], summary: '导出记录（每页 10 条）', body: exportListSchema } },
    async (request) => {
      const user = await request.requireUser();
      const { page } = request.body;
      const [rows, total] = await Promise.all([
        ctx.db
          .selectFrom('export_records')
          .select(['id', 'title', 'file_name', 'row_count', 'status', 'job_id', 'error', 'created_at', 'finished_at'])
          .where('user_id', '=', user.id)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(PER_PAGE)
          .offset((page - 1) * PER_PAGE)
          .execute(),
        ctx.db
          .selectFrom('export_records')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('user_id', '=', user.id)
          .executeTakeFirstOrThrow(),
      ]);
      const data: ExportRecordItem[] = [];
      for (const row of rows) {
        data.push({
          id: row.id,
          title: row.title,
          file_name: row.file_name,
          row_count: row.row_count,
          status: row.status,
          progress: await progressOf(row.job_id, row.status),
          error: row.error ? EXPORT_FAILED : null,
          create_time: formatChinaTime(row.created_at),
          finish_time: row.finished_at ? formatChinaTime(row.finished_at) : null,
        });
      }
      return ok<Paged<ExportRecordItem>>({ data, page, per_page: PER_PAGE, total: Number(total.n) });
    },
  );

  const ownRecord = async (userId: number, id: number) => {
    const row = await ctx.db
      .selectFrom('export_records')
      .select(['id', 'status', 'job_id', 'file_name', 'row_count'])
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!row) throw AppError.bad(EXPORT_NOT_FOUND);
    return row;
  };

  r.post(
    '/api/export/status',
    { ...loginFirst, schema: { tags: ['exports'], summary: '导出任务状态与进度', body: exportIdSchema } },
    async (request) => {
      const user = await request.requireUser();
      const row = await ownRecord(user.id, request.body.id);
      return ok({
        id: row.id,
        status: row.status,
        progress: await progressOf(row.job_id, row.status),
        file_name: row.file_name,
        row_count: row.row_count,
      });
    },
  );

  r.post(
    '/api/export/download',
    { ...loginFirst, schema: { tags: ['exports'], summary: '下载已生成的导出文件', body: exportIdSchema } },
    async (request, reply) => {
      const user = await request.requireUser();
      const row = await ownRecord(user.id, request.body.id);
      if (row.status === 'failed') throw AppError.bad(EXPORT_FAILED);
      const file = await ctx.db
        .selectFrom('export_records')
        .select('file_data')
        .where('id', '=', row.id)
        .executeTakeFirstOrThrow();
      if (row.status !== 'done' || !file.file_data) throw AppError.bad(EXPORT_NOT_READY);
      reply.header('content-type', XLSX_TYPE).header('content-disposition', attachmentHeader(row.file_name));
      return Buffer.from(file.file_data);
    },
  );
}
