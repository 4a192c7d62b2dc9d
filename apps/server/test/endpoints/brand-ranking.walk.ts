import { brandRankingApi } from '@boguan/contracts/brand-ranking.api';
import { chinaDate } from '@boguan/contracts/china-time';
import { refreshBrandBoards } from '../../src/modules/brand-ranking/brand-ranking.refresh.js';
import { type WalkFixture, walkCases } from './walk-support.js';

const boards = new WeakMap<WalkFixture, Promise<unknown>>();

/** The boards computed once per walk, as the analyze.brand_ranks job computes them. */
function computedBoards(f: WalkFixture): Promise<unknown> {
  let done = boards.get(f);
  if (!done) {
    done = refreshBrandBoards(f.t.ctx.db, f.t.clock.now());
    boards.set(f, done);
  }
  return done;
}

const board = async (f: WalkFixture) => {
  await computedBoards(f);
  return { type: 'day', page: 1 };
};
const exported = async (f: WalkFixture) => {
  await computedBoards(f);
  return { type: 'day' };
};

/**
 * 品牌增长榜 needs a base in the period before: the latest period of any type whose growth board
 * has a brand (a short demo world may have none among its days).
 */
const grown = async (f: WalkFixture) => {
  await computedBoards(f);
  const row = await f.t.ctx.db
    .selectFrom('brand_rank_rows')
    .select(['type', 'start'])
    .where('rank_growth', 'is not', null)
    .orderBy('start', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return { type: 'day' };
  return { type: row.type as 'day' | 'week' | 'month', date: chinaDate(new Date(row.start)) };
};

export const brandRankingWalk = walkCases(brandRankingApi, {
  '/api/brand_ranking/ranking': { body: board },
  '/api/brand_ranking/incRanking': { body: board },
  '/api/brand_ranking/hotRanking': { body: board },
  '/api/brand_ranking/periods': { body: exported },
  '/api/brand_ranking/rankingExport': { body: exported },
  '/api/brand_ranking/incRankingExport': { body: grown },
  '/api/brand_ranking/hotRankingExport': { body: exported },
});
