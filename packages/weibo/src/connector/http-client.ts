import { judgeAnswer, parseRetryAfter, type Verdict } from './answer.js';
import { WeiboLoginRequiredError, WeiboRequestError } from './errors.js';
import { RateLimiter } from './rate-limiter.js';

/** m.weibo.cn answers its JSON API to phones; weibo.com's ajax API expects its desktop page. */
export type Site = 'mobile' | 'desktop';

export interface WeiboHttpOptions {
  fetch: typeof fetch;
  /** Cookie of a logged-in account: "SUB=..." (a bare token is taken as the SUB value). */
  cookie?: string;
  userAgent: string;
  desktopUserAgent: string;
  minIntervalMs: number;
  /** Retries after the first attempt (so maxRetries 3 sends at most 4 times). */
  maxRetries: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** A Retry-After longer than this is not waited out: the request fails as rate-limited. */
  maxRetryAfterMs: number;
  timeoutMs: number;
  sleep: (ms: number) => Promise<void>;
  /** Monotonic milliseconds for the rate limiter. */
  clock: () => number;
  /** Wall time, only to read Retry-After dates. */
  now: () => Date;
  /** Jitter source in [0, 1). */
  random: () => number;
}

/** A successful read: Weibo's JSON, or Weibo saying the thing is not there. */
export type Fetched = { kind: 'data'; json: unknown } | { kind: 'missing'; reason: string };

type Attempt = Verdict | { kind: 'retry'; failure: 'network' | 'timeout'; status: null; detail: string };

/**
 * GET with everything Weibo expects of its own pages (headers, one request at a time, spaced), and
 * what a long-running collector needs: a timeout per request, retries with exponential back-off and
 * jitter on throttling and server errors, Retry-After honoured, the login wall as a typed error.
 */
export class WeiboHttpClient {
  readonly limiter: RateLimiter;
  private readonly options: WeiboHttpOptions;
  private readonly cookie: string | null;

  constructor(options: WeiboHttpOptions) {
    this.options = options;
    this.cookie = normaliseCookie(options.cookie);
    this.limiter = new RateLimiter({
      minIntervalMs: options.minIntervalMs,
      clock: options.clock,
      sleep: options.sleep,
    });
  }

  headersFor(site: Site): Record<string, string> {
    const headers: Record<string, string> =
      site === 'mobile'
        ? {
            'User-Agent': this.options.userAgent,
            Accept: 'application/json, text/plain, */*',
            'Accept-Language': 'zh-CN,zh;q=0.9',
            Referer: 'https://m.weibo.cn/',
            'X-Requested-With': 'XMLHttpRequest',
            'MWeibo-Pwa': '1',
          }
        : {
            'User-Agent': this.options.desktopUserAgent,
            Accept: 'application/json, text/plain, */*',
            'Accept-Language': 'zh-CN,zh;q=0.9',
            Referer: 'https://weibo.com/',
            'X-Requested-With': 'XMLHttpRequest',
          };
    if (this.cookie) headers.Cookie = this.cookie;
    return headers;
  }

  async get(url: string, site: Site = 'mobile'): Promise<Fetched> {
    for (let attempt = 0; ; attempt += 1) {
      await this.limiter.acquire();
      const { verdict, retryAfterMs } = await this.send(url, site);
      switch (verdict.kind) {
        case 'data':
          return { kind: 'data', json: verdict.json };
        case 'missing':
          return { kind: 'missing', reason: verdict.reason };
        case 'login':
          throw new WeiboLoginRequiredError(url, this.cookie !== null, verdict.detail);
        case 'fail':
          throw new WeiboRequestError(verdict.failure, url, verdict.status, attempt + 1, verdict.detail);
        case 'retry': {
          if (attempt >= this.options.maxRetries) {
            throw new WeiboRequestError(verdict.failure, url, verdict.status, attempt + 1, verdict.detail);
          }
          if (retryAfterMs !== null && retryAfterMs > this.options.maxRetryAfterMs) {
            const detail = `${verdict.detail}; Retry-After ${Math.ceil(retryAfterMs / 1000)} s is too long to wait`;
            throw new WeiboRequestError('rate-limited', url, verdict.status, attempt + 1, detail);
          }
          // Through the limiter, so every queued request cools down too, not only this one.
          this.limiter.holdOff(retryAfterMs ?? this.backoff(attempt));
        }
      }
    }
  }

  /** Equal jitter: half the exponential step fixed, half random, so clients do not retry in lockstep. */
  backoff(attempt: number): number {
    const step = Math.min(this.options.maxDelayMs, this.options.baseDelayMs * 2 ** attempt);
    return Math.round(step / 2 + (this.options.random() * step) / 2);
  }

  private async send(url: string, site: Site): Promise<{ verdict: Attempt; retryAfterMs: number | null }> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.options.timeoutMs);
    let response: Response;
    let body: string;
    try {
      response = await this.options.fetch(url, {
        method: 'GET',
        headers: this.headersFor(site),
        // A login redirect must be seen, not followed into an HTML login page.
        redirect: 'manual',
        signal: controller.signal,
      });
      body = await response.text();
    } catch (error) {
      // Whatever fetch or the body stream throws is transport trouble (reset, DNS, our abort).
      const timedOut = controller.signal.aborted;
      const detail = timedOut ? `no answer within ${this.options.timeoutMs} ms` : describe(error);
      const verdict: Attempt = { kind: 'retry', failure: timedOut ? 'timeout' : 'network', status: null, detail };
      return { verdict, retryAfterMs: null };
    } finally {
      clearTimeout(timer);
    }
    const verdict = judgeAnswer({
      status: response.status,
      url: response.url || url,
      location: response.headers.get('location'),
      body,
    });
    return { verdict, retryAfterMs: parseRetryAfter(response.headers.get('retry-after'), this.options.now()) };
  }
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as Error & { cause?: unknown }).cause;
  return cause instanceof Error ? `${error.message}: ${cause.message}` : error.message;
}

/** "SUB=abc; SUBP=def" stays; a bare "abc" becomes "SUB=abc". Line breaks would forge headers. */
export function normaliseCookie(cookie: string | undefined): string | null {
  const text = cookie?.trim() ?? '';
  if (text === '') return null;
  if (/[\r\n]/.test(text)) throw new Error('The Weibo cookie must be one line (it holds a line break)');
  return text.includes('=') ? text : `SUB=${text}`;
}
