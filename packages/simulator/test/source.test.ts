import type { Source } from '@boguan/weibo/source';
import { describe, expect, it } from 'vitest';
import { BRAND_SEEDS } from '../src/data/brands.js';
import { SimulatorSource, scaledClock } from '../src/simulator-source.js';
import { createWorld } from '../src/world.js';

const START = new Date('2026-03-02T00:00:00+08:00');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A hand-moved clock, like the server's ManualClock. */
class TestClock {
  constructor(private ms: number) {}
  now = (): Date => new Date(this.ms);
  advance(ms: number): void {
    this.ms += ms;
  }
}

const world = createWorld({ seed: 808, start: START, bloggers: 1200, cascadeCap: 4000 });

function source(at: number): { clock: TestClock; src: SimulatorSource } {
  const clock = new TestClock(at);
  return { clock, src: new SimulatorSource(world, { now: clock.now }) };
}

describe('SimulatorSource', () => {
  it('implements the Source interface as a demo source', () => {
    const src: Source = source(START.getTime() + DAY).src;
    expect(src.kind).toBe('simulator');
    expect(src.demo).toBe(true);
    expect(src.now().getTime()).toBe(START.getTime() + DAY);
  });

  it('never shows the future: a post appears when its time comes and its counts then grow', async () => {
    const post = [...world.postsBetween(new Date(START.getTime() + DAY), new Date(START.getTime() + 2 * DAY))].find(
      (p) => !p.deleted && p.likes > 100,
    )!;
    const { clock, src } = source(post.createdAt.getTime() - 1000);
    expect(await src.fetchPost(post.mid)).toBeNull();
    clock.advance(2000);
    const fresh = (await src.fetchPost(post.mid))!;
    expect(fresh.mid).toBe(post.mid);
    expect(fresh.text).toBe(post.text);
    clock.advance(6 * HOUR);
    const later = (await src.fetchPost(post.mid))!;
    expect(later.likes).toBeGreaterThan(fresh.likes);
    expect(await src.fetchPost('123')).toBeNull();
  });

  it('returns a blogger’s timeline since a date, newest first, only what exists now', async () => {
    const uid = world.bloggerUids().find((u) => world.bloggerTraits(u)!.postsPerDay > 3)!;
    const now = START.getTime() + 5 * DAY + 7 * HOUR;
    const { src } = source(now);
    const since = new Date(START.getTime() + 2 * DAY);
    const timeline = await src.fetchTimeline(uid, since);
    expect(timeline.length).toBeGreaterThan(5);
    for (let i = 0; i < timeline.length; i++) {
      const p = timeline[i]!;
      expect(p.uid).toBe(uid);
      expect(p.deleted).toBe(false);
      expect(p.createdAt.getTime()).toBeGreaterThanOrEqual(since.getTime());
      expect(p.createdAt.getTime()).toBeLessThanOrEqual(now);
      if (i > 0) expect(p.createdAt.getTime()).toBeLessThanOrEqual(timeline[i - 1]!.createdAt.getTime());
    }
    const user = (await src.fetchUser(uid))!;
    expect(user.uid).toBe(uid);
    expect(await src.fetchUser('not-a-uid')).toBeNull();
  });

  it('returns reposts and comments so far, with the profiles of the accounts involved', async () => {
    const post = [...world.postsBetween(START, new Date(START.getTime() + DAY))]
      .filter((p) => !p.deleted)
      .sort((a, b) => b.reposts - a.reposts)[5]!;
    const { clock, src } = source(post.createdAt.getTime() + 2 * HOUR);
    const early = await src.fetchReposts(post.mid);
    clock.advance(2 * DAY);
    const late = await src.fetchReposts(post.mid);
    expect(late.reposts.length).toBeGreaterThan(early.reposts.length);
    const uids = new Set(late.reposts.map((r) => r.uid));
    expect(new Set(late.users.map((u) => u.uid))).toEqual(uids);
    const comments = await src.fetchComments(post.mid);
    expect(comments.comments.length).toBeGreaterThan(0);
    expect(new Set(comments.users.map((u) => u.uid))).toEqual(new Set(comments.comments.map((c) => c.uid)));
    for (const c of comments.comments) expect(c.createdAt.getTime()).toBeLessThanOrEqual(src.now().getTime());
  });

  it('serves the hot-search list and topics of the current minute', async () => {
    const { clock, src } = source(START.getTime() + 30 * HOUR);
    const list = await src.fetchHotSearch();
    expect(list).toEqual(world.hotSearchAt(src.now()));
    const top = list.find((e) => e.rank === 1)!;
    const topic = (await src.fetchTopic(`#${top.word}#`))!;
    expect(topic.name).toBe(top.word);
    clock.advance(6 * HOUR);
    const later = await src.fetchHotSearch();
    expect(later).not.toEqual(list);
    expect(later[0]!.capturedAt.getTime() - list[0]!.capturedAt.getTime()).toBe(6 * HOUR);
    expect((await src.fetchTopic(top.word))!.readCount).toBeGreaterThan(topic.readCount);
  });

  it('searches recent posts by keyword, newest first, within the limit', async () => {
    const { src } = source(START.getTime() + 6 * DAY);
    const brand = BRAND_SEEDS[0]!.cnName;
    const page = await src.searchPosts(brand, { limit: 20 });
    expect(page.posts.length).toBe(20);
    for (const p of page.posts) expect(p.text).toContain(brand);
    for (let i = 1; i < page.posts.length; i++) {
      expect(page.posts[i]!.createdAt.getTime()).toBeLessThanOrEqual(page.posts[i - 1]!.createdAt.getTime());
    }
    expect(new Set(page.users.map((u) => u.uid))).toEqual(new Set(page.posts.map((p) => p.uid)));
    expect((await src.searchPosts('   ')).posts).toEqual([]);
  });

  it('samples followers for fan-quality checks', async () => {
    const { src } = source(START.getTime() + DAY);
    const uid = world.bloggerUids()[300]!;
    const fans = await src.fetchFollowers(uid, 40);
    expect(fans).toHaveLength(40);
    expect(await src.fetchFollowers(uid, 40)).toEqual(fans);
  });
});

describe('scaledClock', () => {
  it('runs simulated time faster than its base clock by the factor', () => {
    const base = new TestClock(Date.UTC(2026, 0, 5, 2));
    const origin = new Date('2026-03-10T00:00:00+08:00');
    const now = scaledClock({ base: base.now, origin, factor: 60 });
    expect(now().getTime()).toBe(origin.getTime());
    base.advance(1000);
    expect(now().getTime()).toBe(origin.getTime() + 60_000);
    base.advance(59_000);
    expect(now().getTime()).toBe(origin.getTime() + HOUR);
  });

  it('follows its base clock one to one by default', () => {
    const base = new TestClock(Date.UTC(2026, 0, 5, 2));
    const now = scaledClock({ base: base.now });
    base.advance(12_345);
    expect(now().getTime()).toBe(Date.UTC(2026, 0, 5, 2) + 12_345);
  });
});
