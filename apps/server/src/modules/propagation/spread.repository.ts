import type { VerifyBadge } from '@boguan/weibo/model';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Origin } from '../weibo-data/weibo-data.tables.js';

// The stored reposts of a post and what the spread needs of the accounts behind them.

export interface RootPostRow {
  mid: string;
  bid: string;
  uid: string;
  text: string;
  created_at: Date;
  reposts: number;
  comments: number;
  likes: number;
  deleted: boolean;
  origin: Origin;
}

/** The stored post, or undefined when only its reposts are known (or nothing). */
export async function rootPost(db: Kysely<Database>, mid: string): Promise<RootPostRow | undefined> {
  return db
    .selectFrom('weibo_posts')
    .select(['mid', 'bid', 'uid', 'text', 'created_at', 'reposts', 'comments', 'likes', 'deleted', 'origin'])
    .where('mid', '=', mid)
    .executeTakeFirst();
}

export interface StoredRepostRow {
  mid: string;
  parent_mid: string | null;
  uid: string;
  created_at: Date;
}

/** The first `limit` stored reposts of a post, oldest first (ties by mid, so a cap always keeps the same ones). */
export async function storedReposts(db: Kysely<Database>, rootMid: string, limit: number): Promise<StoredRepostRow[]> {
  return db
    .selectFrom('weibo_reposts')
    .select(['mid', 'parent_mid', 'uid', 'created_at'])
    .where('root_mid', '=', rootMid)
    .orderBy('created_at')
    .orderBy('mid')
    .limit(limit)
    .execute();
}

export async function storedRepostCount(db: Kysely<Database>, rootMid: string): Promise<number> {
  const row = await db
    .selectFrom('weibo_reposts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('root_mid', '=', rootMid)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface ProfileRow {
  uid: string;
  screen_name: string;
  avatar: string;
  gender: string;
  province: string;
  verify_badge: VerifyBadge;
  followers: number;
  follows: number;
  statuses: number;
  created_at: Date | null;
}

const PROFILE_COLUMNS = [
  'u.uid',
  'u.screen_name',
  'u.avatar',
  'u.gender',
  'u.province',
  'u.verify_badge',
  'u.followers',
  'u.follows',
  'u.statuses',
  'u.created_at',
] as const;

/** The stored profiles of every account that reposted the post (each once). */
export async function reposterProfiles(db: Kysely<Database>, rootMid: string): Promise<ProfileRow[]> {
  const rows = await db
    .selectFrom('weibo_users as u')
    .select(PROFILE_COLUMNS)
    .where('u.uid', 'in', db.selectFrom('weibo_reposts').select('uid').where('root_mid', '=', rootMid))
    .execute();
  return rows.map((r) => ({ ...r, verify_badge: r.verify_badge as VerifyBadge, followers: Number(r.followers) }));
}

export async function profileOf(db: Kysely<Database>, uid: string): Promise<ProfileRow | undefined> {
  const row = await db
    .selectFrom('weibo_users as u')
    .select(PROFILE_COLUMNS)
    .where('u.uid', '=', uid)
    .executeTakeFirst();
  return row && { ...row, verify_badge: row.verify_badge as VerifyBadge, followers: Number(row.followers) };
}

export interface StoredRootRow {
  root_mid: string;
  reposts: number;
  last_at: Date;
}

/**
 * The posts with the most recently made stored reposts (imported from files or collected before):
 * what a member can analyse without reading the source.
 */
export async function postsWithStoredReposts(db: Kysely<Database>, limit: number): Promise<StoredRootRow[]> {
  const rows = await db
    .selectFrom('weibo_reposts')
    .select(['root_mid', sql<number>`count(*)`.as('reposts'), sql<Date>`max(created_at)`.as('last_at')])
    .groupBy('root_mid')
    .orderBy(sql`max(created_at)`, 'desc')
    .orderBy('root_mid')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ root_mid: r.root_mid, reposts: Number(r.reposts), last_at: new Date(r.last_at) }));
}
