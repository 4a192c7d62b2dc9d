import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userSearchText } from '../../src/modules/weibo-data/enrich.js';
import { WeiboDataRepository } from '../../src/modules/weibo-data/weibo-data.repository.js';
import { createDemoApp, type DemoApp } from '../support/demo-world.js';
import { post } from '../support/test-app.js';

interface Status {
  demo: boolean;
  demo_mode: boolean;
  counts: { bloggers: number };
}

describe('data status', () => {
  let t: DemoApp;
  beforeAll(async () => {
    t = await createDemoApp({ seed: 'data-status', bloggers: 60, days: 2 });
  }, 180_000);
  afterAll(async () => t?.close());

  it('counts the catalogue’s bloggers, the same however many other accounts are stored', async () => {
    const before = await post<Status>(t.app, '/api/index/data_status');
    const catalogue = await t.ctx.db.selectFrom('blogger_stats').select('uid').execute();
    expect(before.data.counts.bloggers).toBe(catalogue.length);
    expect(before.data.counts.bloggers).toBeGreaterThanOrEqual(60);
    // Fans sampled for a portrait are stored accounts, not catalogue bloggers.
    const fans = t.world.followerSample(t.world.bloggerUids()[0] as string, 40);
    await new WeiboDataRepository(t.ctx.db).upsertUsers(fans, 'simulator', t.clock.now(), userSearchText);
    const stored = await t.ctx.db.selectFrom('weibo_users').select('uid').execute();
    expect(stored.length).toBeGreaterThan(catalogue.length);
    t.clock.advance(60_000); // past the answer's 15 s cache
    const after = await post<Status>(t.app, '/api/index/data_status');
    expect(after.data.counts.bloggers).toBe(before.data.counts.bloggers);
  });

  it('says whether the service runs in demo mode', async () => {
    const answer = await post<Status>(t.app, '/api/index/data_status');
    expect(answer.data).toMatchObject({ demo: true, demo_mode: true });
  });
});
