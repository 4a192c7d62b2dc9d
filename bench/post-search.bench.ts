// `npm run bench post-search`: post search with three filters and a sort, the hot-post board and the
// 恰饭榜 at 1M posts on PostgreSQL (bench/kol.ts's dataset, built once and kept). Each endpoint is
// called through app.inject on a real app (routing, session, zod, membership, JSON) and reported
// beside the bare SQL of the same repository calls; goal p95 < 80 ms. The boards' precomputation (the
// analyze.post_ranks job) is timed too: it runs in the background every 10 minutes.
import { chinaDate, DAY_MS } from '@boguan/contracts/china-time';
import {
  CAKE_PERIODS,
  HOT_PERIODS,
  POST_BOARD_PERIODS,
  POST_FOUND_CAP,
  type PostBoard,
  type PostBoardPeriod,
  type PostSort,
} from '@boguan/contracts/post-search';
import type { PostSearchFilters } from '@boguan/contracts/post-search.api';
import type { AppContext } from '@boguan/server/src/lib/context.js';
import { refreshPostBoards } from '@boguan/server/src/modules/post-search/post-rankings.refresh.js';
import {
  boardRows,
  boardSize,
  latestSlots,
  ranksOf,
} from '@boguan/server/src/modules/post-search/post-rankings.repository.js';
import {
  countMatchingPosts,
  matchingMids,
  postCardsByMids,
} from '@boguan/server/src/modules/post-search/post-search.repository.js';
import { timeRange } from '@boguan/server/src/modules/post-search/post-search.service.js';
import { createSession } from '@boguan/server/src/modules/sessions/sessions.repository.js';
import { searchQueryTokens } from '@boguan/server/src/modules/weibo-data/enrich.js';
import { sql } from './engine/kysely.js';
import { envInt, fmt, progress } from './engine/measure.js';
import { KEYWORDS } from './engine/query-bench.js';
import { dataset } from './kol.js';
import { type EndpointCase, measureEndpoints } from './lib/endpoint-vs-sql.js';
import { inProcessApp } from './lib/in-process-app.js';
import { report } from './lib/report.js';

const GOAL_MS = 80;

