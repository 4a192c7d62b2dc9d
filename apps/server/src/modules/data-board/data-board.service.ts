import { addDays, chinaDate, chinaDayEnd, chinaDayStart, formatChinaTime } from '@boguan/contracts/china-time';
import {
  DATA_BOARD_SHARES,
  DATA_BOARD_SOURCE_NAMES,
  DATA_BOARD_SOURCES,
  DATA_BOARD_VERIFY_LABELS,
  DataBoardMessage,
  type DataBoardShare,
  dataBoardOutsideMessage,
  dayChange,
} from '@boguan/contracts/data-board';
import type {
  DataBoardDay,
  DataBoardOverview,
  DataBoardOverviewInput,
  DataBoardTops,
  DataBoardTopsInput,
  DayFigure,
  ShareRow,
} from '@boguan/contracts/data-board.api';
import { minutesOf } from '@boguan/contracts/hot-search';
import { VERIFY_BADGES, type VerifyBadge } from '@boguan/contracts/kol';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import { weiboPostUrl } from '../weibo-data/post-url.js';
import type { Origin } from '../weibo-data/weibo-data.tables.js';
import { DATA_BOARD_JOB } from './data-board.jobs.js';
import {
  dayHotSearch,
  dayShares,
  hasPostsBetween,
  latestDeliveries,
  postInteractionsByRank,
  type StoredDay,
  storedBounds,
  storedDays,
  topBloggers,
  topBrands,
  topicDayComputed,
  topPosts,
  topTopics,
} from './data-board.repository.js';

/*
 * The data dashboard /statistics (docs/data-board.md): every member may read it, no use is counted.
 * Days are finished China days that the job summarised; the chosen day defaults to the latest.
 */

/** The stored days and the one asked for; day is null while none is summarised. */
interface ResolvedDay {
  first: string | null;
  last: string | null;
  day: string | null;
  /** Posts are stored but no day is summarised yet (the job was asked for it). */
  computing: boolean;
}

/**
 * The job keeps the summaries every 10 minutes; a reader who finds finished days with posts not
 * summarised (a fresh install, no worker running) asks for a run now. The minute's slot key makes
 * many readers queue one job.
 */
async function askForRefresh(ctx: AppContext, today: string, last: string | null): Promise<boolean> {
  const from = last ? chinaDayEnd(last) : null;
  const to = chinaDayStart(today);
  if (from && from.getTime() >= to.getTime()) return false;
  if (!(await hasPostsBetween(ctx.db, from, to))) return false;
  const now = ctx.clock.now();
  const minute = new Date(Math.floor(now.getTime() / 60_000) * 60_000).toISOString();
  await ctx.jobs.enqueue(
    DATA_BOARD_JOB,
    {},
    { runAt: now, slotKey: `${DATA_BOARD_JOB}:read:${minute}`, maxAttempts: 1 },
  );
  return true;
}

/** The day asked for: a finished, summarised day; without a date, the latest one. */
async function resolveDay(ctx: AppContext, date: string | undefined): Promise<ResolvedDay> {
  const today = chinaDate(ctx.clock.now());
  if (date !== undefined && date >= today) throw AppError.bad(DataBoardMessage.notFinished);
  const { first, last } = await storedBounds(ctx.db, today);
  const missing = await askForRefresh(ctx, today, last);
  if (first === null || last === null) {
    if (date !== undefined) throw AppError.bad(missing ? DataBoardMessage.computing : DataBoardMessage.empty);
    return { first, last, day: null, computing: missing };
  }
  if (date !== undefined && (date < first || date > last)) throw AppError.bad(dataBoardOutsideMessage(first, last));
  return { first, last, day: date ?? last, computing: false };
}

const interactionsOf = (row: Pick<StoredDay, 'reposts' | 'comments' | 'likes'>) =>
  Number(row.reposts) + Number(row.comments) + Number(row.likes);

