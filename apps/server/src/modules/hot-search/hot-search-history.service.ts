import { createHash } from 'node:crypto';
import { addDays, chinaDayStart } from '@boguan/contracts/china-time';
import { HOT_DAY_PER_PAGE, HotSearchMessage, minutesOf, outOfRangeMessage } from '@boguan/contracts/hot-search';
import type {
  HotDayRow,
  HotDaySummary,
  HotDaySummaryInput,
  HotHistory,
  HotRange,
} from '@boguan/contracts/hot-search.api';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import type { Member } from '../membership/membership.service.js';
import {
  captureAtOrBefore,
  captureBounds,
  captureRange,
  type DayQuery,
  type DayRow,
  dayCount,
  dayOrigin,
  dayRows,
  latestCaptureTimes,
  listAt,
} from './hot-search.repository.js';
import { listEntry } from './hot-search.service.js';
import { chinaMinute, chinaTimeOf, isDemo } from './hot-search-time.js';

/*
 * The history (/hotHistory): the list at a past minute and a day's summary, gated by
 * hot_search_history. A use is counted once a China day per distinct question (the minute, or the
 * day of a summary), the way post search counts a search; a question outside the kept history is
 * refused before anything is counted (docs/hot-search.md).
 */

export const HISTORY_FEATURE = 'hot_search_history' as const;
/** The usual spacing is the median gap of this many latest captures. */
const SPACING_SAMPLE = 21;
/** A minute is answered by a capture at most this much earlier when no spacing is known (one capture). */
const MINUTE_MS = 60_000;

/** The digest of one question, so the same question the same day counts once. */
function fingerprint(question: string): string {
  return createHash('sha256').update(`hot-search:${question}`).digest('hex');
}

/** Counts the question (once a day), runs it, and gives the use back when it fails. */
async function counted<T>(ctx: AppContext, user: Member, question: string, run: () => Promise<T>): Promise<T> {
  const print = fingerprint(question);
  const { counted: isNew } = await ctx.membership.consumeOnce(user, HISTORY_FEATURE, print);
  try {
    return await run();
  } catch (error) {
    if (isNew) await ctx.membership.releaseOnce(user, HISTORY_FEATURE, print);
    throw error;
  }
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? null;
}

/** POST /api/hot_search/historyRange: the kept range, the usual capture spacing, the uses left. */
export async function historyRange(ctx: AppContext, user: Member): Promise<HotRange> {
  const [range, times, allowance] = await Promise.all([
    captureRange(ctx.db),
    latestCaptureTimes(ctx.db, SPACING_SAMPLE),
    ctx.membership.remaining(user, HISTORY_FEATURE),
  ]);
  const gaps = times.slice(1).map((t, i) => (times[i] as Date).getTime() - t.getTime());
  const spacing = median(gaps);
  return {
    first: range.first ? chinaTimeOf(range.first) : null,
    last: range.last ? chinaTimeOf(range.last) : null,
    captures: range.captures,
    spacing_minutes: spacing === null ? null : Math.round(spacing / 6_000) / 10,
    allowance,
  };
}

/** Refuses an instant before the first capture or after now, naming the kept range. */
async function checkInRange(ctx: AppContext, from: Date, to: Date): Promise<void> {
  const range = await captureBounds(ctx.db);
  if (!range.first || !range.last) throw AppError.bad(HotSearchMessage.noData);
  const now = ctx.clock.now();
  if (to.getTime() <= range.first.getTime() || from.getTime() > now.getTime()) {
    throw AppError.bad(outOfRangeMessage(chinaTimeOf(range.first), chinaTimeOf(range.last)));
  }
}

/**
 * POST /api/hot_search/history: the list as it stood at a minute: the latest capture at or before
 * the minute's end, when that capture is no older than the spacing around it (the gap to the
 * capture before it, at least one minute); otherwise nothing was captured near that minute.
 */
