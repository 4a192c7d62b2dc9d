import { describe, expect, it } from 'vitest';
import {
  activity,
  engagementRate,
  followerGrowth,
  influenceIndex,
  paidOrganicRatio,
} from '../../src/analytics/bloggers.js';
import { fanQuality } from '../../src/analytics/fan-quality.js';
import { wilsonInterval } from '../../src/analytics/stats.js';

const day = (d: number) => new Date(Date.UTC(2025, 5, 1 + d));

describe('blogger metrics (hand-computed)', () => {
  it('engagement rate: average interactions per post / followers', () => {
    // (10+20+70 + 0+0+50) / 2 posts = 75; 75 / 1500 = 0.05
    expect(
      engagementRate(
        [
          { reposts: 10, comments: 20, likes: 70 },
          { reposts: 0, comments: 0, likes: 50 },
        ],
        1500,
      ),
    ).toBe(0.05);
    expect(engagementRate([], 1500)).toBe(0);
    expect(engagementRate([{ reposts: 1, comments: 1, likes: 1 }], 0)).toBe(0);
  });

  it('activity: posts per day in [from, to)', () => {
    const posts = [
      ...Array.from({ length: 14 }, (_, i) => ({ createdAt: new Date(day(0).getTime() + i * 12 * 3_600_000) })),
      { createdAt: day(7) },
    ];
    expect(activity(posts, { from: day(0), to: day(7) })).toEqual({ posts: 14, days: 7, postsPerDay: 2 });
  });

  it('growth: from the last snapshot at or before the window start to the last one inside', () => {
    const snapshots = [
      { at: day(0), followers: 1000 },
      { at: day(3), followers: 1100 },
      { at: day(7), followers: 1300 },
      { at: day(10), followers: 1500 },
    ];
    expect(followerGrowth(snapshots, { from: day(2), to: day(9) })).toEqual({
      start: 1000,
      end: 1300,
      absolute: 300,
      percent: 30,
    });
    expect(followerGrowth(snapshots.slice(0, 1), { from: day(2), to: day(9) })).toBeNull();
  });

  it('influence index with the published weights', () => {
    const result = influenceIndex({
      followers: 1_000_000,
      avgInteractions: 999,
      postsPerDay: 1,
      followerGrowth: 9999,
      badge: 'blue',
    });
    // reach log10(1e6+1)/8 = 0.75; engagement log10(1000)/6 = 0.5; activity log10(2)/log10(21) = 0.2277;
    // growth log10(10000)/log10(1e6+1) = 0.6667; verification blue = 0.8.
    // 100 × (0.35×0.75 + 0.3×0.5 + 0.1×0.2277 + 0.15×0.6667 + 0.1×0.8) = 61.53 → 61.5
    expect(result.components).toEqual({
      reach: 0.75,
      engagement: 0.5,
      activity: 0.2277,
      growth: 0.6667,
      verification: 0.8,
    });
    expect(result.index).toBe(61.5);
    expect(
      influenceIndex({ followers: 0, avgInteractions: 0, postsPerDay: 0, followerGrowth: -50, badge: 'none' }).index,
    ).toBe(0);
    expect(
      influenceIndex({ followers: 1e9, avgInteractions: 1e7, postsPerDay: 50, followerGrowth: 1e7, badge: 'gold' })
        .index,
    ).toBe(100);
  });

  it('paid versus organic: average interactions of sponsored posts / of organic ones', () => {
    const p = (n: number, sponsored: boolean) => ({ reposts: 0, comments: 0, likes: n, sponsored });
    expect(paidOrganicRatio([p(300, true), p(100, true), p(100, false), p(50, false), p(150, false)])).toEqual({
      paidPosts: 2,
      organicPosts: 3,
      paidAvg: 200,
      organicAvg: 100,
      ratio: 2,
    });
    expect(paidOrganicRatio([p(1, false)]).ratio).toBeNull();
  });
});

describe('fan quality', () => {
  const now = day(100);
  const real = {
    screenName: '爱吃饭的猫',
    avatar: 'https://tvax1.sinaimg.cn/crop/abc.jpg',
    statuses: 120,
    follows: 200,
    followers: 80,
    createdAt: day(-400),
  };

  it('Wilson interval matches the textbook value for 7/10', () => {
    const ci = wilsonInterval(7, 10);
    expect(ci.low).toBeCloseTo(0.3968, 4);
    expect(ci.high).toBeCloseTo(0.8922, 4);
  });

  it('counts signals and estimates the real share with a 95% interval', () => {
    const sample = [
      ...Array.from({ length: 7 }, () => real),
      // Two signals: default name and no posts.
      { ...real, screenName: '用户7382910371', statuses: 0 },
      // Three: default avatar, follows ≫ followers (500 ≥ 10 × 1), created 5 days ago.
      {
        ...real,
        avatar: 'https://tvax1.sinaimg.cn/default/images/default_avatar_male_180.gif',
        follows: 500,
        followers: 0,
        createdAt: day(95),
      },
      // Two: no avatar, no posts.
      { ...real, avatar: '', statuses: 0 },
    ];
    // One signal only (recent account): not suspicious.
    sample.push({ ...real, createdAt: day(99) });
    const q = fanQuality(sample, { now });
    expect(q).toEqual({
      sampleSize: 11,
      suspicious: 3,
      realShare: 0.7273,
      confidence: { low: round4(wilsonInterval(8, 11).low), high: round4(wilsonInterval(8, 11).high) },
      signalCounts: { noAvatar: 2, defaultName: 1, noPosts: 2, followsFarMore: 1, recentAccount: 2 },
    });
    expect(q.confidence.low).toBeCloseTo(0.4344, 3);
    expect(q.confidence.high).toBeCloseTo(0.9025, 3);
  });
});

function round4(v: number) {
  return Math.round(v * 10_000) / 10_000;
}
