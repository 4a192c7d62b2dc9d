/**
 * The follower curve between account events. Real accounts do not gain followers on a straight
 * line: new fans arrive in uneven amounts from day to day and week to week (seeded multiplicative
 * noise), more or fewer at weekends (the blogger's weekendLift), along the day's browsing curve,
 * while unfollows go on steadily; now and then a post goes viral and lifts the count by a few
 * percent within hours. Over whole weeks gains, losses and viral steps average out to the
 * account's growth trend, so a month of data keeps the account's general direction.
 */
import type { AccountKind, Blogger } from './bloggers.js';
import { chinaDay, chinaWeek, DAY, DIURNAL_WEIGHTS, dayStart, HOUR, weekday } from './calendar.js';
import { hash32, normalFromHash, type Rng, STREAM } from './rng.js';

const MONTH_DAYS = 30;
/**
 * Gross new followers a month on top of the net trend (unfollows take them back): even a stalled
 * account gains some fans every day and loses others, so its line still moves.
 */
const GROSS_FLOOR = 0.02;
/** Log sd of a week's gains (a good week and a quiet one). */
const WEEK_NOISE = 0.3;

/** Weekly chance of a viral post that brings a jump of followers. */
const VIRAL_CHANCE: Record<AccountKind, number> = { personal: 0.07, media: 0.05, brand: 0.04 };
const VIRAL_MIN = 0.03;
const VIRAL_SPAN = 0.05;

/** A viral jump's size from a uniform draw: 3% to 8%, small ones far more common. */
function viralSize(u: number): number {
  return VIRAL_MIN + VIRAL_SPAN * u * u;
}

/** Mean log gain of one viral jump, so the trend can leave room for them. */
const VIRAL_LOG_MEAN = (() => {
  let sum = 0;
  for (let i = 0; i < 1000; i++) sum += Math.log1p(viralSize((i + 0.5) / 1000));
  return sum / 1000;
})();

export interface ViralStep {
  /** Offset into the week, as a share of it. */
  when: number;
  /** Peak gain (0.04 = +4%). */
  magnitude: number;
  /** Ramp length in ms: the post spreads over hours. */
  duration: number;
}

/** The week's viral jump, if any, drawn from its own stream (other weekly events keep their draws). */
export function viralStep(rng: Rng, kind: AccountKind): ViralStep | null {
  const hit = rng.next() < VIRAL_CHANCE[kind];
  const when = rng.next();
  const magnitude = viralSize(rng.next());
  const duration = (0.25 + 0.5 * rng.next()) * DAY;
  return hit ? { when, magnitude, duration } : null;
}

const DIURNAL_CUMULATIVE: number[] = [0];
for (const w of DIURNAL_WEIGHTS) DIURNAL_CUMULATIVE.push((DIURNAL_CUMULATIVE.at(-1) ?? 0) + w);
const DIURNAL_TOTAL = DIURNAL_CUMULATIVE.at(-1) ?? 1;

/** Share of a China-time day's gains that has arrived by `ms` (0 at midnight, 1 at the next). */
function dayShare(ms: number, day: number): number {
  const local = Math.min(DAY, Math.max(0, ms - dayStart(day)));
  const hour = Math.min(23, Math.floor(local / HOUR));
  const within = (local - hour * HOUR) / HOUR;
  return ((DIURNAL_CUMULATIVE[hour] ?? 0) + (DIURNAL_WEIGHTS[hour] ?? 0) * within) / DIURNAL_TOTAL;
}

/** Mean-one multiplicative noise from a hash. */
function lognormalOne(h: number, sigma: number): number {
  return Math.exp(sigma * normalFromHash(h) - (sigma * sigma) / 2);
}

/** Net log change of followers over one whole China-time day. */
function dayGain(seed: number, b: Blogger, day: number): number {
  const gross = (Math.max(b.growth, 0) + GROSS_FLOOR) / MONTH_DAYS;
  const viralDrift = (VIRAL_CHANCE[b.kind] * VIRAL_LOG_MEAN) / 7;
  const churn = gross - b.growth / MONTH_DAYS + viralDrift;
  const wd = weekday(day);
  // Weekday weights average one over a week: two weekend days at `lift`, five weekdays at 1.
  const lift = wd === 0 || wd === 6 ? b.weekendLift : 1;
  const rhythm = (7 * lift) / (5 + 2 * b.weekendLift);
  const week = lognormalOne(hash32(seed, STREAM.fanWeek, b.idx, chinaWeek(day)), WEEK_NOISE);
  const noise = lognormalOne(hash32(seed, STREAM.fanDay, b.idx, day), b.fanNoise);
  return gross * rhythm * week * noise - churn;
}

interface Settled {
  seed: number;
  start: number;
  day: number;
  sum: number;
}

/**
 * The sum over whole days last asked for, per blogger: a backfill or a monitor walks forward in
 * time, so each step only adds the days since the last one (a jump back starts over). Sums are
 * always added in day order, so a cached sum and a fresh one are the same number to the last bit.
 */
const settled = new WeakMap<Blogger, Settled>();

function sumThrough(seed: number, b: Blogger, start: number, last: number): number {
  const first = chinaDay(start);
  const known = settled.get(b);
  const reuse = known && known.seed === seed && known.start === start && known.day <= last ? known : null;
  let sum = reuse ? reuse.sum : 0;
  for (let day = reuse ? reuse.day + 1 : first; day <= last; day++) {
    sum += dayGain(seed, b, day) * (day === first ? 1 - dayShare(start, first) : 1);
  }
  settled.set(b, { seed, start, day: last, sum });
  return sum;
}

/** log(followers at `at` / followers at the start), before renames, purges and viral jumps. */
export function fanLog(seed: number, b: Blogger, start: number, at: number): number {
  if (at <= start) return 0;
  const first = chinaDay(start);
  const last = chinaDay(at);
  const whole = last > first ? sumThrough(seed, b, start, last - 1) : 0;
  const from = last === first ? dayShare(start, first) : 0;
  return whole + dayGain(seed, b, last) * (dayShare(at, last) - from);
}
