import { topicRankingApi } from '@boguan/contracts/topic-ranking.api';
import { refreshTopicBoards } from '../../src/modules/topic-ranking/topic-ranking.refresh.js';
import { type WalkFixture, walkCases } from './walk-support.js';

const boards = new WeakMap<WalkFixture, Promise<unknown>>();

/** The boards computed once per walk, as the analyze.topic_ranks job computes them. */
function computedBoards(f: WalkFixture): Promise<unknown> {
  let done = boards.get(f);
  if (!done) {
    done = refreshTopicBoards(f.t.ctx.db, f.t.clock.now());
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

export const topicRankingWalk = walkCases(topicRankingApi, {
  '/api/topic_ranking/topSearch': { body: board },
  '/api/topic_ranking/recreation': { body: board },
  '/api/topic_ranking/topDis': { body: board },
  '/api/topic_ranking/periods': { body: exported },
  '/api/topic_ranking/topSearchExport': { body: exported },
  '/api/topic_ranking/recreationExport': { body: exported },
  '/api/topic_ranking/topDisExport': { body: exported },
});
