import type { WeiboPost } from '@boguan/weibo/model';
import { describe, expect, it } from 'vitest';
import { BRAND_SEEDS } from '../src/data/brands.js';
import { EMO_NEGATIVE, EMO_NEUTRAL, EMO_POSITIVE } from '../src/data/text-parts.js';
import { midToBid } from '../src/ids.js';
import { createWorld } from '../src/world.js';

const START = new Date('2026-03-02T00:00:00+08:00'); // a Monday
const DAY = 86_400_000;
const world = createWorld({ seed: 99, start: START, bloggers: 1500 });
const week: WeiboPost[] = [...world.postsBetween(START, new Date(START.getTime() + 7 * DAY))];
const chinaHour = (d: Date) => (d.getUTCHours() + 8) % 24;
const share = (pred: (p: WeiboPost) => boolean) => week.filter(pred).length / week.length;

describe('posting rhythm', () => {
  it('posts about two to three times a blogger a day (counted, so generation stays cheap)', () => {
    expect(week.length).toBeGreaterThan(1500 * 7 * 1.5);
    expect(week.length).toBeLessThan(1500 * 7 * 6);
    expect(world.countPostsBetween(START, new Date(START.getTime() + 7 * DAY))).toBe(week.length);
    expect(new Set(week.map((p) => p.mid)).size).toBe(week.length);
  });

  it('keeps four weeks of 3000 bloggers to a few hundred thousand posts, streamed lazily', () => {
    const full = createWorld({ seed: 99, start: START });
    const fourWeeks = full.countPostsBetween(START, new Date(START.getTime() + 28 * DAY));
    expect(fourWeeks).toBeGreaterThan(150_000);
    expect(fourWeeks).toBeLessThan(450_000);
    // The stream is a generator: taking a few posts does not build the rest.
    const stream = full.postsBetween(START, new Date(START.getTime() + 28 * DAY));
    const firstFive = [stream.next(), stream.next(), stream.next(), stream.next(), stream.next()];
    expect(firstFive.every((r) => !r.done)).toBe(true);
    stream.return(undefined);
  });

  it('peaks at lunch and in the 20:00–23:00 evening, and is quiet before dawn', () => {
    const hours = new Array<number>(24).fill(0);
    for (const p of week) hours[chinaHour(p.createdAt)]!++;
    const busiest = hours.indexOf(Math.max(...hours));
    expect(busiest).toBeGreaterThanOrEqual(20);
    expect(busiest).toBeLessThanOrEqual(23);
    expect(hours[12]!).toBeGreaterThan(hours[10]!);
    expect(hours[12]!).toBeGreaterThan(hours[14]!);
    expect(hours[4]! * 5).toBeLessThan(hours[21]!);
  });

  it('streams posts in time order, never before the world starts', () => {
    for (let i = 1; i < week.length; i++) {
      expect(week[i]!.createdAt.getTime()).toBeGreaterThanOrEqual(week[i - 1]!.createdAt.getTime());
    }
    const before = [...world.postsBetween(new Date(START.getTime() - 3 * DAY), START)];
    expect(before).toHaveLength(0);
    const desc = [...world.postsBetween(START, new Date(START.getTime() + DAY), { order: 'desc' })];
    expect(desc[0]!.createdAt.getTime()).toBeGreaterThan(desc.at(-1)!.createdAt.getTime());
  });
});

