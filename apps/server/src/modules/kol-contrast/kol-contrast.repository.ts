import type { AudienceCount, DayValue } from '@boguan/weibo/analytics/comparison';
import { type Kysely, type RawBuilder, type Selectable, sql } from 'kysely';
import { affectedRows } from '../../db/affected-rows.js';
import { pageSlice, sliceWithTotal } from '../../db/paging.js';
import type { Database } from '../../db/schema.js';
import type { KolContrastsTable } from './kol-contrast.tables.js';

type ContrastRow = Pick<Selectable<KolContrastsTable>, 'id' | 'kol_ids' | 'title' | 'created_at'>;

export async function insertContrast(
  db: Kysely<Database>,
  values: { userId: number; kolIds: number[]; title: string; now: Date },
): Promise<number> {
  const row = await db
    .insertInto('kol_contrasts')
    .values({ user_id: values.userId, kol_ids: values.kolIds, title: values.title, created_at: values.now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** The user's own record only: another user's id reads as missing. */
export async function findContrast(db: Kysely<Database>, userId: number, id: number): Promise<ContrastRow | undefined> {
  const row = await db
    .selectFrom('kol_contrasts')
    .select(['id', 'kol_ids', 'title', 'created_at'])
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row;
}

export async function pageContrasts(
  db: Kysely<Database>,
  userId: number,
  page: number,
  perPage: number,
): Promise<{ rows: ContrastRow[]; total: number }> {
  const base = db.selectFrom('kol_contrasts').where('user_id', '=', userId);
  return sliceWithTotal(
    base.select(['id', 'kol_ids', 'title', 'created_at']).orderBy('created_at', 'desc').orderBy('id', 'desc'),
    base,
    pageSlice(page, perPage),
  );
}

export function deleteContrast(db: Kysely<Database>, userId: number, id: number): Promise<number> {
  return affectedRows(db.deleteFrom('kol_contrasts').where('user_id', '=', userId).where('id', '=', id));
}

/** Name, avatar and badge of the bloggers of the history list, in one query. */
export async function miniProfiles(db: Kysely<Database>, kolIds: readonly number[]) {
  if (kolIds.length === 0) return [];
  return db
    .selectFrom('weibo_users')
    .select(['kol_id', 'uid', 'screen_name', 'avatar', 'verify_badge'])
    .where('kol_id', 'in', [...kolIds])
    .execute();
}

/** China date (YYYY-MM-DD) of a timestamptz column, independent of the session time zone. */
function chinaDay(column: string) {
  return sql<string>`to_char((${sql.ref(column)} at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`;
}

/** A per-day query over the bloggers `uids` (none: no query), with its bigint values as numbers. */
async function dayValues(
  db: Kysely<Database>,
  uids: readonly string[],
  query: (uids: string[]) => RawBuilder<DayValue>,
): Promise<DayValue[]> {
  if (uids.length === 0) return [];
  const result = await query([...uids]).execute(db);
  return result.rows.map((row) => ({ ...row, value: Number(row.value) }));
}

/** Followers at each blogger's last snapshot of each China day in [from, to]. */
export function dailyFollowers(db: Kysely<Database>, uids: readonly string[], from: Date, to: Date) {
  return dayValues(
    db,
    uids,
    (list) => sql<DayValue>`
    select distinct on (uid, day) uid, day, followers as value
    from (select uid, at, followers, ${chinaDay('at')} as day from user_snapshots
          where uid = any(${list}) and at >= ${from} and at <= ${to}) s
    order by uid, day, at desc`,
  );
}

/** reposts + comments + likes of each blogger's (not deleted) posts published on each China day in [from, to]. */
export function dailyInteractions(db: Kysely<Database>, uids: readonly string[], from: Date, to: Date) {
  return dayValues(
    db,
    uids,
    (list) => sql<DayValue>`
    select uid, ${chinaDay('created_at')} as day, sum(reposts + comments + likes)::bigint as value
    from weibo_posts
    where uid = any(${list}) and created_at >= ${from} and created_at <= ${to} and not deleted
    group by uid, day`,
  );
}

/** Gender / province counts of the sampled followers (fan_samples, filled by the blogger-detail sampling job). */
export async function fanSampleAudience(db: Kysely<Database>, uids: readonly string[]): Promise<AudienceCount[]> {
  const result = await sql<AudienceCount>`
    select s.uid, u.gender, u.province, count(*)::int as n
    from (select distinct uid, follower_uid from fan_samples where uid = any(${[...uids]})) s
    join weibo_users u on u.uid = s.follower_uid
    group by s.uid, u.gender, u.province`.execute(db);
  return result.rows;
}

/**
 * Gender / province counts of the distinct accounts that reposted or commented on each blogger's
 * posts (the blogger itself left out), for those whose profiles are stored.
 */
export async function interactionAudience(db: Kysely<Database>, uids: readonly string[]): Promise<AudienceCount[]> {
  const list = [...uids];
  const result = await sql<AudienceCount>`
    with a as (
      select p.uid as owner, r.uid as fan from weibo_reposts r join weibo_posts p on p.mid = r.root_mid
        where p.uid = any(${list}) and r.uid <> p.uid
      union
      select p.uid as owner, c.uid as fan from weibo_comments c join weibo_posts p on p.mid = c.mid
        where p.uid = any(${list}) and c.uid <> p.uid
    )
    select a.owner as uid, u.gender, u.province, count(*)::int as n
    from a join weibo_users u on u.uid = a.fan
    group by a.owner, u.gender, u.province`.execute(db);
  return result.rows;
}
