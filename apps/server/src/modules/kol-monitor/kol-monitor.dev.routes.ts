import { MonitorStatus } from '@boguan/contracts/kol-monitor';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import { ok } from '../../plugins/envelope.js';
import { accountOverrides, monitorSource } from './dev-overrides.js';
import { runMonitorChecks } from './kol-monitor.checker.js';

const changeBody = z.object({
  kol_id: z.coerce.number().int().min(1),
  screen_name: z.string().trim().max(30).optional(),
  followers_factor: z.coerce.number().min(0.01).max(100).optional(),
});

/**
 * Dev-only (config.devPages): makes a monitored account change now and runs its checks, for e2e
 * tests on the real clock. First every live monitor of the account without a baseline takes one,
 * then the override is set and the monitors are checked again.
 */
export async function kolMonitorDevRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.post('/dev/kol-monitor/change', { schema: { hide: true } }, async (request) => {
    const parsed = changeBody.safeParse(request.body ?? {});
    if (!parsed.success) throw AppError.bad('参数不正确');
    const source = monitorSource(ctx);
    if (!source) throw AppError.bad('当前没有数据源');
    const account = await ctx.db
      .selectFrom('weibo_users')
      .select('uid')
      .where('kol_id', '=', parsed.data.kol_id)
      .executeTakeFirst();
    if (!account) throw AppError.bad('博主不存在或暂未收录');
    const deps = { db: ctx.db, clock: ctx.clock, source };
    const monitors = () =>
      ctx.db
        .selectFrom('kol_monitors')
        .select(['id', 'last_state'])
        .where('uid', '=', account.uid)
        .where('status', '=', MonitorStatus.active)
        .execute();
    const makeDue = async (ids: number[]) => {
      if (ids.length === 0) return;
      await ctx.db.updateTable('kol_monitors').set({ next_check_at: ctx.clock.now() }).where('id', 'in', ids).execute();
    };
    const fresh = (await monitors()).filter((m) => m.last_state === null).map((m) => Number(m.id));
    await makeDue(fresh);
    const baseline = fresh.length > 0 ? await runMonitorChecks(deps, fresh) : null;
    accountOverrides(ctx).set(account.uid, {
      ...(parsed.data.screen_name ? { screenName: parsed.data.screen_name } : {}),
      ...(parsed.data.followers_factor ? { followersFactor: parsed.data.followers_factor } : {}),
    });
    const all = (await monitors()).map((m) => Number(m.id));
    await makeDue(all);
    const report = await runMonitorChecks(deps, all);
    return ok({ uid: account.uid, baseline, report });
  });
}
