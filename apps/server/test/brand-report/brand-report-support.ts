import type { Brand, WeiboPost, WeiboUser } from '@boguan/weibo/model';
import { analyzeSentiment } from '@boguan/weibo/text/sentiment';
import { detectSponsored } from '@boguan/weibo/text/sponsored';
import pino from 'pino';
import { JobRunner } from '../../src/jobs/job-runner.js';
import { BRAND_REPORT_JOB, runBrandReportTask } from '../../src/modules/brand-report/brand-report.job.js';
import { brandSearchText, enrichPost, userSearchText } from '../../src/modules/weibo-data/enrich.js';
import { WeiboDataRepository } from '../../src/modules/weibo-data/weibo-data.repository.js';
import type { TestApp } from '../support/test-app.js';
import { weiboPost } from '../support/weibo-post.js';

/*
 * A small brand world written the way collectors write it (posts through upsertPosts, which keeps
 * brand_mentions), and what every figure must be, worked out here from the posts themselves: which
 * brands each post names is decided by construction, its tone by the engine's sentiment model, its
 * sponsorship by the ad flag or the engine's markers. Nothing is read back from the code under test.
 */

const brand = (id: string, cnName: string, enName: string, categories: string[], aliases: string[] = []): Brand => ({
  id,
  cnName,
  enName,
  aliases,
  categories,
  logo: '',
});

/** 小米 and five 数码 peers (泽诺 loudest, 辰光 next, three silent), and brands of other categories. */
export const BRANDS: Brand[] = [
  brand('bd-xiaomi', '小米', 'Xiaomi', ['数码'], ['小米手机']),
  brand('bd-zenova', '泽诺', 'Zenova', ['数码'], ['ZNV']),
  brand('bd-chenguang', '辰光', 'Chenlight', ['数码']),
  brand('bd-jixi', '极汐', 'Jixi', ['数码']),
  brand('bd-yunlan', '云岚', 'Yunlan', ['数码']),
  brand('bd-muxi', '木犀', 'Muxi', ['数码']),
  brand('bd-luyu', '露屿', 'Luyu', ['美妆']),
  brand('bd-quiet', '静湾森林', '', ['家居']),
];

/** The China days of the world: 2025-12-10 .. 2026-01-04 (the test clock stands on 2026-01-05). */
export const FIRST_DAY = '2025-12-10';
export const LAST_DAY = '2026-01-04';
export const DAYS = 26;
/** The day 小米 gets 15 posts instead of its usual 1–3: the one spike. */
export const SPIKE_DAY_INDEX = 20;

const TAILS = [
  '真的太好用了，强烈推荐[赞]',
  '质量太差了，客服也不理人，再也不买了[怒]',
  '今天到货，还没开始用',
  '品牌合作：限时优惠码 QM2026，链接放评论区',
  '一般般吧，说不上好坏',
  '太失望了，退货退款，垃圾[怒]',
];

export const AUTHORS: WeiboUser[] = [2_500_000, 400_000, 60_000, 9_000, 150, 1_200_000].map(
  (followers, i): WeiboUser => ({
    uid: String(7100 + i),
    screenName: `测试博主${i + 1}`,
    avatar: '',
    gender: i % 2 === 0 ? 'f' : 'm',
    province: '北京',
    city: '',
    verified: i < 2,
    verifiedType: i < 2 ? 0 : -1,
    verifiedReason: '',
    followers,
    follows: 10,
    statuses: 100,
    description: '',
    categories: [],
    createdAt: null,
  }),
);

/** A China day's date string for day index `i` of the world. */
export function dayOf(i: number): string {
  const at = new Date(Date.parse(`${FIRST_DAY}T00:00:00Z`) + i * 86_400_000);
  return at.toISOString().slice(0, 10);
}

/** The instant of China day `i`, `minute` minutes after 09:00 China time (01:00 UTC). */
function at(i: number, minute: number): Date {
  return new Date(Date.parse(`${dayOf(i)}T01:00:00Z`) + minute * 60_000);
}

export interface WorldPost {
  post: WeiboPost;
  /** The brands the text names, by construction. */
  brands: string[];
}

/**
 * The posts: 小米 1, 2, 3, 1, 2, 3 … a day with 15 on the spike day; 泽诺 2 a day; 辰光 one every
 * other day; the first 泽诺 post of every third day also names 小米; a 小米粥 post a day that names no brand; 露屿 on
 * a few days (another category).
 */
