import { WeiboWebSource, type WeiboWebSourceOptions } from '../../src/connector/weibo-web-source.js';

/**
 * A stand-in for Weibo: a fetch that records every request (URL, headers, fake-clock time) and
 * answers from a script of replies per URL. The machine cannot reach Weibo; the bodies are the
 * recorded real answers in test/fixtures/weibo-api-responses or hand-written ones in their shape.
 */
export type Reply =
  | { json: unknown; status?: number; headers?: Record<string, string> }
  | { body: string | null; status?: number; headers?: Record<string, string> }
  | { error: Error }
  /** Never answers; rejects when the request is aborted (the per-request timeout). */
  | { hang: true };

export interface SentRequest {
  url: string;
  headers: Record<string, string>;
  /** The fake monotonic clock when the request started. */
  at: number;
}

export interface FakeWeibo {
  fetch: typeof fetch;
  requests: SentRequest[];
  /** Every wait the connector asked for, in order. */
  sleeps: number[];
  sleep: (ms: number) => Promise<void>;
  clock: () => number;
  /** Replies for URLs equal to `url` (or matching a RegExp), consumed in order; the last one repeats. */
  on(url: string | RegExp, ...replies: Reply[]): FakeWeibo;
  urls(): string[];
}

export function createFakeWeibo(): FakeWeibo {
  const routes: { match: string | RegExp; replies: Reply[] }[] = [];
  const requests: SentRequest[] = [];
  const sleeps: number[] = [];
  let time = 0;

  const fakeFetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    requests.push({ url, headers: { ...(init?.headers as Record<string, string>) }, at: time });
    const route = routes.find((r) => (typeof r.match === 'string' ? r.match === url : r.match.test(url)));
    if (!route) return new Response(`no fake route for ${url}`, { status: 404 });
    const reply = route.replies.length > 1 ? route.replies.shift()! : route.replies[0]!;
    if ('error' in reply) throw reply.error;
    if ('hang' in reply) {
      return new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    }
    const body = 'json' in reply ? JSON.stringify(reply.json) : reply.body;
    const headers = 'json' in reply ? { 'content-type': 'application/json', ...reply.headers } : reply.headers;
    return new Response(body, { status: reply.status ?? 200, headers });
  };

  const fake: FakeWeibo = {
    fetch: fakeFetch as typeof fetch,
    requests,
    sleeps,
    sleep: async (ms) => {
      sleeps.push(ms);
      time += ms;
    },
    clock: () => time,
    on(match, ...replies) {
      routes.push({ match, replies });
      return fake;
    },
    urls: () => requests.map((r) => r.url),
  };
  return fake;
}

/** 2021-07-06 08:00 China time: after every recorded post. */
export const NOW = new Date('2021-07-06T00:00:00Z');

export function sourceOn(fake: FakeWeibo, options: WeiboWebSourceOptions = {}): WeiboWebSource {
  return new WeiboWebSource({
    fetch: fake.fetch,
    sleep: fake.sleep,
    clock: fake.clock,
    now: () => NOW,
    random: () => 0.5,
    ...options,
  });
}

export const M = 'https://m.weibo.cn';
export const profileUrl = (uid: string) => `${M}/api/container/getIndex?type=uid&value=${uid}&containerid=100505${uid}`;
export const timelineUrl = (uid: string, sinceId?: string) =>
  `${M}/api/container/getIndex?type=uid&value=${uid}&containerid=107603${uid}${sinceId ? `&since_id=${sinceId}` : ''}`;
