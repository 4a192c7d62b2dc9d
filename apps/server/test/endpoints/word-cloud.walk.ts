import { wordCloudApi, wordCloudCreateSchema } from '@boguan/contracts/word-cloud.api';
import { createCloud } from '../../src/modules/word-cloud/word-cloud.service.js';
import { type WalkFixture, walkCases } from './walk-support.js';

const TEXT = '口红颜色很好看\n这支口红的质地很滋润\n推荐给喜欢口红的朋友';

/** A pasted-text cloud of the fixture's member. */
async function cloud(f: WalkFixture): Promise<number> {
  const input = wordCloudCreateSchema.parse({ source: 'text', text: TEXT });
  return (await createCloud(f.t.ctx, { id: f.userId, level: 40 }, input)).id;
}

export const wordCloudWalk = walkCases(wordCloudApi, {
  '/api/word_cloud/auth': { body: () => ({}) },
  '/api/word_cloud/upload': {
    parts: () => [{ field: 'file', filename: '评论.txt', contentType: 'text/plain', content: TEXT }],
  },
  '/api/word_cloud/create': { body: () => ({ source: 'text', text: TEXT, title: '口红评论' }) },
  '/api/word_cloud/detail': { body: async (f) => ({ id: await cloud(f), sort: 'weight' }) },
  '/api/word_cloud/words': { body: async (f) => ({ id: await cloud(f), page: 1, sort: 'count' }) },
  '/api/word_cloud/redraw': { body: async (f) => ({ id: await cloud(f), removed: ['口红'] }) },
  '/api/word_cloud/history': { body: () => ({ page: 1 }) },
  '/api/word_cloud/delete': { body: async (f) => ({ id: await cloud(f) }) },
  '/api/word_cloud/export': { body: async (f) => ({ id: await cloud(f) }) },
});
