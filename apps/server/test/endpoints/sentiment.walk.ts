import { sentimentApi } from '@boguan/contracts/sentiment.api';
import { correctSentiment } from '../../src/modules/sentiment/sentiment.service.js';
import { type WalkFixture, walkCases } from './walk-support.js';

/** The mid of a stored post with text, the `nth` by mid. */
async function storedPost(f: WalkFixture, nth: number): Promise<string> {
  const row = await f.t.ctx.db
    .selectFrom('weibo_posts')
    .select('mid')
    .where('text', '<>', '')
    .orderBy('mid')
    .offset(nth)
    .limit(1)
    .executeTakeFirstOrThrow();
  return row.mid;
}

/** A post the fixture's member corrected to positive (so the training file has a line). */
async function correctedPost(f: WalkFixture, nth: number): Promise<string> {
  const id = await storedPost(f, nth);
  await correctSentiment(f.t.ctx, { id: f.userId }, { kind: 'post', id, label: 'positive' });
  return id;
}

export const sentimentWalk = walkCases(sentimentApi, {
  '/api/sentiment/correct': { body: async (f) => ({ kind: 'post', id: await storedPost(f, 0), label: 'negative' }) },
  '/api/sentiment/corrections': { body: () => ({ page: 1, page_size: 10 }) },
  '/api/sentiment/undo': { body: async (f) => ({ kind: 'post', id: await correctedPost(f, 1) }) },
  '/api/sentiment/corrections/export': {
    body: async (f) => {
      await correctedPost(f, 2);
      return {};
    },
  },
});
