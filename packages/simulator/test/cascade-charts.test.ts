import { analyzePropagation, type PropagationResult } from '@boguan/weibo/analytics/propagation';
import type { WeiboPost } from '@boguan/weibo/model';
import { beforeAll, describe, expect, it } from 'vitest';
import { DAY, dayTenPosts, demoSource, HOUR } from './support/demo-world.js';

/*
 * What the propagation charts draw, read the way the product reads it: the post, its reposts and
 * the reposters' profiles through the Source interface, then the engine's analytics.
 */
// The twenty most reposted posts of a demo day: stars' posts, which peak at once, and viral ones,
// which break out through the accounts that carry them.
const popular = dayTenPosts().slice(0, 20);

interface Analysed {
  post: WeiboPost;
  result: PropagationResult;
  joinedAt: Map<string, number>;
}

const analysed: Analysed[] = [];

beforeAll(async () => {
  for (const listed of popular) {
    const { source } = demoSource(listed.createdAt.getTime() + 3 * DAY);
    const post = (await source.fetchPost(listed.mid))!;
    const page = await source.fetchReposts(post.mid);
    const author = (await source.fetchUser(post.uid))!;
    const followers = new Map([
      [author.uid, author.followers],
      ...page.users.map((u) => [u.uid, u.followers] as const),
    ]);
    const result = analyzePropagation(page.reposts, {
      rootMid: post.mid,
      rootUid: post.uid,
      rootCreatedAt: post.createdAt,
      followersOf: (uid) => followers.get(uid),
    });
    const joinedAt = new Map(page.reposts.map((r) => [r.mid, r.createdAt.getTime()]));
    analysed.push({ post, result, joinedAt });
  }
});

describe('repost cascades deep and wide enough for every chart', () => {
  it('reads every popular post as one connected tree of thousands of reposts', () => {
    expect(analysed).toHaveLength(20);
    for (const { result } of analysed) {
      expect(result.nodes).toBeGreaterThan(2000);
      expect(result.detached).toBe(0);
      expect(result.duplicates).toEqual([]);
    }
  });

  it('goes at least five levels deep, with reposts on every level', () => {
    for (const { result } of analysed) {
      expect(result.depth).toBeGreaterThanOrEqual(5);
      expect(result.levels.slice(0, 5).every((count) => count > 0)).toBe(true);
      expect(result.levels.reduce((a, b) => a + b, 0)).toBe(result.nodes);
    }
  });

  it('has several key spreaders whose reposts led to many further reposts', () => {
    for (const { result } of analysed) {
      const strong = result.keySpreaders.filter((k) => k.descendants >= 30);
      expect(strong.length).toBeGreaterThanOrEqual(3);
    }
    // A viral post owes its size to the accounts that carried it: one of them leads a third of it.
    const carried = analysed.filter(({ result }) => result.keySpreaders[0]!.descendants >= result.nodes / 3);
    expect(carried.length).toBeGreaterThanOrEqual(5);
  });

  it('has KOLs among the reposters', () => {
    for (const { result } of analysed) {
      expect(result.kols.length).toBeGreaterThanOrEqual(3);
      for (const kol of result.kols) expect(kol.followers).toBeGreaterThanOrEqual(100_000);
    }
  });

  it('shows a tipping point hours after posting, where a key spreader joined', () => {
    const tipped = analysed.filter(({ result }) => result.tippingPoint!.bucket >= 1);
    expect(tipped.length).toBeGreaterThanOrEqual(5);
    for (const { result, joinedAt } of tipped) {
      const tip = result.tippingPoint!;
      // The busiest hour outdoes the first hour: the curve turns up again there.
      expect(tip.count).toBeGreaterThan(result.curve[0]!.count);
      const from = tip.start.getTime() - HOUR;
      const to = tip.start.getTime() + HOUR;
      const joined = result.keySpreaders.filter((k) => joinedAt.get(k.mid)! >= from && joinedAt.get(k.mid)! < to);
      expect(joined.length).toBeGreaterThan(0);
    }
  });
});
