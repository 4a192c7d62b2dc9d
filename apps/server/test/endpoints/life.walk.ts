import { lastFinishedLifePeriod } from '@boguan/contracts/life';
import { lifeApi } from '@boguan/contracts/life.api';
import { refreshBloggerStats } from '../../src/modules/bloggers/blogger-stats.refresh.js';
import { enrichPost, userSearchText } from '../../src/modules/weibo-data/enrich.js';
import { WeiboDataRepository } from '../../src/modules/weibo-data/weibo-data.repository.js';
import { weiboPost } from '../support/weibo-post.js';
import { type WalkFixture, walkCases } from './walk-support.js';

const seeded = new WeakMap<WalkFixture, Promise<void>>();
const CITY = '示例市';

/**
 * A city of its own for the walk, whatever the small demo world holds: two merchants, a local
 * blogger with statistics and posts naming them in the last finished week.
 */
function lifeData(f: WalkFixture): Promise<void> {
  let done = seeded.get(f);
  if (!done) {
    done = (async () => {
      const db = f.t.ctx.db;
      const now = f.t.clock.now();
      const repo = new WeiboDataRepository(db);
      await repo.upsertMerchants(
        [
          { id: 'walk-1', name: '示例咖啡', category: '咖啡', city: CITY, district: '东区', aliases: [] },
          { id: 'walk-2', name: '示例火锅', category: '餐饮', city: CITY, district: '西区', aliases: [] },
        ],
        'import',
        now,
      );
      await repo.upsertUsers(
        [
          {
            uid: '5990001',
            screenName: '示例探店',
            avatar: '',
            gender: 'f',
            province: '浙江',
            city: CITY,
            verified: false,
            verifiedType: -1,
            verifiedReason: '',
            followers: 5000,
            follows: 10,
            statuses: 2,
            description: '',
            categories: ['美食', '探店'],
            createdAt: new Date('2020-01-01T00:00:00Z'),
          },
        ],
        'import',
        now,
        userSearchText,
      );
      const week = lastFinishedLifePeriod('week', now).getTime();
      await repo.upsertPosts(
        [
          weiboPost('5990000001', '示例咖啡的拿铁不错', {
            uid: '5990001',
            createdAt: new Date(week + 3_600_000),
            likes: 3,
          }),
          weiboPost('5990000002', '示例火锅，示例咖啡', {
            uid: '5990001',
            createdAt: new Date(week + 90_000_000),
            likes: 8,
          }),
        ],
        'import',
        now,
        enrichPost,
      );
      await refreshBloggerStats(db, now, { uids: ['5990001'] });
    })();
    seeded.set(f, done);
  }
  return done;
}

const view = async (f: WalkFixture) => {
  await lifeData(f);
  return { city: CITY, type: 'week' };
};

export const lifeWalk = walkCases(lifeApi, {
  '/api/life/cities': {
    body: async (f) => {
      await lifeData(f);
      return {};
    },
  },
  '/api/life/periods': { body: view },
  '/api/life/merchantRanking': { body: async (f) => ({ ...(await view(f)), by: 'interactions', page: 1 }) },
  '/api/life/districtMap': { body: view },
  '/api/life/trend': { body: view },
  '/api/life/bloggerRanking': { body: view },
  '/api/life/merchantRankingExport': { body: view },
  '/api/life/bloggerRankingExport': { body: view },
});
