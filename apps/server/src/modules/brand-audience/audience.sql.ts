import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

/*
 * The reads of a brand audience analysis (docs/brand-audience.md), each one SQL statement alike on
 * PostgreSQL and PGlite. The audience of a brand over [from, to): the authors of the posts naming it
 * (brand_mentions) and the users who reposted one of those posts (weibo_reposts whose root or parent
 * is such a post) before `to`.
 */

/** Lists of uids are sent in chunks of this many (one array parameter each). */
const UID_CHUNK = 5000;

function chunks<T>(items: readonly T[], size = UID_CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** `m`: the brand's mention rows in the range; `r`: the reposts of those posts made before `to`. */
function audienceCtes(brandId: string, from: Date, to: Date): RawBuilder<unknown> {
  return sql`m as (
      select mid, uid, posted_at from brand_mentions
      where brand_id = ${brandId} and posted_at >= ${from} and posted_at < ${to}
    ),
    r as (
      select r.mid, r.uid, r.created_at from weibo_reposts r join m on r.root_mid = m.mid where r.created_at < ${to}
      union
      select r.mid, r.uid, r.created_at from weibo_reposts r join m on r.parent_mid = m.mid where r.created_at < ${to}
    )`;
}

export interface AudienceUser {
  uid: string;
  mentioned: boolean;
  reposted: boolean;
}

export interface AudienceRead {
  /** At most `cap` users, the most recently active first. */
  users: AudienceUser[];
  /** More users than `cap` took part. */
  capped: boolean;
  mentionPosts: number;
  reposts: number;
}

/** The brand's audience over [from, to): each user once, with how they took part. */
export async function readAudience(
  db: Db,
  brandId: string,
  range: { from: Date; to: Date },
  cap: number,
): Promise<AudienceRead> {
  const ctes = audienceCtes(brandId, range.from, range.to);
  const rows = await sql<AudienceUser>`
    with ${ctes},
    a as (
      select uid, bool_or(mentioned) as mentioned, bool_or(not mentioned) as reposted, max(at) as last_at
      from (select uid, true as mentioned, posted_at as at from m
            union all
            select uid, false, created_at from r) x
      group by uid
    )
    select uid, mentioned, reposted from a order by last_at desc, uid limit ${cap + 1}`.execute(db);
  const counts = await sql<{ posts: number; reposts: number }>`
    with ${ctes}
    select (select count(*) from m)::int as posts, (select count(*) from r)::int as reposts`.execute(db);
  const capped = rows.rows.length > cap;
  return {
    users: capped ? rows.rows.slice(0, cap) : rows.rows,
    capped,
    mentionPosts: counts.rows[0]?.posts ?? 0,
    reposts: counts.rows[0]?.reposts ?? 0,
  };
}

/**
 * The brand's most reposted posts in the range whose repost lists are worth collecting (at most
 * `maxReposts` reposts each, so one viral post cannot take the whole job): most reposted first.
 */
export async function repostTargets(
  db: Db,
  brandId: string,
  range: { from: Date; to: Date },
  options: { limit: number; maxReposts: number },
): Promise<string[]> {
  const rows = await sql<{ mid: string }>`
    select m.mid from brand_mentions m join weibo_posts p on p.mid = m.mid
    where m.brand_id = ${brandId} and m.posted_at >= ${range.from} and m.posted_at < ${range.to}
      and p.reposts > 0 and p.reposts <= ${options.maxReposts}
    order by p.reposts desc, m.mid limit ${options.limit}`.execute(db);
  return rows.rows.map((r) => r.mid);
}

export interface AudienceProfile {
  uid: string;
  gender: string;
  province: string;
  verify_badge: string;
  followers: number;
}

/** The stored profiles of these users (users never stored are left out). */
export async function profilesOf(db: Db, uids: readonly string[]): Promise<AudienceProfile[]> {
  const out: AudienceProfile[] = [];
  for (const chunk of chunks(uids)) {
    const rows = await sql<AudienceProfile>`
      select uid, gender, province, verify_badge, followers::bigint as followers
      from weibo_users where uid = any(${chunk}::varchar[])`.execute(db);
    for (const row of rows.rows) out.push({ ...row, followers: Number(row.followers) });
  }
  return out;
}

export interface InterestSignal {
  uid: string;
  category: string;
}

/**
 * The categories of the bloggers these users follow (fan_samples: the sampled followers of
 * bloggers) and of the authors of the posts they reposted before `to`, each (user, category) once
 * per basis. A user's own account does not count.
 */
export async function interestSignals(
  db: Db,
  uids: readonly string[],
  to: Date,
): Promise<{ follows: InterestSignal[]; reposts: InterestSignal[] }> {
  const follows: InterestSignal[] = [];
  const reposts: InterestSignal[] = [];
  for (const chunk of chunks(uids)) {
    const followed = await sql<InterestSignal>`
      select distinct f.follower_uid as uid, c.category
      from fan_samples f join weibo_users u on u.uid = f.uid
      cross join lateral unnest(u.categories) as c(category)
      where f.follower_uid = any(${chunk}::varchar[]) and f.uid <> f.follower_uid and c.category <> ''`.execute(db);
    follows.push(...followed.rows);
    const reposted = await sql<InterestSignal>`
      select distinct r.uid, c.category
      from weibo_reposts r join weibo_posts p on p.mid = r.root_mid join weibo_users u on u.uid = p.uid
      cross join lateral unnest(u.categories) as c(category)
      where r.uid = any(${chunk}::varchar[]) and r.created_at < ${to} and p.uid <> r.uid and c.category <> ''`.execute(
      db,
    );
    reposts.push(...reposted.rows);
  }
  return { follows, reposts };
}

export interface StoredBrand {
  id: string;
  cn_name: string;
  en_name: string;
  aliases: string[];
  categories: string[];
  logo: string;
  origin: string;
}

export async function brandsByIds(db: Db, ids: readonly string[]): Promise<Map<string, StoredBrand>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('brands')
    .select(['id', 'cn_name', 'en_name', 'aliases', 'categories', 'logo', 'origin'])
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((r) => [r.id, r]));
}

/** `%` and `_` match themselves in a LIKE pattern. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Brands whose Chinese or English name or an alias holds the keyword (any brand when blank), by name. */
export async function searchBrands(db: Db, keyword: string, limit: number): Promise<StoredBrand[]> {
  const pattern = `%${likeEscape(keyword.toLowerCase())}%`;
  const filter =
    keyword === ''
      ? sql`true`
      : sql`(lower(cn_name) like ${pattern} or lower(en_name) like ${pattern}
             or exists (select 1 from unnest(aliases) a where lower(a) like ${pattern}))`;
  const rows = await sql<StoredBrand>`
    select id, cn_name, en_name, aliases, categories, logo, origin from brands
    where ${filter} order by (lower(cn_name) = ${keyword.toLowerCase()}) desc, cn_name, id limit ${limit}`.execute(db);
  return rows.rows;
}

/** The China-time instant of the first stored mention: where the kept history starts (null before any). */
export async function firstMentionAt(db: Db): Promise<Date | null> {
  const row = await sql<{ at: Date | null }>`select min(posted_at) as at from brand_mentions`.execute(db);
  const at = row.rows[0]?.at;
  return at ? new Date(at) : null;
}
