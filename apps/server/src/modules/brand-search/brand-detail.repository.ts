import { chinaDayEnd, chinaDayStart } from '@boguan/contracts/china-time';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Origin } from '../weibo-data/weibo-data.tables.js';

type Db = Kysely<Database>;

/*
 * The detail tabs' reads of one brand's mentioning posts over China days `from`..`to` (both
 * included), through brand_mentions_brand_idx (brand_id, posted_at), joined to the posts for their
 * counts as last collected and to the authors' profiles.
 */

export interface MentionPostRow {
  mid: string;
  bid: string;
  uid: string;
  text: string;
  created_at: Date;
  origin: Origin;
  reposts: number;
  comments: number;
  likes: number;
  sponsored: boolean;
  sentiment: number;
  screen_name: string | null;
  avatar: string | null;
  verify_badge: string | null;
}

const range = (brandId: string, from: string, to: string) =>
  sql`m.brand_id = ${brandId} and m.posted_at >= ${chinaDayStart(from)} and m.posted_at < ${chinaDayEnd(to)}`;

const POST_FIELDS = sql`p.mid, p.bid, p.uid, p.text, p.created_at, p.origin, p.reposts, p.comments, p.likes,
  m.sponsored, m.sentiment, u.screen_name, u.avatar, u.verify_badge`;

function numbers(row: MentionPostRow): MentionPostRow {
  return { ...row, reposts: Number(row.reposts), comments: Number(row.comments), likes: Number(row.likes) };
}

/** The most interacted mentioning posts (ties: newest, then mid). */
export async function topMentionPosts(db: Db, brandId: string, from: string, to: string, limit: number) {
  const result = await sql<MentionPostRow>`
    select ${POST_FIELDS}
    from brand_mentions m join weibo_posts p on p.mid = m.mid left join weibo_users u on u.uid = p.uid
    where ${range(brandId, from, to)}
    order by p.reposts + p.comments + p.likes desc, p.created_at desc, p.mid
    limit ${limit}`.execute(db);
  return result.rows.map(numbers);
}

/** Posts and interactions of the organic (false) and sponsored (true) mentions. */
export async function sponsoredSplit(db: Db, brandId: string, from: string, to: string) {
  const result = await sql<{ sponsored: boolean; posts: number; interactions: number }>`
    select m.sponsored, count(*)::int as posts, coalesce(sum(p.reposts + p.comments + p.likes), 0)::bigint as interactions
    from brand_mentions m join weibo_posts p on p.mid = m.mid
    where ${range(brandId, from, to)}
    group by m.sponsored`.execute(db);
  const part = (flag: boolean) => {
    const row = result.rows.find((r) => r.sponsored === flag);
    return { posts: Number(row?.posts ?? 0), interactions: Number(row?.interactions ?? 0) };
  };
  return { organic: part(false), sponsored: part(true) };
}

/** The texts of the most interacted mentioning posts. */
export async function mentionTexts(db: Db, brandId: string, from: string, to: string, limit: number) {
  const result = await sql<{ text: string }>`
    select p.text from brand_mentions m join weibo_posts p on p.mid = m.mid
    where ${range(brandId, from, to)}
    order by p.reposts + p.comments + p.likes desc, p.mid
    limit ${limit}`.execute(db);
  return result.rows.map((r) => r.text);
}

export interface MentionAuthorRow {
  uid: string;
  kol_id: number | null;
  screen_name: string | null;
  avatar: string | null;
  verify_badge: string | null;
  followers: number;
  posts: number;
  sponsored_posts: number;
  interactions: number;
}

/** Every author of a mentioning post with their posts, sponsored posts and interactions. */
export async function mentionAuthors(db: Db, brandId: string, from: string, to: string): Promise<MentionAuthorRow[]> {
  const result = await sql<MentionAuthorRow>`
    select a.uid, u.kol_id, u.screen_name, u.avatar, u.verify_badge, coalesce(u.followers, 0)::bigint as followers,
      a.posts, a.sponsored_posts, a.interactions
    from (
      select m.uid, count(*)::int as posts, (count(*) filter (where m.sponsored))::int as sponsored_posts,
        coalesce(sum(p.reposts + p.comments + p.likes), 0)::bigint as interactions
      from brand_mentions m join weibo_posts p on p.mid = m.mid
      where ${range(brandId, from, to)}
      group by m.uid
    ) a left join weibo_users u on u.uid = a.uid`.execute(db);
  return result.rows.map((r) => ({
    ...r,
    kol_id: r.kol_id === null ? null : Number(r.kol_id),
    followers: Number(r.followers),
    interactions: Number(r.interactions),
  }));
}

/** Each listed author's most interacted mentioning post. */
export async function topPostOfAuthors(db: Db, brandId: string, from: string, to: string, uids: readonly string[]) {
  if (uids.length === 0) return new Map<string, MentionPostRow>();
  const result = await sql<MentionPostRow>`
    select distinct on (m.uid) ${POST_FIELDS}
    from brand_mentions m join weibo_posts p on p.mid = m.mid left join weibo_users u on u.uid = p.uid
    where ${range(brandId, from, to)} and m.uid = any(${uids}::varchar[])
    order by m.uid, p.reposts + p.comments + p.likes desc, p.created_at desc, p.mid`.execute(db);
  return new Map(result.rows.map((r) => [r.uid, numbers(r)]));
}

export interface AudienceUserRow {
  uid: string;
  gender: string | null;
  province: string | null;
  verify_badge: string | null;
  categories: string[] | null;
}

/** The distinct authors of mentioning posts with their profiles (null when no profile is stored). */
export async function mentionUsers(db: Db, brandId: string, from: string, to: string): Promise<AudienceUserRow[]> {
  const result = await sql<AudienceUserRow>`
    select a.uid, u.gender, u.province, u.verify_badge, u.categories
    from (select distinct m.uid from brand_mentions m where ${range(brandId, from, to)}) a
    left join weibo_users u on u.uid = a.uid`.execute(db);
  return result.rows;
}
