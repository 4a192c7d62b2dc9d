import { chinaDate } from '@boguan/contracts/china-time';
import { kolStopeApi, stopeSubmitSchema } from '@boguan/contracts/kol-stope.api';
import { submitStope } from '../../src/modules/kol-stope/kol-stope.service.js';
import { type WalkFixture, walkCases } from './walk-support.js';

/** A task of the fixture's member over today, still waiting for its job. */
async function waitingTask(f: WalkFixture): Promise<number> {
  const today = chinaDate(f.t.clock.now());
  const input = stopeSubmitSchema.parse({ kol_id: f.kol.kolId, start_date: today, end_date: today });
  return (await submitStope(f.t.ctx, { id: f.userId, level: 40 }, input)).id;
}

const finished = new WeakMap<WalkFixture, Promise<number>>();

/** One finished task per walk (collecting is the slow part), shared by every call that reads one. */
function doneTask(f: WalkFixture): Promise<number> {
  let task = finished.get(f);
  if (!task) {
    task = waitingTask(f).then(async (id) => {
      await f.t.runner.drain();
      return id;
    });
    finished.set(f, task);
  }
  return task;
}

export const kolStopeWalk = walkCases(kolStopeApi, {
  '/api/kol/stope_account_search': { body: (f) => ({ keyword: f.kol.uid }) },
  '/api/kol/stope_auth': { body: () => ({}) },
  '/api/kol/stope_submit': {
    body: (f) => {
      const today = chinaDate(f.t.clock.now());
      return { kol_id: f.kol.kolId, start_date: today, end_date: today };
    },
  },
  '/api/kol/stope_history': { body: () => ({ page: 1 }) },
  '/api/kol/stope_status': { body: async (f) => ({ id: await doneTask(f) }) },
  '/api/kol/stope_result': {
    body: async (f) => ({ id: await doneTask(f), page: 1, sort: 'interactions', order: 'asc', sponsored_only: 0 }),
  },
  '/api/kol/stope_ad_analysis': { body: async (f) => ({ id: await doneTask(f) }) },
  '/api/kol/stope_delete': { body: async (f) => ({ id: await waitingTask(f) }) },
  '/api/kol/analyseArticleExportCheckNum': { body: async (f) => ({ id: await doneTask(f) }) },
  '/api/kol/analyseArticleExport': { body: async (f) => ({ id: await doneTask(f) }) },
  '/api/kol/adArtExportCheck': { body: async (f) => ({ id: await doneTask(f) }) },
  '/api/kol/adArtExport': { body: async (f) => ({ id: await doneTask(f) }) },
});
