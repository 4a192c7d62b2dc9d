// `npm run bench hot-search`: the live list, an entry's detail and a day's history at one year of
// minute captures (≈ 27M hot_search_snapshots rows) on PostgreSQL. The dataset is made with SQL
// generate_series into its own database and kept for the next run (BENCH_HOT_REBUILD=1 makes it
// again); its summaries are computed set-based, as migration 0034 does for stored captures. Each
// endpoint is called through app.inject on a real app and reported beside the bare SQL of the same
// repository calls; goal p95 < 50 ms.
import { chinaDate, DAY_MS, formatChinaTime, HOUR_MS } from '@boguan/contracts/china-time';
import { HOT_DAY_SORTS } from '@boguan/contracts/hot-search';
import { type DatabaseHandle, openDatabase } from '@boguan/server/src/db/database.js';
import { migrateToLatest } from '@boguan/server/src/db/migrate.js';
import type { AppContext } from '@boguan/server/src/lib/context.js';
import {
  bloggersOf,
  captureAtOrBefore,
  captureBounds,
  captureNearest,
  curveOf,
  dayCount,
  dayOrigin,
  dayRows,
  firstAtRank,
  heatsAt,
  lastCategory,
  latestCapture,
  listAt,
  livesOf,
  postsFigures,
} from '@boguan/server/src/modules/hot-search/hot-search.repository.js';
import { createSession } from '@boguan/server/src/modules/sessions/sessions.repository.js';
import { searchQueryTokens } from '@boguan/server/src/modules/weibo-data/enrich.js';
import { WeiboDataRepository } from '@boguan/server/src/modules/weibo-data/weibo-data.repository.js';
import type { HotSearchEntry } from '@boguan/weibo/model';
import pg from 'pg';
import { sql } from './engine/kysely.js';
import { envInt, fmt, percentile, progress } from './engine/measure.js';
import { type EndpointCase, measureEndpoints, timeRuns } from './lib/endpoint-vs-sql.js';
import { inProcessApp } from './lib/in-process-app.js';
import { benchDatabaseUrl } from './lib/postgres.js';
import { report } from './lib/report.js';

const GOAL_MS = 50;
const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const MINUTE_MS = 60_000;
/** Days made per statement: a month of minutes (≈ 2.2M rows) at a time. */
const CHUNK_DAYS = 30;

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
async function readMarker(handle: DatabaseHandle): Promise<{ days: number; now: Date } | null> {
  try {
    const result = await sql<{ days: number; now: Date }>`select days, now from bench_hot_dataset limit 1`.execute(
      handle.db,
    );
    const row = result.rows[0];
    return row ? { days: Number(row.days), now: new Date(row.now) } : null;
  } catch {
    return null;
  }
}

/**
 * A capture every minute for `days` days up to `now`: 50 ranked slots, each holding a word for
 * 60 + 9 × rank minutes (so a word lives one to eight hours), heat falling with the rank and rising
 * over the word's life, eight categories, and two paid entries without a rank.
 */
async function makeSnapshots(handle: DatabaseHandle, start: Date, from: number, to: number): Promise<void> {
  await sql`
    insert into hot_search_snapshots (captured_at, word, rank, heat, category, label, is_ad, origin)
    select ${start}::timestamptz + m * interval '1 minute',
      '热搜词' || r || '_' || ((m + r * 37) / (60 + 9 * r)),
      r,
      (5000000 / r + ((m + r * 37) % (60 + 9 * r)) * 1000)::bigint,
      (array['社会','娱乐','科技','体育','财经','明星','汽车','教育'])[1 + ((m + r * 37) / (60 + 9 * r)) % 8],
      case when r <= 3 then '热' else '' end,
      false,
      'simulator'
    from generate_series(${from}::int, ${to - 1}::int) m cross join generate_series(1, 50) r
    union all
    select ${start}::timestamptz + m * interval '1 minute', '推广词' || a || '_' || (m / 720), null, 0, '', '荐',
      true, 'simulator'
    from generate_series(${from}::int, ${to - 1}::int) m cross join generate_series(1, 2) a`.execute(handle.db);
}

