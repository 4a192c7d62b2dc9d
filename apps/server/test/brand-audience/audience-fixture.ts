import type { Brand, WeiboPost, WeiboRepost, WeiboUser } from '@boguan/weibo/model';
import { buildBrandMatcher, mentionedBrandIds } from '@boguan/weibo/text/brands';
import pino from 'pino';
import { JobRunner } from '../../src/jobs/job-runner.js';
import { BRAND_AUDIENCE_JOB, runBrandAudienceTask } from '../../src/modules/brand-audience/brand-audience.job.js';
import { brandSearchText, enrichPost, userSearchText } from '../../src/modules/weibo-data/enrich.js';
import { WeiboDataRepository } from '../../src/modules/weibo-data/weibo-data.repository.js';
import type { TestApp } from '../support/test-app.js';
import { weiboPost } from '../support/weibo-post.js';

/*
 * A small invented audience, inserted directly (no source): mentioners of two coffee brands that
 * overlap, reposters of their posts (one through a repost chain, one after the range, two whose
 * profiles were never stored), bloggers with categories that audience users follow or repost, and
 * posts outside the range or deleted. The tests work out every expected figure from these arrays
 * alone (audience-expected.ts), never through the code under test.
 */

export const BRANDS: Brand[] = [
  { id: 'ba-chenlan', cnName: '晨岚咖啡', enName: 'Chenlan Coffee', aliases: ['晨岚'], categories: ['美食'], logo: '' },
  { id: 'ba-muchuan', cnName: '暮川咖啡', enName: 'Muchuan Coffee', aliases: ['暮川'], categories: ['美食'], logo: '' },
  { id: 'ba-qinghe', cnName: '青禾书店', enName: 'Qinghe Books', aliases: [], categories: ['文化'], logo: '' },
];

/** The range every test analyses: China days 2026-01-01 .. 2026-01-03 (the clock stands on 2026-01-05). */
export const RANGE = { start_date: '2026-01-01', end_date: '2026-01-03' };
export const RANGE_FROM = new Date('2025-12-31T16:00:00Z');
export const RANGE_TO = new Date('2026-01-03T16:00:00Z');

const PROVINCES = ['广东', '北京', '上海', '其他', '浙江', '', '海外'];
const FOLLOWERS = [50, 500, 5_000, 50_000, 500_000, 5_000_000];

/** An audience user's profile by index: every gender, region, badge and follower band occurs. */
function person(i: number): WeiboUser {
  const badge = i % 10;
  return {
    uid: String(7000 + i),
    screenName: `受众${i}`,
    avatar: '',
    gender: i % 5 === 0 ? 'n' : i % 2 ? 'f' : 'm',
    province: PROVINCES[i % PROVINCES.length]!,
    city: '',
    verified: badge <= 2,
    verifiedType: badge === 0 || badge === 2 ? 0 : badge === 1 ? 3 : -1,
    ...(badge === 0 ? { verifiedTypeExt: 1 } : {}),
    verifiedReason: '',
    followers: FOLLOWERS[i % FOLLOWERS.length]! + i,
    follows: 10,
    statuses: 10,
    description: '',
    categories: i === 5 ? ['美食'] : [],
    createdAt: null,
  };
}

function blogger(uid: string, categories: string[]): WeiboUser {
  return { ...person(0), uid, screenName: `博主${uid}`, categories, gender: 'f', province: '四川' };
}

export const USERS: WeiboUser[] = [
  ...Array.from({ length: 60 }, (_, i) => person(i)),
  blogger('7100', ['美妆']),
  blogger('7101', ['数码']),
  blogger('7102', ['美食', '旅游']),
  blogger('7103', []),
];

const TAILS = ['真的太好喝了，强烈推荐[赞]', '今天路过买了一杯', '味道一般般吧', '排队太久了，服务也很差[怒]'];
const at = (iso: string, minutes = 0) => new Date(Date.parse(iso) + minutes * 60_000);

function makePosts(): WeiboPost[] {
  const posts: WeiboPost[] = [];
  let n = 0;
  const add = (uid: number | string, text: string, createdAt: Date, extra: Partial<WeiboPost> = {}) => {
    n += 1;
    posts.push(weiboPost(String(910_000 + n), text, { uid: String(uid), createdAt, ...extra }));
  };
  // 晨岚咖啡: users 7000..7019, the first five twice, spread over the range.
  for (let i = 0; i < 20; i += 1) add(7000 + i, `晨岚咖啡${TAILS[i % 4]}`, at('2026-01-01T02:00:00Z', i * 170));
  for (let i = 0; i < 5; i += 1) add(7000 + i, `又去了晨岚${TAILS[(i + 1) % 4]}`, at('2026-01-02T03:00:00Z', i * 60));
  // 暮川咖啡: users 7010..7029 (7010..7019 named both brands).
  for (let i = 10; i < 30; i += 1) add(7000 + i, `暮川咖啡${TAILS[i % 4]}`, at('2026-01-01T05:00:00Z', i * 90));
  // Outside the analysis: before the range, after it, and a deleted post.
  add(7055, `晨岚咖啡${TAILS[0]}`, at('2025-12-20T02:00:00Z'));
  add(7057, `晨岚咖啡${TAILS[1]}`, at('2026-01-04T02:00:00Z'));
  add(7056, `晨岚咖啡${TAILS[2]}`, at('2026-01-02T02:00:00Z'), { deleted: true });
  // Bloggers' posts that audience users repost (no brand in them).
  add(7100, '新品口红试色合集', at('2025-12-28T02:00:00Z'));
  add(7101, '新手机开箱', at('2025-12-28T03:00:00Z'));
  add(7102, '成都美食探店', at('2025-12-28T04:00:00Z'));
  add(7103, '随便说说', at('2025-12-28T05:00:00Z'));
  return posts;
}

