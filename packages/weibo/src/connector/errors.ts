/**
 * Failures of the Weibo web connector that are not Weibo's own error answers (those stay
 * WeiboApiError from the parsers). Messages never carry the cookie: URLs and statuses only.
 */

/**
 * Weibo answered with its login wall (ok: -100, a redirect to passport.weibo.cn / the visitor
 * system). Retrying cannot help; the operator has to configure the cookie of a logged-in account.
 */
export class WeiboLoginRequiredError extends Error {
  readonly url: string;
  /** Whether a cookie was sent (a sent cookie that still hits the wall has expired). */
  readonly cookieSent: boolean;
  /** What to show an operator in the admin pages. */
  readonly userMessage: string;

  constructor(url: string, cookieSent: boolean, detail: string) {
    const advice = cookieSent
      ? 'the configured Weibo cookie is no longer accepted: log in to m.weibo.cn again and replace it'
      : 'set the Weibo cookie (SUB=...) of a logged-in account in the connector options (WEIBO_COOKIE)';
    super(`Weibo asks for a login at ${url} (${detail}): ${advice}`);
    this.name = 'WeiboLoginRequiredError';
    this.url = url;
    this.cookieSent = cookieSent;
    this.userMessage = cookieSent
      ? '微博登录已失效：请重新登录 m.weibo.cn 并更新配置中的微博 Cookie（SUB=...）'
      : '微博要求登录：请在配置中设置已登录账号的微博 Cookie（SUB=...）';
  }
}

export type WeiboRequestFailure =
  /** fetch itself failed (DNS, connection reset, TLS). */
  | 'network'
  /** No answer within the per-request timeout. */
  | 'timeout'
  /** An HTTP status that is neither success nor a known Weibo signal. */
  | 'http'
  /** 418/403/429 or a "频繁" answer, still there after every retry. */
  | 'rate-limited'
  /** A 200 answer that is not JSON and not a known login or not-found page. */
  | 'not-json';

/** A request that failed for good: after its retries, or at once when retrying cannot help. */
export class WeiboRequestError extends Error {
  readonly failure: WeiboRequestFailure;
  readonly url: string;
  /** The last HTTP status seen, null when no answer came. */
  readonly status: number | null;
  /** How many times the request was sent. */
  readonly attempts: number;

  constructor(failure: WeiboRequestFailure, url: string, status: number | null, attempts: number, detail: string) {
    super(`Weibo request ${url} failed after ${attempts} attempt(s) (${failure}): ${detail}`);
    this.name = 'WeiboRequestError';
    this.failure = failure;
    this.url = url;
    this.status = status;
    this.attempts = attempts;
  }
}
