import { HOUR_MS } from '@boguan/contracts/china-time';
import type { HotSearchEntry, UserSnapshot, WeiboPost, WeiboTopic, WeiboUser } from '@boguan/weibo/model';
import type { Source } from '@boguan/weibo/source';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { type Checkpoints, NO_CHECKPOINTS } from '../../jobs/checkpoint.js';
import { enrichPost, userSearchText } from '../weibo-data/enrich.js';
import { chunks } from '../weibo-data/upsert.sql.js';
import type { WeiboDataRepository } from '../weibo-data/weibo-data.repository.js';
import type { Origin } from '../weibo-data/weibo-data.tables.js';
import { markCollected, recentHotWords, stalestTargets, youngPostsToRefresh } from './collection-targets.repository.js';
import { ListRun } from './list-run.js';
import { duePosts, markPolled } from './post-watches.repository.js';

/** How far back a target seen for the first time is read. */
const FIRST_LOOK_MS = 24 * HOUR_MS;
/** Accounts or posts per step: each step stores what it read, marks it and saves a checkpoint. */
const STEP = 200;
/**
 * Topics per step. A step must end well within the job's lease: a connector reads a topic page with
 * one rate-limited request, so it checkpoints every 10; the simulator answers from memory, and
 * there each step's writes (and its checkpoint, which holds the whole word list) are the cost.
 */
const TOPIC_STEP = { connector: 10, simulator: 200 } as const;
/**
 * Topics stay watched this long after they were last on the hot-search list: a day or week board
 * needs their counts at both ends of the period, also after they left the list.
 */
export const TOPIC_WATCH_MS = 7 * 24 * HOUR_MS;
/** The most topics one hourly run reads (the most recently listed first). */
export const TOPIC_WATCH_MAX = 3000;

/**
 * The periodic collectors. Each takes the job's checkpoints: a run whose worker died goes on with
 * the items it had not finished, as of the instant it began.
 */
export interface Collectors {
  hotSearch(): Promise<Record<string, number>>;
  timelines(limit: number, steps?: Checkpoints): Promise<Record<string, number>>;
  profiles(limit: number, steps?: Checkpoints): Promise<Record<string, number>>;
  recentPostCounts(maxAgeMs: number, limit: number, steps?: Checkpoints): Promise<Record<string, number>>;
  /** Posts tools watch (post_watches), each on its own interval, with a count snapshot per poll. */
  watchedPosts(limit: number, steps?: Checkpoints): Promise<Record<string, number>>;
  /** Every topic listed on the hot search in the last TOPIC_WATCH_MS, with a snapshot per hour. */
  topics(steps?: Checkpoints): Promise<Record<string, number>>;
}

async function fetchAll<T, R>(items: readonly T[], fetch: (item: T) => Promise<R | null>): Promise<R[]> {
  const out: R[] = [];
  for (const item of items) {
    const found = await fetch(item);
    if (found) out.push(found);
  }
  return out;
}

/**
 * What the periodic jobs do, written against the Source interface only: the demo world and a
 * real connector go through exactly this code and the same repository.
 */
