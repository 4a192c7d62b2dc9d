import type { WeiboPost } from '@boguan/weibo/model';
import type { Source } from '@boguan/weibo/source';
import { registerPostMonitorJobs } from '../../src/modules/post-monitor/post-monitor.job.js';
import { createDemoApp, type DemoApp } from '../support/demo-world.js';
import { post } from '../support/test-app.js';

/** A demo world with the post-monitor jobs registered (the start job and the minute's tick). */
export function createMonitorApp(seed: string, options: { bloggers?: number; days?: number } = {}): Promise<DemoApp> {
  return createDemoApp({
    seed,
    bloggers: options.bloggers ?? 30,
    days: options.days ?? 3,
    register: (app) => registerPostMonitorJobs(app.runner, app.ctx),
  });
}

/**
 * A post of the world worth watching: the newest original of the biggest stored blogger that is
 * at least `minAgeMs` old (so it already has reposts and comments) and still young (it grows).
 */
export async function livelyPost(t: DemoApp, skip = 0): Promise<WeiboPost> {
  const bloggers = await t.ctx.db
    .selectFrom('blogger_stats')
    .select('uid')
    .orderBy('followers', 'desc')
    .orderBy('uid')
    .limit(5)
    .execute();
  const now = t.clock.now();
  const candidates: WeiboPost[] = [];
  for (const { uid } of bloggers) {
    const posts = t.world.timeline(uid, new Date(now.getTime() - 36 * 3_600_000), now);
    for (const p of posts) {
      if (p.parentMid === null && !p.deleted && now.getTime() - p.createdAt.getTime() > 2 * 3_600_000)
        candidates.push(p);
    }
  }
  candidates.sort((a, b) => b.reposts + b.comments - (a.reposts + a.comments) || (a.mid < b.mid ? -1 : 1));
  const found = candidates[skip];
  if (!found) throw new Error('no lively post in the demo world');
  return found;
}

/** Replaces some of the source's answers for a test (a deleted post, a failing read, an empty timeline). */
export function overrideSource(t: DemoApp, overrides: Partial<Source>): () => void {
  const original = t.source;
  const proxy = new Proxy(original, {
    get(target, key, receiver) {
      if (key in overrides) return (overrides as Record<string | symbol, unknown>)[key];
      const value = Reflect.get(target, key, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  const handle = t.ctx.source;
  t.ctx.source = { ...handle!, source: proxy };
  return () => {
    t.ctx.source = handle;
  };
}

/** Submits a link task and runs its start job. */
export async function monitorLink(
  t: DemoApp,
  token: string,
  url: string,
  options: { duration?: number; interval?: number } = {},
): Promise<number> {
  const answer = await post<{ art_mon_id: number }>(
    t.app,
    '/api/art_mon/submit',
    { type: 2, url, duration: options.duration ?? 24, interval: options.interval ?? 10 },
    token,
  );
  if (answer.code !== 1) throw new Error(`submit: ${answer.code} ${answer.msg}`);
  await t.runner.drain();
  return answer.data.art_mon_id;
}
