import { DAY_MS } from '@boguan/contracts/china-time';
import { brandSearchText, enrichPost, userSearchText } from '@boguan/server/src/modules/weibo-data/enrich.js';
import type { PostEnrichment } from '@boguan/server/src/modules/weibo-data/weibo-data.repository.js';
import { WeiboDataRepository } from '@boguan/server/src/modules/weibo-data/weibo-data.repository.js';
import { createWorld, type World } from '@boguan/simulator/world';
import type { WeiboPost, WeiboUser } from '@boguan/weibo/model';
import type { BenchDatabase } from './databases.js';
import { sql } from './kysely.js';
import { fmt, progress } from './measure.js';

/** Posts per write, as the simulator backfill writes them (upsertPosts splits into 500-row INSERTs). */
const POST_BATCH = 1000;

/** The world being loaded: its posts are pulled from one stream across load stages. */
export interface WorldFeed {
  world: World;
  now: Date;
  stream: Generator<WeiboPost>;
  /** Milliseconds spent generating posts and enriching them (once per post, for every database). */
  generateMs: number;
  enrichMs: number;
  enriched: number;
}

/** Per database: rows written and the time its writes took. */
export interface LoadStats {
  users: number;
  usersMs: number;
  posts: number;
  postsMs: number;
}

export function emptyStats(): LoadStats {
  return { users: 0, usersMs: 0, posts: 0, postsMs: 0 };
}

/**
 * A world of `bloggers` whose clock stands far enough after its start for `posts` posts: the
 * 7-day ranking window then covers every loaded post (the densest case for a live aggregate).
 */
export function openWorldFeed(bloggers: number, posts: number): WorldFeed {
  const start = new Date('2025-03-01T00:00:00+08:00');
  const world = createWorld({ seed: 4, start, bloggers });
  const perDay = world.countPostsBetween(start, new Date(start.getTime() + DAY_MS));
  const days = Math.min(7, Math.ceil(posts / Math.max(1, perDay)) + 1);
  const now = new Date(start.getTime() + days * DAY_MS);
  progress(`world: ${bloggers} bloggers, ${perDay} posts/day; clock at day ${days}`);
  return {
    world,
    now,
    stream: world.postsBetween(start, now, { at: now }),
    generateMs: 0,
    enrichMs: 0,
    enriched: 0,
  };
}

/**
 * The world's brands, then every blogger's profile as of the world's clock (upsertBrands,
 * upsertUsers and userSearchText), in the product's order: stored brands are words of the
 * segmenter, so everything enriched after them cuts brand names whole, as queries do.
 */
export async function loadUsers(feed: WorldFeed, databases: readonly BenchDatabase[], stats: LoadStats[]) {
  const users = feed.world
    .bloggerUids()
    .map((uid) => feed.world.userAt(uid, feed.now))
    .filter((u): u is WeiboUser => u !== null);
  for (const [i, database] of databases.entries()) {
    await new WeiboDataRepository(database.handle.db).upsertBrands(
      feed.world.brands,
      'simulator',
      feed.now,
      brandSearchText,
    );
    const t0 = performance.now();
    const written = await new WeiboDataRepository(database.handle.db).upsertUsers(
      users,
      'simulator',
      feed.now,
      userSearchText,
    );
    stats[i]!.users += written;
    stats[i]!.usersMs += performance.now() - t0;
  }
}

function nextBatch(feed: WorldFeed, size: number): WeiboPost[] {
  const t0 = performance.now();
  const batch: WeiboPost[] = [];
  while (batch.length < size) {
    const next = feed.stream.next();
    if (next.done) break;
    batch.push(next.value);
  }
  feed.generateMs += performance.now() - t0;
  return batch;
}

/**
 * Pulls `count` more posts from the world and writes each batch to every database through
 * upsertPosts. enrichPost runs once per post and both databases get its result, so the text
 * pipeline is paid once and timed apart from each database's writes.
 */
export async function loadPosts(
  feed: WorldFeed,
  count: number,
  databases: readonly BenchDatabase[],
  stats: LoadStats[],
): Promise<number> {
  const repos = databases.map((d) => new WeiboDataRepository(d.handle.db));
  let loaded = 0;
  let lastShown = 0;
  while (loaded < count) {
    const batch = nextBatch(feed, Math.min(POST_BATCH, count - loaded));
    if (batch.length === 0) break;
    const t0 = performance.now();
    const enrichment = new Map<string, PostEnrichment>();
    for (const post of batch) enrichment.set(post.mid, enrichPost(post));
    feed.enrichMs += performance.now() - t0;
    feed.enriched += batch.length;
    const enriched = (post: WeiboPost) => enrichment.get(post.mid)!;
    for (const [i, repo] of repos.entries()) {
      const t1 = performance.now();
      stats[i]!.posts += await repo.upsertPosts(batch, 'simulator', feed.now, enriched);
      stats[i]!.postsMs += performance.now() - t1;
    }
    loaded += batch.length;
    if (loaded - lastShown >= 100_000 || loaded === count) {
      lastShown = loaded;
      const rates = databases
        .map((d, i) => `${d.label} ${fmt(stats[i]!.posts / (stats[i]!.postsMs / 1000), 0)}/s`)
        .join(', ');
      progress(`loaded ${loaded}/${count} posts; enrich ${fmt(feed.enriched / (feed.enrichMs / 1000), 0)}/s, ${rates}`);
    }
  }
  return loaded;
}

/** Settles the tables as a live database would be: pending GIN entries merged, statistics fresh. */
export async function settle(database: BenchDatabase): Promise<number> {
  const t0 = performance.now();
  await sql`vacuum analyze weibo_posts`.execute(database.handle.db);
  await sql`vacuum analyze weibo_users`.execute(database.handle.db);
  return performance.now() - t0;
}
