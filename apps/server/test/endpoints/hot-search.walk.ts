import { chinaDate, formatChinaTime } from '@boguan/contracts/china-time';
import { hotSearchApi } from '@boguan/contracts/hot-search.api';
import { type WalkFixture, walkCases } from './walk-support.js';

/** The latest capture of the demo world and an organic word on it. */
async function latest(f: WalkFixture): Promise<{ at: Date; word: string }> {
  const row = await f.t.ctx.db
    .selectFrom('hot_search_snapshots')
    .select(['captured_at', 'word'])
    .where('is_ad', '=', false)
    .orderBy('captured_at', 'desc')
    .orderBy('rank')
    .limit(1)
    .executeTakeFirstOrThrow();
  return { at: row.captured_at, word: row.word };
}

export const hotSearchWalk = walkCases(hotSearchApi, {
  '/api/hot_search/realtime': { body: () => ({}) },
  '/api/hot_search/detail': { body: async (f) => ({ word: (await latest(f)).word }) },
  '/api/hot_search/historyRange': { body: () => ({}) },
  '/api/hot_search/history': {
    body: async (f) => {
      const time = formatChinaTime((await latest(f)).at);
      return { date: time.slice(0, 10), time: time.slice(11, 16) };
    },
  },
  '/api/hot_search/daySummary': { body: async (f) => ({ date: chinaDate((await latest(f)).at), page: 1 }) },
  '/api/hot_search/daySummaryExport': { body: async (f) => ({ date: chinaDate((await latest(f)).at) }) },
});
