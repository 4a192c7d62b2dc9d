import { postSearchApi } from '@boguan/contracts/post-search.api';
import { refreshPostBoards } from '../../src/modules/post-search/post-rankings.refresh.js';
import { type WalkFixture, walkCases } from './walk-support.js';

const words = new WeakMap<WalkFixture, Promise<{ keyword: string; mid: string }>>();

/** A word of a stored post (so the search and its export find something) and that post's mid. */
function storedWord(f: WalkFixture): Promise<{ keyword: string; mid: string }> {
  let found = words.get(f);
  if (!found) {
    found = f.t.ctx.db
      .selectFrom('weibo_posts')
      .select(['mid', 'search_text'])
      .where('deleted', '=', false)
      .orderBy('mid')
      .limit(50)
      .execute()
      .then((rows) => {
        for (const row of rows) {
          const word = row.search_text.split(' ').find((w) => /^[\u4e00-\u9fff]{2,4}$/.test(w));
          if (word) return { keyword: word, mid: row.mid };
        }
        throw new Error('no stored post with a Chinese word');
      });
    words.set(f, found);
  }
  return found;
}

const boards = new WeakMap<WalkFixture, Promise<unknown>>();

/** The boards computed once per walk, as the analyze.post_ranks job computes them. */
function computedBoards(f: WalkFixture): Promise<unknown> {
  let done = boards.get(f);
  if (!done) {
    done = refreshPostBoards(f.t.ctx.db, f.t.clock.now());
    boards.set(f, done);
  }
  return done;
}

export const postSearchWalk = walkCases(postSearchApi, {
  '/api/article/search': {
    body: async (f) => ({ keyword: (await storedWord(f)).keyword, sort: 'interactions', page: 1 }),
  },
  '/api/article/get_search_auth': { body: () => ({}) },
  '/api/article/getTimes': { body: async (f) => ({ keyword: (await storedWord(f)).keyword }) },
  '/api/article/exportBlog': { body: async (f) => ({ keyword: (await storedWord(f)).keyword, sort: 'likes' }) },
  '/api/article/exportArticle': { body: async (f) => ({ mids: [(await storedWord(f)).mid] }) },
  '/api/article/getBlogExportRecode': { body: () => ({ page: 1 }) },
  '/api/article_ranking/hot': {
    body: async (f) => {
      await computedBoards(f);
      return { period: 'week', page: 1 };
    },
  },
  '/api/article_ranking/hot_export': {
    body: async (f) => {
      await computedBoards(f);
      return { period: 'week' };
    },
  },
  '/api/article_ranking/cake': {
    body: async (f) => {
      await computedBoards(f);
      return { period: 'month', page: 1 };
    },
  },
  '/api/article_ranking/cake_export': {
    body: async (f) => {
      await computedBoards(f);
      return { period: 'month' };
    },
  },
});
