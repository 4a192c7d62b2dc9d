import { verifyBadge } from '@boguan/weibo/model';
import { describe, expect, it } from 'vitest';
import { BRAND_SEEDS } from '../src/data/brands.js';
import { INDUSTRIES } from '../src/data/industries.js';
import { PROVINCES } from '../src/data/regions.js';
import { createWorld } from '../src/world.js';

const START = new Date('2026-03-02T00:00:00+08:00');
const world = createWorld({ seed: 2026, start: START });
const users = world.bloggerUids().map((uid) => world.userAt(uid, START)!);

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))]!;
}

describe('bloggers', () => {
  it('has 3000 accounts by default, each with a unique ten-digit uid and a unique name', () => {
    expect(users).toHaveLength(3000);
    expect(new Set(users.map((u) => u.uid)).size).toBe(3000);
    expect(new Set(users.map((u) => u.screenName)).size).toBe(3000);
    for (const u of users) expect(u.uid).toMatch(/^[1-7]\d{9}$/);
  });

  it('has heavy-tailed follower counts: most 1k–100k, the top 1% far above the median', () => {
    const followers = users.map((u) => u.followers).sort((a, b) => a - b);
    const median = quantile(followers, 0.5);
    const top1 = quantile(followers, 0.99);
    const within = followers.filter((f) => f >= 1_000 && f <= 100_000).length / followers.length;
    expect(median).toBeGreaterThan(5_000);
    expect(median).toBeLessThan(40_000);
    expect(top1 / median).toBeGreaterThan(30);
    expect(within).toBeGreaterThan(0.7);
    expect(followers.at(-1)!).toBeGreaterThan(10_000_000);
  });

  it('places personal accounts across provinces roughly by population', () => {
    const personal = world.bloggerUids().filter((uid) => world.bloggerTraits(uid)?.kind === 'personal');
    const counts = new Map<string, number>();
    for (const uid of personal) {
      const p = world.userAt(uid, START)!.province;
      counts.set(p, (counts.get(p) ?? 0) + 1);
    }
    const total = PROVINCES.reduce((s, p) => s + p.population, 0);
    const share = (name: string) => (counts.get(name) ?? 0) / personal.length;
    const expected = (name: string) => PROVINCES.find((p) => p.name === name)!.population / total;
    for (const name of ['广东', '山东', '河南', '江苏', '四川']) {
      expect(Math.abs(share(name) - expected(name))).toBeLessThan(0.025);
    }
    // The most populous province outnumbers the least populous ones by far.
    expect(share('广东')).toBeGreaterThan(5 * share('宁夏'));
    expect([...counts.keys()].every((k) => PROVINCES.some((p) => p.name === k))).toBe(true);
  });

  it('gives verification fields that verifyBadge() reads as the intended badge', () => {
    const badges = { gold: 0, blue: 0, yellow: 0, none: 0 };
    for (const u of users) {
      const badge = verifyBadge(u);
      badges[badge]++;
      if (badge === 'gold') expect([u.verifiedType, u.verifiedTypeExt]).toEqual([0, 1]);
      if (badge === 'blue') expect(u.verifiedType).toBeGreaterThanOrEqual(1);
      if (badge === 'none') expect(u.verified).toBe(false);
      if (badge !== 'none') expect(u.verifiedReason.length).toBeGreaterThan(0);
      const kind = world.bloggerTraits(u.uid)!.kind;
      if (kind === 'brand' && badge !== 'none') expect(badge).toBe('blue');
    }
    expect(badges.gold).toBeGreaterThan(30);
    expect(badges.blue).toBeGreaterThan(30);
    expect(badges.yellow).toBeGreaterThan(200);
    expect(badges.none).toBeGreaterThan(1000);
    // Gold V goes with big audiences.
    const goldMedian = users
      .filter((u) => verifyBadge(u) === 'gold')
      .map((u) => u.followers)
      .sort((a, b) => a - b);
    const noneMedian = users
      .filter((u) => verifyBadge(u) === 'none')
      .map((u) => u.followers)
      .sort((a, b) => a - b);
    expect(quantile(goldMedian, 0.5)).toBeGreaterThan(10 * quantile(noneMedian, 0.5));
  });

  it('covers the advertisers’ industries and writes believable Chinese profiles', () => {
    const categories = new Set(users.flatMap((u) => u.categories));
    for (const industry of INDUSTRIES) expect(categories.has(industry.name)).toBe(true);
    expect(INDUSTRIES.length).toBeGreaterThanOrEqual(20);
    for (const u of users.slice(0, 300)) {
      expect(u.screenName).toMatch(/[\u4e00-\u9fa5A-Za-z]/);
      expect(u.avatar).toBe(`/static/avatar/${u.uid}.svg`);
      expect(['m', 'f', 'n']).toContain(u.gender);
      expect(u.createdAt!.getTime()).toBeLessThan(START.getTime());
      expect(u.createdAt!.getTime()).toBeGreaterThan(Date.UTC(2009, 7, 1));
      expect(u.description.length).toBeGreaterThan(0);
      expect(u.statuses).toBeGreaterThanOrEqual(0);
    }
    const femaleBeauty = users.filter((u) => u.categories[0] === '美妆' && u.gender !== 'n');
    const femaleShare = femaleBeauty.filter((u) => u.gender === 'f').length / femaleBeauty.length;
    expect(femaleShare).toBeGreaterThan(0.7);
  });

  it('includes official accounts of fictional brands with Chinese and English names', () => {
    expect(BRAND_SEEDS.length).toBeGreaterThanOrEqual(60);
    expect(world.brands).toHaveLength(BRAND_SEEDS.length);
    for (const brand of world.brands) {
      expect(brand.cnName).toMatch(/[\u4e00-\u9fa5]/);
      expect(brand.enName).toMatch(/[A-Za-z]/);
      expect(brand.aliases.length).toBeGreaterThan(0);
      expect(brand.categories.every((c) => INDUSTRIES.some((i) => i.name === c))).toBe(true);
    }
    expect(new Set(world.brands.map((b) => b.cnName)).size).toBe(world.brands.length);
    const official = users.filter((u) => world.bloggerTraits(u.uid)!.brandId !== null);
    expect(official.length).toBe(BRAND_SEEDS.length);
    expect(official.every((u) => u.screenName.endsWith('官方微博'))).toBe(true);
  });

  it('scales to 100k bloggers quickly (counted, not timed)', () => {
    const big = createWorld({ seed: 1, start: START, bloggers: 100_000 });
    expect(big.bloggerCount).toBe(100_000);
    expect(new Set(big.bloggerUids()).size).toBe(100_000);
    const posts = big.countPostsBetween(START, new Date(START.getTime() + 3_600_000 * 12));
    // About two posts a blogger a day, most of them in the daytime half.
    expect(posts).toBeGreaterThan(50_000);
    expect(posts).toBeLessThan(300_000);
  });
});
