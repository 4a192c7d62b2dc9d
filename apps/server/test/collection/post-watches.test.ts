import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unwatchPosts, watchPost } from '../../src/modules/collection/post-watches.repository.js';
import { createDemoApp, type DemoApp } from '../support/demo-world.js';

const MINUTE_MS = 60_000;

describe('watched posts are polled on their own interval', () => {
  let t: DemoApp;
  let mid: string;
  const snapshots = async () =>
    (await t.ctx.db.selectFrom('post_snapshots').select('at').where('mid', '=', mid).orderBy('at').execute()).map((s) =>
      new Date(s.at).getTime(),
    );

  beforeAll(async () => {
    t = await createDemoApp({ seed: 'post-watches', bloggers: 20, days: 2 });
    // The newest post: its counts still move, so each poll has something to record.
    const newest = await t.ctx.db
      .selectFrom('weibo_posts')
      .select('mid')
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    mid = newest.mid;
  }, 180_000);
  afterAll(async () => t.close());

  it('polls at once, then every 5 minutes for a 5-minute watch, once per poll however many watch it', async () => {
    const start = t.clock.now().getTime();
    const before = (await snapshots()).length;
    await watchPost(t.ctx.db, { mid, owner: 'test:5min', intervalMs: 5 * MINUTE_MS, until: null, now: t.clock.now() });
    await watchPost(t.ctx.db, {
      mid,
      owner: 'test:15min',
      intervalMs: 15 * MINUTE_MS,
      until: null,
      now: t.clock.now(),
    });
    for (let minute = 1; minute <= 12; minute += 1) await t.advance(MINUTE_MS);
    const polls = (await snapshots()).slice(before).map((at) => (at - start) / MINUTE_MS);
    // The minute tick finds the watch due at minutes 1, 6 and 11 (5 minutes after each poll).
    expect(polls).toEqual([1, 6, 11]);
    const stored = await t.ctx.db
      .selectFrom('weibo_posts')
      .select(['reposts', 'comments', 'likes'])
      .where('mid', '=', mid)
      .executeTakeFirstOrThrow();
    const truth = t.world.postCountsAt(mid, new Date(start + 11 * MINUTE_MS));
    expect(stored).toEqual({ reposts: truth?.reposts, comments: truth?.comments, likes: truth?.likes });
  });

  it('stops when the watch ends or is removed', async () => {
    const count = (await snapshots()).length;
    await unwatchPosts(t.ctx.db, 'test:5min');
    await watchPost(t.ctx.db, {
      mid,
      owner: 'test:15min',
      intervalMs: 15 * MINUTE_MS,
      until: new Date(t.clock.now().getTime() + 2 * MINUTE_MS),
      now: t.clock.now(),
    });
    for (let minute = 1; minute <= 20; minute += 1) await t.advance(MINUTE_MS);
    expect(await t.ctx.db.selectFrom('post_watches').selectAll().execute()).toEqual([]);
    // The 15-minute watch was next due at minute 16 of the first test, after its end (minute 14).
    expect((await snapshots()).length - count).toBe(0);
  });
});