export const POSTS = makePosts();
const mid = (uid: number, text: string) => POSTS.find((p) => p.uid === String(uid) && p.text.startsWith(text))!.mid;

function makeReposts(): WeiboRepost[] {
  const reposts: WeiboRepost[] = [];
  let n = 0;
  const add = (uid: number | string, rootMid: string, createdAt: Date, parentMid: string | null = null) => {
    n += 1;
    reposts.push({ mid: String(960_000 + n), rootMid, parentMid, uid: String(uid), text: '转发微博', createdAt });
  };
  // Reposters of 晨岚 posts: 7030..7044 (7005's post gets several), 7000 reposts another's post.
  for (let i = 30; i < 45; i += 1)
    add(7000 + i, mid(i % 3 === 0 ? 7005 : 7000 + (i % 20), '晨岚咖啡'), at('2026-01-02T08:00:00Z', i));
  add(7000, mid(7003, '晨岚咖啡'), at('2026-01-02T09:00:00Z'));
  // Through a chain: the root is a blogger's post, the parent a 晨岚 post.
  add(7046, mid(7102, '成都'), at('2026-01-02T10:00:00Z'), mid(7006, '晨岚咖啡'));
  // After the range: not in the audience.
  add(7045, mid(7007, '晨岚咖啡'), at('2026-01-04T01:00:00Z'));
  // Profiles never stored.
  add('7900', mid(7008, '晨岚咖啡'), at('2026-01-02T11:00:00Z'));
  add('7901', mid(7009, '晨岚咖啡'), at('2026-01-02T12:00:00Z'));
  // Reposters of 暮川 posts: 7035..7039 (also 晨岚 reposters) and 7047.
  for (const i of [35, 36, 37, 38, 39, 47])
    add(7000 + i, mid(7000 + 10 + (i % 10), '暮川咖啡'), at('2026-01-02T13:00:00Z', i));
  // Interest signals: reposts of bloggers' posts (7033's is after the range), a self-repost.
  add(7002, mid(7100, '新品'), at('2025-12-29T02:00:00Z'));
  add(7030, mid(7102, '成都'), at('2025-12-29T03:00:00Z'));
  add(7033, mid(7101, '新手机'), at('2026-01-04T03:00:00Z'));
  add(7031, mid(7103, '随便'), at('2025-12-29T04:00:00Z'));
  add(7100, mid(7100, '新品'), at('2025-12-29T05:00:00Z'));
  return reposts;
}

export const REPOSTS = makeReposts();

/** Sampled followers: blogger uid → follower uid. */
export const FAN_SAMPLES: [string, string][] = [
  ['7100', '7030'],
  ['7101', '7031'],
  ['7102', '7000'],
  ['7103', '7001'],
  ['7101', '7041'],
  ['7100', '7050'],
];

/** Stores the fixture the way the collectors do (brands first, so posts are matched with them). */
export async function insertFixture(t: TestApp): Promise<void> {
  const repo = new WeiboDataRepository(t.ctx.db);
  const now = t.clock.now();
  await repo.upsertBrands(BRANDS, 'import', now, brandSearchText);
  await repo.upsertUsers(USERS, 'import', now, userSearchText);
  await repo.upsertPosts(POSTS, 'import', now, enrichPost);
  await repo.insertReposts(REPOSTS);
  await t.ctx.db
    .insertInto('fan_samples')
    .values(FAN_SAMPLES.map(([uid, follower]) => ({ uid, follower_uid: follower, sampled_at: now })))
    .execute();
}

/** A job runner for the app with the analysis registered; `drain()` runs what is queued. */
export function audienceRunner(t: TestApp): JobRunner {
  const runner = new JobRunner({ queue: t.ctx.jobs, clock: t.clock, log: pino({ level: 'silent' }) });
  runner.register(BRAND_AUDIENCE_JOB, (payload, { progress }) =>
    runBrandAudienceTask(t.ctx, Number(payload.task_id), progress),
  );
  return runner;
}

/** The mids naming `brandId` by the engine's matcher (the same rule brand_mentions is kept with). */
export function mentionMids(brandId: string): Set<string> {
  const matcher = buildBrandMatcher([...BRANDS].sort((a, b) => (a.id < b.id ? -1 : 1)));
  return new Set(
    POSTS.filter(
      (p) =>
        !p.deleted &&
        p.createdAt >= RANGE_FROM &&
        p.createdAt < RANGE_TO &&
        mentionedBrandIds(p.text, matcher).includes(brandId),
    ).map((p) => p.mid),
  );
}
