import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../../lib/context.js';
import { ok } from '../../plugins/envelope.js';

export async function systemRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // The lightest envelope answer: every hook runs (request id, auth header, envelope), no database.
  app.get('/api/ping', { schema: { tags: ['system'], summary: '连通性检查' } }, async () => ok({ pong: true }));

  app.get('/api/health', { schema: { tags: ['system'], summary: '健康检查' } }, async () => {
    const started = performance.now();
    await sql`select 1`.execute(ctx.db);
    return ok({ status: 'up', database: ctx.dbKind, dbMs: Math.round((performance.now() - started) * 100) / 100 });
  });
}