function dayOut(date: string, row: StoredDay | undefined): DataBoardDay {
  if (!row) return { date, posts: 0, bloggers: 0, interactions: 0, reposts: 0, comments: 0, likes: 0 };
  return {
    date,
    posts: Number(row.posts),
    bloggers: Number(row.bloggers),
    interactions: interactionsOf(row),
    reposts: Number(row.reposts),
    comments: Number(row.comments),
    likes: Number(row.likes),
  };
}

function figure(value: number, previous: number | null): DayFigure {
  return { value, previous, ...dayChange(value, previous) };
}

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

/** When each source last delivered, in the order of the page. */
async function freshness(ctx: AppContext): Promise<DataBoardOverview['freshness']> {
  const latest = await latestDeliveries(ctx.db);
  return DATA_BOARD_SOURCES.map((source) => ({
    source,
    name: DATA_BOARD_SOURCE_NAMES[source],
    latest_at: latest[source] ? formatChinaTime(latest[source]) : null,
  }));
}

const NO_SHARES: DataBoardOverview['shares'] = { category: [], region: [], verify: [] };

/** POST /api/data_board/overview: the trend of the range, the chosen day's totals, shares and the freshness. */
export async function readOverview(ctx: AppContext, input: DataBoardOverviewInput): Promise<DataBoardOverview> {
  const resolved = await resolveDay(ctx, input.date);
  const { first, last, day } = resolved;
  if (day === null || first === null || last === null) {
    return {
      date: null,
      first_date: first,
      latest_date: last,
      days: input.days,
      computing: resolved.computing,
      series: [],
      totals: null,
      shares: NO_SHARES,
      freshness: await freshness(ctx),
      computed_at: null,
    };
  }
  // The later of the range's first day and the first stored day (YYYY-MM-DD sorts as text).
  const seriesFrom = [addDays(last, -(input.days - 1)), first].sort()[1] as string;
  const before = addDays(day, -1);
  const [seriesRows, dayRows, shares, sources] = await Promise.all([
    storedDays(ctx.db, seriesFrom, last),
    storedDays(ctx.db, before, day),
    dayShares(ctx.db, day),
    freshness(ctx),
  ]);
  const byDay = new Map(seriesRows.map((row) => [row.day, row]));
  const series: DataBoardDay[] = [];
  for (let d = seriesFrom; d <= last; d = addDays(d, 1)) series.push(dayOut(d, byDay.get(d)));

  const chosen = dayRows.find((row) => row.day === day);
  const current = dayOut(day, chosen);
  // The day before counts as 0 inside the stored days, and as unknown before the first one.
  const previous =
    before >= first
      ? dayOut(
          before,
          dayRows.find((row) => row.day === before),
        )
      : null;
  const totals = {
    posts: figure(current.posts, previous?.posts ?? null),
    bloggers: figure(current.bloggers, previous?.bloggers ?? null),
    interactions: figure(current.interactions, previous?.interactions ?? null),
  };

  const grouped: Record<DataBoardShare, ShareRow[]> = { category: [], region: [], verify: [] };
  for (const row of shares) {
    if (!(DATA_BOARD_SHARES as readonly string[]).includes(row.dimension)) continue;
    grouped[row.dimension as DataBoardShare].push({
      key: row.name,
      name: row.dimension === 'verify' ? (DATA_BOARD_VERIFY_LABELS[row.name] ?? row.name) : row.name,
      posts: row.posts,
      share: current.posts > 0 ? round4(row.posts / current.posts) : 0,
    });
  }
  return {
    date: day,
    first_date: first,
    latest_date: last,
    days: input.days,
    computing: false,
    series,
    totals,
    shares: grouped,
    freshness: sources,
    computed_at: chosen ? formatChinaTime(chosen.computed_at) : null,
  };
}

const verifyOf = (badge: string | null): VerifyBadge =>
  (VERIFY_BADGES as readonly string[]).includes(badge ?? '') ? (badge as VerifyBadge) : 'none';

