import type { Gender, WeiboPost, WeiboUser } from '@boguan/weibo/model';
import { buildBrandMatcher, mentionedBrandIds } from '@boguan/weibo/text/brands';
import { analyzeSentiment } from '@boguan/weibo/text/sentiment';
import { detectSponsored } from '@boguan/weibo/text/sponsored';
import { brandSearchText, enrichPost, userSearchText } from '../../src/modules/weibo-data/enrich.js';
import { WeiboDataRepository } from '../../src/modules/weibo-data/weibo-data.repository.js';
import { BRANDS } from '../brand-data/support.js';
import type { TestApp } from '../support/test-app.js';
import { weiboPost } from '../support/weibo-post.js';

/*
 * A small world for the brand comparison and favourites tests: the brand-data test brands, twelve
 * profiled authors across genders, provinces and follower tiers (and one author without a profile),
 * and posts naming the brands over ten days. Every expected figure is worked out here from these
 * inserted values with the engine's text readings only (matcher, sentiment, sponsorship), never
 * through the code under test.
 */

export { BRANDS };

const PROVINCES = ['广东', '北京', '上海', '浙江', '江苏', '四川', '湖北', '福建', '山东', '河南', ''];
const FOLLOWERS = [
  2_500_000, 400_000, 60_000, 3_000, 1_000_000, 99_999, 10_000, 120, 150_000, 9_999, 30_000, 5_000_000,
];
const GENDERS: Gender[] = ['m', 'f', 'n'];

export const AUTHORS: WeiboUser[] = FOLLOWERS.map((followers, i) => ({
  uid: String(7000 + i),
  screenName: `作者${i}`,
  avatar: '',
  gender: GENDERS[i % 3]!,
  province: PROVINCES[i % PROVINCES.length]!,
  city: '',
  verified: false,
  verifiedType: -1,
  verifiedReason: '',
  followers,
  follows: 10,
  statuses: 100,
  description: '',
  categories: [],
  createdAt: null,
}));
/** Posts by this uid have no stored profile: they count in mentions, not in the audience sample. */
export const UNPROFILED_UID = '7999';

const OPENERS = ['小米', '露屿', '泽诺', 'ZNV', '毛球星球', '小米和露屿', 'Zenova 与 小米', '露屿和泽诺', '周末'];
const TAILS = [
  '真的太好用了，强烈推荐[赞]',
  '质量太差了，客服也不理人，再也不买了[怒]',
  '今天到货，还没开始用',
  '品牌合作：限时优惠码 QM2026，链接放评论区',
  '一般般吧，说不上好坏',
];

/** 50 posts from 2025-12-27 every 4 h 7 min (crossing China midnights), up to before the test clock. */
export function makePosts(count = 50, startIso = '2025-12-27T00:30:00Z', prefix = 90_000): WeiboPost[] {
  const start = Date.parse(startIso);
  return Array.from({ length: count }, (_, i) =>
    weiboPost(String(prefix + i), `${OPENERS[i % OPENERS.length]}${TAILS[(i * 3) % TAILS.length]}`, {
      uid: i % 13 === 12 ? UNPROFILED_UID : String(7000 + (i % 12)),
      createdAt: new Date(start + i * (4 * 60 + 7) * 60_000),
      reposts: (i * 13) % 40,
      comments: (i * 7) % 25,
      likes: (i * 31) % 150,
      isAd: i % 11 === 0,
    }),
  );
}

export async function seedWorld(t: TestApp, posts: readonly WeiboPost[]): Promise<void> {
  const repo = new WeiboDataRepository(t.ctx.db);
  await repo.upsertBrands(BRANDS, 'import', t.clock.now(), brandSearchText);
  await repo.upsertUsers(AUTHORS, 'import', t.clock.now(), userSearchText);
  await repo.upsertPosts(posts, 'import', t.clock.now(), enrichPost);
}

/** A China date worked out by the test itself (UTC+8). */
export const chinaDayOf = (at: Date) => new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

export function addDay(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

/** Wilson score interval at 95 %, written out here from the textbook formula. */
export function wilson(k: number, n: number) {
  if (n === 0) return { share: 0, low: 0, high: 1, n };
  const z = 1.959964; // the normal 97.5th percentile (docs/metrics.md: z = 1.96)
  const p = k / n;
  const d = 1 + (z * z) / n;
  const c = (p + (z * z) / (2 * n)) / d;
  const h = (z / d) * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n));
  const r = (v: number) => Math.round(v * 10_000) / 10_000;
  return { share: r(p), low: r(Math.max(0, c - h)), high: r(Math.min(1, c + h)), n };
}

export interface Expected {
  mentions: number;
  interactions: number;
  positive: number;
  neutral: number;
  negative: number;
  sponsored: number;
  authors: Set<string>;
  byDay: Map<string, number>;
}

/** Each brand's figures over the China days [from, to], summed from the posts. */
export function expectedFigures(posts: readonly WeiboPost[], brandIds: readonly string[], from: string, to: string) {
  const matcher = buildBrandMatcher([...BRANDS].sort((a, b) => (a.id < b.id ? -1 : 1)));
  const out = new Map<string, Expected>(
    brandIds.map((id) => [
      id,
      {
        mentions: 0,
        interactions: 0,
        positive: 0,
        neutral: 0,
        negative: 0,
        sponsored: 0,
        authors: new Set<string>(),
        byDay: new Map(),
      },
    ]),
  );
  for (const p of posts) {
    const day = chinaDayOf(p.createdAt);
    if (day < from || day > to || p.deleted) continue;
    for (const id of mentionedBrandIds(p.text, matcher)) {
      const e = out.get(id);
      if (!e) continue;
      e.mentions += 1;
      e.interactions += p.reposts + p.comments + p.likes;
      e[analyzeSentiment(p.text).label] += 1;
      if (p.isAd || detectSponsored(p.text).isSponsored) e.sponsored += 1;
      e.authors.add(p.uid);
      e.byDay.set(day, (e.byDay.get(day) ?? 0) + 1);
    }
  }
  return out;
}

/** The tier of a follower count, by the bands advertisers buy by (written out here). */
export function tierOf(followers: number): string {
  if (followers >= 1_000_000) return 'head';
  if (followers >= 100_000) return 'waist';
  if (followers >= 10_000) return 'tail';
  return 'amateur';
}
