import { report } from '../lib/report.js';
import { type BenchDatabase, freshPglite, freshPostgres } from './databases.js';
import { sql } from './kysely.js';
import {
  emptyStats,
  type LoadStats,
  loadPosts,
  loadUsers,
  openWorldFeed,
  settle,
  type WorldFeed,
} from './load-world.js';
import { envInt, fmt, percentile, progress } from './measure.js';
import { explainSlowest, type Latencies, type QueryTimings, timeQueries } from './query-bench.js';
import { RANKING_WINDOW_MS, refreshRankings } from './ranking-query.js';

const PROBE_POSTS = 100_000;
/** Loading slows as the tables and their GIN indexes grow: projections allow for it. */
const GROWTH_ALLOWANCE = 1.1;

const p95 = (l: Latencies) => percentile(l.samples, 95);
const p50 = (l: Latencies) => percentile(l.samples, 50);
const rate = (rows: number, ms: number) => rows / Math.max(ms / 1000, 1e-9);

/**
 * How many posts PGlite gets: all of them when loading both databases fits the budget, else the
 * most (in steps of 100k) that does, measured from the probe's rates. PostgreSQL always gets all.
 */
function pgliteSize(feed: WorldFeed, stats: LoadStats[], total: number, budgetMs: number): number {
  const probed = feed.enriched;
  const shared = (feed.generateMs + feed.enrichMs) / probed;
  const pgPerPost = stats.length > 1 ? stats[0]!.postsMs / probed : 0;
  const pglitePerPost = stats[stats.length - 1]!.postsMs / probed;
  const cost = (both: number) =>
    GROWTH_ALLOWANCE * (both * (shared + pgPerPost + pglitePerPost) + (total - both) * (shared + pgPerPost));
  const fullMs = cost(total);
  progress(`projected post load with PGlite at ${total}: ${fmt(fullMs / 1000, 0)} s (budget ${budgetMs / 1000} s)`);
  if (fullMs <= budgetMs) return total;
  let size = Math.floor(total / PROBE_POSTS) * PROBE_POSTS;
  while (size > probed && cost(size) > budgetMs) size -= PROBE_POSTS;
  return Math.max(size, probed);
}

/** Computes blogger_stats as the periodic job does, timed: the cost the ranking moved off the request. */
async function refreshStats(database: BenchDatabase, now: Date, bloggers: number): Promise<void> {
  const t0 = performance.now();
  const rows = await refreshRankings(database.handle.db, now);
  const ms = performance.now() - t0;
  await sql`analyze blogger_stats`.execute(database.handle.db);
  progress(`${database.label} blogger_stats refresh ${fmt(ms)} ms for ${rows} bloggers`);
  report({
    bench: 'engine',
    name: `blogger_stats refresh, all bloggers (${database.label})`,
    value: ms / 1000,
    unit: 's',
    note: `${rows} of ${bloggers} bloggers; runs every 30 minutes in the background, not per request`,
  });
}

function reportLoad(feed: WorldFeed, databases: readonly BenchDatabase[], stats: LoadStats[]): void {
  report({
    bench: 'engine',
    name: 'post enrichment (enrichPost: jieba search text, ad markers, sentiment)',
    value: rate(feed.enriched, feed.enrichMs),
    unit: 'posts/s',
    note: `${feed.enriched} posts, each enriched once; simulator generation ${fmt(rate(feed.enriched, feed.generateMs), 0)} posts/s`,
  });
  for (const [i, database] of databases.entries()) {
    const s = stats[i]!;
    report({
      bench: 'engine',
      name: `load through upsertUsers/upsertPosts (${database.label})`,
      value: rate(s.posts, s.postsMs),
      unit: 'posts/s',
      note: `${s.posts} posts written in ${fmt(s.postsMs / 1000)} s (writes only; enrichment apart); ${s.users} users in ${fmt(s.usersMs / 1000)} s`,
    });
  }
}

function reportGoals(label: string, timings: QueryTimings, sizeNote: string): void {
  for (const [name, l, runs] of [
    ['top-100 blogger ranking (blogger_stats, weekly influence)', timings.ranking, 'runs'],
    ['global search: bloggers', timings.bloggers, 'runs over 20 keywords'],
    ['global search: posts', timings.posts, 'runs over 20 keywords'],
  ] as const) {
    report({
      bench: 'engine',
      name: `${name} p95 (${label})`,
      value: p95(l),
      unit: 'ms',
      goal: label === 'PostgreSQL' ? 50 : undefined,
      better: 'lower',
      note: `${sizeNote}; p50 ${fmt(p50(l))} ms, max ${fmt(Math.max(...l.samples))} ms over ${l.samples.length} ${runs}`,
    });
  }
}

