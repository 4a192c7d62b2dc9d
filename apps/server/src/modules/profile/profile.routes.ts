import { NeedFormMessage, needFormSchema } from '@boguan/contracts/profile';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context.js';
import { ok } from '../../plugins/envelope.js';
import { loginFirst } from '../membership/login-first.js';
import { personalInfo, submitQuestionnaire } from './profile.service.js';

export async function profileRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/user/getPersonalInfo',
    { ...loginFirst, schema: { tags: ['profile'], summary: '个人信息、会员套餐、行业列表与提示标记' } },
    async (request) => ok(await personalInfo(ctx, await request.requireUser())),
  );
  r.post(
    '/api/user/need_form',
    { ...loginFirst, schema: { tags: ['profile'], summary: '欢迎问卷', body: needFormSchema } },
    async (request) => {
      await submitQuestionnaire(ctx, await request.requireUser(), request.body);
      return ok(null, NeedFormMessage.ok);
    },
  );
}
