import type { Brand, WeiboPost, WeiboUser } from '@boguan/weibo/model';
import { keepBrandDays } from '../../src/modules/brand-data/brand-days.sql.js';
import { brandSearchText, enrichPost, userSearchText } from '../../src/modules/weibo-data/enrich.js';
import { WeiboDataRepository } from '../../src/modules/weibo-data/weibo-data.repository.js';
import { BRANDS, type ExpectedMention, expectedMentions } from '../brand-data/support.js';
import type { TestApp } from '../support/test-app.js';
import { weiboPost } from '../support/weibo-post.js';

/*
 * A small world for the brand search tests: invented brands (two of 数码, a demo brand, one never
 * mentioned), eleven authors across the follower tiers (one without a stored profile) and 130 posts
 * over 2025-12-31 .. 2026-01-12 that cross China midnights. Every expected figure is worked out here
 * from these posts with the engine's readings (expectedMentions), never read back from the product.
 */

export const NOW = new Date('2026-01-12T12:00:00Z'); // 20:00 on China day 2026-01-12
export const DEMO: Brand = {
  id: 'bd-demo',
  cnName: '云朵茶',
  enName: 'Cloud Tea',
  aliases: [],
  categories: ['饮品'],
  logo: '',
};
export const QUIET: Brand = {
  id: 'bd-quiet',
  cnName: '静湾森林',
  enName: '',
  aliases: [],
  categories: ['家居'],
  logo: '',
};
export const IMPORTED = [...BRANDS, QUIET];
export const ALL_BRANDS = [...IMPORTED, DEMO];

const OPENERS = [
  '小米',
  '露屿',
  '泽诺',
  'ZNV',
  '毛球星球',
  '小米和露屿',
  'Zenova 与 小米',
  '云朵茶',
  '周末',
  '小米又来了',
];
const TAILS = [
  '真的太好用了，强烈推荐[赞]',
  '质量太差了，客服也不理人，再也不买了[怒]',
  '今天到货，还没开始用',
  '品牌合作：限时优惠码 QM2026，链接放评论区',
  '一般般吧，说不上好坏',
  '续航很稳，拍照清晰，朋友都说好看',
];

const FOLLOWERS = [2_500_000, 1_200_000, 300_000, 150_000, 60_000, 20_000, 9_000, 3_000, 800, 120];
const PROVINCES = ['北京', '上海', '广东', '广东', '浙江', '', '四川', '上海', '北京', '广东'];

/** Authors 4000..4009 have profiles; 4010 posts but was never profiled. */
export function makeUsers(): WeiboUser[] {
  return FOLLOWERS.map((followers, i) => ({
    uid: String(4000 + i),
    screenName: `测试博主${i}`,
    avatar: '',
    gender: i % 3 === 0 ? 'm' : i % 3 === 1 ? 'f' : 'n',
    province: PROVINCES[i]!,
    city: '',
    verified: i < 4,
    verifiedType: i < 2 ? 0 : i < 4 ? 3 : -1,
    verifiedReason: '',
    followers,
    follows: 10,
    statuses: 100,
    description: '',
    categories: i % 2 === 0 ? ['数码', '美妆'] : i % 5 === 0 ? [] : ['美妆'],
    createdAt: null,
  }));
}

export function makePosts(): WeiboPost[] {
  const posts: WeiboPost[] = [];
  const start = Date.parse('2025-12-31T10:00:00Z');
  for (let i = 0; i < 130; i += 1) {
    const createdAt = new Date(start + i * (2 * 60 + 11) * 60_000);
    if (createdAt > NOW) break;
    posts.push(
      weiboPost(String(90_000 + i), `${OPENERS[i % OPENERS.length]}${TAILS[(i * 7) % TAILS.length]}`, {
        uid: String(4000 + ((i * 3) % 11)),
        createdAt,
        reposts: (i * 13) % 50,
        comments: (i * 7) % 30,
        likes: (i * 31) % 200,
        isAd: i % 17 === 0,
        deleted: i % 29 === 5,
      }),
    );
  }
  return posts;
}

/** A China date worked out here (UTC+8), not through the product's helper. */
export const chinaDay = (at: Date | string) =>
  new Date(new Date(at).getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

export interface World {
  posts: WeiboPost[];
  users: WeiboUser[];
  mentions: ExpectedMention[];
  postByMid: Map<string, WeiboPost>;
}

export function expectedWorld(posts = makePosts()): World {
  return {
    posts,
    users: makeUsers(),
    mentions: expectedMentions(posts, ALL_BRANDS),
    postByMid: new Map(posts.map((p) => [p.mid, p])),
  };
}

export const interactionsOf = (p: WeiboPost) => p.reposts + p.comments + p.likes;

export interface Figures {
  mentions: number;
  interactions: number;
  positive: number;
  neutral: number;
  negative: number;
  sponsored: number;
}

/** One brand's figures over China days from..to, from the expected mentions. */
export function figuresOf(world: World, brandId: string, from: string, to: string): Figures {
  const f: Figures = { mentions: 0, interactions: 0, positive: 0, neutral: 0, negative: 0, sponsored: 0 };
  for (const m of world.mentions) {
    const day = chinaDay(m.posted_at);
    if (m.brand_id !== brandId || day < from || day > to) continue;
    f.mentions += 1;
    f.interactions += interactionsOf(world.postByMid.get(m.mid)!);
    if (m.sentiment === 1) f.positive += 1;
    else if (m.sentiment === -1) f.negative += 1;
    else f.neutral += 1;
    if (m.sponsored) f.sponsored += 1;
  }
  return f;
}

/** The Wilson score 95 % interval, written out here (z = 1.959964). */
export function wilson(k: number, n: number) {
  if (n === 0) return { share: 0, low: 0, high: 1, n };
  const z = 1.959964;
  const p = k / n;
  const denominator = 1 + (z * z) / n;
  const centre = (p + (z * z) / (2 * n)) / denominator;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / denominator;
  const r = (x: number) => Math.round(x * 10_000) / 10_000;
  return { share: r(p), low: r(Math.max(0, centre - half)), high: r(Math.min(1, centre + half)), n };
}

/** Stores the world and summarises it into brand_days, as the job does. */
export async function loadWorld(t: TestApp, world: World): Promise<void> {
  const repo = new WeiboDataRepository(t.ctx.db);
  await repo.upsertBrands(IMPORTED, 'import', t.clock.now(), brandSearchText);
  await repo.upsertBrands([DEMO], 'simulator', t.clock.now(), brandSearchText);
  await repo.upsertUsers(world.users, 'import', t.clock.now(), userSearchText);
  await repo.upsertPosts(world.posts, 'import', t.clock.now(), enrichPost);
  await keepBrandDays(t.ctx.db, t.clock.now());
}
