import type { WeiboPost, WeiboUser } from '../model.js';
import { isWeiboApiError, unwrapWeiboResponse } from './api-error.js';
import { asArray, asRecord, asString } from './json-read.js';
import { type MblogOptions, parseMblog } from './mblog.js';

export interface TimelinePage {
  /** Posts in card order, each retweeted original right after its repost; no mid twice. */
  posts: WeiboPost[];
  users: WeiboUser[];
  /** Cursor for the next page (cardlistInfo.since_id), null on the last page. */
  sinceId: string | null;
  /** Weibo's own count of posts in the container, when it gives one. */
  total: number | null;
  /** Cards that carried a mblog Weibo could not give us (index in `cards`, reason). */
  skipped: { index: number; reason: string }[];
}

/**
 * A container answer (user timeline, search) to posts. Card type 9 carries a mblog; type 11 nests
 * more cards in card_group. Throws WeiboApiError for error answers (ok: 0).
 */
export function parseTimelineResponse(json: unknown, options: MblogOptions = {}): TimelinePage {
  const data = unwrapWeiboResponse(json);
  const page: TimelinePage = { posts: [], users: [], sinceId: null, total: null, skipped: [] };
  const postIndex = new Map<string, number>();
  const seenUsers = new Set<string>();
  const cards = asArray(data.cards);
  // Flatten one level of card_group without recursion; Weibo never nests deeper.
  const queue: { card: unknown; index: number }[] = [];
  cards.forEach((card, index) => {
    const group = asRecord(card)?.card_group;
    if (Array.isArray(group)) for (const inner of group) queue.push({ card: inner, index });
    else queue.push({ card, index });
  });
  for (const { card, index } of queue) {
    const mblog = asRecord(card)?.mblog;
    if (mblog === undefined) continue;
    try {
      const parsed = parseMblog(mblog, options);
      for (const post of parsed.posts) {
        const at = postIndex.get(post.mid);
        if (at === undefined) {
          postIndex.set(post.mid, page.posts.length);
          page.posts.push(post);
        } else if (!page.posts[at]!.bid && post.bid) {
          // The same original seen as a retweeted root and as its own card: keep the fuller copy.
          page.posts[at] = post;
        }
      }
      for (const user of parsed.users) {
        if (seenUsers.has(user.uid)) continue;
        seenUsers.add(user.uid);
        page.users.push(user);
      }
    } catch (error) {
      if (!isWeiboApiError(error)) throw error;
      page.skipped.push({ index, reason: error.message });
    }
  }
  const info = asRecord(data.cardlistInfo);
  if (info) {
    const sinceId = asString(info.since_id);
    page.sinceId = sinceId && sinceId !== '0' ? sinceId : null;
    page.total = typeof info.total === 'number' ? info.total : null;
  }
  return page;
}
