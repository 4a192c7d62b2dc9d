import type {
  BrandAudience,
  BrandBloggers,
  BrandContent,
  BrandOverview,
  BrandSample,
  BrandSearchPage,
} from '@boguan/contracts/brand-search.api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, post, type TestApp } from '../support/test-app.js';
import { createUser } from '../support/users.js';
import {
  ALL_BRANDS,
  chinaDay,
  expectedWorld,
  figuresOf,
  interactionsOf,
  loadWorld,
  NOW,
  type World,
  wilson,
} from './fixture.js';

const FROM = '2026-01-06';
const TO = '2026-01-12';
const PREV_FROM = '2025-12-30';
const PREV_TO = '2026-01-05';
const r4 = (x: number) => Math.round(x * 10_000) / 10_000;

describe('brand search and detail: figures recomputed from the posts', () => {
  let t: TestApp;
  let token: string;
  let world: World;

  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(NOW);
    world = expectedWorld();
    await loadWorld(t, world);
    token = (await createUser(t, { level: 40 })).token;
  }, 120_000);
  afterAll(async () => t?.close());

  async function search(form: Record<string, string | number>) {
    const answer = await post<BrandSearchPage>(t.app, '/api/brand/search', form, token);
    expect(answer.code, answer.msg).toBe(1);
    return answer.data;
  }

  function expectedItems() {
    return ALL_BRANDS.map((b) => {
      const cur = figuresOf(world, b.id, FROM, TO);
      const prev = figuresOf(world, b.id, PREV_FROM, PREV_TO);
      const polar = cur.positive + cur.negative;
      return {
        id: b.id,
        mentions: cur.mentions,
        prev: prev.mentions,
        interactions: cur.interactions,
        growth: prev.mentions === 0 ? null : (cur.mentions - prev.mentions) / prev.mentions,
        net: polar === 0 ? null : (cur.positive - cur.negative) / polar,
        cur,
      };
    });
  }

  function ordered(key: 'mentions' | 'interactions' | 'growth' | 'net', order: 'asc' | 'desc') {
    return expectedItems()
      .sort((a, b) => {
        const x = a[key];
        const y = b[key];
        if (x === null && y === null) return a.id < b.id ? -1 : 1;
        if (x === null) return 1;
        if (y === null) return -1;
        return (order === 'asc' ? x - y : y - x) || (a.id < b.id ? -1 : 1);
      })
      .map((i) => i.id);
  }

  it('lists every brand with its volume, growth, interactions and net sentiment over the period', async () => {
    const page = await search({ days: 7 });
    expect([page.from, page.to, page.prev_from, page.prev_to]).toEqual([FROM, TO, PREV_FROM, PREV_TO]);
    expect(page.found).toBe(ALL_BRANDS.length);
    for (const want of expectedItems()) {
      const row = page.data.find((d) => d.brand_id === want.id)!;
      expect(row.mentions, want.id).toBe(want.mentions);
      expect(row.prev_mentions, want.id).toBe(want.prev);
      expect(row.interactions, want.id).toBe(want.interactions);
      expect(row.growth, want.id).toBe(want.growth === null ? null : r4(want.growth));
      expect(row.sentiment, want.id).toEqual({
        positive: want.cur.positive,
        neutral: want.cur.neutral,
        negative: want.cur.negative,
        polar: want.cur.positive + want.cur.negative,
        net_sentiment: want.net === null ? null : r4(want.net),
      });
    }
    // Spec 3's fields, and the demo brand marked as demo.
    const demo = page.data.find((d) => d.brand_id === 'bd-demo')!;
    expect(demo).toMatchObject({
      brand_cn_name: '云朵茶',
      brand_en_name: 'Cloud Tea',
      brand_category: ['饮品'],
      demo: true,
    });
    expect(page.data.find((d) => d.brand_id === 'bd-xiaomi')!.demo).toBe(false);
    expect(expectedItems().filter((i) => i.mentions > 0).length).toBeGreaterThanOrEqual(5);
  });

  it('sorts by each key both ways, brands without a base last', async () => {
    const keys = {
      mentions: 'mentions',
      interactions: 'interactions',
      growth: 'growth',
      net_sentiment: 'net',
    } as const;
    for (const [sort, key] of Object.entries(keys)) {
      for (const order of ['desc', 'asc'] as const) {
        const page = await search({ days: 7, sort, order });
        expect(
          page.data.map((d) => d.brand_id),
          `${sort} ${order}`,
        ).toEqual(ordered(key, order));
      }
    }
    // bd-quiet is never mentioned: no growth and no net sentiment, last whichever the order.
    const growthAsc = await search({ days: 7, sort: 'growth', order: 'asc' });
    expect(growthAsc.data.at(-1)!.brand_id).toBe('bd-quiet');
  });

  it('finds brands by Chinese name, English name, alias, part of a name and category', async () => {
    const idsOf = async (form: Record<string, string | number>) =>
      (await search({ days: 7, ...form })).data.map((d) => d.brand_id).sort();
    expect(await idsOf({ keyword: '小米' })).toEqual(['bd-xiaomi']);
    expect(await idsOf({ keyword: 'xiaomi' })).toEqual(['bd-xiaomi']);
    expect(await idsOf({ keyword: 'ZNV' })).toEqual(['bd-zenova']);
    expect(await idsOf({ keyword: '毛球' })).toEqual(['bd-maoqiu']);
    expect(await idsOf({ keyword: 'zeno' })).toEqual(['bd-zenova']);
    expect(await idsOf({ keyword: '露' })).toEqual(['bd-luyu']);
    expect(await idsOf({ category: '数码' })).toEqual(['bd-xiaomi', 'bd-zenova']);
    expect(await idsOf({ keyword: '小米', category: '美妆' })).toEqual([]);
    expect(await idsOf({ keyword: '不存在的品牌' })).toEqual([]);
    const options = await post<{ categories: Array<{ name: string; count: number }> }>(
      t.app,
      '/api/brand/search_options',
      {},
      token,
    );
    expect(options.data.categories[0]).toEqual({ name: '数码', count: 2 });
  });

  it('overview: the daily series, totals with net sentiment, and the share of voice in the category', async () => {
    const answer = await post<BrandOverview>(
      t.app,
      '/api/brand/detail_overview',
      { brand_id: 'bd-xiaomi', days: 7 },
      token,
    );
    expect(answer.code, answer.msg).toBe(1);
    const o = answer.data;
    expect(o.series.map((d) => d.day)).toEqual([
      '2026-01-06',
      '2026-01-07',
      '2026-01-08',
      '2026-01-09',
      '2026-01-10',
      '2026-01-11',
      '2026-01-12',
    ]);
    for (const day of o.series) {
      const f = figuresOf(world, 'bd-xiaomi', day.day, day.day);
      expect(day, day.day).toEqual({ day: day.day, ...f });
    }
    const total = figuresOf(world, 'bd-xiaomi', FROM, TO);
    expect(o.totals.mentions).toBe(total.mentions);
    expect(o.totals.interactions).toBe(total.interactions);
    expect(o.totals.sentiment.net_sentiment).toBeCloseTo(
      (total.positive - total.negative) / (total.positive + total.negative),
      4,
    );
    // 数码 holds 小米 and 泽诺.
    const peers = figuresOf(world, 'bd-zenova', FROM, TO).mentions;
    const [sov] = o.sov;
    expect(sov!.category).toBe('数码');
    expect(sov!.category_mentions).toBe(total.mentions + peers);
    const want = wilson(total.mentions, total.mentions + peers);
    expect(sov!.share.n).toBe(want.n);
    expect(sov!.share.share).toBeCloseTo(want.share, 4);
    expect(sov!.share.low).toBeCloseTo(want.low, 4);
    expect(sov!.share.high).toBeCloseTo(want.high, 4);
    expect(sov!.peers.map((p) => p.brand_id).sort()).toEqual(['bd-xiaomi', 'bd-zenova']);
    expect(o.brand.brand_id).toBe('bd-xiaomi');
  });

  it('content: top posts by interactions, the organic / sponsored split and words without the brand name', async () => {
    const answer = await post<BrandContent>(
      t.app,
      '/api/brand/detail_content',
      { brand_id: 'bd-luyu', days: 7 },
      token,
    );
    expect(answer.code, answer.msg).toBe(1);
    const c = answer.data;
    const mine = world.mentions
      .filter((m) => m.brand_id === 'bd-luyu' && chinaDay(m.posted_at) >= FROM && chinaDay(m.posted_at) <= TO)
      .map((m) => ({ m, p: world.postByMid.get(m.mid)! }));
    const top = [...mine]
      .sort(
        (a, b) =>
          interactionsOf(b.p) - interactionsOf(a.p) ||
          b.p.createdAt.getTime() - a.p.createdAt.getTime() ||
          (a.p.mid < b.p.mid ? -1 : 1),
      )
      .slice(0, 10);
    expect(c.top_posts.map((p) => p.mid)).toEqual(top.map((x) => x.p.mid));
    expect(c.top_posts[0]!.interactions).toBe(interactionsOf(top[0]!.p));
    const sponsored = mine.filter((x) => x.m.sponsored);
    expect(c.split.sponsored).toEqual({
      posts: sponsored.length,
      interactions: sponsored.reduce((s, x) => s + interactionsOf(x.p), 0),
    });
    expect(c.split.organic.posts).toBe(mine.length - sponsored.length);
    expect(c.split.sponsored_share.n).toBe(mine.length);
    expect(c.word_posts).toBe(mine.length);
    expect(c.words.length).toBeGreaterThan(3);
    expect(c.words.map((w) => w.word.toLowerCase())).not.toContain('露屿');
  });

  it('bloggers: tiers of the mentioning authors, the top KOLs with their best post, the sponsored partners', async () => {
    const answer = await post<BrandBloggers>(
      t.app,
      '/api/brand/detail_bloggers',
      { brand_id: 'bd-xiaomi', days: 7 },
      token,
    );
    expect(answer.code, answer.msg).toBe(1);
    const b = answer.data;
    const followers = new Map(world.users.map((u) => [u.uid, u.followers]));
    const authors = new Map<string, { posts: number; interactions: number; sponsored: number }>();
    for (const m of world.mentions) {
      if (m.brand_id !== 'bd-xiaomi' || chinaDay(m.posted_at) < FROM || chinaDay(m.posted_at) > TO) continue;
      const a = authors.get(m.uid) ?? { posts: 0, interactions: 0, sponsored: 0 };
      authors.set(m.uid, a);
      a.posts += 1;
      a.interactions += interactionsOf(world.postByMid.get(m.mid)!);
      if (m.sponsored) a.sponsored += 1;
    }
    expect(b.bloggers).toBe(authors.size);
    const tierOf = (n: number) => (n >= 1_000_000 ? 'head' : n >= 100_000 ? 'waist' : n >= 10_000 ? 'tail' : 'amateur');
    for (const tier of b.tiers) {
      const inTier = [...authors].filter(([uid]) => tierOf(followers.get(uid) ?? 0) === tier.tier);
      expect(tier.bloggers, tier.tier).toBe(inTier.length);
      expect(tier.posts, tier.tier).toBe(inTier.reduce((s, [, a]) => s + a.posts, 0));
      expect(tier.blogger_share.n).toBe(authors.size);
    }
    const top = [...authors]
      .sort(
        (x, y) =>
          y[1].interactions - x[1].interactions ||
          (followers.get(y[0]) ?? 0) - (followers.get(x[0]) ?? 0) ||
          (x[0] < y[0] ? -1 : 1),
      )
      .slice(0, 10);
    expect(b.top_kols.map((k) => k.uid)).toEqual(top.map(([uid]) => uid));
    expect(b.top_kols[0]!.interactions).toBe(top[0]![1].interactions);
    expect(b.top_kols[0]!.top_post.uid).toBe(top[0]![0]);
    const partners = [...authors].filter(([, a]) => a.sponsored > 0);
    expect(b.partners.map((p) => p.uid).sort()).toEqual(partners.map(([uid]) => uid).sort());
    expect(partners.length).toBeGreaterThan(0);
  });

  it('audience: gender, region, verification and interests of the mentioning users, each with n and its interval', async () => {
    const answer = await post<BrandAudience>(
      t.app,
      '/api/brand/detail_audience',
      { brand_id: 'bd-xiaomi', days: 7 },
      token,
    );
    expect(answer.code, answer.msg).toBe(1);
    const a = answer.data;
    const uids = new Set(
      world.mentions
        .filter((m) => m.brand_id === 'bd-xiaomi' && chinaDay(m.posted_at) >= FROM && chinaDay(m.posted_at) <= TO)
        .map((m) => m.uid),
    );
    const profiles = new Map(world.users.map((u) => [u.uid, u]));
    const n = uids.size;
    expect(a.users).toBe(n);
    expect(uids.has('4010')).toBe(true); // an author without a profile is in the sample
    const count = (pick: (uid: string) => boolean) => [...uids].filter(pick).length;
    const female = count((uid) => profiles.get(uid)?.gender === 'f');
    expect(a.gender.find((g) => g.key === 'f')).toEqual({
      key: 'f',
      label: '女',
      count: female,
      share: wilsonOf(female, n),
    });
    const unknown = count((uid) => !profiles.get(uid)?.province);
    expect(a.region.find((r) => r.key === '未知')?.count).toBe(unknown);
    const guangdong = count((uid) => profiles.get(uid)?.province === '广东');
    expect(a.region.find((r) => r.key === '广东')?.count).toBe(guangdong);
    const digital = count((uid) => profiles.get(uid)?.categories.includes('数码') ?? false);
    expect(a.interests.find((r) => r.key === '数码')?.count).toBe(digital);
    expect(a.verification.reduce((s, v) => s + v.count, 0)).toBe(n);
    for (const row of [...a.gender, ...a.region, ...a.verification, ...a.interests]) expect(row.share.n).toBe(n);
  });

  it('answers bad input with a Chinese message and an unknown brand like a missing one', async () => {
    const cases: Array<[string, Record<string, string>, string]> = [
      ['/api/brand/detail_overview', { brand_id: 'bd-nope', days: '7' }, '品牌不存在'],
      ['/api/brand/detail_content', { brand_id: "x' or 1=1", days: '7' }, '品牌ID不正确'],
      ['/api/brand/detail_audience', {}, '品牌ID不正确'],
      ['/api/brand/detail_bloggers', { brand_id: 'bd-xiaomi', days: '8' }, '统计周期只能是近7/30/90天'],
      ['/api/brand/search', { sort: 'fans' }, '排序字段只能是声量、声量增长率、互动量、净情感度之一'],
      ['/api/brand/search', { per_page: '500' }, '每页条数需为1-50之间的整数'],
      ['/api/brand/search', { keyword: 'x'.repeat(51) }, '搜索关键词不能超过50个字符'],
    ];
    for (const [path, form, msg] of cases) {
      const answer = await post(t.app, path, form, token);
      expect([answer.code, answer.msg], path).toEqual([0, msg]);
    }
    expect((await post(t.app, '/api/brand/search', {})).code).toBe(-1);
    expect((await post(t.app, '/api/brand/detail_overview', { brand_id: 'bd-xiaomi' })).code).toBe(-1);
  });

  it('the sample report opens for a visitor: every tab of the demo brand, marked as demo', async () => {
    const answer = await post<BrandSample>(t.app, '/api/brand/sample', {});
    expect(answer.code, answer.msg).toBe(1);
    const s = answer.data;
    expect(s.overview.brand).toMatchObject({ brand_id: 'bd-demo', demo: true });
    const days30 = figuresOf(world, 'bd-demo', '2025-12-14', TO);
    expect(s.overview.totals.mentions).toBe(days30.mentions);
    expect(days30.mentions).toBeGreaterThan(0);
    expect(s.content.top_posts.length).toBeGreaterThan(0);
    expect(s.bloggers.bloggers).toBeGreaterThan(0);
    expect(s.audience.users).toBe(s.bloggers.bloggers);
  });
});

function wilsonOf(k: number, n: number) {
  const w = wilson(k, n);
  return { share: w.share, low: w.low, high: w.high, n };
}
