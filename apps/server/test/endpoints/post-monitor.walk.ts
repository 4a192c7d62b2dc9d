import { postMonitorApi } from '@boguan/contracts/post-monitor.api';
import { startTask } from '../../src/modules/post-monitor/post-monitor.job.js';
import { submit } from '../../src/modules/post-monitor/post-monitor.service.js';
import { type WalkFixture, walkCases } from './walk-support.js';

/**
 * The stored demo originals a member can monitor, newest first, read once per walk. Any blogger's
 * posts qualify (the fixture's biggest blogger may have posted only reposts in the world's days),
 * and each case that submits takes its own post, so no case meets another's open task.
 */
const candidates = new WeakMap<WalkFixture, Promise<string[]>>();
function monitorablePosts(f: WalkFixture): Promise<string[]> {
  let found = candidates.get(f);
  if (!found) {
    found = f.t.ctx.db
      .selectFrom('weibo_posts')
      .select('mid')
      .where('origin', '=', 'simulator')
      .where('parent_mid', 'is', null)
      .where('deleted', '=', false)
      .orderBy('created_at', 'desc')
      .orderBy('mid')
      .limit(100)
      .execute()
      .then((stored) => {
        // The source reads the post again at submit: one the world deleted since would be refused.
        const now = f.t.clock.now();
        const rows = stored.filter((r) => {
          const live = f.t.world.postAt(r.mid, now);
          return live !== null && !live.deleted;
        });
        if (rows.length < 10) throw new Error(`only ${rows.length} stored demo originals to monitor`);
        return rows.map((r) => r.mid);
      });
    candidates.set(f, found);
  }
  return found;
}

/** Post `index` of the walk's candidates (0 is checked and submitted by the walk; tasks take 1, 2, …). */
async function postMid(f: WalkFixture, index = 0): Promise<string> {
  const mids = await monitorablePosts(f);
  const mid = mids[index % mids.length];
  if (mid === undefined) throw new Error('no stored demo original to monitor');
  return mid;
}

const member = (f: WalkFixture) => ({ id: f.userId, level: 40 });
const made = new WeakMap<WalkFixture, number>();

/** A task of the fixture's member, started (baseline, watch, first detail poll), for the report calls. */
async function runningTask(f: WalkFixture): Promise<number> {
  const next = (made.get(f) ?? 0) + 1;
  made.set(f, next);
  const mid = await postMid(f, next);
  const input = { type: 2 as const, url: mid, duration: 24 as const, interval: 10 as const };
  const { art_mon_id } = await submit(f.t.ctx, member(f), input as never);
  await startTask(f.t.ctx, art_mon_id);
  return art_mon_id;
}

const started = new WeakMap<WalkFixture, Promise<number>>();
function sharedTask(f: WalkFixture): Promise<number> {
  let task = started.get(f);
  if (!task) {
    task = runningTask(f);
    started.set(f, task);
  }
  return task;
}

export const postMonitorWalk = walkCases(postMonitorApi, {
  '/api/art_mon/checkUrl': { body: async (f) => ({ url: `https://m.weibo.cn/detail/${await postMid(f)}` }) },
  '/api/art_mon/searchAccount': { body: (f) => ({ keyword: f.kol.uid }) },
  '/api/art_mon/remainingTimes': { body: () => ({}) },
  '/api/art_mon/available': { body: () => ({}) },
  '/api/art_mon/submit': { body: async (f) => ({ type: 2, url: await postMid(f), duration: 72, interval: 30 }) },
  '/api/art_mon/history': { body: () => ({ page: 1 }) },
  '/api/art_mon/deleteTask': { body: async (f) => ({ art_mon_id: await runningTask(f) }) },
  '/api/art_mon/reportContent': { body: async (f) => ({ id: await sharedTask(f) }) },
  '/api/art_mon/getCoreContrast': { body: async (f) => ({ id: await sharedTask(f) }) },
  '/api/art_mon/getCoreTrend': { body: async (f) => ({ id: await sharedTask(f) }) },
  '/api/art_mon/getCoreFrequencyList': { body: async (f) => ({ id: await sharedTask(f), page: 1 }) },
  '/api/art_mon/exportCoreFrequencyList': { body: async (f) => ({ id: await sharedTask(f) }) },
  '/api/art_mon/participant': { body: async (f) => ({ id: await sharedTask(f) }) },
  '/api/art_mon/diffuse': { body: async (f) => ({ id: await sharedTask(f) }) },
});
