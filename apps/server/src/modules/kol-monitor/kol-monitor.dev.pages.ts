import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import { ok } from '../../plugins/envelope.js';
import { changeAccountNow } from './dev-overrides.js';

const changeBody = z.object({
  kol_id: z.coerce.number().int().min(1),
  screen_name: z.string().trim().max(30).optional(),
  followers_factor: z.coerce.number().min(0.01).max(100).optional(),
});

/**
 * POST /dev/kol-monitor/change, only when config.devPages is on (not a row of the endpoint map):
 * makes a monitored account change now and runs its checks, for e2e tests on the real clock.
 */
export async function kolMonitorDevPages(app: FastifyInstance, ctx: AppContext): Promise<void> {
  if (!ctx.config.devPages) return;
  app.post('/dev/kol-monitor/change', { schema: { hide: true } }, async (request) => {
    const parsed = changeBody.safeParse(request.body ?? {});
    if (!parsed.success) throw AppError.bad('参数不正确');
    const { kol_id, screen_name, followers_factor } = parsed.data;
    return ok(
      await changeAccountNow(ctx, {
        kol_id,
        ...(screen_name ? { screenName: screen_name } : {}),
        ...(followers_factor ? { followersFactor: followers_factor } : {}),
      }),
    );
  });
}
