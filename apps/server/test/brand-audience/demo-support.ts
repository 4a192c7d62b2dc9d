import { chinaDate } from '@boguan/contracts/china-time';
import { BRAND_AUDIENCE_JOB, runBrandAudienceTask } from '../../src/modules/brand-audience/brand-audience.job.js';
import type { DemoApp } from '../support/demo-world.js';

/** Registers the brand-audience job on a demo app's runner (the demo world registers the blogger tools only). */
export function registerBrandAudience(t: DemoApp): void {
  t.runner.register(BRAND_AUDIENCE_JOB, (payload, { progress }) =>
    runBrandAudienceTask(t.ctx, Number(payload.task_id), progress),
  );
}

/** The stored brands with the most mentions, most first (what a member would analyse). */
export async function busyBrands(t: DemoApp, count: number): Promise<string[]> {
  const rows = await t.ctx.db
    .selectFrom('brand_mentions')
    .select(['brand_id', (eb) => eb.fn.countAll<string>().as('n')])
    .groupBy('brand_id')
    .orderBy('n', 'desc')
    .orderBy('brand_id')
    .limit(count)
    .execute();
  if (rows.length < count) throw new Error(`fewer than ${count} demo brands with mentions`);
  return rows.map((r) => r.brand_id);
}

/** From the first stored mention's China day to today: the widest range the kept history allows. */
export async function keptRange(t: DemoApp): Promise<{ start_date: string; end_date: string }> {
  const row = await t.ctx.db
    .selectFrom('brand_mentions')
    .select((eb) => eb.fn.min('posted_at').as('first'))
    .executeTakeFirstOrThrow();
  return { start_date: chinaDate(new Date(row.first as Date)), end_date: chinaDate(t.clock.now()) };
}
