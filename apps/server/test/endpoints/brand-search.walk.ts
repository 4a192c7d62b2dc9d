import { brandSearchApi } from '@boguan/contracts/brand-search.api';
import { type WalkFixture, walkCases } from './walk-support.js';

/** A brand of the demo world (the lowest id). */
async function brandId(f: WalkFixture): Promise<string> {
  const row = await f.t.ctx.db.selectFrom('brands').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow();
  return row.id;
}

const detail = async (f: WalkFixture) => ({ brand_id: await brandId(f), days: 30 });

export const brandSearchWalk = walkCases(brandSearchApi, {
  '/api/brand/search': {
    body: () => ({ keyword: '', sort: 'mentions', order: 'desc', days: 30, page: 1, per_page: 20 }),
  },
  '/api/brand/search_options': { body: () => ({}) },
  '/api/brand/detail_overview': { body: detail },
  '/api/brand/detail_content': { body: detail },
  '/api/brand/detail_bloggers': { body: detail },
  '/api/brand/detail_audience': { body: detail },
  '/api/brand/sample': { body: () => ({}) },
});
