import {
  ContrastMessage,
  contrastHistorySchema,
  contrastIdSchema,
  contrastSubmitSchema,
} from '@boguan/contracts/kol-contrast';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context.js';
import { ok } from '../../plugins/envelope.js';
import { loginFirst } from '../membership/login-first.js';
import { contrastDetail, contrastHistory, removeContrast, submitContrast } from './kol-contrast.service.js';

/** Blogger comparison (/bosContrast, /bosContrast/detail, /bosContrastHis); docs/kol-contrast.md. */
export async function kolContrastRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['kol-contrast'];
  r.post(
    '/api/kol/contrast_submit',
    { ...loginFirst, schema: { tags, summary: '提交博主对比（2-5位，计博主对比次数）', body: contrastSubmitSchema } },
    async (request) => {
      const user = await request.requireUser();
      return ok(await submitContrast(ctx, user, request.body.kol_ids));
    },
  );
  r.post(
    '/api/kol/contrast_detail',
    { ...loginFirst, schema: { tags, summary: '博主对比详情：指标、趋势、受众', body: contrastIdSchema } },
    async (request) => {
      const user = await request.requireUser();
      return ok(await contrastDetail(ctx, user, request.body.id));
    },
  );
  r.post(
    '/api/kol/contrast_history',
    { ...loginFirst, schema: { tags, summary: '博主对比记录（每页 10 条）', body: contrastHistorySchema } },
    async (request) => {
      const user = await request.requireUser();
      return ok(await contrastHistory(ctx, user, request.body.page));
    },
  );
  r.post(
    '/api/kol/contrast_delete',
    { ...loginFirst, schema: { tags, summary: '删除博主对比记录', body: contrastIdSchema } },
    async (request) => {
      const user = await request.requireUser();
      await removeContrast(ctx, user, request.body.id);
      return ok(null, ContrastMessage.deleted);
    },
  );
}
