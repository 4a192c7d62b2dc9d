import type { Brand, WeiboPost } from '@boguan/weibo/model';
import { buildBrandMatcher, mentionedBrandIds } from '@boguan/weibo/text/brands';
import { analyzeSentiment } from '@boguan/weibo/text/sentiment';
import { detectSponsored } from '@boguan/weibo/text/sponsored';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrandFigures, dailySeries, periodTotals } from '../../src/modules/brand-data/brand-data.repository.js';
import { brandSearchText, enrichPost } from '../../src/modules/weibo-data/enrich.js';
import { WeiboDataRepository } from '../../src/modules/weibo-data/weibo-data.repository.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { weiboPost } from '../support/weibo-post.js';
import { BRANDS } from './support.js';

const QUIET: Brand = { id: 'bd-quiet', cnName: '静湾森林', enName: '', aliases: [], categories: ['家居'], logo: '' };
const ALL_BRANDS = [...BRANDS, QUIET];

const OPENERS = ['小米', '露屿', '泽诺', 'ZNV', '毛球星球', '小米和露屿', 'Zenova 与 小米', '羽毛球和小米粥', '周末'];
const TAILS = [
  '真的太好用了，强烈推荐[赞]',
  '质量太差了，客服也不理人，再也不买了[怒]',
  '今天到货，还没开始用',
  '品牌合作：限时优惠码 QM2026，链接放评论区',
  '一般般吧，说不上好坏',
];

/** A China date the test works out by itself (UTC+8), not through the product's helper. */
const chinaDay = (at: Date) => new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

/**
 * 90 posts over 2025-12-31 .. 2026-01-12 (UTC), every 3 h 17 min so they cross China midnights,
 * with no post on China day 2026-01-06 so a day without mentions is in range.
 */
function makePosts(): WeiboPost[] {
  const posts: WeiboPost[] = [];
  const start = Date.parse('2025-12-31T10:00:00Z');
  for (let i = 0; i < 90; i += 1) {
    const createdAt = new Date(start + i * (3 * 60 + 17) * 60_000);
    if (chinaDay(createdAt) === '2026-01-06') continue;
    posts.push(
      weiboPost(String(80_000 + i), `${OPENERS[i % OPENERS.length]}${TAILS[(i * 7) % TAILS.length]}`, {
        uid: String(4000 + (i % 11)),
        createdAt,
        reposts: (i * 13) % 50,
        comments: (i * 7) % 30,
        likes: (i * 31) % 200,
        isAd: i % 17 === 0,
        deleted: i % 23 === 5,
      }),
    );
  }
  return posts;
}

/** The figures of each brand per China day, summed in the test from the posts and the engine's readings. */
function expectedByDay(posts: readonly WeiboPost[]): Map<string, Map<string, BrandFigures & { uids: Set<string> }>> {
  const matcher = buildBrandMatcher([...ALL_BRANDS].sort((a, b) => (a.id < b.id ? -1 : 1)));
  const out = new Map<string, Map<string, BrandFigures & { uids: Set<string> }>>();
  for (const p of posts) {
    if (p.deleted) continue;
    const label = analyzeSentiment(p.text).label;
    const sponsored = p.isAd || detectSponsored(p.text).isSponsored;
    for (const brandId of mentionedBrandIds(p.text, matcher)) {
      const days = out.get(brandId) ?? new Map();
      out.set(brandId, days);
      const day = chinaDay(p.createdAt);
      const f = days.get(day) ?? {
        mentions: 0,
        interactions: 0,
        positive: 0,
        neutral: 0,
        negative: 0,
        sponsored: 0,
        users: 0,
        uids: new Set<string>(),
      };
      days.set(day, f);
      f.mentions += 1;
      f.interactions += p.reposts + p.comments + p.likes;
      f[label] += 1;
      if (sponsored) f.sponsored += 1;
      f.uids.add(p.uid);
      f.users = f.uids.size;
    }
  }
  return out;
}

function sum(days: Iterable<[string, BrandFigures & { uids: Set<string> }]>, from: string, to: string) {
  const total = { mentions: 0, interactions: 0, positive: 0, neutral: 0, negative: 0, sponsored: 0, users: 0 };
  const uids = new Set<string>();
  for (const [day, f] of days) {
    if (day < from || day > to) continue;
    total.mentions += f.mentions;
    total.interactions += f.interactions;
    total.positive += f.positive;
    total.neutral += f.neutral;
    total.negative += f.negative;
    total.sponsored += f.sponsored;
    for (const uid of f.uids) uids.add(uid);
  }
  return { ...total, users: uids.size };
}

