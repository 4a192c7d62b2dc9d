import { topicAnalysisApi, topicAnalysisSubmitSchema } from '@boguan/contracts/topic-analysis.api';
import { submitTopicAnalysis } from '../../src/modules/topic-analysis/topic-analysis.service.js';
import { busyTopics, registerTopicAnalysis, worldRange } from '../topic-analysis/topic-analysis-support.js';
import { type WalkFixture, walkCases } from './walk-support.js';

/** Three distinct topics of the walk's world: one analysed, one submitted by the walk, one deleted. */
const topics = new WeakMap<WalkFixture, string[]>();
function walkTopics(f: WalkFixture): string[] {
  let found = topics.get(f);
  if (!found) {
    registerTopicAnalysis(f.t);
    found = busyTopics(f.t, 3);
    topics.set(f, found);
  }
  return found;
}

async function waitingTask(f: WalkFixture, topic: string): Promise<number> {
  const input = topicAnalysisSubmitSchema.parse({ topic, ...worldRange(f.t) });
  return (await submitTopicAnalysis(f.t.ctx, { id: f.userId, level: 40 }, input)).id;
}

const finished = new WeakMap<WalkFixture, Promise<number>>();
/** One finished analysis per walk, shared by every call that reads one. */
function doneTask(f: WalkFixture): Promise<number> {
  let task = finished.get(f);
  if (!task) {
    task = (async () => {
      const id = await waitingTask(f, walkTopics(f)[0]!);
      await f.t.runner.drain();
      return id;
    })();
    finished.set(f, task);
  }
  return task;
}

export const topicAnalysisWalk = walkCases(topicAnalysisApi, {
  '/api/topic_analysis/check': { body: (f) => ({ topic: `#${walkTopics(f)[0]!}#` }) },
  '/api/topic_analysis/remainingTimes': { body: () => ({}) },
  '/api/topic_analysis/submit': { body: (f) => ({ topic: walkTopics(f)[1]!, ...worldRange(f.t) }) },
  '/api/topic_analysis/history': { body: () => ({ page: 1 }) },
  '/api/topic_analysis/status': { body: async (f) => ({ id: await doneTask(f) }) },
  '/api/topic_analysis/result': { body: async (f) => ({ id: await doneTask(f) }) },
  '/api/topic_analysis/deleteTask': { body: async (f) => ({ id: await waitingTask(f, walkTopics(f)[2]!) }) },
  '/api/topic_analysis/export': { body: async (f) => ({ id: await doneTask(f) }) },
});
