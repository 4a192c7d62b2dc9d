import type { WeiboComment, WeiboPost, WeiboRepost, WeiboUser } from '../model.js';
import { parseCommentsResponse, parseRepostTimelineResponse } from '../parse/interactions.js';
import { resolveChainParents } from '../parse/reposts.js';
import { parseTimelineResponse } from '../parse/timeline.js';
import type { CommentPage, PostPage, RepostPage } from '../source.js';
import { lastPage, maxIdType, nextSearchPage, parseFollowersResponse } from './container-pages.js';
import { endpoints } from './endpoints.js';
import type { Fetched } from './http-client.js';

/** What the list readers need from the source: one GET and the source's clock. */
export interface ListContext {
  get(url: string): Promise<Fetched>;
  now: Date;
  /** Most pages one call reads (Weibo's lists are long; a collector comes back later). */
  maxPages: number;
}

class UserSet {
  private readonly byUid = new Map<string, WeiboUser>();
  add(users: WeiboUser[]): void {
    for (const user of users) if (!this.byUid.has(user.uid)) this.byUid.set(user.uid, user);
  }
  of(uids: Iterable<string>): WeiboUser[] {
    const out: WeiboUser[] = [];
    for (const uid of new Set(uids)) {
      const user = this.byUid.get(uid);
      if (user) out.push(user);
    }
    return out;
  }
  nameOf = (uid: string): string | undefined => this.byUid.get(uid)?.screenName;
}

/** Time order, then each repost moved after its parent when the chain named a later one. */
export function parentsFirst(reposts: WeiboRepost[]): WeiboRepost[] {
  const sorted = [...reposts].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const byMid = new Map(sorted.map((r) => [r.mid, r]));
  const placed = new Set<string>();
  const out: WeiboRepost[] = [];
  const place = (repost: WeiboRepost, depth: number) => {
    if (placed.has(repost.mid)) return;
    placed.add(repost.mid);
    const parent = repost.parentMid ? byMid.get(repost.parentMid) : undefined;
    // depth guards against a cycle of chains; a cycle keeps time order.
    if (parent && depth < sorted.length) place(parent, depth + 1);
    out.push(repost);
  };
  for (const repost of sorted) place(repost, 0);
  return out;
}

/** statuses/repostTimeline pages 1..data.max; parents from the //@ chains of the texts. */
export async function readReposts(ctx: ListContext, mid: string): Promise<RepostPage> {
  const reposts = new Map<string, WeiboRepost>();
  const users = new UserSet();
  for (let page = 1; page <= ctx.maxPages; page += 1) {
    const answer = await ctx.get(endpoints.reposts(mid, page));
    if (answer.kind === 'missing') break;
    const parsed = parseRepostTimelineResponse(answer.json, mid, ctx.now);
    for (const item of parsed.items) if (!reposts.has(item.mid)) reposts.set(item.mid, item);
    users.add(parsed.users);
    const last = lastPage(answer.json);
    if (parsed.items.length === 0 || (last !== null && page >= last)) break;
  }
  const { reposts: resolved } = resolveChainParents([...reposts.values()], users.nameOf);
  const ordered = parentsFirst(resolved);
  return { reposts: ordered, users: users.of(ordered.map((r) => r.uid)) };
}

/** comments/hotflow, following max_id until Weibo gives none; oldest first. */
export async function readComments(ctx: ListContext, mid: string): Promise<CommentPage> {
  const comments = new Map<string, WeiboComment>();
  const users = new UserSet();
  let cursor: string | null = null;
  let cursorType = '0';
  for (let page = 0; page < ctx.maxPages; page += 1) {
    const answer = await ctx.get(endpoints.comments(mid, cursor, cursorType));
    if (answer.kind === 'missing') break;
    const parsed = parseCommentsResponse(answer.json, mid, ctx.now);
    for (const item of parsed.items) if (!comments.has(item.id)) comments.set(item.id, item);
    users.add(parsed.users);
    if (!parsed.nextCursor || parsed.nextCursor === cursor || parsed.items.length === 0) break;
    cursor = parsed.nextCursor;
    cursorType = maxIdType(answer.json);
  }
  const ordered = [...comments.values()].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  return { comments: ordered, users: users.of(ordered.map((c) => c.uid)) };
}

/**
 * Post search pages until `limit` matching posts, a page wholly older than `since`, or the last
 * page. Weibo's search matches segmented words; only posts whose text holds the keyword are kept.
 */
export async function readSearch(ctx: ListContext, keyword: string, since: Date, limit: number): Promise<PostPage> {
  const posts = new Map<string, WeiboPost>();
  const users = new UserSet();
  const needle = keyword.toLowerCase();
  let page = 1;
  for (let read = 0; read < ctx.maxPages && posts.size < limit; read += 1) {
    const answer = await ctx.get(endpoints.search(keyword, page));
    if (answer.kind === 'missing') break;
    const parsed = parseTimelineResponse(answer.json, { now: ctx.now });
    users.add(parsed.users);
    let recent = 0;
    for (const post of parsed.posts) {
      if (post.createdAt.getTime() < since.getTime()) continue;
      recent += 1;
      if (post.deleted || posts.has(post.mid) || !post.text.toLowerCase().includes(needle)) continue;
      posts.set(post.mid, post);
    }
    const next = nextSearchPage(answer.json);
    if (recent === 0 || next === null || next <= page) break;
    page = next;
  }
  const newest = [...posts.values()].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()).slice(0, limit);
  return { posts: newest, users: users.of(newest.map((p) => p.uid)) };
}

/** Follower pages until `limit` accounts or the last page Weibo shows. */
export async function readFollowers(ctx: ListContext, uid: string, limit: number): Promise<WeiboUser[]> {
  const users = new Map<string, WeiboUser>();
  let sinceId: string | null = null;
  for (let page = 0; page < ctx.maxPages && users.size < limit; page += 1) {
    const answer = await ctx.get(endpoints.followers(uid, sinceId));
    if (answer.kind === 'missing') break;
    const parsed = parseFollowersResponse(answer.json);
    for (const user of parsed.users) if (!users.has(user.uid)) users.set(user.uid, user);
    if (parsed.users.length === 0 || !parsed.sinceId || parsed.sinceId === sinceId) break;
    sinceId = parsed.sinceId;
  }
  return [...users.values()].slice(0, limit);
}
