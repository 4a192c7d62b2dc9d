import { ART_MON_BLOGGER_MAX_POSTS, ArtMonStatus, ArtMonType } from '@boguan/contracts/post-monitor';
import { type Insertable, type Kysely, type Selectable, sql, type Transaction, type Updateable } from 'kysely';
import { sliceWithTotal } from '../../db/paging.js';
import type { Database } from '../../db/schema.js';
import type { ArtMonPostsTable, ArtMonSummary, ArtMonTasksTable } from './post-monitor.tables.js';

/*
 * The SQL of post monitoring: tasks, the posts they follow, the claims of the tick, and the reads of
 * the report (bucketed snapshots, comment scores, the blogger's recent posts).
 */

export type ArtMonTaskRow = Selectable<ArtMonTasksTable>;
export type ArtMonPostRow = Selectable<ArtMonPostsTable>;

type Db = Kysely<Database> | Transaction<Database>;

const OPEN = [ArtMonStatus.waiting, ArtMonStatus.running];

/** A stored blogger by kol_id or uid. */
export async function storedBlogger(
  db: Kysely<Database>,
  ref: { kol_id?: number | undefined; uid?: string | undefined },
) {
  let query = db.selectFrom('weibo_users').select(['uid', 'kol_id', 'screen_name']);
  if (ref.kol_id !== undefined) query = query.where('kol_id', '=', ref.kol_id);
  else query = query.where('uid', '=', ref.uid ?? '');
  return query.executeTakeFirst();
}

/** A stored post with its author's card fields (the author may not be stored: then blank). */
export async function postWithAuthor(db: Kysely<Database>, mid: string) {
  return db
    .selectFrom('weibo_posts as p')
    .leftJoin('weibo_users as u', 'u.uid', 'p.uid')
    .select([
      'p.mid',
      'p.bid',
      'p.uid',
      'p.text',
      'p.created_at',
      'p.reposts',
      'p.comments',
      'p.likes',
      'p.pics',
      'p.deleted',
      'p.parent_mid',
      'p.origin',
      'u.screen_name',
      'u.avatar',
      'u.verify_badge',
      'u.followers',
    ])
    .where('p.mid', '=', mid)
    .executeTakeFirst();
}
export type PostWithAuthor = NonNullable<Awaited<ReturnType<typeof postWithAuthor>>>;

/** Whether the member has a waiting or running task of this post. */
export async function hasOpenPostTask(db: Db, userId: number, mid: string): Promise<boolean> {
  const row = await db
    .selectFrom('art_mon_tasks')
    .select('id')
    .where('user_id', '=', userId)
    .where('type', '=', ArtMonType.post)
    .where('mid', '=', mid)
    .where('status', 'in', OPEN)
    .executeTakeFirst();
  return row !== undefined;
}

export async function hasOpenBloggerTask(
  db: Db,
  userId: number,
  task: { uid: string; start_date: string; end_date: string },
): Promise<boolean> {
  const row = await db
    .selectFrom('art_mon_tasks')
    .select('id')
    .where('user_id', '=', userId)
    .where('type', '=', ArtMonType.blogger)
    .where('uid', '=', task.uid)
    .where('start_date', '=', task.start_date)
    .where('end_date', '=', task.end_date)
    .where('status', 'in', OPEN)
    .executeTakeFirst();
  return row !== undefined;
}

export type NewTask = Omit<
  Insertable<ArtMonTasksTable>,
  'id' | 'status' | 'job_id' | 'error' | 'started_at' | 'finished_at' | 'last_look_at'
>;

