/**
 * How an account changes over time: follower growth along its own curve (fan-curve.ts), viral
 * jumps and surges, purges of bought fans, renames and verification changes at seeded instants.
 * Events are drawn per (blogger, week) from their own stream, so the state at any time is a fold
 * over the weeks since the world's start, and account monitoring has real changes to detect.
 */
import type { Blogger, Tier } from './bloggers.js';
import { chinaDay, chinaWeek, DAY, dayStart, WEEK, weekFirstDay } from './calendar.js';
import { fanLog, viralStep } from './fan-curve.js';
import { renamedName } from './profile-text.js';
import { rngFor, STREAM } from './rng.js';

export type ChangeKind = 'rename' | 'verify' | 'follower-drop' | 'follower-surge' | 'post-delete';

export interface AccountEvent {
  kind: ChangeKind;
  at: number;
  /** Follower factor for drops (0.7 = lost 30%), peak gain for surges (0.2 = +20%). */
  magnitude: number;
  /** Surge spread in ms. */
  duration: number;
}

const MONTH = 30 * DAY;

/** Events of one blogger in one week (China-time, Monday first), in time order. */
export function weekEvents(seed: number, b: Blogger, week: number): AccountEvent[] {
  const rng = rngFor(seed, STREAM.event, b.idx, week);
  const begin = dayStart(weekFirstDay(week));
  const out: AccountEvent[] = [];
  const personal = b.kind === 'personal';
  // Fixed number of draws per kind keeps each decision independent of the others.
  const draws = [rng.next(), rng.next(), rng.next(), rng.next()];
  const times = [rng.next(), rng.next(), rng.next(), rng.next()];
  const sizes = [rng.next(), rng.next(), rng.next()];
  const renameP = personal ? 0.004 : 0.0008;
  if ((draws[0] ?? 1) < renameP) out.push(event('rename', begin, times[0], 0, 0));
  if (personal && (draws[1] ?? 1) < 0.003) out.push(event('verify', begin, times[1], 0, 0));
  const dropP = b.suspicious ? 0.06 : 0.01;
  if ((draws[2] ?? 1) < dropP) {
    const loss = b.suspicious ? 0.1 + 0.25 * (sizes[0] ?? 0) : 0.03 + 0.12 * (sizes[0] ?? 0);
    out.push(event('follower-drop', begin, times[2], 1 - loss, 0));
  }
  if ((draws[3] ?? 1) < 0.015) {
    out.push(event('follower-surge', begin, times[3], 0.05 + 0.35 * (sizes[1] ?? 0), (1 + 2 * (sizes[2] ?? 0)) * DAY));
  }
  // A viral post: a jump of a few percent within hours, far more common than a big surge.
  const viral = viralStep(rngFor(seed, STREAM.fanStep, b.idx, week), b.kind);
  if (viral) out.push(event('follower-surge', begin, viral.when, viral.magnitude, viral.duration));
  return out.sort((x, y) => x.at - y.at);
}

function event(kind: ChangeKind, begin: number, u: number | undefined, magnitude: number, duration: number) {
  return { kind, at: begin + Math.floor((u ?? 0) * WEEK), magnitude, duration };
}

/** Events of a blogger in [from, to], never before the world's start. */
export function eventsBetween(seed: number, b: Blogger, start: number, from: number, to: number): AccountEvent[] {
  const out: AccountEvent[] = [];
  const lo = Math.max(from, start);
  if (to < lo) return out;
  for (let w = chinaWeek(chinaDay(lo)); w <= chinaWeek(chinaDay(to)); w++) {
    for (const e of weekEvents(seed, b, w)) if (e.at >= lo && e.at <= to) out.push(e);
  }
  return out;
}

export interface AccountState {
  screenName: string;
  tier: Tier;
  followers: number;
  follows: number;
}

/** The account as it stands at `at`: a fold of its events since the world's start. */
export function accountStateAt(seed: number, b: Blogger, start: number, at: number): AccountState {
  let name = b.screenName;
  let tier = b.tier;
  let factor = 1;
  let renames = 0;
  for (const e of eventsBetween(seed, b, start, start, at)) {
    if (e.kind === 'rename') {
      renames++;
      name = renamedName(rngFor(seed, STREAM.name, b.idx, renames), name, b.industry);
    } else if (e.kind === 'verify') {
      tier = nextTier(tier, b.followers0, rngFor(seed, STREAM.name, b.idx, 1000 + e.at).next());
    } else if (e.kind === 'follower-drop') {
      factor *= e.magnitude;
    } else if (e.kind === 'follower-surge') {
      // Logistic ramp: most of the gain arrives in the middle of the surge.
      const progress = 1 / (1 + Math.exp(-((at - e.at) / e.duration - 0.5) * 10));
      factor *= 1 + e.magnitude * progress;
    }
  }
  const followers = Math.max(0, Math.round(b.followers0 * Math.exp(fanLog(seed, b, start, at)) * factor));
  const follows = b.follows0 + Math.max(0, Math.floor(((at - start) / DAY) * 0.05 * (1 + (b.idx % 5))));
  return { screenName: name, tier, followers, follows };
}

/** Verification moves one step: none→yellow, yellow→gold (or back), gold→yellow. */
function nextTier(tier: Tier, followers: number, u: number): Tier {
  if (tier === 'none') return 'yellow';
  if (tier === 'yellow') return followers > 50_000 && u < 0.7 ? 'gold' : 'none';
  if (tier === 'gold') return 'yellow';
  return tier;
}

/** Cheap follower estimate for engagement (ignores events; used per post). */
export function followersApprox(b: Blogger, start: number, at: number): number {
  return b.followers0 * Math.exp(b.growth * ((at - start) / MONTH));
}
