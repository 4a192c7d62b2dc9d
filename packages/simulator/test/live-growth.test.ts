import type { WeiboPost } from '@boguan/weibo/model';
import { describe, expect, it } from 'vitest';
import { DAY, DAY_TEN, dayTenPosts, demoSource, demoWorld, HOUR } from './support/demo-world.js';

const MINUTE = 60_000;
const day = dayTenPosts();

/** What a monitor stores: the post's counts polled every `everyMs` from `from` for `forMs`. */
async function poll(post: WeiboPost, from: number, forMs: number, everyMs: number) {
  const { clock, source } = demoSource(from);
  const points: { at: number; reposts: number; comments: number; likes: number }[] = [];
  for (let at = from; at <= from + forMs; at += everyMs) {
    clock.set(at);
    const seen = (await source.fetchPost(post.mid))!;
    points.push({ at, reposts: seen.reposts, comments: seen.comments, likes: seen.likes });
  }
  return points;
}

describe('live growth of a watched post', () => {
  it('grows as the clock moves: the same post fetched later has larger counts, never smaller', async () => {
    const post = day.find((p) => p.reposts >= 300 && p.likes >= 1000)!;
    expect(post).toBeDefined();
    const points = await poll(post, post.createdAt.getTime(), 2 * DAY, 10 * MINUTE);
    expect(points).toHaveLength(2 * 24 * 6 + 1);
    for (let i = 1; i < points.length; i++) {
      for (const kind of ['reposts', 'comments', 'likes'] as const) {
        expect(points[i]![kind]).toBeGreaterThanOrEqual(points[i - 1]![kind]);
      }
    }
    const at = (hours: number) => points[hours * 6]!;
    for (const kind of ['reposts', 'comments', 'likes'] as const) {
      expect(at(1)[kind]).toBeGreaterThan(at(0)[kind]);
      expect(at(6)[kind]).toBeGreaterThan(at(1)[kind]);
    }
  });

  it('follows a decay curve: the first hour brings the most, later hours less and less, then it settles', async () => {
    // A post carried by its author's audience alone: one wave, the plainest curve.
    const post = day.find((p) => p.reposts >= 500 && demoWorld.amplifiersOf(p.mid).length === 0)!;
    expect(post).toBeDefined();
    const hourly = await poll(post, post.createdAt.getTime(), 3 * DAY, HOUR);
    const gain = (kind: 'reposts' | 'comments' | 'likes', hour: number) =>
      hourly[hour + 1]![kind] - hourly[hour]![kind];
    for (const kind of ['reposts', 'comments', 'likes'] as const) {
      expect(gain(kind, 0)).toBeGreaterThan(gain(kind, 3));
      expect(gain(kind, 3)).toBeGreaterThanOrEqual(gain(kind, 12));
      expect(gain(kind, 12)).toBeGreaterThanOrEqual(gain(kind, 48));
      // Three days on, the counter has all but stopped: it reads what the world will ever show.
      const final = demoWorld.postCountsAt(post.mid, new Date(DAY_TEN + 20 * DAY))![kind];
      expect(hourly.at(-1)![kind]).toBeGreaterThanOrEqual(0.95 * final);
    }
  });

  it('lets viral posts reach thousands of reposts within two days', async () => {
    const thousands = day.filter((p) => p.reposts >= 1000);
    expect(thousands.length).toBeGreaterThan(50);
    const top = day[0]!;
    const { source } = demoSource(top.createdAt.getTime() + 2 * DAY);
    expect((await source.fetchPost(top.mid))!.reposts).toBeGreaterThan(10_000);
  });

  it('grows its repost and comment lists with the counters', async () => {
    const post = day.find((p) => p.reposts >= 200 && p.reposts <= 3000 && p.comments >= 100 && p.comments <= 1500)!;
    const { clock, source } = demoSource(post.createdAt.getTime() + HOUR);
    const early = { post: (await source.fetchPost(post.mid))!, reposts: await source.fetchReposts(post.mid) };
    const earlyComments = await source.fetchComments(post.mid);
    clock.advance(DAY);
    const late = { post: (await source.fetchPost(post.mid))!, reposts: await source.fetchReposts(post.mid) };
    const lateComments = await source.fetchComments(post.mid);
    expect(early.reposts.reposts).toHaveLength(early.post.reposts);
    expect(late.reposts.reposts).toHaveLength(late.post.reposts);
    expect(earlyComments.comments).toHaveLength(early.post.comments);
    expect(lateComments.comments).toHaveLength(late.post.comments);
    expect(late.post.reposts).toBeGreaterThan(early.post.reposts);
    expect(late.post.comments).toBeGreaterThan(early.post.comments);
    // What was there stays there: a later list starts with the earlier one.
    expect(lateComments.comments.slice(0, earlyComments.comments.length)).toEqual(earlyComments.comments);
  });
});
