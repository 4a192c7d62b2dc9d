import type { World } from '@boguan/simulator/world';
import type { HotSearchEntry, UserSnapshot, WeiboPost, WeiboUser } from '@boguan/weibo/model';
import { brandSearchText, enrichPost, userSearchText } from '../weibo-data/enrich.js';
import type { WeiboDataRepository } from '../weibo-data/weibo-data.repository.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const POST_BATCH = 1000;

export interface BackfillReport {
  users: number;
  userSnapshots: number;
  posts: number;
  hotSearchEntries: number;
  topics: number;
  brands: number;
}

export type ProgressFn = (fraction: number, text: string) => Promise<void>;

/**
 * Fills the history of the demo world from its start to `now` through the same repository (and
 * the same text enrichment) as collected and imported data: profiles, daily follower snapshots,
 * every post with its counts as of now, hourly hot-search captures, topics and brands.
 */
export async function backfillSimulator(
  world: World,
  repo: WeiboDataRepository,
  now: Date,
  progress: ProgressFn,
): Promise<BackfillReport> {
  const report: BackfillReport = { users: 0, userSnapshots: 0, posts: 0, hotSearchEntries: 0, topics: 0, brands: 0 };
  const uids = world.bloggerUids();
  const start = world.start.getTime();

  // Brands first: storing them teaches the segmenter their names, so profiles and posts are cut
  // with those names whole, as queries are.
  report.brands = await repo.upsertBrands(world.brands, 'simulator', brandSearchText);
  const users = uids.map((uid) => world.userAt(uid, now)).filter((u): u is WeiboUser => u !== null);
  report.users = await repo.upsertUsers(users, 'simulator', now, userSearchText);
  await progress(0.05, '博主资料');

  for (let day = start; day < now.getTime(); day += DAY_MS) {
    const at = new Date(Math.min(day + DAY_MS - 1, now.getTime()));
    const snapshots: UserSnapshot[] = [];
    for (const uid of uids) {
      const u = world.userAt(uid, at);
      if (u) snapshots.push({ uid, at, followers: u.followers, follows: u.follows, statuses: u.statuses });
    }
    report.userSnapshots += await repo.insertUserSnapshots(snapshots);
    await progress(0.05 + (0.1 * (day - start)) / Math.max(1, now.getTime() - start), '粉丝变化');
  }
  await progress(0.15, '粉丝变化');

  const span = Math.max(1, now.getTime() - start);
  let batch: WeiboPost[] = [];
  for (const post of world.postsBetween(world.start, now, { at: now })) {
    batch.push(post);
    if (batch.length >= POST_BATCH) {
      report.posts += await repo.upsertPosts(batch, 'simulator', now, enrichPost);
      const done = (post.createdAt.getTime() - start) / span;
      await progress(0.15 + 0.7 * done, `博文 ${report.posts}`);
      batch = [];
    }
  }
  if (batch.length > 0) report.posts += await repo.upsertPosts(batch, 'simulator', now, enrichPost);

  const topicNames = new Set<string>();
  for (let hour = Math.ceil(start / HOUR_MS) * HOUR_MS; hour <= now.getTime(); hour += HOUR_MS) {
    const entries: HotSearchEntry[] = world.hotSearchAt(new Date(hour));
    for (const e of entries) if (!e.isAd) topicNames.add(e.word);
    report.hotSearchEntries += await repo.insertHotSearch(entries, 'simulator');
    if (hour % DAY_MS === 0) await progress(0.85 + (0.1 * (hour - start)) / span, '热搜与话题');
  }

  const topics = [...topicNames].map((name) => world.topicAt(name, now)).filter((t) => t !== null);
  report.topics = await repo.upsertTopics(topics, 'simulator', now);
  return report;
}
