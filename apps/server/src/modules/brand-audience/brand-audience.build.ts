import {
  AUDIENCE_GENDER_LABELS,
  AUDIENCE_GENDERS,
  BRAND_AUDIENCE_INTERESTS,
  FOLLOWER_BANDS,
  type FollowerBand,
  followerBandOf,
  UNKNOWN_REGIONS,
} from '@boguan/contracts/brand-audience';
import type { AudienceShare, BrandAudienceReport, BrandRef } from '@boguan/contracts/brand-audience.api';
import { formatChinaTime } from '@boguan/contracts/china-time';
import { VERIFY_BADGES, VERIFY_LABELS, type VerifyBadge } from '@boguan/contracts/kol';
import { shareInterval } from '@boguan/weibo/analytics/share-interval';
import type { AudienceProfile, AudienceUser, InterestSignal, StoredBrand } from './audience.sql.js';

/*
 * The audience report from what was read (pure; docs/brand-audience.md). Every share is a count out
 * of the sample it was computed from, with its Wilson 95% interval: profile figures out of the users
 * whose profile is stored (gender and region out of those where it is known), interests out of the
 * users with at least one known category.
 */

export function brandRef(brand: StoredBrand): BrandRef {
  return {
    id: brand.id,
    cn_name: brand.cn_name,
    en_name: brand.en_name,
    logo: brand.logo,
    categories: brand.categories,
  };
}

export function audienceShare(count: number, n: number): AudienceShare {
  const { share, low, high } = shareInterval(count, n);
  return { count, n, share, low, high };
}

const byCountThenName =
  <T extends { share: AudienceShare }>(key: (row: T) => string) =>
  (a: T, b: T) =>
    b.share.count - a.share.count || (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0);

export interface AudienceInput {
  brand: BrandRef;
  competitor: BrandRef | null;
  startDate: string;
  endDate: string;
  readAt: Date;
  demo: boolean;
  users: readonly AudienceUser[];
  capped: boolean;
  mentionPosts: number;
  reposts: number;
  collectedPosts: number;
  profiles: readonly AudienceProfile[];
  interests: { follows: readonly InterestSignal[]; reposts: readonly InterestSignal[] };
  /** The competitor's audience uids over the same range (null without a competitor). */
  competitorUsers: ReadonlySet<string> | null;
}

function genderOf(profiles: readonly AudienceProfile[]): BrandAudienceReport['gender'] {
  const counts = { f: 0, m: 0 };
  for (const p of profiles) if (p.gender === 'f' || p.gender === 'm') counts[p.gender] += 1;
  const n = counts.f + counts.m;
  return {
    rows: AUDIENCE_GENDERS.map((key) => ({
      key,
      label: AUDIENCE_GENDER_LABELS[key],
      share: audienceShare(counts[key], n),
    })),
    unknown: profiles.length - n,
  };
}

function regionsOf(profiles: readonly AudienceProfile[]): BrandAudienceReport['regions'] {
  const counts = new Map<string, number>();
  let unknown = 0;
  for (const p of profiles) {
    const name = p.province.trim();
    if (UNKNOWN_REGIONS.includes(name)) unknown += 1;
    else counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  const n = profiles.length - unknown;
  const rows = [...counts].map(([name, count]) => ({ name, share: audienceShare(count, n) }));
  return { rows: rows.sort(byCountThenName<(typeof rows)[number]>((r) => r.name)), unknown };
}

function verificationOf(profiles: readonly AudienceProfile[]): BrandAudienceReport['verification'] {
  const counts = new Map<VerifyBadge, number>(VERIFY_BADGES.map((b) => [b, 0]));
  for (const p of profiles) {
    const badge = (VERIFY_BADGES as readonly string[]).includes(p.verify_badge)
      ? (p.verify_badge as VerifyBadge)
      : 'none';
    counts.set(badge, (counts.get(badge) ?? 0) + 1);
  }
  return {
    rows: VERIFY_BADGES.map((key) => ({
      key,
      label: VERIFY_LABELS[key],
      share: audienceShare(counts.get(key) ?? 0, profiles.length),
    })),
  };
}

function followersOf(profiles: readonly AudienceProfile[]): BrandAudienceReport['followers'] {
  const counts = new Map<FollowerBand, number>();
  for (const p of profiles) {
    const band = followerBandOf(p.followers);
    counts.set(band, (counts.get(band) ?? 0) + 1);
  }
  return {
    rows: FOLLOWER_BANDS.map((band) => ({
      key: band.key,
      label: band.label,
      share: audienceShare(counts.get(band.key) ?? 0, profiles.length),
    })),
  };
}

function interestsOf(
  members: ReadonlySet<string>,
  signals: AudienceInput['interests'],
): BrandAudienceReport['interests'] {
  const byUser = new Map<string, Set<string>>();
  const basis = { follows: new Set<string>(), reposts: new Set<string>() };
  for (const [kind, list] of [
    ['follows', signals.follows],
    ['reposts', signals.reposts],
  ] as const) {
    for (const { uid, category } of list) {
      if (!members.has(uid)) continue;
      basis[kind].add(uid);
      const set = byUser.get(uid) ?? new Set<string>();
      set.add(category);
      byUser.set(uid, set);
    }
  }
  const n = byUser.size;
  const counts = new Map<string, number>();
  for (const categories of byUser.values())
    for (const category of categories) counts.set(category, (counts.get(category) ?? 0) + 1);
  const rows = [...counts]
    .map(([category, count]) => ({ category, share: audienceShare(count, n) }))
    .sort(byCountThenName<{ category: string; share: AudienceShare }>((r) => r.category))
    .slice(0, BRAND_AUDIENCE_INTERESTS);
  return { rows, by_follows: basis.follows.size, by_reposts: basis.reposts.size };
}

function overlapOf(users: ReadonlySet<string>, competitor: ReadonlySet<string> | null): BrandAudienceReport['overlap'] {
  if (!competitor) return null;
  let shared = 0;
  for (const uid of users) if (competitor.has(uid)) shared += 1;
  const union = users.size + competitor.size - shared;
  return {
    brand_users: users.size,
    competitor_users: competitor.size,
    shared,
    union,
    jaccard: audienceShare(shared, union),
    of_brand: audienceShare(shared, users.size),
    of_competitor: audienceShare(shared, competitor.size),
  };
}

export function buildAudienceReport(input: AudienceInput): BrandAudienceReport {
  const members = new Set(input.users.map((u) => u.uid));
  // A profile of a user outside the audience (never expected) must not enter a sample.
  const profiles = input.profiles.filter((p) => members.has(p.uid));
  let mentioners = 0;
  let reposters = 0;
  let both = 0;
  for (const u of input.users) {
    if (u.mentioned) mentioners += 1;
    if (u.reposted) reposters += 1;
    if (u.mentioned && u.reposted) both += 1;
  }
  return {
    brand: input.brand,
    competitor: input.competitor,
    start_date: input.startDate,
    end_date: input.endDate,
    read_at: formatChinaTime(input.readAt),
    demo: input.demo,
    summary: {
      users: members.size,
      mentioners,
      reposters,
      both,
      profiled: profiles.length,
      mention_posts: input.mentionPosts,
      reposts: input.reposts,
      collected_posts: input.collectedPosts,
      capped: input.capped,
    },
    gender: genderOf(profiles),
    regions: regionsOf(profiles),
    verification: verificationOf(profiles),
    followers: followersOf(profiles),
    interests: interestsOf(members, input.interests),
    overlap: overlapOf(members, input.competitorUsers),
  };
}
