/** Time is injected everywhere so tests never depend on the wall clock. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * A clock tests move by hand. It can also tick: with `tickEach(ms)` every reading moves it on, so
 * code that reads the clock twice sees two instants, as it would in production.
 */
export class ManualClock implements Clock {
  private current: number;
  private step = 0;
  constructor(start: Date | string = '2026-01-05T02:00:00.000Z') {
    this.current = new Date(start).getTime();
  }
  now(): Date {
    const reading = new Date(this.current);
    this.current += this.step;
    return reading;
  }
  /** Every later reading advances the clock by `ms` (0 stops the ticking). */
  tickEach(ms: number): void {
    this.step = ms;
  }
  advance(ms: number): void {
    this.current += ms;
  }
  set(at: Date | string): void {
    this.current = new Date(at).getTime();
  }
}
