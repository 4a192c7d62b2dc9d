/**
 * The simulated world behind the Source interface. Its clock is injected: pass the app's
 * clock for real time, or `scaledClock` to run the world faster than the wall clock so
 * monitors and trends show change within minutes.
 */
import type { HotSearchEntry, WeiboPost, WeiboTopic, WeiboUser } from '@boguan/weibo/model';
import type { CommentPage, PostPage, RepostPage, SearchOptions, Source } from '@boguan/weibo/source';
import type { World } from './world.js';

const WEEK_MS = 7 * 86_400_000;

export interface SimulatorSourceOptions {
  /** The simulated present. */
  now: () => Date;
}

export interface ScaledClockOptions {
  /** The underlying clock (the app's clock; tests pass a manual one). */
  base: () => Date;
  /** Simulated time at the moment the clock is created (default: the base time then). */
  origin?: Date;
  /** Simulated milliseconds per real millisecond (default 1). */
  factor?: number;
}

/** Simulated time = origin + (base − base at creation) × factor. */
export function scaledClock(options: ScaledClockOptions): () => Date {
  const baseStart = options.base().getTime();
  const origin = options.origin?.getTime() ?? baseStart;
  const factor = options.factor ?? 1;
  return () => new Date(origin + (options.base().getTime() - baseStart) * factor);
}

export class SimulatorSource implements Source {
  readonly kind = 'simulator' as const;
  readonly demo = true;
  private readonly clock: () => Date;

  constructor(
    readonly world: World,
    options: SimulatorSourceOptions,
  ) {
    this.clock = options.now;
  }

  now(): Date {
    return this.clock();
  }

  /** The accounts behind items (posts, reposts, comments), each once, in order of first appearance. */
  private authors(items: readonly { uid: string }[], at: Date): WeiboUser[] {
    const out: WeiboUser[] = [];
    for (const uid of new Set(items.map((item) => item.uid))) {
      const user = this.world.userAt(uid, at);
      if (user) out.push(user);
    }
    return out;
  }

  async fetchUser(uid: string): Promise<WeiboUser | null> {
    return this.world.userAt(uid, this.now());
  }

  async fetchTimeline(uid: string, since: Date): Promise<WeiboPost[]> {
    return this.world.timeline(uid, since, this.now());
  }

  async fetchPost(mid: string): Promise<WeiboPost | null> {
    return this.world.postAt(mid, this.now());
  }

  async fetchReposts(mid: string): Promise<RepostPage> {
    const now = this.now();
    const reposts = this.world.repostsOf(mid, now);
    return { reposts, users: this.authors(reposts, now) };
  }

  async fetchComments(mid: string): Promise<CommentPage> {
    const now = this.now();
    const comments = this.world.commentsOf(mid, now);
    return { comments, users: this.authors(comments, now) };
  }

  async fetchHotSearch(): Promise<HotSearchEntry[]> {
    return this.world.hotSearchAt(this.now());
  }

  async fetchTopic(name: string): Promise<WeiboTopic | null> {
    return this.world.topicAt(name, this.now());
  }

  async searchPosts(keyword: string, options: SearchOptions = {}): Promise<PostPage> {
    const now = this.now();
    const since = options.since ?? new Date(now.getTime() - WEEK_MS);
    // postsBetween is half-open; include a post published in the current millisecond.
    const posts = this.world.searchPosts(keyword, since, new Date(now.getTime() + 1), {
      limit: options.limit,
      at: now,
    });
    return { posts, users: this.authors(posts, now) };
  }

  async fetchFollowers(uid: string, limit: number): Promise<WeiboUser[]> {
    return this.world.followerSample(uid, limit);
  }
}
