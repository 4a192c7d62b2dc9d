import { interactionsOf, type PostInteractions } from './bloggers.js';
import { round } from './stats.js';

/*
 * The post boards (热门博文榜, 恰饭榜) in plain terms, as docs/metrics.md ("Post boards") states them.
 * The server computes the same order in SQL over stored posts; this is the reference its tests hold
 * it to.
 */

export interface RankablePost extends PostInteractions {
  mid: string;
  createdAt: Date;
}

/** Higher interactions first; on a tie the newer post, then the larger mid. */
export function compareForBoard(a: RankablePost, b: RankablePost): number {
  return (
    interactionsOf(b) - interactionsOf(a) ||
    b.createdAt.getTime() - a.createdAt.getTime() ||
    (a.mid < b.mid ? 1 : a.mid > b.mid ? -1 : 0)
  );
}

/**
 * The board of a window: posts with at least one interaction, ranked by compareForBoard, the first
 * `depth` of them, with their 1-based rank (no shared ranks).
 */
export function rankPosts<T extends RankablePost>(posts: readonly T[], depth: number): Array<T & { rank: number }> {
  return posts
    .filter((post) => interactionsOf(post) > 0)
    .sort(compareForBoard)
    .slice(0, depth)
    .map((post, i) => ({ ...post, rank: i + 1 }));
}

/**
 * Rank change against the previous board: previous rank − rank now (positive = climbed). null when
 * the post was not on the previous board (shown 新).
 */
export function rankChange(previousRank: number | null | undefined, rank: number): number | null {
  return previousRank === null || previousRank === undefined ? null : previousRank - rank;
}

/**
 * A blogger's organic average: the mean interactions of their posts that are not sponsored. null
 * without such posts.
 */
export function organicAverage(posts: readonly (PostInteractions & { sponsored: boolean })[]): number | null {
  const organic = posts.filter((post) => !post.sponsored);
  if (organic.length === 0) return null;
  return organic.reduce((sum, post) => sum + interactionsOf(post), 0) / organic.length;
}

/**
 * 恰饭效果 (paid vs organic) of one sponsored post: its interactions ÷ its blogger's organic average,
 * to two decimals. null when the average is unknown or 0 (no basis to compare with).
 */
export function paidVsOrganic(interactions: number, organicAvg: number | null): number | null {
  if (organicAvg === null || !(organicAvg > 0)) return null;
  return round(interactions / organicAvg, 2);
}

/** The start of the step `at` falls in (steps counted from the epoch, so every instance agrees). */
export function stepStart(at: Date, stepMs: number): Date {
  return new Date(Math.floor(at.getTime() / stepMs) * stepMs);
}
