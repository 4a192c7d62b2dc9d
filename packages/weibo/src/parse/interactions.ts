import type { WeiboComment, WeiboRepost, WeiboUser } from '../model.js';
import { isWeiboApiError, unwrapWeiboResponse } from './api-error.js';
import { readCommentTree } from './comment.js';
import { asArray, asRecord, asString } from './json-read.js';
import { parseMblog } from './mblog.js';
import { parseUser } from './user.js';

export interface InteractionPage<T> {
  items: T[];
  users: WeiboUser[];
  /** Cursor for the next page (max_id), null when Weibo says there is none. */
  nextCursor: string | null;
  total: number | null;
  skipped: { index: number; reason: string }[];
}

function pageInfo(data: Record<string, unknown>): Pick<InteractionPage<unknown>, 'nextCursor' | 'total'> {
  const cursor = asString(data.max_id);
  const total = data.total_number ?? data.total;
  return { nextCursor: cursor && cursor !== '0' ? cursor : null, total: typeof total === 'number' ? total : null };
}

function addUser(users: WeiboUser[], seen: Set<string>, user: WeiboUser | null): void {
  if (user && !seen.has(user.uid)) {
    seen.add(user.uid);
    users.push(user);
  }
}

/**
 * A comment list (m.weibo.cn comments/hotflow: data.data[] with id, text, created_at, like_count,
 * user, and nested replies in `comments`). Replies come back as comments with replyTo set.
 */
export function parseCommentsResponse(json: unknown, mid: string, now?: Date): InteractionPage<WeiboComment> {
  const data = unwrapWeiboResponse(json);
  const page: InteractionPage<WeiboComment> = { items: [], users: [], ...pageInfo(data), skipped: [] };
  const seenUsers = new Set<string>();
  asArray(data.data).forEach((raw, index) => {
    const tree = readCommentTree(raw, mid, now);
    page.items.push(...tree.comments);
    for (const user of tree.users) addUser(page.users, seenUsers, user);
    for (const reason of tree.skipped) page.skipped.push({ index, reason });
  });
  return page;
}

/**
 * A repost list (m.weibo.cn statuses/repostTimeline: data.data[] of mblogs). Weibo gives no parent
 * here; parentMid stays null until `resolveChainParents` reads the //@ chains.
 */
export function parseRepostTimelineResponse(json: unknown, rootMid: string, now?: Date): InteractionPage<WeiboRepost> {
  const data = unwrapWeiboResponse(json);
  const page: InteractionPage<WeiboRepost> = { items: [], users: [], ...pageInfo(data), skipped: [] };
  const seenUsers = new Set<string>();
  asArray(data.data).forEach((raw, index) => {
    try {
      const post = parseMblog(raw, { now }).posts[0]!;
      addUser(page.users, seenUsers, parseUser(asRecord(raw)?.user));
      page.items.push({
        mid: post.mid,
        rootMid,
        parentMid: null,
        uid: post.uid,
        text: post.text,
        createdAt: post.createdAt,
      });
    } catch (error) {
      if (!isWeiboApiError(error)) throw error;
      page.skipped.push({ index, reason: error.message });
    }
  });
  return page;
}