export async function historyAt(ctx: AppContext, user: Member, date: string, time: string): Promise<HotHistory> {
  const minute = chinaMinute(date, time);
  const minuteEnd = new Date(minute.getTime() + MINUTE_MS);
  await checkInRange(ctx, minute, minuteEnd);
  return counted(ctx, user, `at:${date} ${time}`, async () => {
    const capture = await captureAtOrBefore(ctx.db, new Date(minuteEnd.getTime() - 1));
    if (!capture) throw AppError.bad(HotSearchMessage.noCaptureNear);
    const spacing = Math.max(
      capture.previous ? capture.captured_at.getTime() - capture.previous.getTime() : 0,
      MINUTE_MS,
    );
    if (minute.getTime() - capture.captured_at.getTime() >= spacing) {
      throw AppError.bad(HotSearchMessage.noCaptureNear);
    }
    const rows = (await listAt(ctx.db, capture.captured_at)).map(listEntry);
    return {
      asked_at: chinaTimeOf(minute),
      captured_at: chinaTimeOf(capture.captured_at),
      demo: isDemo(capture.origin),
      entries: rows.filter((r) => !r.is_ad),
      ads: rows.filter((r) => r.is_ad),
    };
  });
}

export function dayRow(row: DayRow): HotDayRow {
  return {
    word: row.word,
    is_ad: row.is_ad,
    category: row.category,
    peak_rank: row.peak_rank,
    peak_rank_at: row.peak_rank_at ? chinaTimeOf(row.peak_rank_at) : null,
    peak_heat: Number(row.peak_heat),
    first_seen: chinaTimeOf(row.first_seen),
    last_seen: chinaTimeOf(row.last_seen),
    minutes_on_list: minutesOf(row.seconds_on_list),
    minutes_at_top: minutesOf(row.seconds_at_top),
    captures: row.captures,
  };
}

/** Refuses a day outside the kept history; answers its bounds. */
async function checkDay(ctx: AppContext, date: string): Promise<{ from: Date; to: Date }> {
  const from = chinaDayStart(date);
  const to = chinaDayStart(addDays(date, 1));
  await checkInRange(ctx, from, to);
  return { from, to };
}

/** POST /api/hot_search/daySummary: one page of a day's entries, the member's row cap applied. */
export async function daySummary(ctx: AppContext, user: Member, input: HotDaySummaryInput): Promise<HotDaySummary> {
  const { from, to } = await checkDay(ctx, input.date);
  return counted(ctx, user, `day:${input.date}`, async () => {
    const maxRows = ctx.membership.authorize(user, HISTORY_FEATURE).maxRows ?? null;
    const offset = (input.page - 1) * HOT_DAY_PER_PAGE;
    const [all, origin] = await Promise.all([dayCount(ctx.db, input.date), dayOrigin(ctx.db, from, to)]);
    const total = maxRows === null ? all : Math.min(all, maxRows);
    const limit = Math.max(0, Math.min(HOT_DAY_PER_PAGE, total - offset));
    const query: DayQuery = { sort: input.sort, order: input.order, offset, limit };
    const rows = limit > 0 ? await dayRows(ctx.db, input.date, query) : [];
    return {
      data: rows.map(dayRow),
      page: input.page,
      per_page: HOT_DAY_PER_PAGE,
      total,
      total_all: all,
      max_rows: maxRows,
      date: input.date,
      demo: isDemo(origin ?? ''),
    };
  });
}

/** Every row of a day for an export, in the summary's order, at most `limit`. */
export async function dayExportRows(
  ctx: AppContext,
  input: Omit<DayQuery, 'offset' | 'limit'> & { date: string },
  limit: number,
): Promise<HotDayRow[]> {
  const rows = await dayRows(ctx.db, input.date, { sort: input.sort, order: input.order, offset: 0, limit });
  return rows.map(dayRow);
}

export async function dayEntryCount(ctx: AppContext, date: string): Promise<number> {
  await checkDay(ctx, date);
  return dayCount(ctx.db, date);
}
