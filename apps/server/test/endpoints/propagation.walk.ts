import { propagationApi, propagationSubmitSchema } from '@boguan/contracts/propagation.api';
import { submitPropagation } from '../../src/modules/propagation/propagation.service.js';
import { postsWithReposts, registerPropagation } from '../propagation/propagation-support.js';
import { type WalkFixture, walkCases } from './walk-support.js';

/** Three distinct posts of the walk's world: one analysed, one submitted by the walk, one deleted. */
const posts = new WeakMap<WalkFixture, Promise<string[]>>();
function walkPosts(f: WalkFixture): Promise<string[]> {
  let found = posts.get(f);
  if (!found) {
    registerPropagation(f.t);
    // The least reposted that have a few: the walk needs a finished analysis, not a big one.
    found = postsWithReposts(f.t, 3, 3, 'fewest');
    posts.set(f, found);
  }
  return found;
}

async function waitingTask(f: WalkFixture, mid: string): Promise<number> {
  const input = propagationSubmitSchema.parse({ url: mid, mode: 'collect' });
  return (await submitPropagation(f.t.ctx, { id: f.userId, level: 40 }, input)).id;
}

const finished = new WeakMap<WalkFixture, Promise<number>>();
/** One finished analysis per walk, shared by every call that reads one. */
function doneTask(f: WalkFixture): Promise<number> {
  let task = finished.get(f);
  if (!task) {
    task = walkPosts(f).then(async ([mid]) => {
      const id = await waitingTask(f, mid!);
      await f.t.runner.drain();
      return id;
    });
    finished.set(f, task);
  }
  return task;
}

export const propagationWalk = walkCases(propagationApi, {
  '/api/crawling/checkUrl': { body: async (f) => ({ url: (await walkPosts(f))[0]! }) },
  '/api/crawling/storedPosts': {
    body: async (f) => {
      // After an analysis the post's reposts are stored: the list then has an item to check.
      await doneTask(f);
      return {};
    },
  },
  '/api/crawling/remainingTimes': { body: () => ({}) },
  '/api/crawling/submit': { body: async (f) => ({ url: (await walkPosts(f))[1]!, mode: 'collect' }) },
  '/api/crawling/history': { body: () => ({ page: 1 }) },
  '/api/crawling/status': { body: async (f) => ({ id: await doneTask(f) }) },
  '/api/crawling/result': { body: async (f) => ({ id: await doneTask(f) }) },
  '/api/crawling/deleteTask': { body: async (f) => ({ id: await waitingTask(f, (await walkPosts(f))[2]!) }) },
  '/api/crawling/analyseArticleExportCheckNum': { body: async (f) => ({ id: await doneTask(f) }) },
  '/api/crawling/analyseArticleExport': { body: async (f) => ({ id: await doneTask(f) }) },
});
