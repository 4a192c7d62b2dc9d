import type { HotSearchEntry, WeiboPost, WeiboTopic, WeiboUser } from '../model.js';
import { isWeiboApiError } from '../parse/api-error.js';
import { applyLongText, parseLongTextResponse, parsePostResponse } from '../parse/mblog.js';
import { midToDate } from '../parse/time.js';
import { parseTimelineResponse } from '../parse/timeline.js';
import { parseProfileResponse } from '../parse/user.js';
import type { CommentPage, PostPage, RepostPage, SearchOptions, Source } from '../source.js';
import { pinnedMids } from './container-pages.js';
import { endpoints, isWeiboId } from './endpoints.js';
import { parseHotSearchBand } from './hot-search-band.js';
import { type Fetched, type Site, WeiboHttpClient } from './http-client.js';
import { type ListContext, readComments, readFollowers, readReposts, readSearch } from './list-readers.js';
import { bareTopicName, parseTopicResponse } from './topic-card.js';

const WEEK_MS = 7 * 86_400_000;

export const DEFAULT_MOBILE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
export const DEFAULT_DESKTOP_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

export interface WeiboWebSourceOptions {
  /** Cookie of a logged-in Weibo account ("SUB=..."); most lists answer only with it. */
  cookie?: string;
  /** Injected in tests (recorded answers); the global fetch otherwise. */
  fetch?: typeof fetch;
  /** The source's present, for "3分钟前" and for `now()` (default: the wall clock). */
  now?: () => Date;
  /** Least time between two request starts (default 1500 ms). */
  minIntervalMs?: number;
  /** Retries after the first attempt (default 3). */
  maxRetries?: number;
  /** First back-off step (default 2000 ms), doubled per retry up to maxDelayMs (default 60 s). */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** Longest Retry-After waited out (default 10 min); longer ones fail the request. */
  maxRetryAfterMs?: number;
  /** Per-request timeout (default 15 s). */
  timeoutMs?: number;
  userAgent?: string;
  /** For weibo.com (the hot-search band), which serves desktop pages. */
  desktopUserAgent?: string;
  /** Injected so tests run instantly and assert the waits (default setTimeout). */
  sleep?: (ms: number) => Promise<void>;
  /** Monotonic milliseconds for rate limiting (default performance.now). */
  clock?: () => number;
  /** Jitter source (default Math.random). */
  random?: () => number;
  /** Most pages one list call reads (default 20). */
  maxPages?: number;
  /** Whether fetchTimeline also returns the account's reposts (default false: original posts only). */
  includeReposts?: boolean;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Boguan's Source over Weibo's public web endpoints (m.weibo.cn JSON API, weibo.com's hot-search
 * band). Shapes are read by the shared parsers in ../parse; this class adds paging, long texts,
 * the meaning of "not there" answers, and, through WeiboHttpClient, rate limiting and retries.
 */
export class WeiboWebSource implements Source {
  readonly kind = 'weibo-web' as const;
  readonly demo = false;
  readonly http: WeiboHttpClient;
  private readonly clockNow: () => Date;
  private readonly maxPages: number;
  private readonly includeReposts: boolean;

  constructor(options: WeiboWebSourceOptions = {}) {
    this.clockNow = options.now ?? (() => new Date());
    this.maxPages = options.maxPages ?? 20;
    this.includeReposts = options.includeReposts ?? false;
    this.http = new WeiboHttpClient({
      fetch: options.fetch ?? globalThis.fetch.bind(globalThis),
      cookie: options.cookie,
      userAgent: options.userAgent ?? DEFAULT_MOBILE_UA,
      desktopUserAgent: options.desktopUserAgent ?? DEFAULT_DESKTOP_UA,
      minIntervalMs: options.minIntervalMs ?? 1500,
      maxRetries: options.maxRetries ?? 3,
      baseDelayMs: options.baseDelayMs ?? 2000,
      maxDelayMs: options.maxDelayMs ?? 60_000,
      maxRetryAfterMs: options.maxRetryAfterMs ?? 600_000,
      timeoutMs: options.timeoutMs ?? 15_000,
      sleep: options.sleep ?? realSleep,
      clock: options.clock ?? (() => performance.now()),
      now: this.clockNow,
      random: options.random ?? Math.random,
    });
  }

  now(): Date {
    return this.clockNow();
  }

  private get(url: string, site: Site = 'mobile'): Promise<Fetched> {
    return this.http.get(url, site);
  }

  private lists(): ListContext {
    return { get: (url) => this.get(url), now: this.now(), maxPages: this.maxPages };
  }

  async fetchUser(uid: string): Promise<WeiboUser | null> {
    if (!isWeiboId(uid)) return null;
    const answer = await this.get(endpoints.profile(uid));
    // Weibo answers an unknown uid with ok: 0 "这里还没有内容".
    return answer.kind === 'missing' ? null : parseProfileResponse(answer.json);
  }

