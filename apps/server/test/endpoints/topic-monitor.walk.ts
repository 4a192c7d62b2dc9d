import { topicMonitorApi } from '@boguan/contracts/topic-monitor.api';
import { startTask } from '../../src/modules/topic-monitor/topic-monitor.job.js';
import { submit } from '../../src/modules/topic-monitor/topic-monitor.service.js';
import { busiestTopics } from '../topics/support.js';
import { type WalkFixture, walkCases } from './walk-support.js';

/**
 * The topics of the demo world a member can monitor (the hashtags of the last day, read once per
 * walk): each case that submits takes its own, so no case meets another's open task.
 */
const candidates = new WeakMap<WalkFixture, string[]>();
function topicAt(f: WalkFixture, index: number): string {
  let names = candidates.get(f);
  if (!names) {
    const now = f.t.clock.now();
    names = busiestTopics(f.t.world, now).filter((name) => f.t.world.topicAt(name, now) !== null);
    candidates.set(f, names);
  }
  const name = names[index % names.length];
  if (name === undefined) throw new Error('no topic to monitor in the demo world');
  return name;
}

const member = (f: WalkFixture) => ({ id: f.userId, level: 40 });
const made = new WeakMap<WalkFixture, number>();

/** A started task of the fixture's member (its baseline poll done), for the report calls. */
async function runningTask(f: WalkFixture): Promise<number> {
  const next = (made.get(f) ?? 0) + 1;
  made.set(f, next);
  const input = { topic: topicAt(f, next), duration: 24 as const, interval: 10 as const };
  const { topic_mon_id } = await submit(f.t.ctx, member(f), input);
  await startTask(f.t.ctx, topic_mon_id);
  return topic_mon_id;
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

export const topicMonitorWalk = walkCases(topicMonitorApi, {
  '/api/topic/checkTopic': { body: (f) => ({ topic: `#${topicAt(f, 0)}#` }) },
  '/api/topic/remainingTimes': { body: () => ({}) },
  '/api/topic/available': { body: () => ({}) },
  '/api/topic/submit': { body: (f) => ({ topic: topicAt(f, 0), duration: 72, interval: 30 }) },
  '/api/topic/history': { body: () => ({ page: 1 }) },
  '/api/topic/deleteTask': { body: async (f) => ({ topic_mon_id: await runningTask(f) }) },
  '/api/topic/reportContent': { body: async (f) => ({ id: await sharedTask(f) }) },
  '/api/topic/getTrend': { body: async (f) => ({ id: await sharedTask(f) }) },
  '/api/topic/topPosts': { body: async (f) => ({ id: await sharedTask(f) }) },
  '/api/topic/participant': { body: async (f) => ({ id: await sharedTask(f) }) },
  '/api/topic/exportTrendList': { body: async (f) => ({ id: await sharedTask(f) }) },
});
