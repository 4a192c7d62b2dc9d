import { DAY_MS } from '@boguan/contracts/china-time';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { PostMetricsRow } from '../weibo-data/weibo-data.tables.js';
import type { KolFanSampleRunsTable } from './kol-detail.tables.js';

const POST_COLUMNS = [
  'mid',
  'bid',
  'uid',
  'text',
  'created_at',
  'reposts',
  'comments',
  'likes',
  'sponsored',
  'sponsored_markers',
  'parent_mid',
  'pics',
  'origin',
] as const;

/** Records that a member opened a blogger today; true only for the call that wrote the row. */
export async function insertView(
  db: Kysely<Database>,
  view: { userId: number; kolId: number; day: string; now: Date },
): Promise<boolean> {
  const row = await db
    .insertInto('kol_detail_views')
    .values({ user_id: view.userId, kol_id: view.kolId, day: view.day, created_at: view.now })
    .onConflict((oc) => oc.columns(['user_id', 'day', 'kol_id']).doNothing())
    .returning('kol_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function deleteView(db: Kysely<Database>, view: { userId: number; kolId: number; day: string }) {
  await db
    .deleteFrom('kol_detail_views')
    .where('user_id', '=', view.userId)
    .where('kol_id', '=', view.kolId)
    .where('day', '=', view.day)
    .execute();
}

/** The last follower snapshot of each China day in (from, to], oldest first. */
export async function dailyFollowers(
  db: Kysely<Database>,
  uid: string,
  from: Date,
  to: Date,
): Promise<{ date: string; followers: number }[]> {
  const result = await sql<{ date: string; followers: number }>`
    select distinct on (d) d as date, followers
    from (
      select to_char(at + interval '8 hours', 'YYYY-MM-DD') as d, at, followers
      from user_snapshots where uid = ${uid} and at > ${from} and at <= ${to}
    ) s
    order by d, at desc`.execute(db);
  return result.rows.map((r) => ({ date: r.date, followers: Number(r.followers) }));
}

/**
 * The two snapshots of a growth window ending at `end` (docs/metrics.md, the same choice as
 * blogger_stats): the last at or before `end`, and the last at or before the window start or else
 * the first inside the window. Null without two distinct snapshots.
 */
export async function growthPoints(
  db: Kysely<Database>,
  uid: string,
  days: number,
  end: Date,
): Promise<{ start: number; end: number } | null> {
  const from = new Date(end.getTime() - days * DAY_MS);
  const result = await sql<{ s_at: Date | null; s_f: number | null; e_at: Date | null; e_f: number | null }>`
    select s.at as s_at, s.followers as s_f, e.at as e_at, e.followers as e_f
    from (select at, followers from user_snapshots where uid = ${uid} and at <= ${end} order by at desc limit 1) e,
         (select at, followers from (
            (select at, followers from user_snapshots where uid = ${uid} and at <= ${from} order by at desc limit 1)
            union all
            (select at, followers from user_snapshots where uid = ${uid} and at > ${from} and at <= ${end} order by at limit 1)
          ) c order by at limit 1) s`.execute(db);
  const row = result.rows[0];
  if (!row || row.s_at === null || row.e_at === null) return null;
  if (new Date(row.s_at).getTime() === new Date(row.e_at).getTime()) return null;
  return { start: Number(row.s_f), end: Number(row.e_f) };
}

/** Posts and their interactions in (from, to], the window blogger_stats uses. */
export async function postTotals(
  db: Kysely<Database>,
  uid: string,
  from: Date,
  to: Date,
): Promise<{ posts: number; interactions: number }> {
  const row = await db
    .selectFrom('weibo_posts')
    .select([
      sql<number>`count(*)::int`.as('posts'),
      sql<number>`coalesce(sum(reposts + comments + likes), 0)::bigint`.as('interactions'),
    ])
    .where('uid', '=', uid)
    .where('created_at', '>', from)
    .where('created_at', '<=', to)
    .where('deleted', '=', false)
    .executeTakeFirstOrThrow();
  return { posts: Number(row.posts), interactions: Number(row.interactions) };
}

/** Posts per China day and their interactions in (from, to]. */
export async function dailyPosts(
  db: Kysely<Database>,
  uid: string,
  from: Date,
  to: Date,
): Promise<{ date: string; posts: number; interactions: number }[]> {
  const result = await sql<{ date: string; posts: number; interactions: number }>`
    select to_char(created_at + interval '8 hours', 'YYYY-MM-DD') as date,
      count(*)::int as posts, coalesce(sum(reposts + comments + likes), 0)::bigint as interactions
    from weibo_posts
    where uid = ${uid} and created_at > ${from} and created_at <= ${to} and not deleted
    group by 1 order by 1`.execute(db);
  return result.rows.map((r) => ({ date: r.date, posts: Number(r.posts), interactions: Number(r.interactions) }));
}

/** Every visible post of a blogger in (from, to], newest first. */
export async function postsBetween(db: Kysely<Database>, uid: string, from: Date, to: Date): Promise<PostMetricsRow[]> {
  const rows = await db
    .selectFrom('weibo_posts')
    .select([...POST_COLUMNS])
    .where('uid', '=', uid)
    .where('created_at', '>', from)
    .where('created_at', '<=', to)
    .where('deleted', '=', false)
    .orderBy('created_at', 'desc')
    .orderBy('mid', 'desc')
    .execute();
  return rows.map((r) => ({
    ...r,
    created_at: new Date(r.created_at),
    reposts: Number(r.reposts),
    comments: Number(r.comments),
    likes: Number(r.likes),
  }));
}

export async function allBrands(db: Kysely<Database>) {
  return db.selectFrom('brands').select(['id', 'cn_name', 'en_name', 'aliases', 'logo']).orderBy('id').execute();
}

/** The follower sample of a blogger with each follower's stored profile. */
export async function fanSample(db: Kysely<Database>, uid: string) {
  const rows = await db
    .selectFrom('fan_samples as f')
    .innerJoin('weibo_users as u', 'u.uid', 'f.follower_uid')
    .select([
      'u.uid',
      'u.screen_name',
      'u.avatar',
      'u.gender',
      'u.province',
      'u.statuses',
      'u.follows',
      'u.followers',
      'u.created_at',
      'f.sampled_at',
    ])
    .where('f.uid', '=', uid)
    .orderBy('u.uid')
    .execute();
  return rows.map((r) => ({
    ...r,
    statuses: Number(r.statuses),
    follows: Number(r.follows),
    followers: Number(r.followers),
    created_at: r.created_at ? new Date(r.created_at) : null,
    sampled_at: new Date(r.sampled_at),
  }));
}

export type SampleRun = Selectable<KolFanSampleRunsTable>;

export async function sampleRun(db: Kysely<Database>, uid: string): Promise<SampleRun | undefined> {
  return db.selectFrom('kol_fan_sample_runs').selectAll().where('uid', '=', uid).executeTakeFirst();
}

/**
 * Marks a sampling as started unless one already is; true for the one caller that should enqueue
 * the job (parallel page loads race on the row, PostgreSQL lets exactly one update win).
 */
export async function claimSampling(db: Kysely<Database>, uid: string, now: Date): Promise<boolean> {
  const row = await db
    .insertInto('kol_fan_sample_runs')
    .values({ uid, status: 'sampling', requested_at: now, sample_size: 0 })
    .onConflict((oc) =>
      oc
        .column('uid')
        .doUpdateSet({ status: 'sampling', requested_at: now, error: null, job_id: null })
        .where('kol_fan_sample_runs.status', '<>', 'sampling'),
    )
    .returning('uid')
    .executeTakeFirst();
  return row !== undefined;
}

export async function setSamplingJob(db: Kysely<Database>, uid: string, jobId: number | null) {
  await db.updateTable('kol_fan_sample_runs').set({ job_id: jobId }).where('uid', '=', uid).execute();
}

/** Replaces a blogger's sample with the given followers (already stored as weibo_users). */
export async function replaceSample(db: Kysely<Database>, uid: string, followerUids: readonly string[], now: Date) {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('fan_samples').where('uid', '=', uid).execute();
    const distinct = [...new Set(followerUids)];
    for (let i = 0; i < distinct.length; i += 500) {
      await trx
        .insertInto('fan_samples')
        .values(distinct.slice(i, i + 500).map((f) => ({ uid, follower_uid: f, sampled_at: now })))
        .execute();
    }
    await trx
      .updateTable('kol_fan_sample_runs')
      .set({ status: 'done', sample_size: distinct.length, finished_at: now, error: null })
      .where('uid', '=', uid)
      .execute();
  });
}

export async function failSampling(db: Kysely<Database>, uid: string, error: string, now: Date) {
  await db
    .updateTable('kol_fan_sample_runs')
    .set({ status: 'failed', error: error.slice(0, 500), finished_at: now })
    .where('uid', '=', uid)
    .execute();
}

/** The exact moment the blogger's blogger_stats row was computed (to the millisecond). */
export async function statsComputedAt(db: Kysely<Database>, uid: string): Promise<Date> {
  const row = await db
    .selectFrom('blogger_stats')
    .select('computed_at')
    .where('uid', '=', uid)
    .executeTakeFirstOrThrow();
  return new Date(row.computed_at);
}
