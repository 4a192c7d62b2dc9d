import { asArray, asRecord, asString, type JsonRecord } from './json-read.js';

/** What a list answer holds, as its request says. */
export type ListKind = 'comments' | 'reposts';

/** What the request of an answer tells about it: the post it is about and what it lists. */
export interface RequestContext {
  postMid: string | null;
  list: ListKind | null;
}

export const NO_CONTEXT: RequestContext = { postMid: null, list: null };

const POST_ID = /^\d{6,20}$/;

/** Request paths whose answers list a post's comments or reposts, and the query parameters naming the post. */
const LISTS: { path: RegExp; list: ListKind; params: string[] }[] = [
  // m.weibo.cn comments/hotflow?id=…&mid=…, api/comments/show?id=…, weibo.com ajax/statuses/buildComments?id=…
  { path: /\/comments\/(hotflow|show)$|\/statuses\/buildComments$/, list: 'comments', params: ['mid', 'id'] },
  // m.weibo.cn api/statuses/repostTimeline?id=…, weibo.com ajax/statuses/repostTimeline?id=…
  { path: /\/statuses\/repostTimeline$/, list: 'reposts', params: ['id', 'mid'] },
];

/** The post and list kind a request URL names; nothing for other requests or unreadable URLs. */
export function requestContext(url: string): RequestContext {
  let parsed: URL;
  try {
    parsed = new URL(url, 'https://m.weibo.cn');
  } catch {
    return NO_CONTEXT;
  }
  const path = parsed.pathname.replace(/\/+$/, '');
  const named = (params: string[]) =>
    params.map((name) => parsed.searchParams.get(name) ?? '').find((id) => POST_ID.test(id)) ?? null;
  for (const { path: pattern, list, params } of LISTS) {
    if (pattern.test(path)) return { postMid: named(params), list };
  }
  // The long text of one post: m.weibo.cn statuses/extend?id=…, weibo.com ajax/statuses/longtext?id=….
  if (/\/statuses\/(extend|longtext)$/.test(path)) return { postMid: named(['id', 'mid']), list: null };
  return NO_CONTEXT;
}

/** An answer together with the URL it was requested from. */
export interface CapturedAnswer {
  url: string;
  /** The answer's JSON, or the reason it could not be read. */
  body: { json: unknown } | { error: string };
  /** Position of the exchange in a HAR file's entries. */
  index: number | null;
}

function readBody(value: unknown, encoding: unknown): CapturedAnswer['body'] {
  if (typeof value !== 'string') return { json: value };
  try {
    const text = encoding === 'base64' ? Buffer.from(value, 'base64').toString('utf8') : value;
    return { json: JSON.parse(text) };
  } catch {
    return { error: '请求的返回不是合法的 JSON' };
  }
}

const WEIBO_HOST = /(^|\.)weibo\.(cn|com)$/;

/** Exchanges of a HAR file (browser devtools' "Save all as HAR") with Weibo's JSON answers. */
function harAnswers(log: JsonRecord): CapturedAnswer[] {
  const out: CapturedAnswer[] = [];
  asArray(log.entries).forEach((raw, index) => {
    const entry = asRecord(raw);
    const url = asString(asRecord(entry?.request)?.url);
    const content = asRecord(asRecord(entry?.response)?.content);
    let host = '';
    try {
      host = new URL(url).hostname;
    } catch {
      return;
    }
    // Pages, scripts and pictures of a browsing session are not data: only Weibo's JSON answers count.
    if (!WEIBO_HOST.test(host) || !content || !/json/.test(asString(content.mimeType)) || content.text === undefined)
      return;
    out.push({ url, body: readBody(content.text, content.encoding), index });
  });
  return out;
}

/**
 * Answers kept with their requests: a HAR file, or a wrapper `{url, response}` as capturing tools
 * write them (`request_url` / `request.url` for the address, `body` / `json` for the answer, as
 * JSON or as its text). Null when the record is neither.
 */
export function capturedAnswers(record: JsonRecord): CapturedAnswer[] | null {
  const log = asRecord(record.log);
  if (log && Array.isArray(log.entries)) return harAnswers(log);
  const url = asString(record.url ?? record.request_url ?? record.requestUrl ?? asRecord(record.request)?.url);
  const body = record.response ?? record.body ?? record.json;
  if (!url || body === undefined) return null;
  // A response object of a HAR-like wrapper keeps the answer in content.text.
  const content = asRecord(asRecord(body)?.content);
  if (content && content.text !== undefined)
    return [{ url, body: readBody(content.text, content.encoding), index: null }];
  return [{ url, body: readBody(body, null), index: null }];
}
