import { kolContrastApi } from '@boguan/contracts/kol-contrast.api';
import { post } from '../support/test-app.js';
import { type WalkFixture, walkCases } from './walk-support.js';

const threeBloggers = (f: WalkFixture) => [f.kol, ...f.kols].slice(0, 3).map((k) => k.kolId);

/** A comparison of the fixture's member, of three bloggers. */
async function oneContrast(f: WalkFixture): Promise<number> {
  const answer = await post<{ id: number }>(
    f.t.app,
    '/api/kol/contrast_submit',
    { kol_ids: threeBloggers(f).map(String) },
    f.token,
  );
  if (answer.code !== 1) throw new Error(`contrast_submit: ${answer.msg}`);
  return answer.data.id;
}

export const kolContrastWalk = walkCases(kolContrastApi, {
  '/api/kol/contrast_submit': { body: (f) => ({ kol_ids: threeBloggers(f) }) },
  '/api/kol/contrast_detail': { body: async (f) => ({ id: await oneContrast(f) }) },
  '/api/kol/contrast_history': {
    body: async (f) => {
      await oneContrast(f);
      return { page: 1 };
    },
  },
  '/api/kol/contrast_delete': { body: async (f) => ({ id: await oneContrast(f) }) },
});