function reportRatios(pg: QueryTimings, pglite: QueryTimings, sizeNote: string): void {
  for (const [name, a, b] of [
    ['top-100 blogger ranking', pglite.ranking, pg.ranking],
    ['global search: bloggers', pglite.bloggers, pg.bloggers],
    ['global search: posts', pglite.posts, pg.posts],
  ] as const) {
    report({
      bench: 'engine',
      name: `${name} p95 PGlite / PostgreSQL`,
      value: p95(a) / p95(b),
      unit: 'ratio',
      note:
        `both at ${sizeNote}; PGlite p95 ${fmt(p95(a))} ms (${a.samples.length} runs), ` +
        `PostgreSQL p95 ${fmt(p95(b))} ms (${b.samples.length} runs)`,
    });
  }
}

/**
 * Figure 4: the ranking and the global search at 1M posts / 100k bloggers. PostgreSQL carries the
 * goals (200 runs per search); PGlite only gives the ratio, so it runs half as many to fit the
 * time budget. When the budget caps PGlite's size, PostgreSQL is timed at that size too (for the
 * ratio) before it gets the rest of the posts.
 */
export async function scaleFigures(): Promise<void> {
  const bloggers = envInt('BENCH_BLOGGERS', 100_000);
  const posts = envInt('BENCH_POSTS', 1_000_000);
  const budgetMs = envInt('BENCH_LOAD_BUDGET_S', 360) * 1000;
  const full = { searchRuns: envInt('BENCH_SEARCH_RUNS', 200), rankingRuns: envInt('BENCH_RANKING_RUNS', 20) };
  const light = {
    searchRuns: envInt('BENCH_PGLITE_SEARCH_RUNS', 100),
    rankingRuns: envInt('BENCH_PGLITE_RANKING_RUNS', 10),
  };
  const pg = await freshPostgres('boguan_bench_engine');
  let pglite: BenchDatabase | null = null;
  try {
    pglite = await freshPglite();
    const databases = pg ? [pg, pglite] : [pglite];
    const stats = databases.map(emptyStats);
    const feed = openWorldFeed(bloggers, posts);
    await loadUsers(feed, databases, stats);
    const probe = await loadPosts(feed, Math.min(posts, PROBE_POSTS), databases, stats);
    const shared = pgliteSize(feed, stats, posts, budgetMs);
    await loadPosts(feed, shared - probe, databases, stats);
    for (const database of databases) progress(`${database.label} vacuum analyze ${fmt(await settle(database))} ms`);
    for (const database of databases) await refreshStats(database, feed.now, bloggers);
    const sizeNote = `${feed.enriched} posts, ${bloggers} bloggers`;
    const pgliteTimings = await timeQueries(pglite, feed.now, light);
    if (!pg) {
      reportLoad(feed, databases, stats);
      reportGoals('PGlite', pgliteTimings, sizeNote);
      return;
    }
    let pgFull: QueryTimings;
    if (shared < posts) {
      const pgShared = await timeQueries(pg, feed.now, light);
      reportRatios(pgShared, pgliteTimings, `${sizeNote} (PGlite load capped at ${shared} posts by the time budget)`);
      // PGlite is done: free its memory before PostgreSQL gets the rest of the posts.
      await pglite.dispose();
      pglite = null;
      await loadPosts(feed, posts - shared, [pg], [stats[0]!]);
      progress(`PostgreSQL vacuum analyze ${fmt(await settle(pg))} ms`);
      await refreshStats(pg, feed.now, bloggers);
      pgFull = await timeQueries(pg, feed.now, full);
    } else {
      pgFull = await timeQueries(pg, feed.now, full);
      reportRatios(pgFull, pgliteTimings, sizeNote);
    }
    reportLoad(feed, databases, stats);
    const covered = feed.now.getTime() - RANKING_WINDOW_MS <= feed.world.start.getTime();
    const window = covered ? '7-day window covers every post' : '7-day window covers part of the posts';
    reportGoals('PostgreSQL', pgFull, `${stats[0]!.posts} posts, ${bloggers} bloggers, ${window}`);
    await explainSlowest(pg, feed.now, pgFull);
  } finally {
    await pglite?.dispose();
    await pg?.dispose();
  }
}
