import type { WeiboUser } from '../model.js';
import { unwrapWeiboResponse } from '../parse/api-error.js';
import { asArray, asFlag, asRecord, asString } from '../parse/json-read.js';
import { parseUser } from '../parse/user.js';

/**
 * Small readers for the paging and card details of m.weibo.cn container answers that the shared
 * parsers do not keep (they return posts and users only).
 */

/** Cards of an answer with one level of card_group flattened, as Weibo nests them. */
function flatCards(json: unknown): Record<string, unknown>[] {
  const data = asRecord(asRecord(json)?.data);
  const out: Record<string, unknown>[] = [];
  for (const card of asArray(data?.cards)) {
    const record = asRecord(card);
    if (!record) continue;
    const group = record.card_group;
    if (Array.isArray(group)) for (const inner of group) out.push(asRecord(inner) ?? {});
    else out.push(record);
  }
  return out;
}

/**
 * Mids of pinned posts (isTop, or the 置顶 title): a timeline shows them first whatever their
 * age, so an old pinned post must not end the paging.
 */
export function pinnedMids(json: unknown): Set<string> {
  const mids = new Set<string>();
  for (const card of flatCards(json)) {
    const mblog = asRecord(card.mblog);
    if (!mblog) continue;
    if (asFlag(mblog.isTop) || asString(asRecord(mblog.title)?.text) === '置顶') {
      mids.add(asString(mblog.mid ?? mblog.id));
    }
  }
  return mids;
}

/** The next page number of a search answer (cardlistInfo.page), null on the last page. */
export function nextSearchPage(json: unknown): number | null {
  const info = asRecord(asRecord(asRecord(json)?.data)?.cardlistInfo);
  const page = Number(asString(info?.page));
  return Number.isInteger(page) && page > 0 ? page : null;
}

/** data.max of a repost or comment answer: the number of pages Weibo has. */
export function lastPage(json: unknown): number | null {
  const max = Number(asString(asRecord(asRecord(json)?.data)?.max));
  return Number.isInteger(max) && max > 0 ? max : null;
}

/** data.max_id_type of a comments answer, to send back with max_id for the next page. */
export function maxIdType(json: unknown): string {
  return asString(asRecord(asRecord(json)?.data)?.max_id_type) || '0';
}

export interface FollowersPage {
  users: WeiboUser[];
  /** Cursor of the next page (cardlistInfo.since_id), null on the last visible page. */
  sinceId: string | null;
}

/**
 * A followers answer (container 231051_-_fans_-_{uid}): card_type 11 groups of card_type 10 user
 * cards ({user, desc1, desc2, buttons}). Throws WeiboApiError for an error answer.
 */
export function parseFollowersResponse(json: unknown): FollowersPage {
  const data = unwrapWeiboResponse(json);
  const users: WeiboUser[] = [];
  const seen = new Set<string>();
  for (const card of flatCards(json)) {
    const user = parseUser(card.user);
    if (!user || seen.has(user.uid)) continue;
    seen.add(user.uid);
    users.push(user);
  }
  const sinceId = asString(asRecord(data.cardlistInfo)?.since_id);
  return { users, sinceId: sinceId && sinceId !== '0' ? sinceId : null };
}
