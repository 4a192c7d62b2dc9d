import { describe, expect, it } from 'vitest';
import { createWorld, type World } from '../src/world.js';

const START = new Date('2026-03-02T00:00:00+08:00');
const DAY = 86_400_000;
const DAYS = 28;
const SAMPLE = 600;
const END = new Date(START.getTime() + DAYS * DAY);

/** Followers at the end of each China-time day (what the backfill stores), day 0 = the start. */
function series(world: World, uid: string, days: readonly number[] = [...Array(DAYS + 1).keys()]): number[] {
  return days.map((d) => world.userAt(uid, new Date(START.getTime() + d * DAY))!.followers);
}

/** R² of a least-squares straight line through the points (1 = perfectly straight). */
function lineFit(ys: readonly number[]): number {
  const n = ys.length;
  const mx = (n - 1) / 2;
  const my = ys.reduce((a, b) => a + b, 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  ys.forEach((y, x) => {
    sxy += (x - mx) * (y - my);
    sxx += (x - mx) ** 2;
    syy += (y - my) ** 2;
  });
  return syy === 0 ? 1 : (sxy * sxy) / (sxx * syy);
}

const gains = (s: readonly number[]) => s.slice(1).map((x, i) => x - s[i]!);
const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);

const world = createWorld({ seed: 2026, start: START });
const uids = world.bloggerUids().slice(0, SAMPLE);
const all = new Map(uids.map((uid) => [uid, series(world, uid)]));
const followerEvents = (uid: string) =>
  world.eventsOf(uid, START, END).filter((e) => e.kind === 'follower-drop' || e.kind === 'follower-surge');

describe('daily follower series', () => {
  it('holds whole, non-negative counts', () => {
    for (const s of all.values()) {
      for (const x of s) {
        expect(Number.isInteger(x)).toBe(true);
        expect(x).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it('is not a straight line: uneven daily gains, a line fits most accounts loosely', () => {
    let curved = 0;
    let uneven = 0;
    for (const s of all.values()) {
      if (lineFit(s) < 0.999) curved++;
      const g = gains(s);
      if (gains(g).some((x) => x !== 0)) uneven++;
    }
    expect(curved / all.size).toBeGreaterThan(0.9);
    expect(uneven).toBe(all.size);
    // Among accounts with no follower event at all, day-to-day gains still scatter around their mean.
    const quiet = uids.filter((uid) => all.get(uid)![0]! > 20_000 && followerEvents(uid).length === 0);
    const spreads = quiet.map((uid) => {
      const g = gains(all.get(uid)!);
      const m = mean(g);
      return Math.sqrt(mean(g.map((x) => (x - m) ** 2))) / all.get(uid)![0]!;
    });
    expect(quiet.length).toBeGreaterThan(100);
    expect(spreads.filter((sd) => sd > 0.0003).length / spreads.length).toBeGreaterThan(0.8);
  });

  it('jumps after viral posts and drops in purges, where the world says it did', () => {
    let jumps = 0;
    let explained = 0;
    let drops = 0;
    for (const uid of uids) {
      const s = all.get(uid)!;
      const events = followerEvents(uid);
      gains(s).forEach((g, day) => {
        if (Math.abs(g) < 0.02 * s[day]!) return;
        // A step of 2% or more in a day is an event of its kind that day (a surge may ramp over days).
        const from = START.getTime() + (day - 3) * DAY;
        const to = START.getTime() + (day + 1) * DAY;
        const kind = g > 0 ? 'follower-surge' : 'follower-drop';
        const cause = events.some((e) => e.kind === kind && e.at.getTime() >= from && e.at.getTime() < to);
        if (g > 0) {
          jumps++;
          if (cause) explained++;
        } else {
          // Unfollows are steady: only a purge takes 2% in a day.
          expect(cause, `${uid} day ${day}: ${s[day]} -> ${s[day + 1]}`).toBe(true);
          drops++;
        }
      });
    }
    expect(jumps).toBeGreaterThan(20);
    expect(drops).toBeGreaterThan(3);
    // A small account's lucky day can reach 2% without a viral post, but rarely.
    expect(explained / jumps).toBeGreaterThan(0.95);
    // Viral jumps are a few percent: most surges stay under 10%.
    const sizes = uids.flatMap((uid) =>
      followerEvents(uid)
        .filter((e) => e.kind === 'follower-surge')
        .map((e) => Number(e.after) / Number(e.before) - 1),
    );
    expect(sizes.filter((x) => x > 0.02 && x < 0.1).length / sizes.length).toBeGreaterThan(0.6);
  });

  it('gains differently at weekends: people more, outlets and brands less', () => {
    // 2026-03-02 is a Monday, so gain i covers weekday (i + 1) % 7 (0 = Sunday); step days left out.
    const weekendShare = (kinds: readonly string[]) => {
      const weekday: number[] = [];
      const weekend: number[] = [];
      for (const uid of uids) {
        if (!kinds.includes(world.bloggerTraits(uid)!.kind)) continue;
        const s = all.get(uid)!;
        gains(s).forEach((g, i) => {
          const rel = g / s[0]!;
          if (Math.abs(rel) > 0.01) return;
          const wd = (i + 1) % 7;
          (wd === 0 || wd === 6 ? weekend : weekday).push(rel);
        });
      }
      return mean(weekend) / mean(weekday);
    };
    expect(weekendShare(['personal'])).toBeGreaterThan(1.2);
    expect(weekendShare(['media', 'brand'])).toBeLessThan(0.85);
  });

  it("keeps the account's own trend over the month", () => {
    const errors: number[] = [];
    let agree = 0;
    let strong = 0;
    for (const uid of uids) {
      const s = all.get(uid)!;
      if (s[0]! < 5_000 || followerEvents(uid).some((e) => e.kind === 'follower-drop')) continue;
      const trend = (world.bloggerTraits(uid)!.monthlyGrowth * DAYS) / 30;
      const actual = Math.log(s[DAYS]! / s[0]!);
      if (followerEvents(uid).length === 0) errors.push(actual - trend);
      if (Math.abs(trend) > 0.03) {
        strong++;
        if (Math.sign(actual) === Math.sign(trend)) agree++;
      }
    }
    expect(errors.length).toBeGreaterThan(100);
    // Without events an account sits a little below its trend (the trend makes room for viral jumps).
    expect(Math.abs(mean(errors))).toBeLessThan(0.025);
    for (const e of errors) expect(Math.abs(e)).toBeLessThan(0.08);
    expect(agree / strong).toBeGreaterThan(0.95);
  });

  it('gives the same series for the same seed, in any order of asking, and another for another seed', () => {
    const again = createWorld({ seed: 2026, start: START });
    const backwards = [...Array(DAYS + 1).keys()].reverse();
    const shuffled = [14, 3, 27, 0, 9, 28, 1, 20];
    for (const uid of uids.slice(0, 40)) {
      const s = all.get(uid)!;
      expect(series(again, uid, backwards).reverse()).toEqual(s);
      expect(series(again, uid, shuffled)).toEqual(shuffled.map((d) => s[d]));
    }
    const other = createWorld({ seed: 2027, start: START });
    const otherGains = other
      .bloggerUids()
      .slice(0, 40)
      .map((uid) => gains(series(other, uid)).join());
    const ownGains = new Set(uids.map((uid) => gains(all.get(uid)!).join()));
    expect(otherGains.filter((g) => ownGains.has(g))).toEqual([]);
  });
});
