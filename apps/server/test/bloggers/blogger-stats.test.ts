import { DAY_MS } from '@boguan/contracts/china-time';
import { engagementRate, followerGrowth, influenceIndex } from '@boguan/weibo/analytics/bloggers';
import type { VerifyBadge } from '@boguan/weibo/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshBloggerStats } from '../../src/modules/bloggers/blogger-stats.refresh.js';
import { kolCardByIdOrUid, kolCardsByIds } from '../../src/modules/bloggers/kol-cards.repository.js';
import { userSearchText } from '../../src/modules/weibo-data/enrich.js';
import { WeiboDataRepository } from '../../src/modules/weibo-data/weibo-data.repository.js';
import { createDemoApp, type DemoApp } from '../support/demo-world.js';

/** The figures of one blogger recomputed from stored rows with the analytics functions. */
async function expected(t: DemoApp, uid: string, now: Date) {
  const user = await t.ctx.db.selectFrom('weibo_users').selectAll().where('uid', '=', uid).executeTakeFirstOrThrow();
  const posts = await t.ctx.db
    .selectFrom('weibo_posts')
    .select(['created_at', 'reposts', 'comments', 'likes', 'sponsored', 'parent_mid'])
    .where('uid', '=', uid)
    .where('deleted', '=', false)
    .where('created_at', '>', new Date(now.getTime() - 30 * DAY_MS))
    .where('created_at', '<=', now)
    .execute();
  const snapshots = (
    await t.ctx.db.selectFrom('user_snapshots').select(['at', 'followers']).where('uid', '=', uid).execute()
  ).map((s) => ({ at: new Date(s.at), followers: Number(s.followers) }));
  const window = (days: number) => ({ from: new Date(now.getTime() - days * DAY_MS), to: new Date(now.getTime() + 1) });
  const inWindow = (days: number) => posts.filter((p) => new Date(p.created_at) > window(days).from);
  const influence = (days: number) => {
    const windowPosts = inWindow(days);
    const interactions = windowPosts.reduce((s, p) => s + p.reposts + p.comments + p.likes, 0);
    return influenceIndex({
      followers: Number(user.followers),
      avgInteractions: windowPosts.length ? interactions / windowPosts.length : 0,
      postsPerDay: windowPosts.length / days,
      followerGrowth: followerGrowth(snapshots, window(days))?.absolute ?? 0,
      badge: user.verify_badge as VerifyBadge,
    }).index;
  };
  return {
    posts_30d: posts.length,
    original_posts_30d: posts.filter((p) => p.parent_mid === null).length,
    sponsored_posts_30d: posts.filter((p) => p.sponsored).length,
    engagement_rate_30d: engagementRate(posts, Number(user.followers)),
    growth_7d: followerGrowth(snapshots, window(7))?.absolute ?? 0,
    influence_day: influence(1),
    influence_week: influence(7),
    influence_month: influence(30),
  };
}

describe('blogger_stats', () => {
  let t: DemoApp;
  beforeAll(async () => {
    t = await createDemoApp({ seed: 'blogger-stats', bloggers: 40, days: 10 });
  }, 180_000);
  afterAll(async () => t.close());

  it('holds one row per blogger after the demo history fill', async () => {
    const rows = await t.ctx.db.selectFrom('blogger_stats').select(['uid']).execute();
    expect(rows).toHaveLength(40);
  });

  it('matches the analytics functions recomputed from the stored posts and snapshots', async () => {
    const now = t.clock.now();
    const rows = await t.ctx.db.selectFrom('blogger_stats').selectAll().orderBy('followers', 'desc').limit(8).execute();
    for (const row of rows) {
      const want = await expected(t, row.uid, now);
      expect(row.posts_30d).toBe(want.posts_30d);
      expect(row.original_posts_30d).toBe(want.original_posts_30d);
      expect(row.sponsored_posts_30d).toBe(want.sponsored_posts_30d);
      expect(row.engagement_rate_30d).toBeCloseTo(want.engagement_rate_30d, 12);
      expect(Number(row.growth_7d)).toBe(want.growth_7d);
      expect([row.influence_day, row.influence_week, row.influence_month]).toEqual([
        want.influence_day,
        want.influence_week,
        want.influence_month,
      ]);
    }
    // Not a degenerate world: some bloggers posted, grew and score differently.
    expect(new Set(rows.map((r) => r.influence_week)).size).toBeGreaterThan(3);
    expect(rows.some((r) => r.posts_30d > 0 && Number(r.growth_7d) !== 0)).toBe(true);
  });

  it('is recomputed by the periodic job as the clock moves on', async () => {
    const before = await t.ctx.db.selectFrom('blogger_stats').select(['computed_at']).executeTakeFirstOrThrow();
    await t.advance(31 * 60_000);
    const after = await t.ctx.db.selectFrom('blogger_stats').select(['computed_at']).executeTakeFirstOrThrow();
    expect(new Date(after.computed_at).getTime()).toBeGreaterThan(new Date(before.computed_at).getTime());
  });

  it('keeps audiences out: a sampled follower with no posts of its own gets no row', async () => {
    const follower = t.world.followerSample(
      (await t.ctx.db.selectFrom('weibo_users').select('uid').executeTakeFirstOrThrow()).uid,
      1,
    )[0];
    if (!follower) throw new Error('the demo world has no followers to sample');
    await new WeiboDataRepository(t.ctx.db).upsertUsers([follower], 'simulator', t.clock.now(), userSearchText);
    // As an older database had it: a stats row for an account that is no blogger.
    await refreshBloggerStats(t.ctx.db, t.clock.now(), { uids: [follower.uid] });
    expect(
      await t.ctx.db.selectFrom('blogger_stats').select('uid').where('uid', '=', follower.uid).execute(),
    ).toHaveLength(1);
    await refreshBloggerStats(t.ctx.db, t.clock.now());
    expect(await t.ctx.db.selectFrom('blogger_stats').select('uid').where('uid', '=', follower.uid).execute()).toEqual(
      [],
    );
    expect(await t.ctx.db.selectFrom('blogger_stats').select('uid').execute()).toHaveLength(40);
  });

  it('builds cards in the order asked and refuses unknown bloggers', async () => {
    const ids = (await t.ctx.db.selectFrom('weibo_users').select('kol_id').orderBy('kol_id').limit(3).execute()).map(
      (r) => r.kol_id,
    );
    const cards = await kolCardsByIds(t.ctx.db, [ids[2] as number, ids[0] as number, 999_999]);
    expect(cards.map((c) => c.kol_id)).toEqual([ids[2], ids[0]]);
    const card = cards[0];
    expect(card?.computed_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await kolCardByIdOrUid(t.ctx.db, { uid: card?.uid })).kol_id).toBe(card?.kol_id);
    await expect(kolCardByIdOrUid(t.ctx.db, { kol_id: 999_999 })).rejects.toThrow('博主不存在或暂未收录');
  });
});
