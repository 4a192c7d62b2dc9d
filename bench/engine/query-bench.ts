import { SEARCH_LIMIT } from '@boguan/contracts/search';
import type { Database } from '@boguan/server/src/db/schema.js';
import { searchBloggers, searchPosts } from '@boguan/server/src/modules/search/search.repository.js';
import { searchQueryTokens } from '@boguan/server/src/modules/weibo-data/enrich.js';
import type { BenchDatabase } from './databases.js';
import { CompiledQuery, type Kysely, type KyselyPlugin, type QueryId, type RootOperationNode } from './kysely.js';
import { fmt, percentile, progress } from './measure.js';
import { topBloggers } from './ranking-query.js';

/** What users type in the header search: industries, brand names (Chinese and Latin) and everyday words. */
export const KEYWORDS = [
  '美妆',
  '数码',
  '汽车',
  '旅游',
  '母婴',
  '露屿',
  '羽迹数码',
  '茶半里',
  '远舟新能源',
  '椒语火锅',
  'luyu',
  '推荐',
  '新品',
  '好看',
  '周末',
  '分享',
  '抽奖',
  '打卡',
  '今天',
  '体验',
] as const;

export interface Latencies {
  /** Every timed run, in ms. */
  samples: number[];
  /** Worst run per keyword (search only), to name the slow ones. */
  worst: Map<string, { ms: number; rows: number }>;
}

export interface QueryTimings {
  ranking: Latencies;
  bloggers: Latencies;
  posts: Latencies;
}

const tokensOf = new Map<string, string[]>(KEYWORDS.map((k) => [k, searchQueryTokens(k)]));

async function timeSearch(
  db: Kysely<Database>,
  runs: number,
  search: (db: Kysely<Database>, tokens: string[], limit: number) => Promise<unknown[]>,
): Promise<Latencies> {
  // One untimed pass: the first touch of each posting list reads it from disk into the cache.
  for (const keyword of KEYWORDS) await search(db, tokensOf.get(keyword)!, SEARCH_LIMIT);
  const result: Latencies = { samples: [], worst: new Map() };
  for (let run = 0; run < runs; run += 1) {
    const keyword = KEYWORDS[run % KEYWORDS.length]!;
    const t0 = performance.now();
    const rows = await search(db, tokensOf.get(keyword)!, SEARCH_LIMIT);
    const ms = performance.now() - t0;
    result.samples.push(ms);
    const worst = result.worst.get(keyword);
    if (!worst || ms > worst.ms) result.worst.set(keyword, { ms, rows: rows.length });
  }
  return result;
}

async function timeRanking(db: Kysely<Database>, now: Date, runs: number): Promise<Latencies> {
  const first = await topBloggers(db, now);
  if (first.length === 0) throw new Error('the ranking returned no bloggers');
  const result: Latencies = { samples: [], worst: new Map() };
  for (let run = 0; run < runs; run += 1) {
    const t0 = performance.now();
    await topBloggers(db, now);
    result.samples.push(performance.now() - t0);
  }
  return result;
}

/** The ranking and both searches, one after another, on one database. */
export async function timeQueries(
  database: BenchDatabase,
  now: Date,
  options: { searchRuns: number; rankingRuns: number },
): Promise<QueryTimings> {
  const db = database.handle.db;
  const ranking = await timeRanking(db, now, options.rankingRuns);
  const bloggers = await timeSearch(db, options.searchRuns, searchBloggers);
  const posts = await timeSearch(db, options.searchRuns, searchPosts);
  const p95 = (l: Latencies) => fmt(percentile(l.samples, 95));
  progress(
    `${database.label}: p95 ranking ${p95(ranking)} ms, blogger search ${p95(bloggers)} ms, post search ${p95(posts)} ms`,
  );
  for (const [name, l] of [
    ['blogger search', bloggers],
    ['post search', posts],
  ] as const) {
    const slow = [...l.worst.entries()].sort((a, b) => b[1].ms - a[1].ms).slice(0, 4);
    progress(`  slowest ${name}: ${slow.map(([k, w]) => `${k} ${fmt(w.ms)} ms (${w.rows} rows)`).join(', ')}`);
  }
  return { ranking, bloggers, posts };
}

/** The SQL a repository function sends, caught on its way to the driver (for EXPLAIN). */
async function capture(db: Kysely<Database>, run: (db: Kysely<Database>) => Promise<unknown>): Promise<CompiledQuery> {
  let caught: { node: RootOperationNode; queryId: QueryId } | null = null;
  const plugin: KyselyPlugin = {
    transformQuery(args) {
      caught ??= { node: args.node, queryId: args.queryId };
      return args.node;
    },
    async transformResult(args) {
      return args.result;
    },
  };
  await run(db.withPlugin(plugin));
  const found = caught as { node: RootOperationNode; queryId: QueryId } | null;
  if (!found) throw new Error('no query was sent');
  return db.getExecutor().compileQuery(found.node, found.queryId);
}

/** EXPLAIN ANALYZE of the ranking and of the slowest post search, to stderr: where the time goes. */
export async function explainSlowest(database: BenchDatabase, now: Date, timings: QueryTimings): Promise<void> {
  const db = database.handle.db;
  const slowest = [...timings.posts.worst.entries()].sort((a, b) => b[1].ms - a[1].ms)[0]?.[0] ?? KEYWORDS[0];
  const plans: [string, CompiledQuery][] = [
    ['ranking', await capture(db, (d) => topBloggers(d, now))],
    [`post search "${slowest}"`, await capture(db, (d) => searchPosts(d, tokensOf.get(slowest)!, SEARCH_LIMIT))],
  ];
  for (const [name, query] of plans) {
    const explain = CompiledQuery.raw(`explain (analyze, buffers) ${query.sql}`, [...query.parameters]);
    const rows = (await db.executeQuery<{ 'QUERY PLAN': string }>(explain)).rows;
    progress(`${database.label} plan of ${name}:\n${rows.map((r) => `    ${r['QUERY PLAN']}`).join('\n')}`);
  }
}
