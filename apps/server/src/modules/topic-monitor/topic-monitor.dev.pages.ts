import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import { ok } from '../../plugins/envelope.js';
import { pollOrFail, startTask } from './topic-monitor.job.js';
import { taskById } from './topic-monitor.repository.js';

const pollBody = z.object({ topic_mon_id: z.coerce.number().int().min(1) });

/**
 * POST /dev/topic-monitor/poll, only when config.devPages is on (not a row of the endpoint map):
 * starts a waiting task and polls it now, for e2e tests on the real clock.
 */
export async function topicMonitorDevPages(app: FastifyInstance, ctx: AppContext): Promise<void> {
  if (!ctx.config.devPages) return;
  app.post('/dev/topic-monitor/poll', { schema: { hide: true } }, async (request) => {
    const parsed = pollBody.safeParse(request.body ?? {});
    if (!parsed.success) throw AppError.bad('参数不正确');
    if (!ctx.source) throw AppError.bad('当前未配置数据源');
    const started = await startTask(ctx, parsed.data.topic_mon_id);
    const polled = await pollOrFail(ctx, await taskById(ctx.db, parsed.data.topic_mon_id));
    return ok({ started, polled });
  });
}