  async fetchTimeline(uid: string, since: Date): Promise<WeiboPost[]> {
    if (!isWeiboId(uid)) return [];
    const now = this.now();
    const found = new Map<string, WeiboPost>();
    let cursor: string | null = null;
    for (let page = 0; page < this.maxPages; page += 1) {
      const answer = await this.get(endpoints.timeline(uid, cursor));
      if (answer.kind === 'missing') break;
      const parsed = parseTimelineResponse(answer.json, { now });
      const pinned = pinnedMids(answer.json);
      let reachedSince = false;
      for (const post of parsed.posts) {
        // Retweeted originals of other accounts ride along in the cards; they are not this timeline.
        if (post.uid !== uid) continue;
        if (post.createdAt.getTime() < since.getTime()) {
          if (!pinned.has(post.mid)) reachedSince = true;
          continue;
        }
        if (post.deleted || (post.rootMid !== null && !this.includeReposts)) continue;
        found.set(post.mid, post);
      }
      if (reachedSince || parsed.posts.length === 0 || !parsed.sinceId || parsed.sinceId === cursor) break;
      cursor = parsed.sinceId;
    }
    const posts: WeiboPost[] = [];
    for (const post of found.values()) posts.push(post.isLongText ? await this.withLongText(post) : post);
    return posts.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  }

  async fetchPost(mid: string): Promise<WeiboPost | null> {
    if (!isWeiboId(mid)) return null;
    const answer = await this.get(endpoints.post(mid));
    if (answer.kind === 'missing') return deletedPost(mid, answer.reason);
    const post = parsePostResponse(answer.json, { now: this.now() }).posts[0]!;
    return post.isLongText && !post.deleted ? this.withLongText(post) : post;
  }

  /** The full text of a long post; the truncated one stays when Weibo no longer gives it. */
  private async withLongText(post: WeiboPost): Promise<WeiboPost> {
    const answer = await this.get(endpoints.longText(post.mid));
    if (answer.kind === 'missing') return post;
    try {
      return applyLongText(post, parseLongTextResponse(answer.json));
    } catch (error) {
      if (isWeiboApiError(error)) return post;
      throw error;
    }
  }

  async fetchReposts(mid: string): Promise<RepostPage> {
    if (!isWeiboId(mid)) return { reposts: [], users: [] };
    return readReposts(this.lists(), mid);
  }

  async fetchComments(mid: string): Promise<CommentPage> {
    if (!isWeiboId(mid)) return { comments: [], users: [] };
    return readComments(this.lists(), mid);
  }

  async fetchHotSearch(): Promise<HotSearchEntry[]> {
    const capturedAt = this.now();
    const answer = await this.get(endpoints.hotSearch(), 'desktop');
    return answer.kind === 'missing' ? [] : parseHotSearchBand(answer.json, capturedAt);
  }

  async fetchTopic(name: string): Promise<WeiboTopic | null> {
    const bare = bareTopicName(name);
    if (!bare) return null;
    const answer = await this.get(endpoints.topic(bare));
    return answer.kind === 'missing' ? null : parseTopicResponse(answer.json, bare);
  }

  async searchPosts(keyword: string, options: SearchOptions = {}): Promise<PostPage> {
    const text = keyword.trim();
    const limit = options.limit ?? 50;
    if (!text || limit <= 0) return { posts: [], users: [] };
    const since = options.since ?? new Date(this.now().getTime() - WEEK_MS);
    return readSearch(this.lists(), text, since, limit);
  }

  async fetchFollowers(uid: string, limit: number): Promise<WeiboUser[]> {
    if (!isWeiboId(uid) || limit <= 0) return [];
    return readFollowers(this.lists(), uid, limit);
  }
}

/**
 * Weibo no longer shows the post (deleted by its author, removed, or hidden): what is left is its
 * mid, whose high bits encode the second it was posted, and Weibo's notice, which becomes the text
 * as readers see it. Counts are unknown (0). Null for ids that were never mids.
 */
function deletedPost(mid: string, reason: string): WeiboPost | null {
  const createdAt = midToDate(mid);
  if (!createdAt) return null;
  const notice = /[\u4e00-\u9fff]/.test(reason) ? reason : '微博不存在或暂无查看权限';
  return {
    mid,
    bid: '',
    uid: '',
    text: notice,
    createdAt,
    source: '',
    region: '',
    pics: [],
    videoUrl: null,
    isLongText: false,
    isAd: false,
    parentMid: null,
    rootMid: null,
    reposts: 0,
    comments: 0,
    likes: 0,
    deleted: true,
  };
}
