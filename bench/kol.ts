import { DAY_MS } from '@boguan/contracts/china-time';
// `npm run bench kol`: blogger search and the three blogger rankings at 100k bloggers / 1M posts on
// PostgreSQL. Each endpoint is called through app.inject on a real app (routing, session, zod,
// membership, JSON) and reported beside the bare SQL time of the same repository calls; goal p95 < 80 ms.
// The dataset is built once through the engine bench's loader (upsertUsers/upsertPosts, daily
// follower snapshots, refreshBloggerStats) and kept in its own database between runs
// (BENCH_KOL_REBUILD=1 builds it again).
import { RANKING_PERIODS, type RankingPeriod } from '@boguan/contracts/kol-ranking';
import { type DatabaseHandle, openDatabase } from '@boguan/server/src/db/database.js';
import { migrateToLatest } from '@boguan/server/src/db/migrate.js';
import type { Database } from '@boguan/server/src/db/schema.js';
import type { AppContext } from '@boguan/server/src/lib/context.js';
import { refreshBloggerStats } from '@boguan/server/src/modules/bloggers/blogger-stats.refresh.js';
import { kolCardsByIds } from '@boguan/server/src/modules/bloggers/kol-cards.repository.js';
import {
  type BoardFilter,
  boardCards,
  boardSize,
  presentCategories,
  presentProvinces,
  previousRanks,
  snapshotRanks,
  statsComputedAt,
} from '@boguan/server/src/modules/kol-ranking/kol-ranking.repository.js';
import { countMatches, matchingIds } from '@boguan/server/src/modules/kol-search/kol-search.repository.js';
import { createSession } from '@boguan/server/src/modules/sessions/sessions.repository.js';
import { WeiboDataRepository } from '@boguan/server/src/modules/weibo-data/weibo-data.repository.js';
import type { UserSnapshot } from '@boguan/weibo/model';
import pg from 'pg';
import { type BenchDatabase, freshPostgres } from './engine/databases.js';
import { type Kysely, sql } from './engine/kysely.js';
import { emptyStats, loadPosts, loadUsers, openWorldFeed, settle } from './engine/load-world.js';
import { envInt, fmt, progress } from './engine/measure.js';
import { type EndpointCase, measureEndpoints } from './lib/endpoint-vs-sql.js';
import { inProcessApp } from './lib/in-process-app.js';

const GOAL_MS = 80;
const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** The dataset's marker: written last, so a build cut short is never reused. */
async function readMarker(db: Kysely<Database>): Promise<{ bloggers: number; posts: number; now: Date } | null> {
  try {
    const result = await sql<{ bloggers: number; posts: number; now: Date }>`
      select bloggers, posts, now from bench_kol_dataset limit 1`.execute(db);
    const row = result.rows[0];
    return row ? { bloggers: Number(row.bloggers), posts: Number(row.posts), now: new Date(row.now) } : null;
  } catch {
    return null;
  }
}

async function databaseExists(name: string): Promise<boolean> {
  const admin = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch {
    return false;
  }
  try {
    return (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
  } finally {
    await admin.end();
  }
}

/** Follower snapshots at the world's start and each day since, as the daily collection stores them. */
async function loadSnapshots(database: BenchDatabase, feed: ReturnType<typeof openWorldFeed>): Promise<number> {
  const repo = new WeiboDataRepository(database.handle.db);
  const times: Date[] = [];
  for (let t = feed.world.start.getTime(); t <= feed.now.getTime(); t += DAY_MS) times.push(new Date(t));
  let written = 0;
  const uids = feed.world.bloggerUids();
  for (let i = 0; i < uids.length; i += 5000) {
    const batch: UserSnapshot[] = [];
    for (const uid of uids.slice(i, i + 5000)) {
      for (const at of times) {
        const user = feed.world.userAt(uid, at);
        if (user) batch.push({ uid, at, followers: user.followers, follows: user.follows, statuses: user.statuses });
      }
    }
    written += await repo.insertUserSnapshots(batch);
  }
  return written;
}

/** The PostgreSQL dataset, reused when a complete one of this size exists; null without a server. */
export async function dataset(bloggers: number, posts: number): Promise<{ handle: DatabaseHandle; now: Date } | null> {
  const name = `boguan_bench_kol_${bloggers}_${posts}`;
  if (process.env.BENCH_KOL_REBUILD !== '1' && (await databaseExists(name))) {
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 10 });
    await migrateToLatest(handle.db as never);
    const marker = await readMarker(handle.db);
    if (marker && marker.bloggers === bloggers) {
      progress(`kol: reusing ${name} (${marker.posts} posts)`);
      return { handle, now: marker.now };
    }
    await handle.close();
  }
  const database = await freshPostgres(name);
  if (!database) return null;
  const t0 = performance.now();
  const feed = openWorldFeed(bloggers, posts);
  const stats = [emptyStats()];
  await loadUsers(feed, [database], stats);
  const loaded = await loadPosts(feed, posts, [database], stats);
  progress(`kol: ${await loadSnapshots(database, feed)} follower snapshots`);
  await settle(database);
  const t1 = performance.now();
  const computed = await refreshBloggerStats(database.handle.db, feed.now);
  progress(`kol: blogger_stats for ${computed} bloggers in ${fmt((performance.now() - t1) / 1000)} s`);
  await sql`vacuum analyze blogger_stats`.execute(database.handle.db);
  await sql`vacuum analyze user_snapshots`.execute(database.handle.db);
  await sql`create table bench_kol_dataset (bloggers int, posts int, now timestamptz)`.execute(database.handle.db);
  await sql`insert into bench_kol_dataset values (${bloggers}, ${loaded}, ${feed.now})`.execute(database.handle.db);
  progress(`kol: dataset built in ${fmt((performance.now() - t0) / 1000, 0)} s`);
  // The handle stays open; the database is kept for the next run.
  return { handle: database.handle, now: feed.now };
}

