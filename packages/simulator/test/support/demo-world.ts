import type { WeiboPost } from '@boguan/weibo/model';
import { SimulatorSource } from '../../src/simulator-source.js';
import { createWorld } from '../../src/world.js';

/**
 * The demo world as a fresh server builds it (seed 'boguan', 3000 bloggers), looked at on its
 * eleventh day, with a hand-moved clock like the server's ManualClock.
 */
export const START = new Date('2026-03-02T00:00:00+08:00');
export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
export const DAY_TEN = START.getTime() + 10 * DAY;

export const demoWorld = createWorld({ seed: 'boguan', start: START, bloggers: 3000 });

export class TestClock {
  constructor(private ms: number) {}
  now = (): Date => new Date(this.ms);
  set(ms: number): void {
    this.ms = ms;
  }
  advance(ms: number): void {
    this.ms += ms;
  }
}

/** A source over the demo world whose clock the test moves. */
export function demoSource(at: number): { clock: TestClock; source: SimulatorSource } {
  const clock = new TestClock(at);
  return { clock, source: new SimulatorSource(demoWorld, { now: clock.now }) };
}

/** Day ten's visible posts as seen `daysLater` days after the day began, most reposted first. */
export function dayTenPosts(daysLater = 3): WeiboPost[] {
  const at = new Date(DAY_TEN + daysLater * DAY);
  return [...demoWorld.postsBetween(new Date(DAY_TEN), new Date(DAY_TEN + DAY), { at })]
    .filter((p) => !p.deleted)
    .sort((a, b) => b.reposts - a.reposts || (a.mid < b.mid ? -1 : 1));
}