export function worldPosts(): WorldPost[] {
  const out: WorldPost[] = [];
  let n = 0;
  const add = (i: number, text: string, brands: string[], overrides: Partial<WeiboPost> = {}) => {
    n += 1;
    out.push({
      brands,
      post: weiboPost(String(5_100_000 + n), text, {
        bid: `B${n}`,
        uid: AUTHORS[n % AUTHORS.length]!.uid,
        createdAt: at(i, n % 600),
        reposts: (n * 13) % 40,
        comments: (n * 7) % 25,
        likes: (n * 31) % 300,
        isAd: n % 19 === 0,
        ...overrides,
      }),
    });
  };
  for (let i = 0; i < DAYS; i += 1) {
    const xiaomi = i === SPIKE_DAY_INDEX ? 15 : (i % 3) + 1;
    for (let k = 0; k < xiaomi; k += 1) add(i, `小米${TAILS[(i + k * 5) % TAILS.length]}`, ['bd-xiaomi']);
    for (let k = 0; k < 2; k += 1) {
      // On the days 小米 has one post of its own: its curve stays 2, 2, 3 … with no spike but the one made.
      const both = k === 0 && i % 3 === 0;
      add(i, `${both ? 'Zenova 与 小米手机，' : '泽诺'}${TAILS[(i * 3 + k) % TAILS.length]}`, [
        'bd-zenova',
        ...(both ? ['bd-xiaomi'] : []),
      ]);
    }
    if (i % 2 === 0) add(i, `辰光${TAILS[i % TAILS.length]}`, ['bd-chenguang']);
    add(i, '早上喝了一碗小米粥，暖暖的', []);
    if (i % 7 === 0) add(i, `露屿${TAILS[(i + 2) % TAILS.length]}`, ['bd-luyu']);
  }
  return out;
}

const LABEL = { positive: 1, neutral: 0, negative: -1 } as const;

/** A post as the test expects the report to see it. */
export interface ExpectedPost {
  mid: string;
  uid: string;
  day: string;
  sentiment: 1 | 0 | -1;
  sponsored: boolean;
  interactions: number;
  likes: number;
}

export function expectedPost(post: WeiboPost): ExpectedPost {
  const china = new Date(post.createdAt.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
  return {
    mid: post.mid,
    uid: post.uid,
    day: china,
    sentiment: LABEL[analyzeSentiment(post.text).label],
    sponsored: post.isAd || detectSponsored(post.text).isSponsored,
    interactions: post.reposts + post.comments + post.likes,
    likes: post.likes,
  };
}

/** The posts naming a brand, as expected. */
export function postsOf(world: readonly WorldPost[], brandId: string): ExpectedPost[] {
  return world.filter((w) => w.brands.includes(brandId)).map((w) => expectedPost(w.post));
}

/** Wilson score 95% interval, worked out here. */
export function wilson(k: number, n: number): { low: number; high: number } {
  if (n === 0) return { low: 0, high: 1 };
  const z = 1.959964;
  const p = k / n;
  const denom = 1 + (z * z) / n;
  const centre = (p + (z * z) / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / denom;
  return { low: centre - half, high: centre + half };
}

/** Writes the brands, the authors and the posts the way the product stores them. */
export async function writeWorld(t: TestApp, world: readonly WorldPost[]): Promise<void> {
  const repo = new WeiboDataRepository(t.ctx.db);
  const now = t.clock.now();
  await repo.upsertBrands(BRANDS, 'import', now, brandSearchText);
  await repo.upsertUsers(AUTHORS, 'import', now, userSearchText);
  await repo.upsertPosts(
    world.map((w) => w.post),
    'import',
    now,
    enrichPost,
  );
}

/** A job runner on the test app with the brand-report job registered (drain() runs what is due). */
export function brandReportRunner(t: TestApp): JobRunner {
  const runner = new JobRunner({ queue: t.ctx.jobs, clock: t.clock, log: pino({ level: 'silent' }) });
  runner.register(BRAND_REPORT_JOB, (payload, { progress }) =>
    runBrandReportTask(t.ctx, Number(payload.task_id), progress),
  );
  return runner;
}
