import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import { ok } from '../../plugins/envelope.js';
import { pollTaskNow } from './post-monitor.collect.js';
import { startTask } from './post-monitor.job.js';

const pollBody = z.object({ art_mon_id: z.coerce.number().int().min(1) });

/**
 * POST /dev/post-monitor/poll, only when config.devPages is on (not a row of the endpoint map):
 * starts a waiting task and polls its posts now, for e2e tests on the real clock.
 */
export async function postMonitorDevPages(app: FastifyInstance, ctx: AppContext): Promise<void> {
  if (!ctx.config.devPages) return;
  app.post('/dev/post-monitor/poll', { schema: { hide: true } }, async (request) => {
    const parsed = pollBody.safeParse(request.body ?? {});
    if (!parsed.success) throw AppError.bad('参数不正确');
    const source = ctx.source?.source;
    if (!source) throw AppError.bad('当前未配置数据源');
    const started = await startTask(ctx, parsed.data.art_mon_id);
    return ok({ started, polled: await pollTaskNow(ctx, source, parsed.data.art_mon_id) });
  });
}
