import { round } from './stats.js';

/*
 * A watched post's growth: its counts at each poll turned into increments per interval, and the
 * post set against its author's recent average (docs/post-monitor.md, "The figures").
 */

export interface CountPoint {
  at: Date;
  reposts: number;
  comments: number;
  likes: number;
}

export interface GrowthPoint extends CountPoint {
  /** Counts gained since the previous point (0 for the first: it is the baseline). */
  newReposts: number;
  newComments: number;
  newLikes: number;
}

/**
 * Increments between consecutive points, oldest first. A count that went down (deleted reposts or
 * comments) gives a negative increment: the table shows what happened rather than hiding it.
 */
export function withIncrements(points: readonly CountPoint[]): GrowthPoint[] {
  return points.map((point, i) => {
    const before = i === 0 ? point : points[i - 1]!;
    return {
      ...point,
      newReposts: point.reposts - before.reposts,
      newComments: point.comments - before.comments,
      newLikes: point.likes - before.likes,
    };
  });
}

export interface Counts {
  reposts: number;
  comments: number;
  likes: number;
}

export interface ContrastFigure {
  post: number;
  average: number;
  /** post / average (two decimals); null when the average is 0. */
  ratio: number | null;
}

export interface PostContrast {
  reposts: ContrastFigure;
  comments: ContrastFigure;
  likes: ContrastFigure;
  interactions: ContrastFigure;
}

function figure(post: number, average: number): ContrastFigure {
  return { post, average: round(average, 1), ratio: average > 0 ? round(post / average, 2) : null };
}

/** The post's counts against the average of `others` (its author's recent posts, the post itself left out). */
export function contrastWithAverage(post: Counts, others: readonly Counts[]): PostContrast {
  const n = others.length;
  const avg = (pick: (c: Counts) => number) => (n > 0 ? others.reduce((s, c) => s + pick(c), 0) / n : 0);
  const interactions = (c: Counts) => c.reposts + c.comments + c.likes;
  return {
    reposts: figure(
      post.reposts,
      avg((c) => c.reposts),
    ),
    comments: figure(
      post.comments,
      avg((c) => c.comments),
    ),
    likes: figure(
      post.likes,
      avg((c) => c.likes),
    ),
    interactions: figure(interactions(post), avg(interactions)),
  };
}