/** hot_search_days of the captures in [lo, hi), as migration 0034 summarises stored captures. */
async function summariseDays(handle: DatabaseHandle, lo: Date, hi: Date): Promise<void> {
  await sql`
    with caps as (
      select captured_at, lag(captured_at) over (order by captured_at) as prev_at
      from hot_search_captures
      where captured_at < ${hi}
        and captured_at >= coalesce((select max(captured_at) from hot_search_captures where captured_at < ${lo}), ${lo})
    ),
    held as (
      select s.word, s.is_ad, s.captured_at, s.rank, s.heat, s.category,
        to_char((s.captured_at at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD') as day,
        case when p.word is null or s.captured_at - c.prev_at > interval '4 hours' then 0
          else extract(epoch from s.captured_at - c.prev_at) end as seconds,
        (p.word is not null and s.rank = 1 and p.rank = 1) as at_top
      from hot_search_snapshots s
      join caps c on c.captured_at = s.captured_at
      left join hot_search_snapshots p on p.captured_at = c.prev_at and p.word = s.word and p.is_ad = s.is_ad
      where s.captured_at >= ${lo} and s.captured_at < ${hi}
    ),
    ranked as (select h.*, min(rank) over (partition by day, word, is_ad) as best from held h)
    insert into hot_search_days (day, word, is_ad, category, first_seen, last_seen, peak_rank, peak_rank_at,
      peak_heat, seconds_on_list, seconds_at_top, captures)
    select day, word, is_ad, (array_agg(category order by captured_at desc))[1], min(captured_at), max(captured_at),
      min(rank), min(captured_at) filter (where rank = best), max(heat), round(sum(seconds))::int,
      round(coalesce(sum(seconds) filter (where at_top), 0))::int, count(*)::int
    from ranked group by day, word, is_ad`.execute(handle.db);
}

/** The year of captures, reused when a complete one of this size exists; null without a server. */
async function dataset(days: number): Promise<{ handle: DatabaseHandle; now: Date } | null> {
  const name = `boguan_bench_hot_${days}`;
  if (process.env.BENCH_HOT_REBUILD !== '1' && (await databaseExists(name))) {
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 10 });
    await migrateToLatest(handle.db as never);
    const marker = await readMarker(handle);
    if (marker && marker.days === days) {
      progress(`hot-search: reusing ${name}`);
      return { handle, now: marker.now };
    }
    await handle.close();
  }
  const url = await benchDatabaseUrl(name);
  if (!url) return null;
  const handle = await openDatabase({ databaseUrl: url, poolSize: 10 });
  await migrateToLatest(handle.db as never);
  const t0 = performance.now();
  // China midnight a fixed day, so every run makes the same rows.
  const now = new Date('2026-01-05T02:00:00Z');
  const start = new Date(Math.floor((now.getTime() - days * DAY_MS) / DAY_MS) * DAY_MS - 8 * HOUR_MS);
  const minutes = Math.floor((now.getTime() - start.getTime()) / MINUTE_MS) + 1;
  // Bulk rows first, the word index after: one sort instead of 27M index insertions.
  await sql`drop index hot_search_word_idx`.execute(handle.db);
  const chunk = CHUNK_DAYS * 1440;
  for (let from = 0; from < minutes; from += chunk) {
    await makeSnapshots(handle, start, from, Math.min(minutes, from + chunk));
    progress(`hot-search: snapshots to day ${(Math.min(minutes, from + chunk) / 1440) | 0} of ${days}`);
  }
  await sql`create index hot_search_word_idx on hot_search_snapshots (word, captured_at)`.execute(handle.db);
  await sql`
    insert into hot_search_captures (captured_at, entries, origin)
    select captured_at, count(*)::int, 'simulator' from hot_search_snapshots group by captured_at`.execute(handle.db);
  for (let day = 0; day * DAY_MS < now.getTime() - start.getTime(); day += CHUNK_DAYS) {
    const lo = new Date(start.getTime() + day * DAY_MS);
    const hi = new Date(Math.min(now.getTime() + MINUTE_MS, lo.getTime() + CHUNK_DAYS * DAY_MS));
    await summariseDays(handle, lo, hi);
    progress(`hot-search: day summaries to day ${day + CHUNK_DAYS} of ${days}`);
  }
  for (const table of ['hot_search_snapshots', 'hot_search_captures', 'hot_search_days']) {
    await sql`vacuum analyze ${sql.table(table)}`.execute(handle.db);
  }
  await sql`create table bench_hot_dataset (days int, now timestamptz)`.execute(handle.db);
  await sql`insert into bench_hot_dataset values (${days}, ${now})`.execute(handle.db);
  progress(`hot-search: dataset built in ${fmt((performance.now() - t0) / 1000, 0)} s`);
  return { handle, now };
}

