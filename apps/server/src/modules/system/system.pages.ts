import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../lib/context.js';
import { ok } from '../../plugins/envelope.js';
import { health } from './system.service.js';

/** GET /api/ping and /api/health: for load balancers and monitoring, outside the endpoint map. */
export async function systemPages(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // The lightest envelope answer: every hook runs (request id, auth header, envelope), no database.
  app.get('/api/ping', { schema: { tags: ['system'], summary: '连通性检查' } }, async () => ok({ pong: true }));
  app.get('/api/health', { schema: { tags: ['system'], summary: '健康检查' } }, async () => ok(await health(ctx)));
}
