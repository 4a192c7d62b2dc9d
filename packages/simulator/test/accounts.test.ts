import type { WeiboUser } from '@boguan/weibo/model';
import { verifyBadge } from '@boguan/weibo/model';
import { describe, expect, it } from 'vitest';
import { DEFAULT_AVATAR } from '../src/crowd.js';
import { createWorld } from '../src/world.js';

const START = new Date('2026-03-02T00:00:00+08:00');
const DAY = 86_400_000;
const LATER = new Date(START.getTime() + 28 * DAY);
const world = createWorld({ seed: 77, start: START });
const uids = world.bloggerUids();

/** Bot signals a fan-quality estimate looks for. */
function looksLikeBot(u: WeiboUser): boolean {
  const signals = [
    /^用户\d{10}$/.test(u.screenName),
    u.avatar === DEFAULT_AVATAR,
    u.statuses === 0,
    u.follows > 20 * Math.max(1, u.followers),
  ];
  return signals.filter(Boolean).length >= 3;
}

describe('followers and bots', () => {
  const botShare = (uid: string) => {
    const sample = world.followerSample(uid, 200);
    return sample.filter(looksLikeBot).length / sample.length;
  };

  it('gives accounts that bought fans a far larger share of bot-like followers', () => {
    const flagged = uids.filter((u) => world.bloggerTraits(u)!.suspicious).slice(0, 25);
    const clean = uids.filter((u) => !world.bloggerTraits(u)!.suspicious).slice(0, 25);
    expect(flagged.length).toBe(25);
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const flaggedShare = mean(flagged.map(botShare));
    const cleanShare = mean(clean.map(botShare));
    expect(flaggedShare).toBeGreaterThan(0.2);
    expect(cleanShare).toBeLessThan(0.12);
    expect(flaggedShare).toBeGreaterThan(3 * cleanShare);
  });

  it('makes bots look like bots and ordinary fans look ordinary', () => {
    const sample = world.followerSample(uids.find((u) => world.bloggerTraits(u)!.suspicious)!, 300);
    const bots = sample.filter(looksLikeBot);
    const people = sample.filter((u) => !looksLikeBot(u));
    expect(bots.length).toBeGreaterThan(30);
    expect(bots.filter((u) => /^用户\d{10}$/.test(u.screenName)).length / bots.length).toBeGreaterThan(0.6);
    expect(people.filter((u) => u.avatar !== DEFAULT_AVATAR).length / people.length).toBeGreaterThan(0.9);
    for (const u of sample) {
      expect(u.uid).toMatch(/^[1-7]\d{9}$/);
      expect(world.bloggerTraits(u.uid)).toBeNull();
      // A crowd account is the same whenever and however it is looked up.
      expect(world.userAt(u.uid, LATER)).toEqual(u);
    }
  });

  it('flags a minority of accounts and gives them weaker engagement', () => {
    const flagged = uids.filter((u) => world.bloggerTraits(u)!.suspicious);
    expect(flagged.length / uids.length).toBeGreaterThan(0.03);
    expect(flagged.length / uids.length).toBeLessThan(0.2);
  });
});

