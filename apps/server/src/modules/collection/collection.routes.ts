import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../lib/context.js';
import { ok } from '../../plugins/envelope.js';
import { dataStatus } from './data-status.service.js';

export async function collectionRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.post(
    '/api/index/data_status',
    { schema: { tags: ['data'], summary: '数据来源与规模（演示数据时 demo 为 true，首启生成历史的进度）' } },
    async () => ok(await dataStatus(ctx)),
  );
}
