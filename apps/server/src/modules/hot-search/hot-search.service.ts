import { HOUR_MS } from '@boguan/contracts/china-time';
import {
  HOT_DETAIL_BLOGGERS,
  HOT_DETAIL_POSTS,
  HOT_TREND_THRESHOLD,
  HotSearchMessage,
  type HotTrend,
  minutesOf,
} from '@boguan/contracts/hot-search';
import type { HotDetail, HotListEntry, HotRealtime, HotRealtimeEntry } from '@boguan/contracts/hot-search.api';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import { toPostResult } from '../post-search/post-card.js';
import { postCardsByMids } from '../post-search/post-search.repository.js';
import { modelLabel } from '../sentiment/sentiment.service.js';
import { searchQueryTokens } from '../weibo-data/enrich.js';
import {
  bloggersOf,
  captureNearest,
  capturesBetween,
  curveOf,
  firstAtRank,
  heatsAt,
  type LifeRow,
  type ListRow,
  lastCategory,
  latestCapture,
  listAt,
  livesOf,
  postsFigures,
} from './hot-search.repository.js';
import { gapsBefore } from './hot-search-gaps.js';
import { chinaTimeOf, isDemo } from './hot-search-time.js';

/*
 * The live list (/hotSearch) and one entry's life (/hotDetail), open to visitors
 * (docs/hot-search.md).
 */

const lifeKey = (word: string, isAd: boolean) => `${isAd ? 1 : 0}:${word}`;

export function listEntry(row: ListRow): HotListEntry {
  return {
    rank: row.rank,
    word: row.word,
    heat: Number(row.heat),
    label: row.label,
    category: row.category,
    is_ad: row.is_ad,
  };
}

/** Heat now against the heat at the compared capture, per hour and in percent, and the trend it makes. */
export function velocity(
  heat: number,
  earlier: number | undefined,
  hours: number,
): Pick<HotRealtimeEntry, 'heat_per_hour' | 'heat_change_pct' | 'trend'> {
  if (earlier === undefined || hours <= 0) return { heat_per_hour: null, heat_change_pct: null, trend: 'new' };
  const change = heat - earlier;
  const share = earlier > 0 ? change / earlier : change > 0 ? Number.POSITIVE_INFINITY : 0;
  let trend: HotTrend = 'steady';
  if (share > HOT_TREND_THRESHOLD) trend = 'rising';
  else if (share < -HOT_TREND_THRESHOLD) trend = 'falling';
  return {
    heat_per_hour: Math.round(change / hours),
    heat_change_pct: earlier > 0 ? Math.round(share * 1000) / 10 : null,
    trend,
  };
}

function categoriesOf(rows: readonly ListRow[]): string[] {
  const counts = new Map<string, number>();
  for (const row of rows) if (row.category) counts.set(row.category, (counts.get(row.category) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([name]) => name);
}

/** POST /api/hot_search/realtime: the latest capture with each entry's life so far and last hour. */
export async function realtime(ctx: AppContext, input: { category?: string; keyword?: string }): Promise<HotRealtime> {
  const latest = await latestCapture(ctx.db);
  if (!latest) return { captured_at: null, compared_at: null, demo: false, categories: [], entries: [], ads: [] };
  const now = latest.captured_at;
  const [rows, compared] = await Promise.all([
    listAt(ctx.db, now),
    captureNearest(ctx.db, new Date(now.getTime() - HOUR_MS), now),
  ]);
  const words = rows.map((r) => r.word);
  const [lives, earlier] = await Promise.all([
    livesOf(ctx.db, words),
    compared ? heatsAt(ctx.db, compared, words) : Promise.resolve(new Map<string, number>()),
  ]);
  const lifeByKey = new Map(lives.map((l) => [lifeKey(l.word, l.is_ad), l]));
  const hours = compared ? (now.getTime() - compared.getTime()) / HOUR_MS : 0;
  const keyword = input.keyword?.toLowerCase();
  const shown = rows.filter(
    (r) => (!input.category || r.category === input.category) && (!keyword || r.word.toLowerCase().includes(keyword)),
  );
  const entries = shown.map((row): HotRealtimeEntry => {
    const key = lifeKey(row.word, row.is_ad);
    const life = lifeByKey.get(key);
    return {
      ...listEntry(row),
      first_seen: chinaTimeOf(life?.first_seen ?? now),
      minutes_on_list: minutesOf(life?.seconds_on_list ?? 0),
      peak_rank: life?.peak_rank ?? row.rank,
      ...velocity(Number(row.heat), earlier.get(key), hours),
    };
  });
  return {
    captured_at: chinaTimeOf(now),
    compared_at: compared ? chinaTimeOf(compared) : null,
    demo: isDemo(latest.origin),
    categories: categoriesOf(rows),
    entries: entries.filter((e) => !e.is_ad),
    ads: entries.filter((e) => e.is_ad),
  };
}

/** The organic life of the word when it has one, else its paid one. */
function chooseLife(lives: readonly LifeRow[]): LifeRow | undefined {
  return lives.find((l) => !l.is_ad) ?? lives[0];
}

/** POST /api/hot_search/detail: one entry's whole recorded life and the posts that drove it. */
export async function detail(ctx: AppContext, word: string): Promise<HotDetail> {
  const life = chooseLife(await livesOf(ctx.db, [word]));
  if (!life) throw AppError.bad(HotSearchMessage.unknownWord);
  const tokens = searchQueryTokens(word);
  const [curve, category, peakAt, latest, posts, bloggers] = await Promise.all([
    curveOf(ctx.db, word, life.is_ad),
    lastCategory(ctx.db, word, life.is_ad),
    life.peak_rank === null ? Promise.resolve(null) : firstAtRank(ctx.db, word, life.is_ad, life.peak_rank),
    latestCapture(ctx.db),
    postsFigures(ctx.db, word, tokens, HOT_DETAIL_POSTS),
    bloggersOf(ctx.db, word, tokens, HOT_DETAIL_BLOGGERS),
  ]);
  const captures =
    curve.length > 1
      ? await capturesBetween(ctx.db, new Date(curve[0]!.captured_at), new Date(curve.at(-1)!.captured_at))
      : [];
  const gaps = gapsBefore(curve, captures);
  const cards = await postCardsByMids(ctx.db, posts.mids);
  const lastSeen = new Date(life.last_seen);
  return {
    word,
    is_ad: life.is_ad,
    category,
    demo: isDemo(latest?.origin ?? ''),
    on_list_now: latest !== null && latest.captured_at.getTime() === lastSeen.getTime(),
    first_seen: chinaTimeOf(life.first_seen),
    last_seen: chinaTimeOf(lastSeen),
    minutes_on_list: minutesOf(life.seconds_on_list),
    minutes_at_top: minutesOf(life.seconds_at_top),
    captures: life.captures,
    peak_rank: life.peak_rank,
    peak_rank_at: peakAt ? chinaTimeOf(peakAt) : null,
    peak_heat: Number(life.peak_heat),
    curve: curve.map((p, i) => ({
      at: chinaTimeOf(p.captured_at),
      rank: p.rank,
      heat: Number(p.heat),
      after_gap: gaps[i]!,
    })),
    posts: cards.map((card) => ({ ...toPostResult(card), sentiment: modelLabel(card.sentiment_score) })),
    post_count: posts.count,
    bloggers: bloggers.map((b) => ({
      uid: b.uid,
      kol_id: b.kol_id,
      name: b.screen_name ?? b.uid,
      avatar: b.avatar ?? '',
      posts: b.posts,
      interactions: b.interactions,
    })),
    sentiment: { ...posts.sentiment, total: posts.count },
  };
}
