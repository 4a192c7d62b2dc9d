// `npm run bench data-board`: the data dashboard /statistics at 1M posts on PostgreSQL (p95 < 80 ms
// beside the bare SQL). The dataset is made with SQL generate_series into its own database and kept
// for the next run (BENCH_BOARD_REBUILD=1 makes it again): 50k authors with categories, provinces and
// badges (and their blogger_stats rows), 1M posts over 90 days, 2,000 brands' brand_days, 30 days of
// 话题榜 day boards, 90 days of hot-search day summaries; then the dashboard's summaries built by the
// product's own rebuild (timed).
import { addDays, chinaDate, chinaDayStart, DAY_MS } from '@boguan/contracts/china-time';
import { type DatabaseHandle, openDatabase } from '@boguan/server/src/db/database.js';
import { migrateToLatest } from '@boguan/server/src/db/migrate.js';
import type { AppContext } from '@boguan/server/src/lib/context.js';
import { rebuildDataBoard } from '@boguan/server/src/modules/data-board/data-board.refresh.js';
import {
  dayHotSearch,
  dayShares,
  latestDeliveries,
  postInteractionsByRank,
  storedBounds,
  storedDays,
  topBloggers,
  topBrands,
  topicDayComputed,
  topPosts,
  topTopics,
} from '@boguan/server/src/modules/data-board/data-board.repository.js';
import { createSession } from '@boguan/server/src/modules/sessions/sessions.repository.js';
import pg from 'pg';
import { sql } from './engine/kysely.js';
import { envInt, fmt, percentile, progress } from './engine/measure.js';
import { type EndpointCase, measureEndpoints, timeRuns } from './lib/endpoint-vs-sql.js';
import { inProcessApp } from './lib/in-process-app.js';
import { benchDatabaseUrl } from './lib/postgres.js';
import { report } from './lib/report.js';

const GOAL_MS = 80;
const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const AUTHORS = 50_000;
const BRANDS = 2000;
const DAYS = 90;
const TOPICS = 500;
const HOT_WORDS = 50;

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

/** The dataset's marker, written last, so a build cut short is never reused. */
async function readMarker(handle: DatabaseHandle): Promise<{ posts: number; now: Date } | null> {
  try {
    const result = await sql<{ posts: number; now: Date }>`select posts, now from bench_board_dataset limit 1`.execute(
      handle.db,
    );
    const row = result.rows[0];
    return row ? { posts: Number(row.posts), now: new Date(row.now) } : null;
  } catch {
    return null;
  }
}