/** A professional member (500 ranks, 1000 searches a day), fresh per run so quotas never stop the bench. */
async function professional(ctx: AppContext): Promise<string> {
  const now = ctx.clock.now();
  const mobile = `199${String(Date.now()).slice(-8)}`;
  const row = await ctx.db
    .insertInto('users')
    .values({
      mobile,
      nick_name: '压测用户',
      identity_type: 'Ad',
      level: 40,
      level_expires_at: new Date(now.getTime() + 365 * DAY_MS),
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return createSession(ctx.db, { userId: row.id, now });
}

export async function kolBench(): Promise<void> {
  const bloggers = envInt('BENCH_BLOGGERS', 100_000);
  const posts = envInt('BENCH_POSTS', 1_000_000);
  const runs = envInt('BENCH_KOL_RUNS', 200);
  const data = await dataset(bloggers, posts);
  if (!data) return;
  const { app, ctx } = await inProcessApp(data.handle, data.now, '/tmp/boguan-bench-kol');
  try {
    const db = ctx.db;
    const token = await professional(ctx);
    // Yesterday's rank snapshot, so the boards' rank-change lookup runs as in production.
    const snapshotMs = performance.now();
    const snapshotRows = await snapshotRanks(db, new Date(data.now.getTime() - DAY_MS));
    progress(`kol: rank snapshot of ${snapshotRows} rows in ${fmt(performance.now() - snapshotMs)} ms`);
    const categories = (await presentCategories(db)).slice(0, 8).map((c) => c.name);
    const provinces = (await presentProvinces(db)).slice(0, 8).map((p) => p.name);
    const totals = await sql<{ n: number; p: number }>`
      select (select count(*) from blogger_stats)::int as n, (select count(*) from weibo_posts)::int as p`.execute(db);
    const size = `${totals.rows[0]?.n} bloggers, ${totals.rows[0]?.p} posts`;
    progress(`kol: ${size}; categories ${categories.join(',')}; provinces ${provinces.slice(0, 4).join(',')}…`);
    const period = (i: number): RankingPeriod => RANKING_PERIODS[i % 3]!;
    const category = (i: number) => (i % 4 === 0 ? '' : categories[i % categories.length]!);
    const province = (i: number) => provinces[i % provinces.length]!;
    const page = (i: number) => 1 + (i % 5);
    const board = (filter: BoardFilter, i: number) =>
      Promise.all([
        boardCards(db, filter, { offset: (page(i) - 1) * 20, limit: 20 }),
        boardSize(db, filter),
        statsComputedAt(db),
      ]).then(async (result) => {
        if (filter.board === 'area' || !filter.category) {
          const scope = filter.board === 'area' ? (filter.province ?? '') : '';
          const ids = result[0].map((row) => row.kol_id);
          await previousRanks(db, data.now, { board: filter.board, period: filter.period, scope }, ids);
        }
        return result;
      });
    // Three filters and a sort, as the blogger search page sends them.
    const searchFilters = (i: number) => ({
      category: categories[i % categories.length]!,
      province: province(i + 3),
      fans_min: [10_000, 100_000, 1_000][i % 3]!,
    });
    const cases: EndpointCase[] = [
      {
        name: 'blogger search (category + province + fans ≥ N, sort by avg interactions)',
        request: (i) => ({
          url: '/api/kol/search',
          form: {
            ...searchFilters(i),
            fans_min: String(searchFilters(i).fans_min),
            sort: 'avg_interactions',
            page: '1',
          },
        }),
        bare: async (i) => {
          const f = { ...searchFilters(i), verify: [], sort: 'avg_interactions', order: 'desc' } as never;
          await countMatches(db, f, [], data.now);
          const ids = await matchingIds(db, f, [], data.now, {
            sort: 'avg_interactions',
            order: 'desc',
            offset: 0,
            limit: 20,
          });
          return kolCardsByIds(db, ids);
        },
      },
      {
        name: 'ranking: synthesize (category, period, page 1–5)',
        request: (i) => ({
          url: '/api/kol_ranking/synthesize',
          form: { category: category(i), period: period(i), page: String(page(i)) },
        }),
        bare: (i) => board({ board: 'synthesize', period: period(i), category: category(i) }, i),
      },
      {
        name: 'ranking: area (province, period, page 1–5)',
        request: (i) => ({
          url: '/api/kol_ranking/area',
          form: { province: province(i), period: period(i), page: String(page(i)) },
        }),
        bare: (i) => board({ board: 'area', period: period(i), province: province(i) }, i),
      },
      {
        name: 'ranking: fans_inc (category, period, page 1–5)',
        request: (i) => ({
          url: '/api/kol_ranking/fans_inc',
          form: { category: category(i), period: period(i), page: String(page(i)) },
        }),
        bare: (i) => board({ board: 'fans_inc', period: period(i), category: category(i) }, i),
      },
    ];
    await measureEndpoints(app, token, { bench: 'kol', runs, goalMs: GOAL_MS, note: size }, cases);
  } finally {
    await app.close();
    await data.handle.close();
  }
}
