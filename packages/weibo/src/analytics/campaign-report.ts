import { interactionsOf } from './bloggers.js';
import { round } from './stats.js';

/*
 * The figures of a campaign's posts (结案报告 and campaign projects, docs/final-report.md and
 * docs/metrics.md "Campaigns"): totals, interactions by kind, bloggers by follower tier, an exposure
 * estimate with a stated reach rate, engagement rate, CPE / CPM from a cost in fen, and the best and
 * worst posts. Pure: the caller reads posts and authors, this only counts.
 */

export interface CampaignPost {
  mid: string;
  uid: string;
  reposts: number;
  comments: number;
  likes: number;
}

export interface CampaignAuthor {
  uid: string;
  followers: number;
}

/** A follower band: an author with at least `min` followers (and fewer than the band above) is in it. */
export interface TierBand<K extends string = string> {
  key: K;
  min: number;
}

export interface TierRow<K extends string = string> {
  tier: K;
  bloggers: number;
  posts: number;
  followers: number;
  interactions: number;
}

export interface CampaignFigures<K extends string = string> {
  posts: number;
  bloggers: number;
  reposts: number;
  comments: number;
  likes: number;
  interactions: number;
  /** Interactions per post, one decimal. */
  avgInteractions: number;
  /** Followers of the distinct authors. */
  followers: number;
  /** Σ over posts of the author's followers: an author with two posts counts twice (each post is seen anew). */
  postFollowers: number;
  /** round(postFollowers × reachRate). */
  exposure: number;
  reachRate: number;
  /** interactions ÷ postFollowers, 4 decimals; 0 without followers. */
  engagementRate: number;
  costFen: number | null;
  /** Cost per interaction in fen (rounded); null without a cost or without interactions. */
  cpeFen: number | null;
  /** Cost per thousand estimated exposures in fen (rounded); null without a cost or without exposure. */
  cpmFen: number | null;
  /** Every band in the order given, empty bands included. */
  tiers: TierRow<K>[];
  /** The author's band, by uid. */
  tierOf: Map<string, K>;
  /** Up to `top` mids with the most interactions, best first. */
  best: string[];
  /** Up to `top` mids with the fewest interactions (never one of `best`), worst first. */
  worst: string[];
}

/** The band of a follower count: bands are given from the largest `min` down; the last catches the rest. */
export function tierFor<K extends string>(followers: number, bands: readonly TierBand<K>[]): K {
  const sorted = [...bands].sort((a, b) => b.min - a.min);
  for (const band of sorted) if (followers >= band.min) return band.key;
  return (sorted.at(-1) as TierBand<K>).key;
}

/** Integer fen ÷ a count, rounded half up; null when there is nothing to divide by. */
function perUnit(costFen: number | null, units: number, scale = 1): number | null {
  if (costFen === null || units <= 0) return null;
  return Math.round((costFen * scale) / units);
}

/** CPE (fen per interaction) and CPM (fen per thousand estimated exposures) of a cost in fen. */
export function costRatios(
  costFen: number | null,
  interactions: number,
  exposure: number,
): { cpeFen: number | null; cpmFen: number | null } {
  return { cpeFen: perUnit(costFen, interactions), cpmFen: perUnit(costFen, exposure, 1000) };
}

/** Most interactions first; ties by mid so the order never depends on the input order. */
const byInteractions = (a: CampaignPost, b: CampaignPost) =>
  interactionsOf(b) - interactionsOf(a) || (a.mid < b.mid ? -1 : a.mid > b.mid ? 1 : 0);

/**
 * Everything a campaign report counts. `authors` gives each post's author followers (a post whose
 * author is unknown counts 0 followers and falls in the lowest band).
 */
