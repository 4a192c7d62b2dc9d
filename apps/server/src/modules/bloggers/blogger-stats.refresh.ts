import { DAY_MS } from '@boguan/contracts/china-time';
import { influenceIndex } from '@boguan/weibo/analytics/bloggers';
import type { VerifyBadge } from '@boguan/weibo/model';
import { type Insertable, type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { BloggerStatsTable } from './bloggers.tables.js';

const BATCH = 1000;

/** The windows of the day / week / month figures, in days. */
export const STAT_WINDOWS = { day: 1, week: 7, month: 30 } as const;

/** A blogger's profile and raw counts as read, before the figures derived from them. */
interface AggregateRow
  extends Pick<
    BloggerStatsTable,
    | 'uid'
    | 'kol_id'
    | 'followers'
    | 'verify_badge'
    | 'gender'
    | 'province'
    | 'city'
    | 'categories'
    | 'posts_30d'
    | 'original_posts_30d'
    | 'sponsored_posts_30d'
    | 'interactions_30d'
  > {
  posts_1d: number;
  posts_7d: number;
  interactions_1d: number;
  interactions_7d: number;
  last_post_at: Date | null;
  growth_1d: number | null;
  growth_7d: number | null;
  growth_30d: number | null;
}

/**
 * Follower growth over the window ending at `now`, as docs/metrics.md defines it: from the last
 * snapshot at or before the window start (or the first inside the window when none is earlier) to
 * the last snapshot at or before `now`; null without two distinct snapshots.
 */
function growthSql(days: number, now: Date) {
  const from = new Date(now.getTime() - days * DAY_MS);
  return sql<number | null>`(
    select case when e.at is null or s.at is null or e.at = s.at then null else e.followers - s.followers end
    from (select at, followers from user_snapshots where uid = u.uid and at <= ${now} order by at desc limit 1) e,
         (select at, followers from (
            (select at, followers from user_snapshots where uid = u.uid and at <= ${from} order by at desc limit 1)
            union all
            (select at, followers from user_snapshots where uid = u.uid and at > ${from} and at <= ${now} order by at limit 1)
          ) c order by at limit 1) s
  )`;
}

/** Reads the post and snapshot aggregates of some bloggers over the last 30 days. */
async function readAggregates(db: Kysely<Database>, now: Date, uids: readonly string[]): Promise<AggregateRow[]> {
  const d1 = new Date(now.getTime() - DAY_MS);
  const d7 = new Date(now.getTime() - 7 * DAY_MS);
  const d30 = new Date(now.getTime() - 30 * DAY_MS);
  const result = await sql<AggregateRow>`
    with p as (
      select uid,
        count(*) filter (where created_at > ${d1})::int as posts_1d,
        count(*) filter (where created_at > ${d7})::int as posts_7d,
        count(*)::int as posts_30d,
        count(*) filter (where parent_mid is null)::int as original_posts_30d,
        count(*) filter (where sponsored)::int as sponsored_posts_30d,
        coalesce(sum(reposts + comments + likes) filter (where created_at > ${d1}), 0)::bigint as interactions_1d,
        coalesce(sum(reposts + comments + likes) filter (where created_at > ${d7}), 0)::bigint as interactions_7d,
        coalesce(sum(reposts + comments + likes), 0)::bigint as interactions_30d
      from weibo_posts
      where created_at > ${d30} and created_at <= ${now} and not deleted and uid = any(${[...uids]})
      group by uid
    )
    select u.uid, u.kol_id, u.followers, u.verify_badge, u.gender, u.province, u.city, u.categories,
      coalesce(p.posts_1d, 0) as posts_1d, coalesce(p.posts_7d, 0) as posts_7d,
      coalesce(p.posts_30d, 0) as posts_30d, coalesce(p.original_posts_30d, 0) as original_posts_30d,
      coalesce(p.sponsored_posts_30d, 0) as sponsored_posts_30d,
      coalesce(p.interactions_1d, 0) as interactions_1d, coalesce(p.interactions_7d, 0) as interactions_7d,
      coalesce(p.interactions_30d, 0) as interactions_30d,
      (select max(created_at) from weibo_posts lp where lp.uid = u.uid and not lp.deleted and lp.created_at <= ${now}) as last_post_at,
      ${growthSql(1, now)} as growth_1d, ${growthSql(7, now)} as growth_7d, ${growthSql(30, now)} as growth_30d
    from weibo_users u left join p on p.uid = u.uid
    where u.uid = any(${[...uids]})`.execute(db);
  return result.rows;
}

const average = (sum: number, n: number) => (n > 0 ? sum / n : 0);

/** Turns one blogger's aggregates into the stored row (influence per docs/metrics.md). */
export function toStatsRow(row: AggregateRow, now: Date): Insertable<BloggerStatsTable> {
  const badge = (['gold', 'blue', 'yellow'].includes(row.verify_badge) ? row.verify_badge : 'none') as VerifyBadge;
  const followers = Number(row.followers);
  const influence = (posts: number, interactions: number, growth: number | null, days: number) =>
    influenceIndex({
      followers,
      avgInteractions: average(Number(interactions), posts),
      postsPerDay: posts / days,
      followerGrowth: Number(growth ?? 0),
      badge,
    }).index;
  const avg30 = average(Number(row.interactions_30d), row.posts_30d);
  return {
    uid: row.uid,
    kol_id: row.kol_id,
    followers,
    verify_badge: badge,
    gender: row.gender,
    province: row.province,
    city: row.city,
    categories: row.categories,
    posts_30d: row.posts_30d,
    original_posts_30d: row.original_posts_30d,
    sponsored_posts_30d: row.sponsored_posts_30d,
    interactions_30d: Number(row.interactions_30d),
    avg_interactions_30d: avg30,
    engagement_rate_30d: followers > 0 ? avg30 / followers : 0,
    sponsored_share_30d: average(row.sponsored_posts_30d, row.posts_30d),
    last_post_at: row.last_post_at,
    growth_1d: Number(row.growth_1d ?? 0),
    growth_7d: Number(row.growth_7d ?? 0),
    growth_30d: Number(row.growth_30d ?? 0),
    influence_day: influence(row.posts_1d, row.interactions_1d, row.growth_1d, STAT_WINDOWS.day),
    influence_week: influence(row.posts_7d, row.interactions_7d, row.growth_7d, STAT_WINDOWS.week),
    influence_month: influence(row.posts_30d, row.interactions_30d, row.growth_30d, STAT_WINDOWS.month),
    computed_at: now,
  };
}

/**
 * A blogger is an account the collectors track or one with stored posts of its own. Followers
 * sampled for fan quality and accounts seen only as reposters or commenters are stored as
 * weibo_users too, but they are audiences, not bloggers: they get no stats row and stay out of
 * search and rankings.
 */
const isBlogger = sql<boolean>`(exists (select 1 from collection_targets t where t.uid = u.uid)
  or exists (select 1 from weibo_posts p where p.uid = u.uid))`;

async function bloggerUids(db: Kysely<Database>): Promise<string[]> {
  const rows = await db.selectFrom('weibo_users as u').select('u.uid').where(isBlogger).orderBy('u.uid').execute();
  return rows.map((r) => r.uid);
}

/** Bloggers per aggregate statement: small enough that other queries interleave on PGlite's one connection. */
const CHUNK = 2000;

/**
 * Recomputes blogger_stats as of `now` for every blogger (or only `uids`), a chunk of bloggers per
 * statement, then upserts. Returns the number of rows written.
 */
export async function refreshBloggerStats(
  db: Kysely<Database>,
  now: Date,
  options: { uids?: readonly string[]; progress?: (fraction: number) => Promise<void> } = {},
): Promise<number> {
  const uids = options.uids ?? (await bloggerUids(db));
  if (!options.uids) {
    // Accounts that stopped counting as bloggers (or never did, in an older database) leave the lists.
    await db
      .deleteFrom('blogger_stats')
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('weibo_users as u').select('u.uid').whereRef('u.uid', '=', 'blogger_stats.uid').where(isBlogger),
          ),
        ),
      )
      .execute();
  }
  let written = 0;
  for (let i = 0; i < uids.length; i += CHUNK) {
    const rows = (await readAggregates(db, now, uids.slice(i, i + CHUNK))).map((row) => toStatsRow(row, now));
    for (let j = 0; j < rows.length; j += BATCH) await upsertStats(db, rows.slice(j, j + BATCH));
    written += rows.length;
    await options.progress?.(Math.min(1, (i + CHUNK) / uids.length));
  }
  return written;
}

async function upsertStats(db: Kysely<Database>, batch: Insertable<BloggerStatsTable>[]): Promise<void> {
  if (batch.length === 0) return;
  await db
    .insertInto('blogger_stats')
    .values(batch)
    .onConflict((oc) =>
      oc.column('uid').doUpdateSet((eb) => {
        const set: Record<string, unknown> = {};
        for (const key of Object.keys(batch[0] as object)) {
          if (key !== 'uid') set[key] = eb.ref(`excluded.${key}` as 'excluded.kol_id');
        }
        return set as never;
      }),
    )
    .execute();
}
