/**
 * One request start per `minIntervalMs`, callers served strictly in arrival order. Weibo counts
 * requests per account and IP, so every request of the connector (retries included) goes through
 * one limiter. The clock and the sleep are injected: tests advance a fake clock inside the fake
 * sleep and assert the waits without touching wall time.
 */
export interface RateLimiterOptions {
  minIntervalMs: number;
  /** A monotonic clock in milliseconds (default performance.now). */
  clock: () => number;
  sleep: (ms: number) => Promise<void>;
}

export class RateLimiter {
  private readonly options: RateLimiterOptions;
  /** The turn of the last caller; each new caller waits for it (a FIFO without an explicit queue). */
  private tail: Promise<void> = Promise.resolve();
  /** Earliest clock value at which the next request may start. */
  private nextAt = Number.NEGATIVE_INFINITY;

  constructor(options: RateLimiterOptions) {
    this.options = options;
  }

  /** Resolves when the caller may send its request; the slot is taken on resolution. */
  acquire(): Promise<void> {
    const turn = this.tail.then(() => this.waitForSlot());
    // A failed sleep must not block everyone queued behind it.
    this.tail = turn.catch(() => undefined);
    return turn;
  }

  /**
   * Pushes the next start at least `ms` into the future, for every caller: a "too frequent"
   * answer means the whole connector is sending too fast, not just the request that got it.
   */
  holdOff(ms: number): void {
    this.nextAt = Math.max(this.nextAt, this.options.clock() + ms);
  }

  private async waitForSlot(): Promise<void> {
    // Loop because holdOff may move nextAt while we sleep.
    for (let wait = this.nextAt - this.options.clock(); wait > 0; wait = this.nextAt - this.options.clock()) {
      await this.options.sleep(wait);
    }
    this.nextAt = this.options.clock() + this.options.minIntervalMs;
  }
}