/** A waiting task (the open-task unique indexes refuse a double submit). */
export async function insertTask(db: Db, task: NewTask): Promise<number> {
  const row = await db
    .insertInto('art_mon_tasks')
    .values({ ...task, status: ArtMonStatus.waiting })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function attachTaskJob(db: Db, id: number, jobId: number): Promise<void> {
  await db.updateTable('art_mon_tasks').set({ job_id: jobId }).where('id', '=', id).execute();
}

/** One task of one user: another user's id reads as missing. */
export async function ownTask(db: Kysely<Database>, userId: number, id: number): Promise<ArtMonTaskRow | undefined> {
  return db
    .selectFrom('art_mon_tasks')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function taskById(db: Db, id: number): Promise<ArtMonTaskRow | undefined> {
  return db.selectFrom('art_mon_tasks').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function listTasks(db: Kysely<Database>, userId: number, slice: { limit: number; offset: number }) {
  const base = db.selectFrom('art_mon_tasks').where('user_id', '=', userId);
  return sliceWithTotal(base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'), base, slice);
}

/** Changes a task only while it is in one of `from` (a deleted or already-moved task is left alone). */
export async function moveTask(
  db: Db,
  id: number,
  from: readonly ArtMonStatus[],
  change: Omit<Updateable<ArtMonTasksTable>, 'id' | 'user_id' | 'created_at'>,
): Promise<boolean> {
  const result = await db
    .updateTable('art_mon_tasks')
    .set(change)
    .where('id', '=', id)
    .where('status', 'in', [...from])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteTask(db: Db, userId: number, id: number): Promise<void> {
  await db.deleteFrom('art_mon_tasks').where('id', '=', id).where('user_id', '=', userId).execute();
}

/** The posts a task follows, oldest post first; their summaries without the (large) spread. */
export async function taskPosts(db: Kysely<Database>, taskId: number): Promise<ArtMonPostRow[]> {
  return db
    .selectFrom('art_mon_posts')
    .select([
      'task_id',
      'mid',
      'title',
      'posts_time',
      'started_at',
      'until',
      'ended_at',
      'note',
      'next_detail_at',
      'last_detail_at',
      sql<ArtMonSummary | null>`summary - 'spread'`.as('summary'),
    ])
    .where('task_id', '=', taskId)
    .orderBy('posts_time')
    .orderBy('mid')
    .execute();
}

/** The spread the last detail poll of a followed post built (undefined before one did). */
export async function storedSpread(db: Kysely<Database>, taskId: number, mid: string) {
  const row = await db
    .selectFrom('art_mon_posts')
    .select(sql<ArtMonSummary['spread'] | null>`summary -> 'spread'`.as('spread'))
    .where('task_id', '=', taskId)
    .where('mid', '=', mid)
    .executeTakeFirst();
  return row?.spread ?? undefined;
}

/** Starts following a post (a second call for the same post is a no-op); false when it was followed already. */
export async function insertTaskPost(
  db: Db,
  row: Omit<Insertable<ArtMonPostsTable>, 'ended_at' | 'note' | 'last_detail_at' | 'summary'>,
): Promise<boolean> {
  const inserted = await db
    .insertInto('art_mon_posts')
    .values(row)
    .onConflict((oc) => oc.columns(['task_id', 'mid']).doNothing())
    .returning('mid')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function saveSummary(db: Db, taskId: number, mid: string, summary: ArtMonSummary, now: Date) {
  await db
    .updateTable('art_mon_posts')
    .set({ summary: JSON.stringify(summary), last_detail_at: now })
    .where('task_id', '=', taskId)
    .where('mid', '=', mid)
    .execute();
}

/** Ends one followed post before its planned end (the post was deleted). */
export async function endPost(db: Db, taskId: number, mid: string, now: Date, note: string): Promise<void> {
  await db
    .updateTable('art_mon_posts')
    .set({ ended_at: now, note })
    .where('task_id', '=', taskId)
    .where('mid', '=', mid)
    .where('ended_at', 'is', null)
    .execute();
}

/** Posts whose planned end has come: ended at their `until`. */
export async function endDuePosts(db: Db, now: Date): Promise<{ task_id: number; mid: string }[]> {
  return db
    .updateTable('art_mon_posts')
    .set({ ended_at: sql`until` })
    .where('ended_at', 'is', null)
    .where('until', '<=', now)
    .returning(['task_id', 'mid'])
    .execute();
}

/**
 * Claims the followed posts due for a detail poll and moves each on by its task's interval in the
 * same statement (SKIP LOCKED: two workers never poll one post of one task twice).
 */
export async function claimDueDetails(db: Db, now: Date, limit: number): Promise<{ task_id: number; mid: string }[]> {
  const result = await sql<{ task_id: number; mid: string }>`
    update art_mon_posts p
       set next_detail_at = ${now}::timestamptz + t.interval_minutes * interval '1 minute'
      from art_mon_tasks t
     where t.id = p.task_id
       and (p.task_id, p.mid) in (
         select task_id, mid from art_mon_posts
          where ended_at is null and next_detail_at <= ${now}
          order by next_detail_at
          limit ${limit}
          for update skip locked)
    returning p.task_id, p.mid`.execute(db);
  return result.rows.map((r) => ({ task_id: Number(r.task_id), mid: r.mid }));
}

/**
 * Claims the blogger tasks due for a timeline look: on their interval while the window is open,
 * and once more after it closed (so a post published in the last minutes is not missed).
 */
export async function claimDueLooks(db: Db, now: Date, limit: number): Promise<ArtMonTaskRow[]> {
  const result = await sql<ArtMonTaskRow>`
    update art_mon_tasks
       set next_look_at = ${now}::timestamptz + interval_minutes * interval '1 minute',
           last_look_at = ${now}
     where id in (
       select id from art_mon_tasks
        where type = ${ArtMonType.blogger} and status in (0, 1)
          and (last_look_at is null or last_look_at < window_end)
          and (next_look_at <= ${now} or window_end <= ${now})
        order by next_look_at
        limit ${limit}
        for update skip locked)
    returning *`.execute(db);
  return result.rows;
}

/** Open tasks whose every post ended and that can find no more posts: done. */
export async function finishTasks(db: Db, now: Date): Promise<{ id: number; user_id: number }[]> {
  const rows = await sql<{ id: number; user_id: number }>`
    update art_mon_tasks t
       set status = ${ArtMonStatus.done}, finished_at = ${now}
     where t.status = ${ArtMonStatus.running}
       and not exists (select 1 from art_mon_posts p where p.task_id = t.id and p.ended_at is null)
       and (t.type = ${ArtMonType.post}
            or t.last_look_at >= t.window_end
            or (select count(*) from art_mon_posts p where p.task_id = t.id) >= ${ART_MON_BLOGGER_MAX_POSTS})
    returning t.id, t.user_id`.execute(db);
  return rows.rows.map((r) => ({ id: Number(r.id), user_id: Number(r.user_id) }));
}

/** Blogger tasks whose window closed (and was looked at after closing) without a post: failed. */
export async function failEmptyBloggerTasks(
  db: Db,
  now: Date,
  error: string,
): Promise<{ id: number; user_id: number; uname: string }[]> {
  const rows = await db
    .updateTable('art_mon_tasks')
    .set({ status: ArtMonStatus.failed, error, finished_at: now })
    .where('type', '=', ArtMonType.blogger)
    .where('status', '=', ArtMonStatus.waiting)
    .where(sql<boolean>`last_look_at >= window_end`)
    .returning(['id', 'user_id', 'uname'])
    .execute();
  return rows.map((r) => ({ id: Number(r.id), user_id: Number(r.user_id), uname: r.uname }));
}
