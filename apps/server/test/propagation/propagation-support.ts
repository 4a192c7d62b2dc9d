import { PROPAGATION_JOB, runPropagationTask } from '../../src/modules/propagation/propagation.job.js';
import type { DemoApp } from '../support/demo-world.js';

/** Registers the propagation job on a demo app's runner (the demo world registers the blogger tools only). */
export function registerPropagation(t: DemoApp): void {
  t.runner.register(PROPAGATION_JOB, (payload, { progress }) =>
    runPropagationTask(t.ctx, Number(payload.task_id), progress),
  );
}

/**
 * Stored demo posts whose cascade in the world has at least `min` reposts now, most reposted first
 * (what a member would analyse), or with `fewest` the smallest such cascades first: enough for a case
 * that only needs reposts, and quick when it collects a dozen of them (a campaign post of the demo
 * world draws tens of thousands). Distinct posts let cases run side by side without a double submit.
 */
export async function postsWithReposts(
  t: DemoApp,
  min: number,
  count = 1,
  order: 'most' | 'fewest' = 'most',
): Promise<string[]> {
  const rows = await t.ctx.db
    .selectFrom('weibo_posts')
    .select('mid')
    .where('origin', '=', 'simulator')
    .where('parent_mid', 'is', null)
    .where('deleted', '=', false)
    .where('reposts', '>=', order === 'fewest' ? min : 0)
    .orderBy('reposts', order === 'fewest' ? 'asc' : 'desc')
    .orderBy('mid')
    .limit(200)
    .execute();
  const now = t.clock.now();
  const found: string[] = [];
  for (const { mid } of rows) {
    if (t.world.repostsOf(mid, now).length >= min) found.push(mid);
    if (found.length === count) return found;
  }
  throw new Error(`fewer than ${count} demo posts with ${min} reposts`);
}
