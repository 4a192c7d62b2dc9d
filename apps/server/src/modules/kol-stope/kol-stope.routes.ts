import {
  STOPE_SUBMITTED,
  stopeAccountSearchSchema,
  stopeAuthSchema,
  stopeHistorySchema,
  stopeIdSchema,
  stopeResultSchema,
  stopeSubmitSchema,
} from '@boguan/contracts/kol-stope';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context.js';
import { sendAnswer } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import { runExport } from '../exports/exports.service.js';
import { loginFirst } from '../membership/login-first.js';
import {
  exportRowLimit,
  stopeAdExport,
  stopeExport,
  stopeExportFileName,
  stopeExportTitle,
} from './kol-stope.export.js';
import {
  adAnalysis,
  deleteStope,
  exportCheck,
  requireDoneTask,
  searchAccounts,
  stopeHistory,
  stopeProgress,
  stopeResult,
  submitStope,
} from './kol-stope.service.js';

const tags = ['kol-stope'];

/** Back-collection (/stope, /stopeHistory, /stopeResult) and its ad-post analysis (docs/kol-stope.md). */
export async function kolStopeRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/kol/stope_account_search',
    { ...loginFirst, schema: { tags, summary: '回采：按昵称或uid查找已收录博主', body: stopeAccountSearchSchema } },
    async (request) => {
      await request.requireUser();
      return ok(await searchAccounts(ctx, request.body.keyword));
    },
  );

  r.post(
    '/api/kol/stope_auth',
    { ...loginFirst, schema: { tags, summary: '回采：会员是否可用及本月剩余次数', body: stopeAuthSchema } },
    async (request) => {
      const user = await request.requireUser();
      return ok(await ctx.membership.remaining(user, 'back_collection'));
    },
  );

  r.post(
    '/api/kol/stope_submit',
    {
      ...loginFirst,
      schema: { tags, summary: '提交回采任务（博主 + 日期范围，最长90天）', body: stopeSubmitSchema },
    },
    async (request) => {
      const user = await request.requireUser();
      return ok(await submitStope(ctx, user, request.body), STOPE_SUBMITTED);
    },
  );

  r.post(
    '/api/kol/stope_history',
    { ...loginFirst, schema: { tags, summary: '回采记录（每页10条，可按状态筛选）', body: stopeHistorySchema } },
    async (request) => {
      const user = await request.requireUser();
      return ok(await stopeHistory(ctx, user, request.body.page, request.body.status));
    },
  );

  r.post(
    '/api/kol/stope_status',
    { ...loginFirst, schema: { tags, summary: '回采任务状态与进度', body: stopeIdSchema } },
    async (request) => {
      const user = await request.requireUser();
      return ok(await stopeProgress(ctx, user, request.body.id));
    },
  );

  r.post(
    '/api/kol/stope_result',
    { ...loginFirst, schema: { tags, summary: '回采结果：汇总、每日趋势与博文列表', body: stopeResultSchema } },
    async (request) => {
      const user = await request.requireUser();
      return ok(await stopeResult(ctx, user, request.body));
    },
  );

  r.post(
    '/api/kol/stope_ad_analysis',
    {
      ...loginFirst,
      schema: { tags, summary: '商业博文分析：商业博文、提及品牌与自然博文互动对比', body: stopeIdSchema },
    },
    async (request) => {
      const user = await request.requireUser();
      return ok(await adAnalysis(ctx, await requireDoneTask(ctx, user, request.body.id)));
    },
  );

  r.post(
    '/api/kol/stope_delete',
    { ...loginFirst, schema: { tags, summary: '删除回采任务', body: stopeIdSchema } },
    async (request) => {
      const user = await request.requireUser();
      await deleteStope(ctx, user, request.body.id);
      return ok(null, '删除成功');
    },
  );

  r.post(
    '/api/kol/analyseArticleExportCheckNum',
    { ...loginFirst, schema: { tags, summary: '回采博文导出前的条数与次数检查', body: stopeIdSchema } },
    async (request) => {
      const user = await request.requireUser();
      const task = await requireDoneTask(ctx, user, request.body.id);
      return ok(await exportCheck(ctx, user, task.posts));
    },
  );

  r.post(
    '/api/kol/analyseArticleExport',
    { ...loginFirst, schema: { tags, summary: '导出回采博文（.xlsx）', body: stopeIdSchema } },
    async (request, reply) => {
      const user = await request.requireUser();
      const task = await requireDoneTask(ctx, user, request.body.id);
      const rowCount = Math.min(task.posts, exportRowLimit(ctx, user));
      const answer = await runExport(ctx, user, {
        feature: 'kol_export',
        kind: stopeExport,
        params: { task_id: Number(task.id) },
        title: stopeExportTitle(task),
        fileName: stopeExportFileName(task),
        rowCount,
      });
      return sendAnswer(reply, answer);
    },
  );

  r.post(
    '/api/kol/adArtExportCheck',
    { ...loginFirst, schema: { tags, summary: '商业博文导出前的条数与次数检查', body: stopeIdSchema } },
    async (request) => {
      const user = await request.requireUser();
      const task = await requireDoneTask(ctx, user, request.body.id);
      return ok(await exportCheck(ctx, user, task.sponsored));
    },
  );

  r.post(
    '/api/kol/adArtExport',
    { ...loginFirst, schema: { tags, summary: '导出商业博文分析（.xlsx）', body: stopeIdSchema } },
    async (request, reply) => {
      const user = await request.requireUser();
      const task = await requireDoneTask(ctx, user, request.body.id);
      const rowCount = Math.min(task.sponsored, exportRowLimit(ctx, user));
      const answer = await runExport(ctx, user, {
        feature: 'kol_export',
        kind: stopeAdExport,
        params: { task_id: Number(task.id) },
        title: stopeExportTitle(task, true),
        fileName: stopeExportFileName(task, true),
        rowCount,
      });
      return sendAnswer(reply, answer);
    },
  );
}