/** A professional member (no daily limit), fresh per run. */
async function professional(ctx: AppContext): Promise<string> {
  const now = ctx.clock.now();
  const row = await ctx.db
    .insertInto('users')
    .values({
      mobile: `197${String(Date.now()).slice(-8)}`,
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

const ROLLBACK = new Error('rolled back on purpose');

/**
 * The collector's write of one capture with its summaries (insertHotSearch), the next minute after
 * the year, each in a transaction rolled back so the kept dataset stays as built.
 */
async function measureWrite(ctx: AppContext, now: Date, note: string): Promise<void> {
  const latest = (await latestCapture(ctx.db)) as { captured_at: Date };
  const list = await listAt(ctx.db, latest.captured_at);
  const entries: HotSearchEntry[] = list.map((r) => ({
    capturedAt: new Date(now.getTime() + MINUTE_MS),
    word: r.word,
    rank: r.rank,
    heat: Number(r.heat) + 1000,
    category: r.category,
    label: r.label,
    isAd: r.is_ad,
  }));
  const samples = await timeRuns(20, () =>
    ctx.db
      .transaction()
      .execute(async (trx) => {
        await new WeiboDataRepository(trx).insertHotSearch(entries, 'simulator');
        throw ROLLBACK;
      })
      .catch((error) => {
        if (error !== ROLLBACK) throw error;
      }),
  );
  const p95 = percentile(samples, 95);
  progress(`hot-search: a capture written with its summaries p95 ${fmt(p95)} ms`);
  report({
    bench: 'hot-search',
    name: 'a capture of 52 entries written with its summaries, p95 (PostgreSQL, collector every minute)',
    value: p95,
    unit: 'ms',
    note,
  });
}

export async function hotSearchBench(): Promise<void> {
  const days = envInt('BENCH_HOT_DAYS', 365);
  const runs = envInt('BENCH_HOT_RUNS', 200);
  const data = await dataset(days);
  if (!data) return;
  const { app, ctx } = await inProcessApp(data.handle, data.now, '/tmp/boguan-bench-hot-search');
  try {
    const db = ctx.db;
    const token = await professional(ctx);
    const rows = await sql<{ n: number }>`select count(*)::int as n from hot_search_snapshots`.execute(db);
    const note = `${rows.rows[0]?.n} snapshots, ${days} days of minute captures`;
    const first = (await captureBounds(db)).first as Date;
    const span = data.now.getTime() - first.getTime();
    // Spread over the year: a minute and a day of run i, and a word on the list then.
    const minuteOf = (i: number) => new Date(first.getTime() + ((i * 7919 * MINUTE_MS) % span));
    const wordOf = (i: number) => {
      const m = Math.floor((minuteOf(i).getTime() - first.getTime()) / MINUTE_MS);
      const r = 1 + (i % 50);
      return `热搜词${r}_${Math.floor((m + r * 37) / (60 + 9 * r))}`;
    };
    const categories = ['', '社会', '娱乐', '科技'];
    const cases: EndpointCase[] = [
      {
        name: 'live list (/api/hot_search/realtime, category filter)',
        request: (i) => ({ url: '/api/hot_search/realtime', form: { category: categories[i % 4] as string } }),
        bare: async () => {
          const latest = await latestCapture(db);
          if (!latest) return;
          const [list, compared] = await Promise.all([
            listAt(db, latest.captured_at),
            captureNearest(db, new Date(latest.captured_at.getTime() - HOUR_MS), latest.captured_at),
          ]);
          const words = list.map((r) => r.word);
          await Promise.all([livesOf(db, words), compared ? heatsAt(db, compared, words) : null]);
        },
      },
      {
        name: "an entry's detail (/api/hot_search/detail, words across the year)",
        request: (i) => ({ url: '/api/hot_search/detail', form: { word: wordOf(i) } }),
        bare: async (i) => {
          const word = wordOf(i);
          const [life] = await livesOf(db, [word]);
          if (!life) return;
          await Promise.all([
            curveOf(db, word, false),
            lastCategory(db, word, false),
            life.peak_rank === null ? null : firstAtRank(db, word, false, life.peak_rank),
            latestCapture(db),
            postsFigures(db, word, searchQueryTokens(word), 10),
            bloggersOf(db, word, searchQueryTokens(word), 10),
          ]);
        },
      },
      {
        name: 'the list at a past minute (/api/hot_search/history)',
        request: (i) => {
          const at = formatChinaTime(minuteOf(i));
          return { url: '/api/hot_search/history', form: { date: at.slice(0, 10), time: at.slice(11, 16) } };
        },
        bare: async (i) => {
          await captureBounds(db);
          const capture = await captureAtOrBefore(db, new Date(minuteOf(i).getTime() + MINUTE_MS - 1));
          if (capture) await listAt(db, capture.captured_at);
        },
      },
      {
        name: "a day's summary (/api/hot_search/daySummary, six sorts)",
        request: (i) => ({
          url: '/api/hot_search/daySummary',
          form: {
            date: chinaDate(minuteOf(i)),
            sort: HOT_DAY_SORTS[i % HOT_DAY_SORTS.length] as string,
            order: i % 2 ? 'asc' : 'desc',
          },
        }),
        bare: async (i) => {
          const date = chinaDate(minuteOf(i));
          await captureBounds(db);
          const lo = new Date(Date.parse(`${date}T00:00:00+08:00`));
          const hi = new Date(lo.getTime() + DAY_MS);
          await Promise.all([dayCount(db, date), dayOrigin(db, lo, hi)]);
          await dayRows(db, date, {
            sort: HOT_DAY_SORTS[i % HOT_DAY_SORTS.length] as (typeof HOT_DAY_SORTS)[number],
            order: i % 2 ? 'asc' : 'desc',
            offset: 0,
            limit: 50,
          });
        },
      },
    ];
    await measureEndpoints(app, token, { bench: 'hot-search', runs, goalMs: GOAL_MS, note }, cases);
    await measureWrite(ctx, data.now, note);
  } finally {
    await app.close();
    await data.handle.close();
  }
}