describe('brand figures read from brand_mentions', () => {
  let t: TestApp;
  let repo: WeiboDataRepository;
  const posts = makePosts();
  const from = '2026-01-02';
  const to = '2026-01-09';

  beforeAll(async () => {
    t = await createTestApp();
    repo = new WeiboDataRepository(t.ctx.db);
    await repo.upsertBrands(ALL_BRANDS, 'import', t.clock.now(), brandSearchText);
    await repo.upsertPosts(posts, 'import', t.clock.now(), enrichPost);
  }, 60_000);
  afterAll(async () => t.close());

  it('dailySeries: each China day of the range, its figures as recomputed from the posts', async () => {
    const expected = expectedByDay(posts);
    for (const brand of ALL_BRANDS) {
      const series = await dailySeries(t.ctx.db, brand.id, from, to);
      const days = expected.get(brand.id) ?? new Map();
      const want = [];
      for (let d = Date.parse(`${from}T00:00:00Z`); d <= Date.parse(`${to}T00:00:00Z`); d += 86_400_000) {
        const day = new Date(d).toISOString().slice(0, 10);
        const { uids: _uids, ...figures } = days.get(day) ?? {
          mentions: 0,
          interactions: 0,
          positive: 0,
          neutral: 0,
          negative: 0,
          sponsored: 0,
          users: 0,
          uids: null,
        };
        want.push({ day, ...figures });
      }
      expect(series, brand.id).toEqual(want);
    }
    // The data are not trivial: mentions on most days, an empty day, every sentiment, sponsored posts.
    const xiaomi = await dailySeries(t.ctx.db, 'bd-xiaomi', from, to);
    expect(xiaomi).toHaveLength(8);
    expect(xiaomi.find((d) => d.day === '2026-01-06')?.mentions).toBe(0);
    expect(xiaomi.filter((d) => d.mentions > 0).length).toBeGreaterThanOrEqual(6);
    const totals = xiaomi.reduce(
      (a, d) => ({ pos: a.pos + d.positive, neg: a.neg + d.negative, ad: a.ad + d.sponsored }),
      {
        pos: 0,
        neg: 0,
        ad: 0,
      },
    );
    expect(totals.pos).toBeGreaterThan(0);
    expect(totals.neg).toBeGreaterThan(0);
    expect(totals.ad).toBeGreaterThan(0);
  });

  it('periodTotals: every mentioned brand, or the brands asked for, recomputed from the posts', async () => {
    const expected = expectedByDay(posts);
    const want = [...expected]
      .map(([brandId, days]) => ({ brandId, ...sum(days, from, to) }))
      .filter((b) => b.mentions > 0)
      .sort((a, b) => b.mentions - a.mentions || (a.brandId < b.brandId ? -1 : 1));
    expect(await periodTotals(t.ctx.db, from, to)).toEqual(want);
    expect(want.length).toBeGreaterThanOrEqual(4);

    const asked = await periodTotals(t.ctx.db, from, to, ['bd-luyu', 'bd-quiet']);
    expect(asked).toEqual([
      want.find((b) => b.brandId === 'bd-luyu'),
      {
        brandId: 'bd-quiet',
        mentions: 0,
        interactions: 0,
        positive: 0,
        neutral: 0,
        negative: 0,
        sponsored: 0,
        users: 0,
      },
    ]);
    // A period of one day equals that day of the series.
    const day = (await dailySeries(t.ctx.db, 'bd-zenova', '2026-01-04', '2026-01-04'))[0]!;
    const [one] = await periodTotals(t.ctx.db, '2026-01-04', '2026-01-04', ['bd-zenova']);
    const { day: _day, ...figures } = day;
    expect(one).toEqual({ brandId: 'bd-zenova', ...figures });
  });

  it('reads interactions as last collected: new counts change the figures, the mentions stay', async () => {
    const mentioned = posts.filter(
      (p) => !p.deleted && p.text.startsWith('露屿') && p.createdAt >= new Date('2026-01-03'),
    );
    const recollected = mentioned.map((p) => ({ ...p, likes: p.likes + 1000 }));
    const before = await periodTotals(t.ctx.db, from, to, ['bd-luyu']);
    await repo.upsertPosts(recollected, 'import', t.clock.now(), enrichPost);
    const after = expectedByDay(posts.map((p) => recollected.find((r) => r.mid === p.mid) ?? p));
    expect(await periodTotals(t.ctx.db, from, to, ['bd-luyu'])).toEqual([
      { brandId: 'bd-luyu', ...sum(after.get('bd-luyu')!, from, to) },
    ]);
    const inRange = recollected.filter((p) => chinaDay(p.createdAt) >= from && chinaDay(p.createdAt) <= to).length;
    expect(inRange).toBeGreaterThan(0);
    expect((await periodTotals(t.ctx.db, from, to, ['bd-luyu']))[0]!.interactions).toBe(
      before[0]!.interactions + 1000 * inRange,
    );
  });
});