export function createCollectors(
  source: Source,
  repo: WeiboDataRepository,
  db: Kysely<Database>,
  options: { topicStep?: number } = {},
): Collectors {
  const origin: Origin = source.kind === 'simulator' ? 'simulator' : 'weibo';
  const topicStep = options.topicStep ?? TOPIC_STEP[origin === 'simulator' ? 'simulator' : 'connector'];
  const hourOf = (at: Date) => new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);
  const open = (steps: Checkpoints) => new ListRun(steps, () => source.now());

  /** The stalest targets not yet read by this run: on a restart, the ones it read were marked at its instant. */
  const targetsLeft = async (run: ListRun, column: 'last_timeline_at' | 'last_profile_at', limit: number) => {
    const targets = await stalestTargets(db, column, limit);
    if (!run.resumed) return targets;
    return targets.filter((t) => !t.last || t.last < run.now).slice(0, run.left(limit));
  };

  return {
    async hotSearch() {
      const entries: HotSearchEntry[] = await source.fetchHotSearch();
      return { entries: await repo.insertHotSearch(entries, origin) };
    },

    async timelines(limit, steps = NO_CHECKPOINTS) {
      const run = open(steps);
      for (const batch of chunks(await targetsLeft(run, 'last_timeline_at', limit), STEP)) {
        const posts: WeiboPost[] = [];
        for (const target of batch) {
          const since = target.last ?? new Date(run.now.getTime() - FIRST_LOOK_MS);
          posts.push(...(await source.fetchTimeline(target.uid, since)));
        }
        const written = await repo.upsertPosts(posts, origin, run.now, enrichPost);
        await markCollected(
          db,
          batch.map((t) => t.uid),
          'last_timeline_at',
          run.now,
        );
        await run.step(batch.length, { posts: written });
      }
      return { accounts: run.done, ...run.result(['posts']) };
    },

    async profiles(limit, steps = NO_CHECKPOINTS) {
      const run = open(steps);
      for (const batch of chunks(await targetsLeft(run, 'last_profile_at', limit), STEP)) {
        const users: WeiboUser[] = await fetchAll(batch, (target) => source.fetchUser(target.uid));
        const updated = await repo.upsertUsers(users, origin, run.now, userSearchText);
        // One snapshot per account and hour is enough for growth curves and keeps the table small.
        const rows: UserSnapshot[] = users.map((u) => ({
          uid: u.uid,
          at: hourOf(run.now),
          followers: u.followers,
          follows: u.follows,
          statuses: u.statuses,
        }));
        const snapshots = await repo.insertUserSnapshots(rows);
        await markCollected(
          db,
          batch.map((t) => t.uid),
          'last_profile_at',
          run.now,
        );
        await run.step(batch.length, { updated, snapshots });
      }
      return { accounts: run.done, ...run.result(['updated', 'snapshots']) };
    },

    async recentPostCounts(maxAgeMs, limit, steps = NO_CHECKPOINTS) {
      const run = open(steps);
      // Counts of young posts still move; the ones refreshed longest ago go first. A restarted run
      // goes on after its last post, leaving out the ones it refreshed (stamped with its instant).
      const young = await youngPostsToRefresh(db, origin, new Date(run.now.getTime() - maxAgeMs), run.left(limit), {
        after: run.cursor,
        before: run.resumed ? run.now : undefined,
      });
      for (const batch of chunks(young, STEP)) {
        const posts = await fetchAll(batch, (row) => source.fetchPost(row.mid));
        const updated = await repo.upsertPosts(posts, origin, run.now, enrichPost);
        const last = batch.at(-1) as (typeof batch)[number];
        await run.step(batch.length, { updated }, { cursor: { at: last.collected_at, key: last.mid } });
      }
      return { checked: run.done, ...run.result(['updated']) };
    },

    async watchedPosts(limit, steps = NO_CHECKPOINTS) {
      const run = open(steps);
      // A polled watch is due again only an interval later: what this run polled is no longer due.
      const mids = await duePosts(db, run.now, run.left(limit));
      for (const batch of chunks(mids, STEP)) {
        const posts = await fetchAll(batch, (mid) => source.fetchPost(mid));
        const updated = await repo.upsertPosts(posts, origin, run.now, enrichPost);
        const snapshots = await repo.insertPostSnapshots(
          posts.map((p) => ({ mid: p.mid, at: run.now, reposts: p.reposts, comments: p.comments, likes: p.likes })),
        );
        await markPolled(db, batch, run.now);
        await run.step(batch.length, { updated, snapshots });
      }
      return { due: run.done, ...run.result(['updated', 'snapshots']) };
    },

    async topics(steps = NO_CHECKPOINTS) {
      const run = open(steps);
      // The words are kept with the checkpoint: a newer capture may list others by the restart.
      const since = new Date(run.now.getTime() - TOPIC_WATCH_MS);
      const words = run.items ?? (await recentHotWords(db, since, TOPIC_WATCH_MAX));
      for (const batch of chunks(words.slice(run.done), topicStep)) {
        const found: WeiboTopic[] = await fetchAll(batch, (word) => source.fetchTopic(word));
        const topics = await repo.upsertTopics(found, origin, run.now);
        const snapshots = await repo.insertTopicSnapshots(
          found.map((t) => ({
            name: t.name,
            at: hourOf(run.now),
            readCount: t.readCount,
            discussCount: t.discussCount,
          })),
        );
        await run.step(batch.length, { topics, snapshots }, { items: words });
      }
      return run.result(['topics', 'snapshots']);
    },
  };
}
