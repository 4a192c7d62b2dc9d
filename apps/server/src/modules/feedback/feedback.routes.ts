import { FeedbackMessage, opinionSubSchema, pageSchema } from '@boguan/contracts/feedback';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context.js';
import { ok } from '../../plugins/envelope.js';
import { loginFirst } from '../membership/login-first.js';
import { opinionLog, submitOpinion } from './feedback.service.js';

export async function feedbackRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/user/opinionSub',
    { ...loginFirst, schema: { tags: ['feedback'], summary: '提交意见反馈', body: opinionSubSchema } },
    async (request) => {
      const user = await request.requireUser();
      await submitOpinion(ctx, user, request.body);
      return ok(null, FeedbackMessage.ok);
    },
  );
  r.post(
    '/api/user/opinionLog',
    {
      ...loginFirst,
      schema: { tags: ['feedback'], summary: '我的反馈记录（每页 10 条，最新在前）', body: pageSchema },
    },
    async (request) => {
      const user = await request.requireUser();
      return ok(await opinionLog(ctx, user, request.body.page));
    },
  );
}