export function campaignFigures<K extends string>(input: {
  posts: readonly CampaignPost[];
  authors: readonly CampaignAuthor[];
  bands: readonly TierBand<K>[];
  reachRate: number;
  costFen: number | null;
  top?: number;
}): CampaignFigures<K> {
  const { posts, bands, reachRate, costFen } = input;
  const top = input.top ?? 3;
  const followersOf = new Map(input.authors.map((a) => [a.uid, a.followers]));
  const uids = [...new Set(posts.map((p) => p.uid))];
  const tierOf = new Map(uids.map((uid) => [uid, tierFor(followersOf.get(uid) ?? 0, bands)]));

  const tiers = new Map<K, TierRow<K>>(
    bands.map((b) => [b.key, { tier: b.key, bloggers: 0, posts: 0, followers: 0, interactions: 0 }]),
  );
  for (const uid of uids) {
    const row = tiers.get(tierOf.get(uid) as K) as TierRow<K>;
    row.bloggers += 1;
    row.followers += followersOf.get(uid) ?? 0;
  }
  let reposts = 0;
  let comments = 0;
  let likes = 0;
  let postFollowers = 0;
  for (const post of posts) {
    reposts += post.reposts;
    comments += post.comments;
    likes += post.likes;
    postFollowers += followersOf.get(post.uid) ?? 0;
    const row = tiers.get(tierOf.get(post.uid) as K) as TierRow<K>;
    row.posts += 1;
    row.interactions += interactionsOf(post);
  }
  const interactions = reposts + comments + likes;
  const exposure = Math.round(postFollowers * reachRate);
  const ranked = [...posts].sort(byInteractions);
  const best = ranked.slice(0, Math.min(top, ranked.length)).map((p) => p.mid);
  const rest = ranked.slice(best.length);
  const worst = rest
    .slice(Math.max(0, rest.length - top))
    .reverse()
    .map((p) => p.mid);
  return {
    posts: posts.length,
    bloggers: uids.length,
    reposts,
    comments,
    likes,
    interactions,
    avgInteractions: posts.length ? round(interactions / posts.length, 1) : 0,
    followers: uids.reduce((sum, uid) => sum + (followersOf.get(uid) ?? 0), 0),
    postFollowers,
    exposure,
    reachRate,
    engagementRate: postFollowers > 0 ? round(interactions / postFollowers, 4) : 0,
    costFen,
    ...costRatios(costFen, interactions, exposure),
    tiers: bands.map((b) => tiers.get(b.key) as TierRow<K>),
    tierOf,
    best,
    worst,
  };
}

/**
 * Up to `size` items spread evenly over a list (first and last included): a sample of a post's
 * comments that covers its whole life rather than only the first reactions.
 */
export function evenSample<T>(items: readonly T[], size: number): T[] {
  if (size <= 0) return [];
  if (items.length <= size) return [...items];
  if (size === 1) return [items[0] as T];
  const step = (items.length - 1) / (size - 1);
  return Array.from({ length: size }, (_, i) => items[Math.round(i * step)] as T);
}

export interface CumulativePoint {
  /** Any ordered key, e.g. a China date. */
  key: string;
  reposts: number;
  comments: number;
  likes: number;
}

/**
 * Daily growth of a set of posts from each post's last reading per day: each post carries its
 * last known counts forward over days without a reading, the day's total is the sum over posts,
 * and the increment is the change from the day before (the first day's increment is its total:
 * what the posts had gathered by then). `readings` maps a post to its readings by key.
 */
export function dailyTotals(
  keys: readonly string[],
  readings: ReadonlyMap<string, ReadonlyMap<string, Omit<CumulativePoint, 'key'>>>,
): { key: string; total: CumulativePoint; increase: CumulativePoint }[] {
  const last = new Map<string, Omit<CumulativePoint, 'key'>>();
  const out: { key: string; total: CumulativePoint; increase: CumulativePoint }[] = [];
  let previous: CumulativePoint | null = null;
  for (const key of keys) {
    const total: CumulativePoint = { key, reposts: 0, comments: 0, likes: 0 };
    for (const [mid, byKey] of readings) {
      const reading = byKey.get(key);
      if (reading) last.set(mid, reading);
      const known = last.get(mid);
      if (!known) continue;
      total.reposts += known.reposts;
      total.comments += known.comments;
      total.likes += known.likes;
    }
    const base: CumulativePoint = previous ?? { key, reposts: 0, comments: 0, likes: 0 };
    out.push({
      key,
      total,
      increase: {
        key,
        reposts: total.reposts - base.reposts,
        comments: total.comments - base.comments,
        likes: total.likes - base.likes,
      },
    });
    previous = total;
  }
  return out;
}
