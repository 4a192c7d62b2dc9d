import { hashtagOf } from '@boguan/contracts/topic-name';
import type { VerifyBadge } from '@boguan/weibo/model';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Origin } from '../weibo-data/weibo-data.tables.js';

// The stored posts that carry a topic's hashtag, and what the report needs of their authors.

/** `%#name#%` for ILIKE, with LIKE's own wildcards in the name taken literally. */
export function hashtagPattern(name: string): string {
  return `%${hashtagOf(name).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export interface TopicPostRow {
  mid: string;
  bid: string;
  uid: string;
  text: string;
  created_at: Date;
  reposts: number;
  comments: number;
  likes: number;
  sentiment_score: number | null;
  origin: Origin;
}

/**
 * The stored, not deleted posts whose text holds `#name#` (case-insensitive, as the collectors
 * match it), created in [from, to), newest first (ties by mid), at most `limit`.
 */
export async function topicPosts(
  db: Kysely<Database>,
  name: string,
  window: { from: Date; to: Date; limit: number },
): Promise<TopicPostRow[]> {
  const rows = await db
    .selectFrom('weibo_posts')
    .select(['mid', 'bid', 'uid', 'text', 'created_at', 'reposts', 'comments', 'likes', 'sentiment_score', 'origin'])
    .where('created_at', '>=', window.from)
    .where('created_at', '<', window.to)
    .where('deleted', '=', false)
    .where('text', 'ilike', hashtagPattern(name))
    .orderBy('created_at', 'desc')
    .orderBy('mid', 'desc')
    .limit(window.limit)
    .execute();
  return rows.map((r) => ({
    ...r,
    created_at: new Date(r.created_at),
    reposts: Number(r.reposts),
    comments: Number(r.comments),
    likes: Number(r.likes),
  }));
}

/** How many stored posts carry the hashtag, whatever their date. */
export async function storedTopicPostCount(db: Kysely<Database>, name: string): Promise<number> {
  const row = await db
    .selectFrom('weibo_posts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('deleted', '=', false)
    .where('text', 'ilike', hashtagPattern(name))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface TopicAuthorRow {
  uid: string;
  screen_name: string;
  avatar: string;
  verify_badge: VerifyBadge;
  followers: number;
}

/** The stored profiles of the given accounts (an unknown account is simply missing). */
export async function topicAuthors(db: Kysely<Database>, uids: readonly string[]): Promise<TopicAuthorRow[]> {
  if (uids.length === 0) return [];
  const out: TopicAuthorRow[] = [];
  // In slices: a bind list of thousands of uids is slow to plan on PGlite.
  for (let i = 0; i < uids.length; i += 1000) {
    const rows = await db
      .selectFrom('weibo_users')
      .select(['uid', 'screen_name', 'avatar', 'verify_badge', 'followers'])
      .where('uid', 'in', uids.slice(i, i + 1000))
      .execute();
    for (const r of rows)
      out.push({ ...r, verify_badge: r.verify_badge as VerifyBadge, followers: Number(r.followers) });
  }
  return out;
}

/** The topic host's screen name when the host's profile is stored, else ''. */
export async function hostNameOf(db: Kysely<Database>, hostUid: string | null): Promise<string> {
  if (!hostUid) return '';
  const [host] = await topicAuthors(db, [hostUid]);
  return host?.screen_name ?? '';
}
