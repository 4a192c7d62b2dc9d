import type { WeiboComment, WeiboUser } from '../model.js';
import { parseCount } from './count.js';
import { htmlToText } from './html-text.js';
import { asArray, asRecord, asString, type JsonRecord } from './json-read.js';
import { parseWeiboTime } from './time.js';
import { parseUser } from './user.js';

/** Fields only comments carry (m.weibo.cn comments/show and hotflow, weibo.com buildComments). */
const COMMENT_FIELDS = ['rootid', 'rootidstr', 'floor_number', 'like_counts', 'like_count', 'reply_id', 'reply_text'];
/** Counters every mblog carries and no comment does. */
const MBLOG_COUNTERS = ['reposts_count', 'attitudes_count', 'comments_count'];

/**
 * Whether a JSON record is a comment rather than a post. Weibo marks its newer comments
 * (readtimetype / item_category "comment"); older ones are told by their comment-only fields and
 * the absence of a mblog's counters. A comment's own `mid` is its id, never its post's.
 */
export function isCommentRecord(record: JsonRecord): boolean {
  if (record.readtimetype === 'comment' || record.item_category === 'comment') return true;
  if (record.readtimetype === 'mblog' || MBLOG_COUNTERS.some((field) => field in record)) return false;
  return COMMENT_FIELDS.some((field) => field in record) && 'text' in record && 'created_at' in record;
}

const ANALYSIS_MID = /(?:^|\|)mid:(\d{6,20})(?:\||$)/;

/**
 * The post a comment belongs to, when the comment itself says: hotflow and buildComments write
 * it in `analysis_extra` ("author_uid:…|mid:…"), the old API embedded the post as `status`.
 */
export function commentPostMid(record: JsonRecord): string | null {
  const extra = ANALYSIS_MID.exec(asString(record.analysis_extra));
  if (extra) return extra[1]!;
  const status = asRecord(record.status);
  const mid = status ? asString(status.mid ?? status.idstr ?? status.id) : '';
  return /^\d{1,20}$/.test(mid) ? mid : null;
}

export interface CommentTree {
  /** The comment first, then its nested replies (hotflow's `comments`), each answering the comment. */
  comments: WeiboComment[];
  /** The commenters' profiles, each once. */
  users: WeiboUser[];
  /** Why items were left out: 'comment is not an object', 'unreadable created_at', 'comment has no id'. */
  skipped: string[];
}

/**
 * One comment record with the replies nested in it, all tied to post `mid`. A reply answers the
 * comment it is nested in, or the one its `reply_id` names.
 */
export function readCommentTree(raw: unknown, mid: string, now?: Date): CommentTree {
  const tree: CommentTree = { comments: [], users: [], skipped: [] };
  const seenUsers = new Set<string>();
  const queue: { raw: unknown; replyTo: string | null }[] = [{ raw, replyTo: null }];
  for (let q = 0; q < queue.length; q += 1) {
    const { raw: item, replyTo } = queue[q]!;
    const c = asRecord(item);
    const id = asString(c?.idstr ?? c?.id);
    const createdAt = parseWeiboTime(c?.created_at, now);
    if (!c || !/^\d{1,20}$/.test(id) || !createdAt) {
      tree.skipped.push(!c ? 'comment is not an object' : !createdAt ? 'unreadable created_at' : 'comment has no id');
      continue;
    }
    const user = parseUser(c.user);
    if (user && !seenUsers.has(user.uid)) {
      seenUsers.add(user.uid);
      tree.users.push(user);
    }
    const replyId = asString(c.reply_id);
    tree.comments.push({
      id,
      mid,
      uid: user?.uid ?? '',
      text: htmlToText(asString(c.text ?? c.text_raw)),
      createdAt,
      likes: parseCount(c.like_count ?? c.like_counts),
      replyTo: replyTo ?? (replyId && replyId !== '0' && replyId !== id ? replyId : null),
    });
    for (const reply of asArray(c.comments)) queue.push({ raw: reply, replyTo: id });
  }
  return tree;
}
