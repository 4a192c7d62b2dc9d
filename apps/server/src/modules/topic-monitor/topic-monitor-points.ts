import type { TopicMonSnapshotRow } from './topic-monitor.repository.js';

/** A task's figures at the end of one interval, and what that interval added. */
export interface TopicGrowthPoint {
  at: Date;
  read: number;
  discussion: number;
  posts: number;
  originals: number;
  newRead: number;
  newDiscussion: number;
  newPosts: number;
  newOriginals: number;
}

/**
 * The task's snapshots cut into its intervals: bucket k holds the polls in
 * (start + (k-1)·interval, start + k·interval] and keeps the last one (bucket 0 is the baseline read
 * at the start). Each point's increments are its figures minus the previous point's, so they add up
 * to the difference of the last and first snapshots (the baseline adds nothing).
 */
export function intervalPoints(
  snapshots: readonly TopicMonSnapshotRow[],
  start: Date,
  intervalMs: number,
): TopicGrowthPoint[] {
  const byBucket = new Map<number, TopicMonSnapshotRow>();
  for (const s of snapshots) {
    const bucket = Math.max(0, Math.ceil((s.at.getTime() - start.getTime()) / intervalMs));
    byBucket.set(bucket, s);
  }
  const ordered = [...byBucket.entries()].sort((a, b) => a[0] - b[0]).map(([, s]) => s);
  return ordered.map((s, i) => {
    const prev = ordered[i - 1] ?? s;
    return {
      at: s.at,
      read: s.read_count,
      discussion: s.discuss_count,
      posts: s.posts,
      originals: s.originals,
      newRead: s.read_count - prev.read_count,
      newDiscussion: s.discuss_count - prev.discuss_count,
      newPosts: s.posts - prev.posts,
      newOriginals: s.originals - prev.originals,
    };
  });
}
