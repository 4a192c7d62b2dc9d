import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { JobRunner } from '../../jobs/job-runner.js';
import { refreshBloggerStats } from '../bloggers/blogger-stats.refresh.js';
import { rebuildBrandDays } from '../brand-data/brand-days.sql.js';
import { refreshBrandBoards } from '../brand-ranking/brand-ranking.refresh.js';
import { checkHotSearchWatches } from '../hot-search-watch/hot-search-watch.check.js';
import { SEARCH_TEXT_VERSION_KEY } from '../weibo-data/search-text.jobs.js';
import { searchTextVersion } from '../weibo-data/search-words.js';
import { WeiboDataRepository } from '../weibo-data/weibo-data.repository.js';
import { addTargets, hotWordsCapturedBefore, markDemoTargetsRead } from './collection-targets.repository.js';
import { createCollectors } from './collectors.js';
import { writeSetting } from './settings.repository.js';
import { backfillAsOf, backfillSimulator } from './simulator-backfill.js';
import type { SourceHandle } from './source-factory.js';

const MINUTE_MS = 60_000;

export const CollectionJob = {
  backfill: 'simulator.backfill',
  hotSearch: 'collect.hot_search',
  timelines: 'collect.timelines',
  profiles: 'collect.profiles',
  postCounts: 'collect.post_counts',
  watchedPosts: 'collect.watched_posts',
  topics: 'collect.topics',
} as const;

/** Schedules of the collectors (spec: hot search every minute, topics hourly). */
export const COLLECTION_SCHEDULES = [
  { kind: CollectionJob.hotSearch, everyMs: MINUTE_MS },
  // Each watched post has its own interval (a minute at the shortest); this tick finds the due ones.
  { kind: CollectionJob.watchedPosts, everyMs: MINUTE_MS },
  { kind: CollectionJob.timelines, everyMs: 10 * MINUTE_MS },
  { kind: CollectionJob.postCounts, everyMs: 30 * MINUTE_MS },
  { kind: CollectionJob.profiles, everyMs: 60 * MINUTE_MS },
  { kind: CollectionJob.topics, everyMs: 60 * MINUTE_MS },
] as const;

/** Registers the collection jobs on a runner; the demo world's history is filled once per database. */
export async function registerCollection(
  runner: JobRunner,
  queue: JobQueue,
  db: Kysely<Database>,
  handle: SourceHandle,
): Promise<void> {
  const repo = new WeiboDataRepository(db);
  const collectors = createCollectors(handle.source, repo, db);
  // Right after each live capture, the members' keyword watches (never for imports of past archives).
  runner.register(CollectionJob.hotSearch, async () => ({
    ...(await collectors.hotSearch()),
    ...(await checkHotSearchWatches(db, handle.source)),
  }));
  // Each collector saves a checkpoint per step: a slot whose worker died goes on where it stopped.
  runner.register(CollectionJob.timelines, (_payload, steps) => collectors.timelines(5000, steps));
  runner.register(CollectionJob.postCounts, (_payload, steps) =>
    collectors.recentPostCounts(48 * 60 * MINUTE_MS, 5000, steps),
  );
  runner.register(CollectionJob.profiles, (_payload, steps) => collectors.profiles(5000, steps));
  runner.register(CollectionJob.topics, (_payload, steps) => collectors.topics(steps));
  runner.register(CollectionJob.watchedPosts, (_payload, steps) => collectors.watchedPosts(2000, steps));
  for (const schedule of COLLECTION_SCHEDULES) runner.schedule(schedule);

  const world = handle.world;
  if (!world) return;
  runner.register(CollectionJob.backfill, async (_payload, { progress, checkpoint, saveCheckpoint }) => {
    // A restarted fill finishes the one its first attempt began, at that attempt's instant.
    const now = backfillAsOf(checkpoint) ?? handle.source.now();
    const report = await backfillSimulator(world, repo, now, progress, {
      checkpoint,
      saveCheckpoint,
      storedHotWords: (until) => hotWordsCapturedBefore(db, 'simulator', until),
    });
    await addTargets(db, world.bloggerUids(), 'demo', now);
    // Timelines and profiles were read as of `now`; the live collectors go on from there.
    await markDemoTargetsRead(db, now);
    // Search, rankings and cards read blogger_stats: fill it now rather than at the next slot.
    const bloggerStats = await refreshBloggerStats(db, now);
    // The brand tools read brand_days: summarise the filled history now (docs/brand-data.md).
    const brandDays = await rebuildBrandDays(db);
    // The brand boards of every past period: a board computed while the fill was still writing
    // (newest days first) knew only the newest days, and its 15-minute job would leave the older
    // ones missing until its next tick.
    const brandBoards = await refreshBrandBoards(db, now);
    // Everything was just cut with the current words (brands first): no rewrite is due.
    await writeSetting(db, SEARCH_TEXT_VERSION_KEY, searchTextVersion(), now);
    return { ...report, bloggerStats, brandDays, brandBoards };
  });
  await queue.enqueue(
    CollectionJob.backfill,
    {},
    { runAt: handle.source.now(), slotKey: CollectionJob.backfill, maxAttempts: 3 },
  );
}
