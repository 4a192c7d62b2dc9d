import type { VerifyBadge } from '../model.js';
import { round } from './stats.js';

export interface PostInteractions {
  reposts: number;
  comments: number;
  likes: number;
}

/** Interactions of a post: reposts + comments + likes. */
export function interactionsOf(post: PostInteractions): number {
  return post.reposts + post.comments + post.likes;
}

export function averageInteractions(posts: readonly PostInteractions[]): number {
  if (posts.length === 0) return 0;
  let sum = 0;
  for (const post of posts) sum += interactionsOf(post);
  return sum / posts.length;
}

/** Average interactions per post divided by followers (a ratio; 0.012 means 1.2%). 0 without posts or followers. */
export function engagementRate(posts: readonly PostInteractions[], followers: number): number {
  if (followers <= 0 || posts.length === 0) return 0;
  return averageInteractions(posts) / followers;
}

export interface TimeWindow {
  from: Date;
  /** Exclusive. */
  to: Date;
}

const DAY_MS = 86_400_000;

/** Posts per day over a window: posts created in [from, to) divided by the window length in days. */
export function activity(
  posts: readonly { createdAt: Date }[],
  window: TimeWindow,
): { posts: number; days: number; postsPerDay: number } {
  const days = (window.to.getTime() - window.from.getTime()) / DAY_MS;
  if (days <= 0) return { posts: 0, days: 0, postsPerDay: 0 };
  let count = 0;
  const from = window.from.getTime();
  const to = window.to.getTime();
  for (const post of posts) {
    const at = post.createdAt.getTime();
    if (at >= from && at < to) count += 1;
  }
  return { posts: count, days, postsPerDay: count / days };
}

export interface FollowerGrowth {
  start: number;
  end: number;
  absolute: number;
  /** Change relative to the start, in percent; null when the start is 0. */
  percent: number | null;
}

/**
 * Follower change over a window: from the last snapshot at or before `from` (or the first one inside
 * the window when none is earlier) to the last snapshot before `to`. Null without two usable points.
 */
export function followerGrowth(
  snapshots: readonly { at: Date; followers: number }[],
  window: TimeWindow,
): FollowerGrowth | null {
  const sorted = [...snapshots].sort((a, b) => a.at.getTime() - b.at.getTime());
  let startPoint: { at: Date; followers: number } | undefined;
  let endPoint: { at: Date; followers: number } | undefined;
  for (const s of sorted) {
    if (s.at <= window.from) startPoint = s;
    else if (s.at < window.to) {
      startPoint ??= s;
      endPoint = s;
    }
  }
  if (!startPoint || !endPoint || startPoint === endPoint) return null;
  const absolute = endPoint.followers - startPoint.followers;
  return {
    start: startPoint.followers,
    end: endPoint.followers,
    absolute,
    percent: startPoint.followers > 0 ? round((absolute / startPoint.followers) * 100, 2) : null,
  };
}

/** Published weights of the influence index (they sum to 1). */
export const INFLUENCE_WEIGHTS = {
  reach: 0.35,
  engagement: 0.3,
  activity: 0.1,
  growth: 0.15,
  verification: 0.1,
} as const;
export const VERIFICATION_SCORES: Record<VerifyBadge, number> = { gold: 1, blue: 0.8, yellow: 0.6, none: 0 };

export interface InfluenceInput {
  followers: number;
  /** Average interactions per post over the window. */
  avgInteractions: number;
  postsPerDay: number;
  /** Absolute follower change over the window (losses score 0). */
  followerGrowth: number;
  badge: VerifyBadge;
}

export interface InfluenceIndex {
  /** 0-100, one decimal. */
  index: number;
  /** Each component scaled to [0, 1] before weighting. */
  components: Record<keyof typeof INFLUENCE_WEIGHTS, number>;
}

const logScale = (value: number, saturation: number) =>
  Math.min(1, Math.log10(1 + Math.max(0, value)) / Math.log10(1 + saturation));

/**
 * Composite influence 0-100. Components are log-scaled because followers and interactions span
 * six orders of magnitude: reach saturates at 100M followers, engagement at 1M interactions per
 * post, activity at 20 posts a day, growth at 1M new followers in the window.
 */
export function influenceIndex(input: InfluenceInput): InfluenceIndex {
  const components = {
    reach: logScale(input.followers, 1e8),
    engagement: logScale(input.avgInteractions, 1e6),
    activity: logScale(input.postsPerDay, 20),
    growth: logScale(input.followerGrowth, 1e6),
    verification: VERIFICATION_SCORES[input.badge],
  };
  let sum = 0;
  for (const key of Object.keys(INFLUENCE_WEIGHTS) as (keyof typeof INFLUENCE_WEIGHTS)[]) {
    sum += INFLUENCE_WEIGHTS[key] * components[key];
  }
  return {
    index: round(sum * 100, 1),
    components: Object.fromEntries(
      Object.entries(components).map(([k, v]) => [k, round(v, 4)]),
    ) as InfluenceIndex['components'],
  };
}

export interface PaidOrganic {
  paidPosts: number;
  organicPosts: number;
  paidAvg: number;
  organicAvg: number;
  /** paidAvg / organicAvg; null when either group is empty or organic posts got no interactions. */
  ratio: number | null;
}

/** Average interactions of sponsored posts against those of organic posts. */
export function paidOrganicRatio(posts: readonly (PostInteractions & { sponsored: boolean })[]): PaidOrganic {
  const paid = posts.filter((p) => p.sponsored);
  const organic = posts.filter((p) => !p.sponsored);
  const paidAvg = averageInteractions(paid);
  const organicAvg = averageInteractions(organic);
  return {
    paidPosts: paid.length,
    organicPosts: organic.length,
    paidAvg: round(paidAvg, 2),
    organicAvg: round(organicAvg, 2),
    ratio: paid.length > 0 && organic.length > 0 && organicAvg > 0 ? round(paidAvg / organicAvg, 4) : null,
  };
}
