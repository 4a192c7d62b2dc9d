import { brandAlertApi } from '@boguan/contracts/brand-alert.api';
import { brandAudienceApi, brandAudienceSubmitSchema } from '@boguan/contracts/brand-audience.api';
import { submitBrandAudience } from '../../src/modules/brand-audience/brand-audience.service.js';
import { busyBrands, keptRange, registerBrandAudience } from '../brand-audience/demo-support.js';
import { type WalkFixture, walkCases } from './walk-support.js';

/** Three brands of the walk's world with mentions: one analysed, one submitted by the walk, one deleted. */
const brands = new WeakMap<WalkFixture, Promise<string[]>>();
function walkBrands(f: WalkFixture): Promise<string[]> {
  let found = brands.get(f);
  if (!found) {
    registerBrandAudience(f.t);
    found = busyBrands(f.t, 3);
    brands.set(f, found);
  }
  return found;
}

async function waitingTask(f: WalkFixture, brandId: string): Promise<number> {
  const input = brandAudienceSubmitSchema.parse({ brand_id: brandId, ...(await keptRange(f.t)) });
  return (await submitBrandAudience(f.t.ctx, { id: f.userId, level: 40 }, input)).id;
}

const finished = new WeakMap<WalkFixture, Promise<number>>();
/** One finished analysis per walk, shared by every call that reads one. */
function doneTask(f: WalkFixture): Promise<number> {
  let task = finished.get(f);
  if (!task) {
    task = (async () => {
      const id = await waitingTask(f, (await walkBrands(f))[0]!);
      await f.t.runner.drain();
      return id;
    })();
    finished.set(f, task);
  }
  return task;
}

export const brandAudienceWalk = walkCases(brandAudienceApi, {
  '/api/brand_audience/brands': { body: () => ({ keyword: '' }) },
  '/api/brand_audience/remainingTimes': { body: () => ({}) },
  '/api/brand_audience/keptRange': { body: () => ({}) },
  '/api/brand_audience/submit': {
    body: async (f) => {
      const [first, second] = await walkBrands(f);
      return { brand_id: second!, competitor_id: first!, ...(await keptRange(f.t)) };
    },
  },
  '/api/brand_audience/history': { body: () => ({ page: 1 }) },
  '/api/brand_audience/status': { body: async (f) => ({ id: await doneTask(f) }) },
  '/api/brand_audience/result': { body: async (f) => ({ id: await doneTask(f) }) },
  '/api/brand_audience/delete': { body: async (f) => ({ id: await waitingTask(f, (await walkBrands(f))[2]!) }) },
});

export const brandAlertWalk = walkCases(brandAlertApi, {
  '/api/brand_alert/watch': { body: async (f) => ({ brand_id: (await walkBrands(f))[0]! }) },
  '/api/brand_alert/unwatch': { body: async (f) => ({ brand_id: (await walkBrands(f))[1]! }) },
  '/api/brand_alert/state': { body: async (f) => ({ brand_id: (await walkBrands(f))[0]! }) },
  '/api/brand_alert/list': { body: () => ({}) },
});
