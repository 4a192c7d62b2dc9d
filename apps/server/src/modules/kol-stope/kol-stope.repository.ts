import type { SortOrder } from '@boguan/contracts/kol-search';
import { type StopeSort, StopeStatus } from '@boguan/contracts/kol-stope';
import type { StopeDay } from '@boguan/contracts/kol-stope.api';
import { type Kysely, type Selectable, sql, type Transaction, type Updateable } from 'kysely';
import { sliceWithTotal } from '../../db/paging.js';
import type { Database } from '../../db/schema.js';
import { chunks } from '../weibo-data/upsert.sql.js';
import type { PostMetricsRow } from '../weibo-data/weibo-data.tables.js';
import type { KolStopeTasksTable } from './kol-stope.tables.js';

export type StopeTaskRow = Selectable<KolStopeTasksTable>;

type Db = Kysely<Database> | Transaction<Database>;

/** A stored blogger a task can be submitted for (weibo_users is enough: the job refreshes the profile). */
export async function storedBlogger(
  db: Kysely<Database>,
  ref: { kol_id?: number | undefined; uid?: string | undefined },
) {
  let query = db.selectFrom('weibo_users').select(['uid', 'kol_id', 'screen_name', 'avatar']);
  if (ref.kol_id !== undefined) query = query.where('kol_id', '=', ref.kol_id);
  else query = query.where('uid', '=', ref.uid ?? '');
  return query.executeTakeFirst();
}

