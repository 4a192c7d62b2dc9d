/**
 * The one interface collection code reads Weibo data through. The simulator, the Weibo
 * web connector and the file importers all implement it, so the collectors cannot tell
 * them apart. Methods are async because real sources are remote; every method answers
 * "as of now" by the source's own clock. Lists that mention several accounts carry those
 * accounts' profiles beside them, as Weibo's own responses embed `user` objects.
 */
import type { HotSearchEntry, WeiboComment, WeiboPost, WeiboRepost, WeiboTopic, WeiboUser } from '@boguan/weibo/model';

export type SourceKind = 'simulator' | 'weibo-web' | 'import';

export interface RepostPage {
  reposts: WeiboRepost[];
  /** Profiles of the reposting accounts (followers for coverage, gender and region for audiences). */
  users: WeiboUser[];
}

export interface CommentPage {
  comments: WeiboComment[];
  users: WeiboUser[];
}

export interface PostPage {
  posts: WeiboPost[];
  users: WeiboUser[];
}

export interface SearchOptions {
  /** Oldest post to return (default: a week before now). */
  since?: Date;
  /** Most posts to return (default 50). */
  limit?: number;
}

export interface Source {
  readonly kind: SourceKind;
  /** True when the data is generated (the UI marks it as demo data). */
  readonly demo: boolean;
  /** The source's current time. */
  now(): Date;
  /** A profile, or null when the account does not exist (or no longer does). */
  fetchUser(uid: string): Promise<WeiboUser | null>;
  /** A user's visible original posts created since `since`, newest first. */
  fetchTimeline(uid: string, since: Date): Promise<WeiboPost[]>;
  /** One post with its current counts; a deleted post comes back with `deleted: true`. */
  fetchPost(mid: string): Promise<WeiboPost | null>;
  /** Reposts of a post so far, parents before children. */
  fetchReposts(mid: string): Promise<RepostPage>;
  /** Comments of a post so far, oldest first. */
  fetchComments(mid: string): Promise<CommentPage>;
  /** The real-time hot-search list: 50 ranked entries plus paid seats (rank null). */
  fetchHotSearch(): Promise<HotSearchEntry[]>;
  /** A topic by name (with or without # marks), or null when it does not exist. */
  fetchTopic(name: string): Promise<WeiboTopic | null>;
  /** Posts whose text contains the keyword, newest first. */
  searchPosts(keyword: string, options?: SearchOptions): Promise<PostPage>;
  /** The first `limit` followers of an account (for fan-quality estimates). */
  fetchFollowers(uid: string, limit: number): Promise<WeiboUser[]>;
}