const EMPTY_TOPS: DataBoardTops = {
  date: null,
  has_previous: false,
  bloggers: [],
  posts: [],
  topics: { computed: false, has_previous: false, rows: [] },
  brands: [],
  hot_search: { total: 0, rows: [] },
};

/** POST /api/data_board/tops: the chosen day's top bloggers, posts, topics, brands and hot-search entries. */
export async function readTops(ctx: AppContext, input: DataBoardTopsInput): Promise<DataBoardTops> {
  const { first, day } = await resolveDay(ctx, input.date);
  if (day === null || first === null) return EMPTY_TOPS;
  const before = addDays(day, -1);
  const [start, beforeStart] = [chinaDayStart(day), chinaDayStart(before)];
  const [bloggers, posts, prevPosts, topicsComputed, topicsBefore, topics, brands, hot] = await Promise.all([
    topBloggers(ctx.db, day),
    topPosts(ctx.db, day),
    postInteractionsByRank(ctx.db, before),
    topicDayComputed(ctx.db, start),
    topicDayComputed(ctx.db, beforeStart),
    topTopics(ctx.db, start, beforeStart),
    topBrands(ctx.db, day, before),
    dayHotSearch(ctx.db, day),
  ]);
  const change = (rank: number, prev: number | null) => (prev === null ? null : prev - rank);
  return {
    date: day,
    has_previous: before >= first,
    bloggers: bloggers.map((b) => ({
      rank: b.rank,
      rank_change: change(b.rank, b.prev_rank),
      uid: b.uid,
      kol_id: b.kol_id,
      uname: b.screen_name ?? b.uid,
      avatar: b.avatar ?? '',
      verify: verifyOf(b.verify_badge),
      category: b.categories ?? [],
      posts: b.posts,
      interactions: b.interactions,
      prev_interactions: b.prev_interactions,
    })),
    posts: posts.map((p) => ({
      rank: p.rank,
      mid: p.mid,
      text: p.text ?? '',
      url: p.uid ? weiboPostUrl({ uid: p.uid, bid: p.bid ?? '', mid: p.mid, origin: p.origin as Origin }) : '',
      created_at: p.created_at ? formatChinaTime(p.created_at) : formatChinaTime(start),
      uid: p.uid ?? '',
      kol_id: p.kol_id,
      uname: p.screen_name ?? p.uid ?? '',
      verify: verifyOf(p.verify_badge),
      reposts: p.reposts,
      comments: p.comments,
      likes: p.likes,
      interactions: p.reposts + p.comments + p.likes,
      prev_interactions: prevPosts.get(p.rank) ?? null,
    })),
    topics: {
      computed: topicsComputed,
      has_previous: topicsBefore,
      rows: topics.map((t) => ({
        rank: t.rank,
        rank_change: topicsBefore ? change(t.rank, t.prev_rank) : null,
        name: t.name,
        category: t.category,
        read_inc: t.read_inc,
        discuss_inc: t.discuss_inc,
        prev_read_inc: t.prev_read_inc,
      })),
    },
    brands: brands.map((b) => ({
      rank: b.rank,
      rank_change: change(b.rank, b.prev_rank),
      brand_id: b.brand_id,
      brand_cn_name: b.cn_name,
      brand_pic: b.logo,
      mentions: b.mentions,
      prev_mentions: b.prev_mentions,
      interactions: b.interactions,
    })),
    hot_search: {
      total: hot.total,
      rows: hot.rows.map((h) => ({
        word: h.word,
        category: h.category,
        peak_rank: h.peak_rank,
        peak_heat: h.peak_heat,
        first_seen: formatChinaTime(h.first_seen),
        last_seen: formatChinaTime(h.last_seen),
        minutes_on_list: minutesOf(h.seconds_on_list),
      })),
    },
  };
}
