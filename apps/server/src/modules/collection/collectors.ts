import { HOUR_MS } from '@boguan/contracts/china-time';
import type { HotSearchEntry, UserSnapshot, WeiboPost, WeiboUser } from '@boguan/weibo/model';
import type { Source } from '@boguan/weibo/source';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { enrichPost, userSearchText } from '../weibo-data/enrich.js';
import type { WeiboDataRepository } from '../weibo-data/weibo-data.repository.js';
import type { Origin } from '../weibo-data/weibo-data.tables.js';
import { latestHotWords, markCollected, stalestTargets, youngPostsToRefresh } from './collection-targets.repository.js';
import { duePosts, markPolled } from './post-watches.repository.js';

/** How far back a target seen for the first time is read. */
const FIRST_LOOK_MS = 24 * HOUR_MS;

export interface Collectors {
  hotSearch(): Promise<Record<string, number>>;
  timelines(limit: number): Promise<Record<string, number>>;
  profiles(limit: number): Promise<Record<string, number>>;
  recentPostCounts(maxAgeMs: number, limit: number): Promise<Record<string, number>>;
  /** Posts tools watch (post_watches), each on its own interval, with a count snapshot per poll. */
  watchedPosts(limit: number): Promise<Record<string, number>>;
  topics(): Promise<Record<string, number>>;
}

/**
 * What the periodic jobs do, written against the Source interface only: the demo world and a
 * real connector go through exactly this code and the same repository.
 */
export function createCollectors(source: Source, repo: WeiboDataRepository, db: Kysely<Database>): Collectors {
  const origin: Origin = source.kind === 'simulator' ? 'simulator' : 'weibo';
  const hourOf = (at: Date) => new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);

  return {
    async hotSearch() {
      const entries: HotSearchEntry[] = await source.fetchHotSearch();
      return { entries: await repo.insertHotSearch(entries, origin) };
    },

    async timelines(limit) {
      const now = source.now();
      const targets = await stalestTargets(db, 'last_timeline_at', limit);
      const posts: WeiboPost[] = [];
      for (const target of targets) {
        const since = target.last ?? new Date(now.getTime() - FIRST_LOOK_MS);
        posts.push(...(await source.fetchTimeline(target.uid, since)));
      }
      const written = await repo.upsertPosts(posts, origin, now, enrichPost);
      await markCollected(
        db,
        targets.map((t) => t.uid),
        'last_timeline_at',
        now,
      );
      return { accounts: targets.length, posts: written };
    },

    async profiles(limit) {
      const now = source.now();
      const targets = await stalestTargets(db, 'last_profile_at', limit);
      const users: WeiboUser[] = [];
      for (const target of targets) {
        const user = await source.fetchUser(target.uid);
        if (user) users.push(user);
      }
      const written = await repo.upsertUsers(users, origin, now, userSearchText);
      // One snapshot per account and hour is enough for growth curves and keeps the table small.
      const snapshots: UserSnapshot[] = users.map((u) => ({
        uid: u.uid,
        at: hourOf(now),
        followers: u.followers,
        follows: u.follows,
        statuses: u.statuses,
      }));
      const snapshotted = await repo.insertUserSnapshots(snapshots);
      await markCollected(
        db,
        targets.map((t) => t.uid),
        'last_profile_at',
        now,
      );
      return { accounts: targets.length, updated: written, snapshots: snapshotted };
    },

    async recentPostCounts(maxAgeMs, limit) {
      const now = source.now();
      // Counts of young posts still move; the ones refreshed longest ago go first.
      const mids = await youngPostsToRefresh(db, origin, new Date(now.getTime() - maxAgeMs), limit);
      const posts: WeiboPost[] = [];
      for (const mid of mids) {
        const post = await source.fetchPost(mid);
        if (post) posts.push(post);
      }
      return { checked: mids.length, updated: await repo.upsertPosts(posts, origin, now, enrichPost) };
    },

    async watchedPosts(limit) {
      const now = source.now();
      const mids = await duePosts(db, now, limit);
      const posts: WeiboPost[] = [];
      for (const mid of mids) {
        const post = await source.fetchPost(mid);
        if (post) posts.push(post);
      }
      const updated = await repo.upsertPosts(posts, origin, now, enrichPost);
      const snapshots = await repo.insertPostSnapshots(
        posts.map((p) => ({ mid: p.mid, at: now, reposts: p.reposts, comments: p.comments, likes: p.likes })),
      );
      await markPolled(db, mids, now);
      return { due: mids.length, updated, snapshots };
    },

    async topics() {
      const now = source.now();
      const topics = [];
      for (const word of await latestHotWords(db)) {
        const topic = await source.fetchTopic(word);
        if (topic) topics.push(topic);
      }
      const written = await repo.upsertTopics(topics, origin, now);
      const snapshots = await repo.insertTopicSnapshots(
        topics.map((t) => ({ name: t.name, at: hourOf(now), readCount: t.readCount, discussCount: t.discussCount })),
      );
      return { topics: written, snapshots };
    },
  };
}