describe('accounts change over time', () => {
  const events = uids.flatMap((uid) => world.eventsOf(uid, START, LATER));
  const byKind = (kind: string) => events.filter((e) => e.kind === kind);

  it('produces renames, badge changes, follower drops and surges, and post deletions', () => {
    for (const kind of ['rename', 'verify', 'follower-drop', 'follower-surge', 'post-delete']) {
      expect(byKind(kind).length, kind).toBeGreaterThan(3);
    }
    for (const e of events) {
      expect(e.at.getTime()).toBeGreaterThanOrEqual(START.getTime());
      expect(e.at.getTime()).toBeLessThanOrEqual(LATER.getTime());
    }
  });

  it('shows a rename between two looks at the account', () => {
    for (const e of byKind('rename').slice(0, 10)) {
      const before = world.userAt(e.uid, new Date(e.at.getTime() - 60_000))!;
      const after = world.userAt(e.uid, new Date(e.at.getTime() + 60_000))!;
      expect(before.screenName).toBe(e.before);
      expect(after.screenName).toBe(e.after);
      expect(after.screenName).not.toBe(before.screenName);
      expect(after.uid).toBe(before.uid);
    }
  });

  it('shows a badge change between two looks at the account', () => {
    for (const e of byKind('verify').slice(0, 10)) {
      const before = world.userAt(e.uid, new Date(e.at.getTime() - 60_000))!;
      const after = world.userAt(e.uid, new Date(e.at.getTime() + 60_000))!;
      expect(verifyBadge(before)).toBe(e.before);
      expect(verifyBadge(after)).toBe(e.after);
      expect(verifyBadge(after)).not.toBe(verifyBadge(before));
    }
  });

  it('drops followers at once in a purge and lifts them over days in a surge', () => {
    for (const e of byKind('follower-drop').slice(0, 10)) {
      const before = world.userAt(e.uid, new Date(e.at.getTime() - 1000))!.followers;
      const after = world.userAt(e.uid, new Date(e.at.getTime() + 1000))!.followers;
      expect(after).toBeLessThan(before * 0.98);
    }
    for (const e of byKind('follower-surge').slice(0, 10)) {
      const before = world.userAt(e.uid, new Date(e.at.getTime() - 1000))!.followers;
      const after = world.userAt(e.uid, new Date(e.at.getTime() + 4 * DAY))!.followers;
      expect(after).toBeGreaterThan(before * 1.03);
    }
  });

  it('lets monitoring see a deleted post vanish from the timeline', () => {
    const e = byKind('post-delete').find((x) => x.at.getTime() < LATER.getTime() - DAY)!;
    const post = world.postAt(e.mid!, new Date(e.at.getTime() - 1000))!;
    expect(post.deleted).toBe(false);
    const since = new Date(post.createdAt.getTime() - 1000);
    const beforeIds = world.timeline(e.uid, since, new Date(e.at.getTime() - 1000)).map((p) => p.mid);
    const afterIds = world.timeline(e.uid, since, new Date(e.at.getTime() + 1000)).map((p) => p.mid);
    expect(beforeIds).toContain(e.mid);
    expect(afterIds).not.toContain(e.mid);
    expect(world.postAt(e.mid!, new Date(e.at.getTime() + 1000))!.deleted).toBe(true);
  });

  it('counts statuses from the posts published and deleted since the start', () => {
    const uid = uids.find((u) => world.bloggerTraits(u)!.postsPerDay > 2)!;
    const begin = world.userAt(uid, START)!.statuses;
    const end = world.userAt(uid, LATER)!.statuses;
    const published = [...world.postsBetween(START, LATER, { uids: [uid], at: LATER })];
    const deleted = published.filter((p) => p.deleted).length;
    expect(end - begin).toBe(published.length - deleted);
    expect(published.length).toBeGreaterThan(20);
  });

  it('gives the same profile months later whatever was asked before', () => {
    const uid = uids.find((u) => world.bloggerTraits(u)!.postsPerDay > 2)!;
    const day45 = new Date(START.getTime() + 45 * DAY);
    const day90 = new Date(START.getTime() + 90 * DAY);
    const fresh = createWorld({ seed: 77, start: START });
    // Ask late first, then earlier: cached tallies must not leak later deletions backwards.
    const late = world.userAt(uid, day90)!;
    expect(world.userAt(uid, day45)).toEqual(fresh.userAt(uid, day45));
    expect(late).toEqual(createWorld({ seed: 77, start: START }).userAt(uid, day90));
    const posted = [...world.postsBetween(START, day45, { uids: [uid], at: day45 })];
    const begin = world.userAt(uid, START)!.statuses;
    expect(world.userAt(uid, day45)!.statuses - begin).toBe(posted.filter((p) => !p.deleted).length);
  });

  it('grows followers over weeks for most accounts', () => {
    let grew = 0;
    for (const uid of uids.slice(200, 400)) {
      if (world.userAt(uid, LATER)!.followers > world.userAt(uid, START)!.followers) grew++;
    }
    expect(grew).toBeGreaterThan(120);
  });
});
