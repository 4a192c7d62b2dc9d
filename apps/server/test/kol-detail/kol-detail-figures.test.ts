import type { DetailCommercial, DetailContent, DetailOverview, SimilarBlogger } from '@boguan/contracts/kol-detail.api';
import { influenceIndex, paidOrganicRatio } from '@boguan/weibo/analytics/bloggers';
import type { VerifyBadge } from '@boguan/weibo/model';
import { buildBrandMatcher, mentionedBrandIds } from '@boguan/weibo/text/brands';
import { wordFrequencies } from '@boguan/weibo/text/keywords';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoApp } from '../support/demo-world.js';
import { post } from '../support/test-app.js';
import { createDetailApp, DAY_MS } from './support.js';

const chinaDate = (at: Date) => new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

interface StoredPost {
  mid: string;
  bid: string;
  uid: string;
  text: string;
  created_at: Date;
  reposts: number;
  comments: number;
  likes: number;
  sponsored: boolean;
  parent_mid: string | null;
}

describe('blogger detail figures', () => {
  let t: DemoApp;
  let token: string;
  /** The blogger with the most posts of the last 30 days. */
  let busy: { uid: string; kol_id: number };

  const storedPosts = async (uid: string, from: Date, to: Date): Promise<StoredPost[]> =>
    (
      await t.ctx.db
        .selectFrom('weibo_posts')
        .select(['mid', 'bid', 'uid', 'text', 'created_at', 'reposts', 'comments', 'likes', 'sponsored', 'parent_mid'])
        .where('uid', '=', uid)
        .where('deleted', '=', false)
        .execute()
    )
      .map((p) => ({ ...p, created_at: new Date(p.created_at) }))
      .filter((p) => p.created_at > from && p.created_at <= to);

  const snapshots = async (uid: string) =>
    (await t.ctx.db.selectFrom('user_snapshots').select(['at', 'followers']).where('uid', '=', uid).execute())
      .map((s) => ({ at: new Date(s.at), followers: Number(s.followers) }))
      .sort((a, b) => a.at.getTime() - b.at.getTime());

  /** docs/metrics.md growth: last snapshot at or before the end against the window's start point. */
  const growth = (snaps: { at: Date; followers: number }[], days: number, end: Date) => {
    const from = new Date(end.getTime() - days * DAY_MS);
    const upToEnd = snaps.filter((s) => s.at <= end);
    const last = upToEnd.at(-1);
    const before = upToEnd.filter((s) => s.at <= from).at(-1);
    const first = before ?? upToEnd.find((s) => s.at > from);
    if (!last || !first || last.at.getTime() === first.at.getTime()) return null;
    return { start: first.followers, end: last.followers };
  };

  beforeAll(async () => {
    ({ t, token, busy } = await createDetailApp());
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  it('overview: influence equals blogger_stats and is rebuilt from the stored posts and snapshots', async () => {
    const answer = await post<DetailOverview>(t.app, '/api/kol/detail_overview', { kol_id: busy.kol_id }, token);
    expect(answer.code).toBe(1);
    const o = answer.data;
    const stats = await t.ctx.db
      .selectFrom('blogger_stats')
      .selectAll()
      .where('uid', '=', busy.uid)
      .executeTakeFirstOrThrow();
    expect(o.card.kol_id).toBe(busy.kol_id);
    expect(o.card.uid).toBe(busy.uid);
    expect(o.influence.index).toBe(stats.influence_week);

    const at = new Date(stats.computed_at);
    const week = await storedPosts(busy.uid, new Date(at.getTime() - 7 * DAY_MS), at);
    const snaps = await snapshots(busy.uid);
    const g = growth(snaps, 7, at);
    const interactions = week.reduce((s, p) => s + p.reposts + p.comments + p.likes, 0);
    const expected = influenceIndex({
      followers: Number(stats.followers),
      avgInteractions: week.length > 0 ? interactions / week.length : 0,
      postsPerDay: week.length / 7,
      followerGrowth: g ? g.end - g.start : 0,
      badge: stats.verify_badge as VerifyBadge,
    });
    expect(o.influence.components).toEqual(expected.components);
    expect(o.influence.inputs.posts).toBe(week.length);
    expect(o.influence.weights).toEqual({
      reach: 0.35,
      engagement: 0.3,
      activity: 0.1,
      growth: 0.15,
      verification: 0.1,
    });
    const weighted =
      0.35 * expected.components.reach +
      0.3 * expected.components.engagement +
      0.1 * expected.components.activity +
      0.15 * expected.components.growth +
      0.1 * expected.components.verification;
    expect(Math.abs(weighted * 100 - o.influence.index)).toBeLessThan(0.1);
  });

  it('overview: follower series, growth and daily posts match the stored rows', async () => {
    const o = (await post<DetailOverview>(t.app, '/api/kol/detail_overview', { uid: busy.uid }, token)).data;
    const now = t.clock.now();
    const snaps = await snapshots(busy.uid);
    const today = chinaDate(now);
    const firstDay = chinaDate(new Date(now.getTime() - 29 * DAY_MS));
    const lastOfDay = new Map<string, number>();
    for (const s of snaps) {
      const d = chinaDate(s.at);
      if (d >= firstDay && d <= today && s.at <= now) lastOfDay.set(d, s.followers);
    }
    expect(o.followers_series).toEqual([...lastOfDay].sort().map(([date, followers]) => ({ date, followers })));
    expect(o.followers_series.length).toBeGreaterThan(3);

    for (const [key, days] of [
      ['day', 1],
      ['week', 7],
      ['month', 30],
    ] as const) {
      const g = growth(snaps, days, now);
      if (!g) expect(o.growth[key]).toBeNull();
      else {
        expect(o.growth[key]?.absolute).toBe(g.end - g.start);
        expect(o.growth[key]?.percent).toBe(
          g.start > 0 ? Math.round(((g.end - g.start) / g.start) * 100 * 100) / 100 : null,
        );
      }
    }

    const posts = await storedPosts(busy.uid, new Date(now.getTime() - 40 * DAY_MS), now);
    const perDay = new Map<string, { posts: number; interactions: number }>();
    for (const p of posts) {
      const d = chinaDate(p.created_at);
      if (d < firstDay) continue;
      const e = perDay.get(d) ?? { posts: 0, interactions: 0 };
      e.posts += 1;
      e.interactions += p.reposts + p.comments + p.likes;
      perDay.set(d, e);
    }
    expect(o.daily_posts).toEqual([...perDay].sort().map(([date, v]) => ({ date, ...v })));
    expect(o.engagement_rate).toBe(o.card.engagement_rate);
  });

  it('content: rhythm counts sum to the post count and the cloud is the word frequencies of the posts', async () => {
    const now = t.clock.now();
    for (const days of [7, 30] as const) {
      const answer = await post<DetailContent>(t.app, '/api/kol/detail_content', { kol_id: busy.kol_id, days }, token);
      expect(answer.code).toBe(1);
      const c = answer.data;
      const posts = await storedPosts(busy.uid, new Date(now.getTime() - days * DAY_MS), now);
      expect(c.total_posts).toBe(posts.length);
      expect(c.posts_by_hour.reduce((a, b) => a + b, 0)).toBe(posts.length);
      expect(c.posts_by_weekday.reduce((a, b) => a + b, 0)).toBe(posts.length);
      expect(c.rhythm.reduce((a, cell) => a + cell[2], 0)).toBe(posts.length);
      expect(c.original_posts + c.repost_posts).toBe(posts.length);
      expect(c.original_posts).toBe(posts.filter((p) => p.parent_mid === null).length);
      // Hours in China time, recomputed here.
      const hours = new Array(24).fill(0);
      for (const p of posts) hours[(p.created_at.getUTCHours() + 8) % 24] += 1;
      expect(c.posts_by_hour).toEqual(hours);
      const newest = [...posts].sort(
        (a, b) => b.created_at.getTime() - a.created_at.getTime() || (a.mid < b.mid ? 1 : -1),
      );
      expect(c.recent.total).toBe(posts.length);
      expect(c.recent.data.map((p) => p.mid)).toEqual(newest.slice(0, 10).map((p) => p.mid));
      const first = c.recent.data[0];
      if (first) {
        const stored = newest[0]!;
        // A demo post has no page on weibo.com: no made-up link.
        expect(first.url).toBe('');
        expect(first.likes).toBe(stored.likes);
      }
      expect(c.keywords).toEqual(
        wordFrequencies(
          posts.map((p) => p.text),
          { top: 60 },
        ),
      );
    }
    const page2 = await post<DetailContent>(t.app, '/api/kol/detail_content', { kol_id: busy.kol_id, page: 2 }, token);
    expect(page2.data.days).toBe(30);
    expect(page2.data.recent.page).toBe(2);
    expect(page2.data.recent.data.length).toBe(Math.max(0, Math.min(10, page2.data.recent.total - 10)));
  });

  it('overview: after the periodic refresh the influence still equals the new blogger_stats row', async () => {
    await t.advance(31 * 60_000);
    const stats = await t.ctx.db
      .selectFrom('blogger_stats')
      .select(['influence_week', 'computed_at'])
      .where('uid', '=', busy.uid)
      .executeTakeFirstOrThrow();
    expect(new Date(stats.computed_at).getTime()).toBeGreaterThan(t.clock.now().getTime() - 31 * 60_000);
    const o = (await post<DetailOverview>(t.app, '/api/kol/detail_overview', { kol_id: busy.kol_id }, token)).data;
    expect(o.influence.index).toBe(stats.influence_week);
    expect(o.card.influence_week).toBe(stats.influence_week);
  });

  it('commercial: sponsored posts, brands and paid/organic figures come from the stored posts', async () => {
    const now = t.clock.now();
    const from = new Date(now.getTime() - 90 * DAY_MS);
    const top = await t.ctx.db
      .selectFrom('weibo_posts')
      .innerJoin('blogger_stats as s', 's.uid', 'weibo_posts.uid')
      .select(['s.kol_id', 's.uid', sql<number>`count(*)::int`.as('n')])
      .where('sponsored', '=', true)
      .where('deleted', '=', false)
      .groupBy(['s.kol_id', 's.uid'])
      .orderBy('n', 'desc')
      .orderBy('s.kol_id')
      .executeTakeFirstOrThrow();
    const answer = await post<DetailCommercial>(t.app, '/api/kol/detail_commercial', { kol_id: top.kol_id }, token);
    expect(answer.code).toBe(1);
    const c = answer.data;
    const posts = await storedPosts(top.uid, from, now);
    const paid = posts.filter((p) => p.sponsored);
    expect(c.sponsored_count).toBe(paid.length);
    expect(c.sponsored_count).toBeGreaterThan(0);
    expect(c.total_posts).toBe(posts.length);
    const ratio = paidOrganicRatio(posts);
    expect(c.paid_organic).toEqual({
      paid_posts: ratio.paidPosts,
      organic_posts: ratio.organicPosts,
      paid_avg: ratio.paidAvg,
      organic_avg: ratio.organicAvg,
      ratio: ratio.ratio,
    });

    const brands = await t.ctx.db
      .selectFrom('brands')
      .select(['id', 'cn_name', 'en_name', 'aliases'])
      .orderBy('id')
      .execute();
    const matcher = buildBrandMatcher(
      brands.map((b) => ({ id: b.id, cnName: b.cn_name, enName: b.en_name, aliases: b.aliases })),
    );
    const perBrand = new Map<string, number>();
    for (const p of paid)
      for (const id of mentionedBrandIds(p.text, matcher)) perBrand.set(id, (perBrand.get(id) ?? 0) + 1);
    expect(Object.fromEntries(c.brands.map((b) => [b.brand_id, b.posts]))).toEqual(Object.fromEntries(perBrand));

    const avg = posts.length ? posts.reduce((s, p) => s + p.reposts + p.comments + p.likes, 0) / posts.length : 0;
    expect(c.price.cpe.low).toBe(Math.round((avg * 0.5) / 10) * 10);
    expect(c.price.cpe.high).toBe(Math.round((avg * 2) / 10) * 10);
    const followers = (
      await t.ctx.db
        .selectFrom('blogger_stats')
        .select('followers')
        .where('uid', '=', top.uid)
        .executeTakeFirstOrThrow()
    ).followers;
    expect(c.price.cpm.high).toBe(Math.round((((Number(followers) * 0.1) / 1000) * 45) / 10) * 10);
    expect(c.price.low).toBeLessThanOrEqual(c.price.high);
    expect(c.price.basis).toContain('估算');
  });

  it('similar: up to 10 others sharing a category, ranked by a score rebuilt here', async () => {
    const answer = await post<SimilarBlogger[]>(t.app, '/api/kol/detail_similar', { kol_id: busy.kol_id }, token);
    expect(answer.code).toBe(1);
    const list = answer.data;
    const me = (await post<DetailOverview>(t.app, '/api/kol/detail_overview', { kol_id: busy.kol_id }, token)).data
      .card;
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(10);
    for (const item of list) {
      expect(item.card.kol_id).not.toBe(me.kol_id);
      expect(item.card.category.some((c) => me.category.includes(c))).toBe(true);
      const shared = item.card.category.filter((c) => me.category.includes(c));
      const union = new Set([...me.category, ...item.card.category]).size;
      const scale = Math.max(0, 1 - Math.abs(Math.log10(1 + me.fans) - Math.log10(1 + item.card.fans)) / 2);
      const hi = Math.max(me.engagement_rate, item.card.engagement_rate);
      const eng = hi > 0 ? Math.min(me.engagement_rate, item.card.engagement_rate) / hi : 1;
      expect(item.score).toBe(Math.round((0.4 * (shared.length / union) + 0.4 * scale + 0.2 * eng) * 1000) / 10);
      expect(item.reasons[0]).toBe(`同分类 ${shared.join('、')}`);
    }
    const scores = list.map((i) => i.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });
});