describe('post content', () => {
  it('uses Weibo ids: the mid carries the creation second, the bid is its base-62 form', () => {
    for (const p of week.slice(0, 200)) {
      const seconds = Math.floor(Number(p.mid) / 2 ** 22) + 515_483_463;
      expect(seconds * 1000).toBe(p.createdAt.getTime());
      expect(p.bid).toBe(midToBid(p.mid));
      expect(p.parentMid).toBeNull();
    }
    expect(midToBid('4645748019299849')).toBe('Kjc77D1jz');
  });

  it('writes Chinese text with brands, #topics#, @mentions and Weibo emoticons', () => {
    const brandNames = BRAND_SEEDS.flatMap((b) => [b.cnName, ...b.aliases]);
    const emoticons = [...EMO_POSITIVE, ...EMO_NEUTRAL, ...EMO_NEGATIVE];
    expect(share((p) => /[\u4e00-\u9fa5]{4}/.test(p.text))).toBeGreaterThan(0.99);
    expect(share((p) => brandNames.some((n) => p.text.includes(n)))).toBeGreaterThan(0.2);
    expect(share((p) => /#[^#\s]+#/.test(p.text))).toBeGreaterThan(0.4);
    expect(share((p) => /@[^\s@]+/.test(p.text))).toBeGreaterThan(0.05);
    expect(share((p) => emoticons.some((e) => p.text.includes(e)))).toBeGreaterThan(0.4);
    // Every slot got filled.
    expect(week.filter((p) => /\{\w+\}/.test(p.text))).toEqual([]);
  });

  it('marks a share of posts as sponsored the way bloggers write it', () => {
    const visible = week.filter((p) => !p.deleted);
    // Markers: 合作/广告, discount codes, t.cn shop links, lottery calls, @ of the brand's account.
    const sponsored = visible.filter((p) => /合作|广告|优惠码|http:\/\/t\.cn\/|抽\d+位|@\S+官方微博/.test(p.text));
    expect(sponsored.length / visible.length).toBeGreaterThan(0.01);
    expect(sponsored.length / visible.length).toBeLessThan(0.15);
    // The platform's own ad flag sits only on sponsored posts.
    const flagged = visible.filter((p) => p.isAd);
    expect(flagged.length).toBeGreaterThan(0);
    expect(flagged.every((p) => sponsored.includes(p))).toBe(true);
  });

  it('has long texts, pictures, videos, clients and regions', () => {
    expect(share((p) => p.isLongText)).toBeGreaterThan(0.04);
    expect(week.filter((p) => p.isLongText && !p.deleted).every((p) => p.text.length > 140)).toBe(true);
    expect(share((p) => p.pics.length > 0)).toBeGreaterThan(0.4);
    expect(share((p) => p.videoUrl !== null)).toBeGreaterThan(0.05);
    expect(week.every((p) => p.pics.length <= 9)).toBe(true);
    const sources = new Set(week.map((p) => p.source));
    for (const s of ['iPhone客户端', '微博网页版', 'HUAWEI Mate 60']) expect(sources.has(s)).toBe(true);
    expect(new Set(week.map((p) => p.region)).size).toBeGreaterThan(25);
  });
});

describe('counts over time', () => {
  const sample = week.filter((p) => !p.deleted && p.likes > 200).slice(0, 40);

  it('grows counts along a saturating curve, never down', () => {
    expect(sample.length).toBe(40);
    for (const p of sample) {
      const t0 = p.createdAt.getTime();
      const series = [0.25, 1, 3, 6, 12, 24, 72, 240].map(
        (h) => world.postCountsAt(p.mid, new Date(t0 + h * 3_600_000))!,
      );
      for (let i = 1; i < series.length; i++) {
        expect(series[i]!.likes).toBeGreaterThanOrEqual(series[i - 1]!.likes);
        expect(series[i]!.reposts).toBeGreaterThanOrEqual(series[i - 1]!.reposts);
        expect(series[i]!.comments).toBeGreaterThanOrEqual(series[i - 1]!.comments);
      }
      // Most engagement arrives in the first day; by ten days the curve is flat.
      expect(series[5]!.likes).toBeGreaterThan(0.6 * series[7]!.likes);
      expect(series[7]!.likes - series[6]!.likes).toBeLessThanOrEqual(0.05 * series[7]!.likes + 1);
      expect(world.postCountsAt(p.mid, new Date(t0 - 1000))).toBeNull();
    }
  });

  it('engages bigger audiences more in absolute terms but less per follower', () => {
    const byAuthor = new Map<string, { likes: number; posts: number }>();
    for (const p of week) {
      const row = byAuthor.get(p.uid) ?? { likes: 0, posts: 0 };
      row.likes += p.likes;
      row.posts++;
      byAuthor.set(p.uid, row);
    }
    const rows = [...byAuthor].map(([uid, r]) => ({
      followers: world.userAt(uid, START)!.followers,
      avg: r.likes / r.posts,
    }));
    const small = rows.filter((r) => r.followers < 10_000);
    const big = rows.filter((r) => r.followers > 1_000_000);
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    expect(mean(big.map((r) => r.avg))).toBeGreaterThan(10 * mean(small.map((r) => r.avg)));
    expect(mean(big.map((r) => r.avg / r.followers))).toBeLessThan(mean(small.map((r) => r.avg / r.followers)));
  });
});
