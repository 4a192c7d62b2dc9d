/**
 * When each blogger posts: a Poisson count per China-time day (activity × weekday), times
 * drawn from the diurnal curve shifted by the blogger's habits, and per post the two
 * decisions that account statistics need without the text: sponsorship and deletion.
 * Cheap enough to run for every blogger and day; the text is built only when asked.
 */
import type { Blogger } from './bloggers.js';
import { campaignBrands } from './brands.js';
import { chinaDay, DAY, DIURNAL_WEIGHTS, dayStart, HOUR, WEEKDAY_FACTORS, weekday } from './calendar.js';
import { bloggerAt, type WorldCore } from './core.js';
import { originalMid } from './ids.js';
import { cumulate, hash32, rngFor, STREAM, unitFromHash } from './rng.js';

export interface PostStub {
  idx: number;
  day: number;
  /** Number of the post within the blogger's day, in time order. */
  k: number;
  at: number;
  mid: string;
  sponsored: boolean;
  deletedAt: number | null;
}

const DIURNAL_CUMULATIVE = cumulate(DIURNAL_WEIGHTS);
/** On a campaign day in its industry a blogger takes paid posts about four times as often. */
const CAMPAIGN_PAID_LIFT = 3;

/** Posts the blogger publishes over the whole China-time day (before clipping to the world's life). */
export function dayCount(core: WorldCore, b: Blogger, day: number): number {
  const lambda = b.activity * (WEEKDAY_FACTORS[weekday(day)] ?? 1);
  const rng = rngFor(core.seed, STREAM.dayCount, b.idx, day);
  return Math.min(core.maxPerDay, rng.poisson(lambda * rng.logNormal(1, 0.3)));
}

/** The day's posts in time order, only those at or after the world's start and the account's birth. */
export function dayPlan(core: WorldCore, b: Blogger, day: number): PostStub[] {
  const dayEnd = dayStart(day) + DAY;
  if (dayEnd <= core.start || dayEnd <= b.createdAt) return [];
  const count = dayCount(core, b, day);
  if (count === 0) return [];
  const rng = rngFor(core.seed, STREAM.dayTimes, b.idx, day);
  const base = dayStart(day);
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const hour = (rng.weighted(DIURNAL_CUMULATIVE) + b.hourShift + 24) % 24;
    times.push(base + hour * HOUR + rng.int(3600) * 1000);
  }
  times.sort((x, y) => x - y);
  const out: PostStub[] = [];
  // A campaign in the blogger's industry buys more paid posts (brand-events.ts says for whom).
  const campaignLift =
    b.sponsorRate > 0 && campaignBrands(core.seed, b.industry, day).length > 0
      ? Math.min(0.5, CAMPAIGN_PAID_LIFT * b.sponsorRate)
      : 0;
  for (let k = 0; k < times.length; k++) {
    const at = times[k]!;
    if (at < core.start || at < b.createdAt) continue;
    const p = rngFor(core.seed, STREAM.deletion, b.idx, day, k);
    let sponsored = p.chance(b.sponsorRate);
    // Its own draw, so posts outside campaigns keep their sponsorship and deletion exactly.
    if (!sponsored && campaignLift > 0) {
      sponsored = unitFromHash(hash32(core.seed, STREAM.brandEvent, b.idx, day, k, -1)) < campaignLift;
    }
    // Paid posts are taken down more often (contract ends, complaints).
    const deleted = p.chance(sponsored ? 0.05 : 0.012);
    const delay = Math.min(20 * DAY, Math.max(20 * 60_000, p.logNormal(10 * HOUR, 1)));
    out.push({
      idx: b.idx,
      day,
      k,
      at,
      mid: originalMid(core.layout, at, b.idx, k),
      sponsored,
      deletedAt: deleted ? at + Math.round(delay) : null,
    });
  }
  return out;
}

interface Tally {
  posted: number;
  deleted: number;
}

/** Deletions come at most 20 days after posting, so days older than this are settled for good. */
const SETTLED_DAYS = 22;
const settledTallies = new WeakMap<WorldCore, Map<number, Tally & { day: number }>>();

/**
 * Posts since the world's start up to `to`, and how many of them were deleted by `to`.
 * Settled days are summed once and kept, so a world that has run for months still answers fast.
 */
export function tallySinceStart(core: WorldCore, idx: number, to: number): Tally {
  let memo = settledTallies.get(core);
  if (!memo) {
    memo = new Map();
    settledTallies.set(core, memo);
  }
  const firstDay = chinaDay(core.start);
  const settledUntil = chinaDay(to) - SETTLED_DAYS;
  let row = memo.get(idx) ?? { day: firstDay - 1, posted: 0, deleted: 0 };
  if (row.day < settledUntil) {
    const b = bloggerAt(core, idx);
    row = { ...row };
    for (let day = row.day + 1; day <= settledUntil; day++) {
      for (const stub of dayPlan(core, b, day)) {
        row.posted++;
        if (stub.deletedAt !== null) row.deleted++;
      }
    }
    row.day = settledUntil;
    memo.set(idx, row);
  }
  const base = row.day <= settledUntil ? row : { day: firstDay - 1, posted: 0, deleted: 0 };
  const rest = postTally(core, idx, dayStart(base.day + 1), to);
  return { posted: base.posted + rest.posted, deleted: base.deleted + rest.deleted };
}

/** Original posts a blogger has published in [from, to] and how many of them were deleted by `to`. */
export function postTally(core: WorldCore, idx: number, from: number, to: number): Tally {
  const b = bloggerAt(core, idx);
  let posted = 0;
  let deleted = 0;
  for (let day = chinaDay(from); day <= chinaDay(to); day++) {
    for (const stub of dayPlan(core, b, day)) {
      if (stub.at < from || stub.at > to) continue;
      posted++;
      if (stub.deletedAt !== null && stub.deletedAt <= to) deleted++;
    }
  }
  return { posted, deleted };
}

/** Stubs of every blogger (or the given ones) for one day, in time order. */
export function dayStubs(core: WorldCore, day: number, indexes?: readonly number[]): PostStub[] {
  const out: PostStub[] = [];
  const list = indexes ?? core.table.list.map((b) => b.idx);
  for (const idx of list) for (const stub of dayPlan(core, bloggerAt(core, idx), day)) out.push(stub);
  out.sort((x, y) => x.at - y.at || x.idx - y.idx);
  return out;
}
