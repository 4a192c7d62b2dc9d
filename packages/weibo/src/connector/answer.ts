import { unwrapWeiboResponse } from '../parse/api-error.js';
import { asRecord, asString } from '../parse/json-read.js';
import type { WeiboRequestFailure } from './errors.js';

/**
 * What one HTTP answer of Weibo means, before any endpoint-specific reading. Weibo signals most
 * conditions inside a 200 answer (ok: 0 with a Chinese msg, ok: -100, an HTML page), so the
 * status alone says little.
 */
export type Verdict =
  | { kind: 'data'; json: unknown }
  /** Weibo says the thing is not there (deleted post, unknown account, empty container). */
  | { kind: 'missing'; reason: string }
  | { kind: 'login'; detail: string }
  | { kind: 'retry'; failure: WeiboRequestFailure; status: number; detail: string }
  | { kind: 'fail'; failure: WeiboRequestFailure; status: number; detail: string };

export interface RawAnswer {
  status: number;
  /** The final URL (after redirects fetch may have followed). */
  url: string;
  location: string | null;
  body: string;
}

const LOGIN_PAGE = /passport\.weibo\.(?:cn|com)|login\.sina\.com\.cn|Sina Visitor System/i;
const TOO_FREQUENT = /频繁/;
/**
 * Weibo's words for "nothing here": a missing account or container (这里还没有内容), a deleted or
 * hidden post (微博不存在或暂无查看权限, 已被删除), a post without comments or reposts (快来发表你的评论吧, 还没有人…).
 */
const NOT_FOUND = /这里还没有内容|不存在|已被(?:作者)?删除|暂无查看权限|快来发表你的评论吧|还没有人/;
const NOT_FOUND_NOTICE = new RegExp(`[\\u4e00-\\u9fff]{0,12}(?:${NOT_FOUND.source})[\\u4e00-\\u9fff!！]{0,12}`);
/** errno values Weibo gives with those messages: 20101 post gone, 100010/100011 no content. */
const NOT_FOUND_ERRNO = new Set(['20101', '100010', '100011']);

/** Reads one answer. Throws WeiboApiError for Weibo error answers that mean none of the above. */
export function judgeAnswer(answer: RawAnswer): Verdict {
  const { status, body } = answer;
  if (status >= 300 && status < 400) {
    const target = answer.location ?? '';
    if (LOGIN_PAGE.test(target)) return { kind: 'login', detail: `HTTP ${status} redirect to ${stripQuery(target)}` };
    return {
      kind: 'fail',
      failure: 'http',
      status,
      detail: `unexpected redirect to ${stripQuery(target) || '(none)'}`,
    };
  }
  if (LOGIN_PAGE.test(hostAndPath(answer.url))) {
    return { kind: 'login', detail: `redirected to ${stripQuery(answer.url)}` };
  }
  if (status === 404 || status === 410) return { kind: 'missing', reason: `HTTP ${status}` };
  if (status === 418 || status === 403 || status === 429) {
    return { kind: 'retry', failure: 'rate-limited', status, detail: `HTTP ${status} (Weibo throttling)` };
  }
  if (status >= 500) return { kind: 'retry', failure: 'http', status, detail: `HTTP ${status}` };
  if (status < 200 || status >= 300) return { kind: 'fail', failure: 'http', status, detail: `HTTP ${status}` };

  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return judgePage(status, body);
  }
  const record = asRecord(json);
  if (record && (record.ok === -100 || record.ok === '-100')) {
    return { kind: 'login', detail: `ok=-100${record.url ? ` (${stripQuery(asString(record.url))})` : ''}` };
  }
  const isSuccess = record && (record.ok === 1 || record.ok === '1') && !('errno' in record && !isZero(record.errno));
  if (isSuccess) return { kind: 'data', json };
  const msg = asString(record?.msg ?? record?.errmsg ?? record?.message);
  if (TOO_FREQUENT.test(msg)) return { kind: 'retry', failure: 'rate-limited', status, detail: `Weibo: ${msg}` };
  if (NOT_FOUND.test(msg) || NOT_FOUND_ERRNO.has(asString(record?.errno))) {
    return { kind: 'missing', reason: msg || `errno ${asString(record?.errno)}` };
  }
  // Not a signal we know: the parsers' typed error carries Weibo's own code and message.
  unwrapWeiboResponse(json);
  return { kind: 'data', json };
}

/** A 200 answer that is not JSON: an HTML page saying why. */
function judgePage(status: number, body: string): Verdict {
  const text = body.slice(0, 20_000);
  if (LOGIN_PAGE.test(text)) return { kind: 'login', detail: 'an HTML login or visitor page' };
  if (TOO_FREQUENT.test(text)) return { kind: 'retry', failure: 'rate-limited', status, detail: 'HTML page: 频繁' };
  // The whole notice around the matched words ("微博不存在或暂无查看权限"), as a reader sees it.
  const notFound = NOT_FOUND_NOTICE.exec(text);
  if (notFound) return { kind: 'missing', reason: notFound[0] };
  return { kind: 'retry', failure: 'not-json', status, detail: `answer is not JSON: ${oneLine(text.slice(0, 80))}` };
}

function isZero(value: unknown): boolean {
  return value === 0 || value === '0';
}

function hostAndPath(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.host}${parsed.pathname}`;
  } catch {
    return '';
  }
}

/** URLs in messages without their query (it may hold tokens). */
function stripQuery(url: string): string {
  const at = url.indexOf('?');
  return at === -1 ? url : url.slice(0, at);
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * Retry-After as seconds or an HTTP date, in milliseconds from `now`; null when absent or
 * unreadable. A date in the past means "now" (0).
 */
export function parseRetryAfter(value: string | null, now: Date): number | null {
  if (value === null) return null;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  if (Number.isNaN(at)) return null;
  return Math.max(0, at - now.getTime());
}
