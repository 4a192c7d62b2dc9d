import { kolRankingApi } from '@boguan/contracts/kol-ranking.api';
import { type WalkFixture, walkCases } from './walk-support.js';

/** A province the demo world's bloggers live in, so the area board has rows. */
async function aProvince(f: WalkFixture): Promise<string> {
  const row = await f.t.ctx.db
    .selectFrom('blogger_stats')
    .select('province')
    .where('province', '<>', '')
    .orderBy('kol_id')
    .executeTakeFirstOrThrow();
  return row.province;
}

export const kolRankingWalk = walkCases(kolRankingApi, {
  '/api/kol_ranking/options': { body: () => ({}) },
  '/api/kol_ranking/synthesize': { body: () => ({ period: 'week', category: '', page: 1, per_page: 20 }) },
  '/api/kol_ranking/area': { body: async (f) => ({ province: await aProvince(f), period: 'day', page: 1 }) },
  '/api/kol_ranking/fans_inc': { body: () => ({ period: 'month', per_page: 10 }) },
  '/api/kol_ranking/synthesize_export': { body: () => ({ period: 'week' }) },
  '/api/kol_ranking/area_export': { body: async (f) => ({ province: await aProvince(f), period: 'week' }) },
  '/api/kol_ranking/fans_inc_export': { body: () => ({ period: 'day', category: '' }) },
});