/** A professional member (2000 rows, 1000 searches a day), fresh per run so quotas never stop the bench. */
async function professional(ctx: AppContext): Promise<string> {
  const now = ctx.clock.now();
  const row = await ctx.db
    .insertInto('users')
    .values({
      mobile: `198${String(Date.now()).slice(-8)}`,
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

export async function postSearchBench(): Promise<void> {
  const bloggers = envInt('BENCH_BLOGGERS', 100_000);
  const posts = envInt('BENCH_POSTS', 1_000_000);
  const runs = envInt('BENCH_POST_RUNS', 200);
  const data = await dataset(bloggers, posts);
  if (!data) return;
  // The moment of the newest stored post (the dataset's clock stands after its last post): the
  // hour and day boards then hold the posts of a live service's last hour and day.
  const newest = await sql<{ at: Date }>`select max(created_at) as at from weibo_posts`.execute(data.handle.db);
  const now = new Date(newest.rows[0]?.at ?? data.now);
  const { app, ctx } = await inProcessApp(data.handle, now, '/tmp/boguan-bench-post-search');
  try {
    const db = ctx.db;
    const token = await professional(ctx);
    const counted = await sql<{ p: number }>`select count(*)::int as p from weibo_posts`.execute(db);
    const size = `${counted.rows[0]?.p} posts`;

    // The boards as the job leaves them: the previous step of each, then the current one.
    const longestStep = Math.max(
      ...Object.values(POST_BOARD_PERIODS).flatMap((periods) => Object.values(periods).map((p) => p?.stepMs ?? 0)),
    );
    await refreshPostBoards(db, new Date(now.getTime() - longestStep));
    const t0 = performance.now();
    const stored = await refreshPostBoards(db, now);
    const refreshMs = performance.now() - t0;
    progress(`post-search: boards computed in ${fmt(refreshMs / 1000, 2)} s (${JSON.stringify(stored)})`);
    report({
      bench: 'post-search',
      name: 'post boards precomputation, all 6 boards (PostgreSQL, background job)',
      value: refreshMs,
      unit: 'ms',
      note: `${size}; every 10 minutes by analyze.post_ranks`,
    });
    const [hotWeek] = await latestSlots(db, 'hot', 'week');
    const categories = (hotWeek?.categories ?? []).slice(0, 6).map((c) => c.name);

    const today = chinaDate(now);
    const sorts: PostSort[] = ['interactions', 'time', 'likes', 'comments', 'reposts'];
    // Three filters and a sort: a date range, original posts (or the author's category), a floor of
    // interactions; the keyword and the sort key rotate.
    const filters = (i: number, byCategory: boolean): PostSearchFilters => ({
      keyword: KEYWORDS[i % KEYWORDS.length] as string,
      start_date: chinaDate(new Date(now.getTime() - (2 + (i % 3)) * DAY_MS)),
      end_date: today,
      ...(byCategory ? { category: categories[i % categories.length] as string } : { post_type: 'original' as const }),
      media: [],
      verify: [],
      interact_min: [1, 10, 100][i % 3] as number,
      sort: sorts[i % sorts.length] as PostSort,
      order: 'desc',
    });
    const form = (f: PostSearchFilters): Record<string, string> => {
      const out: Record<string, string> = {};
      for (const [key, value] of Object.entries(f)) {
        if (value !== undefined && !(Array.isArray(value) && value.length === 0)) out[key] = String(value);
      }
      return out;
    };
    const boardBare = async (board: PostBoard, period: PostBoardPeriod, category: string, page: number) => {
      const slots = await latestSlots(db, board, period);
      const latest = slots[0];
      if (!latest) return [];
      const key = { board, period, slot: latest.slot, category };
      const [rows] = await Promise.all([
        boardRows(db, key, { offset: (page - 1) * 20, limit: 20 }),
        boardSize(db, key),
      ]);
      const mids = rows.map((r) => r.mid);
      const previous = slots[1];
      return Promise.all([
        postCardsByMids(db, mids),
        previous ? ranksOf(db, { ...key, slot: previous.slot }, mids) : null,
      ]);
    };
    const category = (i: number) => (i % 3 === 0 ? '' : (categories[i % categories.length] ?? ''));
    const page = (i: number) => 1 + (i % 5);

    const cases: EndpointCase[] = [
      ...[false, true].map(
        (byCategory): EndpointCase => ({
          name: `post search (${byCategory ? 'keyword + date range + blogger category + interactions ≥ N' : 'keyword + date range + original + interactions ≥ N'}, five sorts)`,
          request: (i) => ({ url: '/api/article/search', form: { ...form(filters(i, byCategory)), page: '1' } }),
          bare: async (i) => {
            const f = filters(i, byCategory);
            const words = searchQueryTokens(f.keyword);
            const range = timeRange(f);
            const found = await countMatchingPosts(db, f, words, range, POST_FOUND_CAP + 1);
            const mids = await matchingMids(db, f, words, range, {
              sort: f.sort,
              order: 'desc',
              offset: 0,
              limit: 20,
              few: found <= POST_FOUND_CAP,
            });
            return postCardsByMids(db, mids);
          },
        }),
      ),
      {
        name: 'hot-post board (period, category, pages 1–5)',
        request: (i) => ({
          url: '/api/article_ranking/hot',
          form: { period: HOT_PERIODS[i % 3] as string, category: category(i), page: String(page(i)) },
        }),
        bare: (i) => boardBare('hot', HOT_PERIODS[i % 3] as PostBoardPeriod, category(i), page(i)),
      },
      {
        name: '恰饭榜 (period, category, pages 1–5)',
        request: (i) => ({
          url: '/api/article_ranking/cake',
          form: { period: CAKE_PERIODS[i % 3] as string, category: category(i), page: String(page(i)) },
        }),
        bare: (i) => boardBare('cake', CAKE_PERIODS[i % 3] as PostBoardPeriod, category(i), page(i)),
      },
    ];
    await measureEndpoints(app, token, { bench: 'post-search', runs, goalMs: GOAL_MS, note: size }, cases);
  } finally {
    await app.close();
    await data.handle.close();
  }
}
