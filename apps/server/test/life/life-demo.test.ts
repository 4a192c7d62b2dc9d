import type { LifeCitiesPage, MerchantRankingPage } from '@boguan/contracts/life.api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoApp, type DemoApp } from '../support/demo-world.js';
import { post } from '../support/test-app.js';
import { createUser } from '../support/users.js';

/**
 * The demo install's local life comes from the simulator through the same code paths as real data:
 * the fill stores the world's merchants before its posts, and each stored post's merchant mentions
 * are exactly the merchants the world wrote it about.
 */
describe('本地生活 on a demo install', () => {
  let t: DemoApp;
  let token: string;

  beforeAll(async () => {
    t = await createDemoApp({ seed: 'life-demo', bloggers: 600, days: 8 });
    token = (await createUser(t, { level: 40 })).token;
  }, 300_000);
  afterAll(async () => t?.close());

  it('stores the world merchants and derives every visit, and only visits, as a mention', async () => {
    const merchants = await t.ctx.db
      .selectFrom('merchants')
      .select(['id', 'name', 'city', 'district', 'origin'])
      .execute();
    expect(merchants.map((m) => m.id).sort()).toEqual(t.world.merchants.map((m) => m.id).sort());
    expect(new Set(merchants.map((m) => m.origin))).toEqual(new Set(['simulator']));

    const stored = await t.ctx.db.selectFrom('weibo_posts').select(['mid', 'deleted']).execute();
    const expected = stored
      .filter((p) => !p.deleted)
      .flatMap((p) => {
        const merchant = t.world.merchantOfPost(p.mid);
        return merchant ? [`${p.mid}:${merchant}`] : [];
      })
      .sort();
    const mentions = await t.ctx.db.selectFrom('merchant_mentions').select(['mid', 'merchant_id']).execute();
    expect(mentions.map((m) => `${m.mid}:${m.merchant_id}`).sort()).toEqual(expected);
    expect(expected.length).toBeGreaterThan(100);
  });

  it('answers the page from them: cities, a ranking with districts', async () => {
    const cities = await post<LifeCitiesPage>(t.app, '/api/life/cities', {}, token);
    expect(cities.code).toBe(1);
    expect(cities.data.cities.map((c) => c.city).sort()).toEqual(
      ['上海', '北京', '广州', '成都', '杭州', '重庆'].sort(),
    );
    const busiest = cities.data.cities[0];
    expect(busiest?.mentions_30d).toBeGreaterThan(0);
    const ranking = await post<MerchantRankingPage>(
      t.app,
      '/api/life/merchantRanking',
      { city: busiest?.city ?? '', type: 'week', per_page: 50 },
      token,
    );
    expect(ranking.code).toBe(1);
    expect(ranking.data.data.length).toBeGreaterThan(3);
    expect(new Set(ranking.data.data.map((r) => r.district)).size).toBeGreaterThan(1);
  });
});
