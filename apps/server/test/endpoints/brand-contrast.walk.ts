import { brandContrastApi } from '@boguan/contracts/brand-contrast.api';
import { post } from '../support/test-app.js';
import { type WalkFixture, walkCases } from './walk-support.js';

/** Three brands of the demo world (the lowest ids). */
async function threeBrands(f: WalkFixture): Promise<string[]> {
  const rows = await f.t.ctx.db.selectFrom('brands').select('id').orderBy('id').limit(3).execute();
  return rows.map((r) => r.id);
}

let made = 0;
/** A new comparison of the fixture's member (each over another period or order, so each is new). */
async function oneContrast(f: WalkFixture): Promise<number> {
  made += 1;
  const ids = await threeBrands(f);
  const order = made % 2 === 0 ? ids : [...ids].reverse();
  const days = [7, 30, 90][made % 3] as number;
  const answer = await post<{ id: number }>(
    f.t.app,
    '/api/brand_contrast/submit',
    { brand_ids: order.join(','), days },
    f.token,
  );
  if (answer.code !== 1) throw new Error(`brand_contrast/submit: ${answer.msg}`);
  return answer.data.id;
}

export const brandContrastWalk = walkCases(brandContrastApi, {
  '/api/brand_contrast/brands': { body: async (f) => ({ brand_ids: (await threeBrands(f)).join(',') }) },
  '/api/brand_contrast/submit': { body: async (f) => ({ brand_ids: (await threeBrands(f)).join(','), days: 30 }) },
  '/api/brand_contrast/detail': { body: async (f) => ({ id: await oneContrast(f) }) },
  '/api/brand_contrast/history': {
    body: async (f) => {
      await oneContrast(f);
      return { page: 1 };
    },
  },
  '/api/brand_contrast/delete': { body: async (f) => ({ id: await oneContrast(f) }) },
  '/api/comp/exportResult': { body: async (f) => ({ id: await oneContrast(f) }) },
});
