import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../lib/context.js';
import { ok } from '../../plugins/envelope.js';
import { loginFirst } from '../membership/login-first.js';
import { quickEntry } from './quick-entry.service.js';

export async function quickEntryRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.post(
    '/api/User/getQuickEntry',
    { ...loginFirst, schema: { tags: ['quick-entry'], summary: '快捷入口：常用工具与热门工具（fire/new 角标）' } },
    async (request) => {
      const user = await request.requireUser();
      return ok(await quickEntry(ctx, user.id));
    },
  );
}
