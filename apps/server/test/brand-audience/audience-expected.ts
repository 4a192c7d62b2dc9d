import type { WeiboUser } from '@boguan/weibo/model';
import { FAN_SAMPLES, mentionMids, POSTS, RANGE_TO, REPOSTS, USERS } from './audience-fixture.js';

/*
 * The audience figures worked out from the fixture arrays alone: own Wilson formula, own bands and
 * badges, own set logic. Nothing here calls the code under test.
 */

const Z = 1.959963984540054;
const r4 = (x: number) => Math.round(x * 10_000) / 10_000;

/** k of n with its Wilson score 95% interval, rounded as a report carries it. */
export function wilson(k: number, n: number) {
  if (n === 0) return { count: k, n, share: 0, low: 0, high: 1 };
  const p = k / n;
  const z2 = Z * Z;
  const centre = p + z2 / (2 * n);
  const margin = Z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  const denominator = 1 + z2 / n;
  return {
    count: k,
    n,
    share: r4(p),
    low: r4(Math.max(0, (centre - margin) / denominator)),
    high: r4(Math.min(1, (centre + margin) / denominator)),
  };
}

/** Who is in the brand's audience, and how. */
export function expectedAudience(brandId: string) {
  const mids = mentionMids(brandId);
  const mentioners = new Set(POSTS.filter((p) => mids.has(p.mid)).map((p) => p.uid));
  const reposts = REPOSTS.filter(
    (r) => (mids.has(r.rootMid) || (r.parentMid !== null && mids.has(r.parentMid))) && r.createdAt < RANGE_TO,
  );
  const reposters = new Set(reposts.map((r) => r.uid));
  const users = new Set([...mentioners, ...reposters]);
  return { mids, mentioners, reposters, users, reposts: reposts.length };
}

const badgeOf = (u: WeiboUser) =>
  !u.verified ? 'none' : u.verifiedType === 3 ? 'blue' : u.verifiedTypeExt === 1 ? 'gold' : 'yellow';
const BANDS: [string, number][] = [
  ['lt100', 100],
  ['h100', 1_000],
  ['k1', 10_000],
  ['k10', 100_000],
  ['k100', 1_000_000],
  ['m1', Number.POSITIVE_INFINITY],
];

const sortRows = <T extends { share: { count: number } }>(rows: T[], key: (r: T) => string) =>
  rows.sort((a, b) => b.share.count - a.share.count || (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));

/** Every section of the report as the fixture decides it. */
export function expectedReport(brandId: string, competitorId: string | null) {
  const a = expectedAudience(brandId);
  const profiles = USERS.filter((u) => a.users.has(u.uid));
  const f = profiles.filter((u) => u.gender === 'f').length;
  const m = profiles.filter((u) => u.gender === 'm').length;
  const regionCounts = new Map<string, number>();
  for (const u of profiles)
    if (!['', '其他', '未知'].includes(u.province))
      regionCounts.set(u.province, (regionCounts.get(u.province) ?? 0) + 1);
  const regionN = [...regionCounts.values()].reduce((s, c) => s + c, 0);

  const interest = new Map<string, Set<string>>();
  const byFollows = new Set<string>();
  const byReposts = new Set<string>();
  const categoriesOf = (uid: string) => USERS.find((u) => u.uid === uid)?.categories ?? [];
  const note = (uid: string, categories: string[], basis: Set<string>) => {
    if (categories.length === 0) return;
    basis.add(uid);
    const set = interest.get(uid) ?? new Set<string>();
    for (const c of categories) set.add(c);
    interest.set(uid, set);
  };
  for (const [blogger, follower] of FAN_SAMPLES)
    if (a.users.has(follower) && blogger !== follower) note(follower, categoriesOf(blogger), byFollows);
  for (const r of REPOSTS) {
    if (!a.users.has(r.uid) || r.createdAt >= RANGE_TO) continue;
    const author = POSTS.find((p) => p.mid === r.rootMid)?.uid;
    if (author && author !== r.uid) note(r.uid, categoriesOf(author), byReposts);
  }
  const interestCounts = new Map<string, number>();
  for (const set of interest.values()) for (const c of set) interestCounts.set(c, (interestCounts.get(c) ?? 0) + 1);

  let overlap = null;
  if (competitorId) {
    const b = expectedAudience(competitorId).users;
    const shared = [...a.users].filter((uid) => b.has(uid)).length;
    const union = new Set([...a.users, ...b]).size;
    overlap = {
      brand_users: a.users.size,
      competitor_users: b.size,
      shared,
      union,
      jaccard: wilson(shared, union),
      of_brand: wilson(shared, a.users.size),
      of_competitor: wilson(shared, b.size),
    };
  }

  return {
    summary: {
      users: a.users.size,
      mentioners: a.mentioners.size,
      reposters: a.reposters.size,
      both: [...a.mentioners].filter((uid) => a.reposters.has(uid)).length,
      profiled: profiles.length,
      mention_posts: a.mids.size,
      reposts: a.reposts,
      collected_posts: 0,
      capped: false,
    },
    gender: {
      rows: [
        { key: 'f', label: '女', share: wilson(f, f + m) },
        { key: 'm', label: '男', share: wilson(m, f + m) },
      ],
      unknown: profiles.length - f - m,
    },
    regions: {
      rows: sortRows(
        [...regionCounts].map(([name, count]) => ({ name, share: wilson(count, regionN) })),
        (r) => r.name,
      ),
      unknown: profiles.length - regionN,
    },
    verification: {
      rows: (
        [
          ['gold', '金V'],
          ['blue', '蓝V'],
          ['yellow', '黄V'],
          ['none', '未认证'],
        ] as const
      ).map(([key, label]) => ({
        key,
        label,
        share: wilson(profiles.filter((u) => badgeOf(u) === key).length, profiles.length),
      })),
    },
    followers: {
      rows: BANDS.map(([key, max], i) => ({
        key,
        share: wilson(
          profiles.filter((u) => u.followers < max && u.followers >= (i === 0 ? 0 : BANDS[i - 1]![1])).length,
          profiles.length,
        ),
      })),
    },
    interests: {
      rows: sortRows(
        [...interestCounts].map(([category, count]) => ({ category, share: wilson(count, interest.size) })),
        (r) => r.category,
      ),
      by_follows: byFollows.size,
      by_reposts: byReposts.size,
    },
    overlap,
  };
}
