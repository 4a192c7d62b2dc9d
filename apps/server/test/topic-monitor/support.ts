import type { Source } from '@boguan/weibo/source';
import { registerTopicMonitorJobs } from '../../src/modules/topic-monitor/topic-monitor.job.js';
import { createDemoApp, type DemoApp } from '../support/demo-world.js';
import { post } from '../support/test-app.js';

/** A demo world with the topic-monitor jobs registered (the start job and the minute's tick). */
export function createTopicMonitorApp(seed: string): Promise<DemoApp> {
  return createDemoApp({
    seed,
    bloggers: 30,
    days: 2,
    register: (app) => registerTopicMonitorJobs(app.runner, app.ctx),
  });
}

/** Replaces some of the source's answers for a test (a failing read, an unknown topic). */
export function overrideSource(t: DemoApp, overrides: Partial<Source>): () => void {
  const handle = t.ctx.source;
  const original = t.source;
  const proxy = new Proxy(original, {
    get(target, key, receiver) {
      if (key in overrides) return (overrides as Record<string | symbol, unknown>)[key];
      const value = Reflect.get(target, key, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  t.ctx.source = { ...handle!, source: proxy };
  return () => {
    t.ctx.source = handle;
  };
}

/** Submits a topic task and runs its start job (the baseline poll). */
export async function monitorTopic(
  t: DemoApp,
  token: string,
  topic: string,
  options: { duration?: number; interval?: number } = {},
): Promise<number> {
  const answer = await post<{ topic_mon_id: number }>(
    t.app,
    '/api/topic/submit',
    { topic, duration: options.duration ?? 24, interval: options.interval ?? 10 },
    token,
  );
  if (answer.code !== 1) throw new Error(`submit: ${answer.code} ${answer.msg}`);
  await t.runner.drain();
  return answer.data.topic_mon_id;
}