async function build(handle: DatabaseHandle, posts: number, now: Date): Promise<void> {
  const db = handle.db;
  await sql`
    insert into weibo_users (uid, screen_name, province, verified, verified_type, verify_badge, categories, origin, collected_at)
    select (5000000 + i)::text, '压测博主' || i,
      (array['广东','北京','上海','浙江','江苏','四川','山东','河南','湖北','海外',''])[1 + i % 11],
      i % 4 <> 3, case i % 4 when 3 then -1 when 1 then 3 else 0 end,
      (array['gold','blue','yellow','none'])[1 + i % 4],
      case when i % 9 = 0 then '{}'::text[] else array['品类' || (i % 20), '品类' || ((i + 7) % 20)] end,
      'simulator', ${now}::timestamptz
    from generate_series(0, ${AUTHORS - 1}) i`.execute(db);
  await sql`
    insert into blogger_stats (uid, kol_id, followers, verify_badge, gender, province, city, categories, posts_30d,
      original_posts_30d, sponsored_posts_30d, interactions_30d, avg_interactions_30d, engagement_rate_30d,
      sponsored_share_30d, last_post_at, growth_1d, growth_7d, growth_30d, influence_day, influence_week,
      influence_month, computed_at)
    select uid, kol_id, followers, verify_badge, gender, province, city, categories, 0, 0, 0, 0, 0, 0, 0, null,
      0, 0, 0, 0, 0, 0, ${now}::timestamptz
    from weibo_users`.execute(db);
  const chunk = 200_000;
  const span = DAYS * 1440;
  for (let from = 0; from < posts; from += chunk) {
    const to = Math.min(posts, from + chunk) - 1;
    await sql`
      insert into weibo_posts (mid, uid, text, created_at, region, reposts, comments, likes, deleted, origin, collected_at)
      select (1000000000 + n)::text, (5000000 + (n * 31) % ${AUTHORS})::text, '压测博文 ' || n,
        ${now}::timestamptz - ((n * 7919) % ${span}) * interval '1 minute',
        (array['', '广东', '北京', '四川', '', '浙江', '其他'])[1 + n % 7],
        (n * 13) % 50, (n * 7) % 30, (n * 31) % 200, n % 97 = 0, 'simulator', ${now}::timestamptz
      from generate_series(${from}::bigint, ${to}::bigint) n`.execute(db);
    progress(`data-board: ${to + 1} of ${posts} posts`);
  }
  await sql`
    insert into brands (id, cn_name, en_name, categories, origin)
    select (1000 + i)::text, '品牌' || i, 'Brand' || i, array['品类' || (i % 20)], 'simulator'
    from generate_series(0, ${BRANDS - 1}) i`.execute(db);
  // Skewed mentions per brand and day (low ids far more), only days with a mention stored.
  await sql`
    insert into brand_days (brand_id, day, mentions, interactions, positive, neutral, negative, sponsored)
    select (1000 + b)::text, to_char(${now}::timestamptz at time zone 'UTC' + interval '8 hours' - d * interval '1 day', 'YYYY-MM-DD'),
      m, m * (40 + (b * 7 + d) % 200), m / 3, m / 3, m - 2 * (m / 3), m / 11
    from generate_series(0, ${BRANDS - 1}) b cross join generate_series(0, ${DAYS - 1}) d
      cross join lateral (select (floor(400 / (1 + b)) + (b * 31 + d * 17) % 5)::int as m) x
    where m > 0`.execute(db);
  // 话题榜's day boards of the last 30 days, the topics' order shuffled from day to day.
  await sql`
    insert into topic_rank_periods (type, start, computed_at, topics)
    select 'day', date_trunc('day', ${now}::timestamptz at time zone 'UTC' + interval '8 hours') at time zone 'UTC'
      - interval '8 hours' - d * interval '1 day', ${now}::timestamptz, ${TOPICS}
    from generate_series(1, 30) d`.execute(db);
  await sql`
    insert into topic_rank_rows (board, type, start, rank, name, category, host_uid, read_inc, discuss_inc,
      read_total, discuss_total, discuss_rate)
    select 'top', 'day', p.start, r, '话题' || ((r * 37 + extract(day from p.start)::int * 11) % ${TOPICS}), '社会', null,
      (${TOPICS} - r + 1) * 1000, (${TOPICS} - r + 1) * 10, 1000000, 10000, null
    from topic_rank_periods p cross join generate_series(1, ${TOPICS}) r`.execute(db);
  await sql`
    insert into topic_snapshots (name, at, read_count, discuss_count)
    select '话题' || t, ${now}::timestamptz - h * interval '1 hour', 1000000, 10000
    from generate_series(0, 99) t cross join generate_series(0, 23) h`.execute(db);
  // A capture every 10 minutes, and each day's 50 organic words.
  await sql`
    insert into hot_search_captures (captured_at, entries, origin)
    select ${now}::timestamptz - k * interval '10 minutes', ${HOT_WORDS}, 'simulator'
    from generate_series(0, ${DAYS * 144 - 1}) k`.execute(db);
  await sql`
    insert into hot_search_days (day, word, is_ad, category, first_seen, last_seen, peak_rank, peak_rank_at,
      peak_heat, seconds_on_list, seconds_at_top, captures)
    select to_char(${now}::timestamptz at time zone 'UTC' + interval '8 hours' - d * interval '1 day', 'YYYY-MM-DD'),
      '热搜词' || ((w * 7 + d) % 200), false, '社会', ${now}::timestamptz - d * interval '1 day',
      ${now}::timestamptz - d * interval '1 day' + interval '3 hours', w, null, 1000000 - w * 1000,
      (w * 600) % 20000, 0, 10
    from generate_series(1, ${DAYS}) d cross join generate_series(1, ${HOT_WORDS}) w`.execute(db);
  for (const table of [
    'weibo_users',
    'blogger_stats',
    'weibo_posts',
    'brand_days',
    'topic_rank_rows',
    'hot_search_days',
  ]) {
    await sql`vacuum analyze ${sql.table(table)}`.execute(db);
  }
}