/** One task of one user: another user's id reads as missing. */
export async function ownTask(db: Kysely<Database>, userId: number, id: number): Promise<StopeTaskRow | undefined> {
  return db
    .selectFrom('kol_stope_tasks')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function taskById(db: Kysely<Database>, id: number): Promise<StopeTaskRow | undefined> {
  return db.selectFrom('kol_stope_tasks').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function listTasks(
  db: Kysely<Database>,
  userId: number,
  options: { status?: StopeStatus | undefined; limit: number; offset: number },
): Promise<{ rows: StopeTaskRow[]; total: number }> {
  let base = db.selectFrom('kol_stope_tasks').where('user_id', '=', userId);
  if (options.status !== undefined) base = base.where('status', '=', options.status);
  return sliceWithTotal(base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'), base, options);
}

/** Links collected posts to a task (idempotent: a retried job links the same posts once). */
export async function linkPosts(db: Kysely<Database>, taskId: number, mids: readonly string[]): Promise<void> {
  for (const batch of chunks([...mids], 1000)) {
    await db
      .insertInto('kol_stope_task_posts')
      .values(batch.map((mid) => ({ task_id: taskId, mid })))
      .onConflict((oc) => oc.columns(['task_id', 'mid']).doNothing())
      .execute();
  }
}

/** weibo_posts p of one task. */
function taskPosts(db: Kysely<Database>, taskId: number) {
  return db
    .selectFrom('kol_stope_task_posts as tp')
    .innerJoin('weibo_posts as p', 'p.mid', 'tp.mid')
    .where('tp.task_id', '=', taskId);
}

const interactionsSql = sql<number>`(p.reposts + p.comments + p.likes)`;

export interface TaskTotals {
  posts: number;
  originals: number;
  sponsored: number;
  reposts: number;
  comments: number;
  likes: number;
  interactions: number;
}

/** The counts of a task, from the stored posts it links. */
export async function taskTotals(db: Kysely<Database>, taskId: number): Promise<TaskTotals> {
  const row = await taskPosts(db, taskId)
    .select([
      sql<number>`count(*)`.as('posts'),
      sql<number>`count(*) filter (where p.parent_mid is null)`.as('originals'),
      sql<number>`count(*) filter (where p.sponsored)`.as('sponsored'),
      sql<number>`coalesce(sum(p.reposts), 0)`.as('reposts'),
      sql<number>`coalesce(sum(p.comments), 0)`.as('comments'),
      sql<number>`coalesce(sum(p.likes), 0)`.as('likes'),
    ])
    .executeTakeFirstOrThrow();
  const totals = {
    posts: Number(row.posts),
    originals: Number(row.originals),
    sponsored: Number(row.sponsored),
    reposts: Number(row.reposts),
    comments: Number(row.comments),
    likes: Number(row.likes),
  };
  return { ...totals, interactions: totals.reposts + totals.comments + totals.likes };
}

/** Posts, sponsored posts and interactions per China day (days with posts only). */
export async function taskDaily(db: Kysely<Database>, taskId: number): Promise<StopeDay[]> {
  // China time is UTC+8 all year: shifting the UTC wall time gives the China date without a zone database.
  const day = sql<string>`to_char((p.created_at at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`;
  const rows = await taskPosts(db, taskId)
    .select([
      day.as('date'),
      sql<number>`count(*)`.as('posts'),
      sql<number>`count(*) filter (where p.sponsored)`.as('sponsored'),
      sql<number>`coalesce(sum(p.reposts + p.comments + p.likes), 0)`.as('interactions'),
    ])
    .groupBy(day)
    .orderBy(day)
    .execute();
  return rows.map((r) => ({
    date: r.date,
    posts: Number(r.posts),
    sponsored: Number(r.sponsored),
    interactions: Number(r.interactions),
  }));
}

const SORT_SQL: Record<StopeSort, ReturnType<typeof sql<number>>> = {
  created_at: sql`p.created_at`,
  interactions: interactionsSql,
  reposts: sql`p.reposts`,
  comments: sql`p.comments`,
  likes: sql`p.likes`,
};

/** A listed post with its stored model sentiment score. */
export type StopePostRow = PostMetricsRow & { sentiment_score: number | null };

/** The model score of every post of a task (the sentiment counts of its summary). */
export async function taskPostScores(
  db: Kysely<Database>,
  taskId: number,
): Promise<{ id: string; score: number | null }[]> {
  return taskPosts(db, taskId).select(['p.mid as id', 'p.sentiment_score as score']).execute();
}

export interface PostQuery {
  sort: StopeSort;
  order: SortOrder;
  sponsoredOnly: boolean;
  limit: number;
  offset: number;
}

/** A page of a task's posts; ties break on mid so paging never repeats or skips a post. */
export async function taskPostPage(
  db: Kysely<Database>,
  taskId: number,
  q: PostQuery,
): Promise<{ rows: StopePostRow[]; total: number }> {
  let base = taskPosts(db, taskId);
  if (q.sponsoredOnly) base = base.where('p.sponsored', '=', true);
  const [rows, total] = await Promise.all([
    base
      .select([
        'p.mid',
        'p.bid',
        'p.uid',
        'p.text',
        'p.created_at',
        'p.reposts',
        'p.comments',
        'p.likes',
        'p.sponsored',
        'p.sponsored_markers',
        'p.pics',
        'p.parent_mid',
        'p.origin',
        'p.sentiment_score',
      ])
      .orderBy(SORT_SQL[q.sort], q.order)
      .orderBy('p.mid', q.order)
      .limit(q.limit)
      .offset(q.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export async function brandNames(db: Kysely<Database>) {
  return db.selectFrom('brands').select(['id', 'cn_name', 'en_name', 'aliases']).orderBy('id').execute();
}

export interface NewTask {
  userId: number;
  blogger: { uid: string; kol_id: number; screen_name: string; avatar: string };
  startDate: string;
  endDate: string;
  progressText: string;
  maxRows: number;
  now: Date;
}

/** A waiting task; its job is attached by `attachTaskJob` in the same transaction. */
export async function insertTask(db: Db, task: NewTask): Promise<number> {
  const row = await db
    .insertInto('kol_stope_tasks')
    .values({
      user_id: task.userId,
      uid: task.blogger.uid,
      kol_id: task.blogger.kol_id,
      uname: task.blogger.screen_name,
      avatar: task.blogger.avatar,
      start_date: task.startDate,
      end_date: task.endDate,
      status: StopeStatus.pending,
      progress_text: task.progressText,
      max_rows: task.maxRows,
      created_at: task.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function attachTaskJob(db: Db, id: number, jobId: number): Promise<void> {
  await db.updateTable('kol_stope_tasks').set({ job_id: jobId }).where('id', '=', id).execute();
}

/** Writes what the job learnt of a task; false when the task is gone (deleted while it ran). */
export async function updateTask(
  db: Db,
  id: number,
  change: Omit<Updateable<KolStopeTasksTable>, 'id' | 'user_id' | 'job_id' | 'created_at'>,
): Promise<boolean> {
  const result = await db.updateTable('kol_stope_tasks').set(change).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Deletes one of a user's tasks (its post links go with it). */
export async function deleteTask(db: Db, userId: number, id: number): Promise<void> {
  await db.deleteFrom('kol_stope_tasks').where('id', '=', id).where('user_id', '=', userId).execute();
}
