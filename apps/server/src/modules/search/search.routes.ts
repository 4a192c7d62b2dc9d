import { searchSchema } from '@boguan/contracts/search';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context.js';
import { ok } from '../../plugins/envelope.js';
import { loginFirst } from '../membership/login-first.js';
import { globalSearch } from './search.service.js';

export async function searchRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/index/search',
    {
      ...loginFirst,
      schema: {
        tags: ['search'],
        summary: '全局搜索：博主 kol / 博文 article / 品牌 brand（按词匹配）',
        body: searchSchema,
      },
    },
    async (request) => {
      const user = await request.requireUser();
      return ok(await globalSearch(ctx, user, request.body.keyword, request.body.type));
    },
  );
}