/** The dataset, reused when a complete one of this size exists; null without a server. */
async function dataset(posts: number): Promise<{ handle: DatabaseHandle; now: Date } | null> {
  const name = `boguan_bench_board_${posts}`;
  if (process.env.BENCH_BOARD_REBUILD !== '1' && (await databaseExists(name))) {
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 10 });
    await migrateToLatest(handle.db as never);
    const marker = await readMarker(handle);
    if (marker && marker.posts === posts) {
      progress(`data-board: reusing ${name}`);
      return { handle, now: marker.now };
    }
    await handle.close();
  }
  const url = await benchDatabaseUrl(name);
  if (!url) return null;
  const handle = await openDatabase({ databaseUrl: url, poolSize: 10 });
  await migrateToLatest(handle.db as never);
  const now = new Date('2026-01-05T02:00:00Z');
  const t0 = performance.now();
  await build(handle, posts, now);
  await sql`create table bench_board_dataset (posts int, now timestamptz)`.execute(handle.db);
  await sql`insert into bench_board_dataset values (${posts}, ${now})`.execute(handle.db);
  progress(`data-board: dataset built in ${fmt((performance.now() - t0) / 1000, 0)} s`);
  return { handle, now };
}

async function member(ctx: AppContext): Promise<string> {
  const now = ctx.clock.now();
  const row = await ctx.db
    .insertInto('users')
    .values({
      mobile: `197${String(Date.now()).slice(-8)}`,
      nick_name: '压测用户',
      identity_type: 'Ad',
      level: 20,
      level_expires_at: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return createSession(ctx.db, { userId: row.id, now });
}

export async function dataBoardBench(): Promise<void> {
  const posts = envInt('BENCH_BOARD_POSTS', 1_000_000);
  const runs = envInt('BENCH_BOARD_RUNS', 200);
  const data = await dataset(posts);
  if (!data) return;
  const { app, ctx } = await inProcessApp(data.handle, data.now, '/tmp/boguan-bench-data-board');
  try {
    const db = ctx.db;
    const token = await member(ctx);
    const note = `${posts} posts by ${AUTHORS} authors over ${DAYS} days, ${BRANDS} brands, ${TOPICS} topics a day`;
    const today = chinaDate(data.now);
    const latest = addDays(today, -1);

    // What the summaries save: the 30-day trend straight from weibo_posts.
    const direct = await timeRuns(5, () =>
      sql`
        select to_char((created_at at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD') as day, count(*),
          count(distinct uid), sum(reposts + comments + likes)
        from weibo_posts
        where created_at >= ${new Date(data.now.getTime() - 31 * DAY_MS)} and created_at < ${new Date(data.now.getTime() - DAY_MS)}
          and not deleted
        group by 1`.execute(db),
    );
    report({
      bench: 'data-board',
      name: '30-day trend (posts, distinct authors, interactions) straight from weibo_posts (no summary), p95',
      value: percentile(direct, 95),
      unit: 'ms',
      note,
    });

    const t0 = performance.now();
    const days = await rebuildDataBoard(db, data.now);
    report({
      bench: 'data-board',
      name: `every day's summaries rebuilt (${days} days: totals, shares, top bloggers and posts), once`,
      value: performance.now() - t0,
      unit: 'ms',
      note,
    });

    // Each run a range and, every other run, a past day across the stored ones.
    const dayOf = (i: number) => (i % 2 ? addDays(latest, -((i * 7) % 80)) : '');
    const rangeOf = (i: number) => (i % 3 ? 7 : 30);
    const cases: EndpointCase[] = [
      {
        name: 'overview (/api/data_board/overview: trend of 7 or 30 days, totals, shares, freshness)',
        request: (i) => ({ url: '/api/data_board/overview', form: { days: String(rangeOf(i)), date: dayOf(i) } }),
        bare: async (i) => {
          const { first, last } = await storedBounds(db, today);
          const day = dayOf(i) || (last as string);
          const from = addDays(last as string, -(rangeOf(i) - 1));
          await Promise.all([
            storedDays(db, [from, first as string].sort()[1] as string, last as string),
            storedDays(db, addDays(day, -1), day),
            dayShares(db, day),
            latestDeliveries(db),
          ]);
        },
      },
      {
        name: 'tops (/api/data_board/tops: bloggers, posts, topics, brands, hot search of a day)',
        request: (i) => ({ url: '/api/data_board/tops', form: { date: dayOf(i) } }),
        bare: async (i) => {
          const { last } = await storedBounds(db, today);
          const day = dayOf(i) || (last as string);
          const before = addDays(day, -1);
          const [start, beforeStart] = [chinaDayStart(day), chinaDayStart(before)];
          await Promise.all([
            topBloggers(db, day),
            topPosts(db, day),
            postInteractionsByRank(db, before),
            topicDayComputed(db, start),
            topicDayComputed(db, beforeStart),
            topTopics(db, start, beforeStart),
            topBrands(db, day, before),
            dayHotSearch(db, day),
          ]);
        },
      },
    ];
    await measureEndpoints(app, token, { bench: 'data-board', runs, goalMs: GOAL_MS, note }, cases);
  } finally {
    await app.close();
    await data.handle.close();
  }
}
