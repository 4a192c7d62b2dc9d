import { BrandReportStatus } from '@boguan/contracts/brand-report';
import type { BrandReport } from '@boguan/contracts/brand-report.api';
import type { Insertable, Kysely, Selectable, Transaction, Updateable } from 'kysely';
import { sliceWithTotal } from '../../db/paging.js';
import type { Database } from '../../db/schema.js';
import type { BrandReportBloggersTable, BrandReportPostsTable, BrandReportTasksTable } from './brand-report.tables.js';

export type BrandReportTaskRow = Omit<Selectable<BrandReportTasksTable>, 'result'>;

type Db = Kysely<Database> | Transaction<Database>;

/** Every column but the (large) frozen report: lists and status reads never carry it. */
const TASK_COLUMNS = [
  'id',
  'user_id',
  'brand_id',
  'brand_name',
  'competitor_ids',
  'competitor_names',
  'competitor_key',
  'start_date',
  'end_date',
  'status',
  'progress',
  'progress_text',
  'mentions',
  'spikes',
  'job_id',
  'error',
  'created_at',
  'started_at',
  'finished_at',
  'data_at',
] as const;

const ACTIVE = [BrandReportStatus.pending, BrandReportStatus.running];

function normalise<T extends { id: number; user_id: number; job_id: number | null }>(row: T): T {
  return {
    ...row,
    id: Number(row.id),
    user_id: Number(row.user_id),
    job_id: row.job_id === null ? null : Number(row.job_id),
  };
}

/** The key a double submit is recognised by: the competitors whatever their order. */
export function competitorKey(ids: readonly string[]): string {
  return [...ids].sort().join(',');
}

/** One task of one user: another user's id reads as missing. */
export async function ownTask(db: Db, userId: number, id: number): Promise<BrandReportTaskRow | undefined> {
  const row = await db
    .selectFrom('brand_report_tasks')
    .select(TASK_COLUMNS)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row && normalise(row);
}

export async function taskById(db: Db, id: number): Promise<BrandReportTaskRow | undefined> {
  const row = await db.selectFrom('brand_report_tasks').select(TASK_COLUMNS).where('id', '=', id).executeTakeFirst();
  return row && normalise(row);
}

/** The frozen report of one of a user's tasks (null until it is done). */
export async function ownTaskResult(db: Db, userId: number, id: number): Promise<BrandReport | null> {
  const row = await db
    .selectFrom('brand_report_tasks')
    .select('result')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.result ?? null;
}

export interface TaskKey {
  brandId: string;
  competitorIds: readonly string[];
  startDate: string;
  endDate: string;
}

/** A waiting or running report of the same brand, competitors and range by the same user. */
export async function activeTaskOf(db: Db, userId: number, key: TaskKey): Promise<number | undefined> {
  const row = await db
    .selectFrom('brand_report_tasks')
    .select('id')
    .where('user_id', '=', userId)
    .where('brand_id', '=', key.brandId)
    .where('competitor_key', '=', competitorKey(key.competitorIds))
    .where('start_date', '=', key.startDate)
    .where('end_date', '=', key.endDate)
    .where('status', 'in', ACTIVE)
    .executeTakeFirst();
  return row ? Number(row.id) : undefined;
}

export async function listTasks(
  db: Kysely<Database>,
  userId: number,
  options: { status?: BrandReportStatus | undefined; limit: number; offset: number },
): Promise<{ rows: BrandReportTaskRow[]; total: number }> {
  let base = db.selectFrom('brand_report_tasks').where('user_id', '=', userId);
  if (options.status !== undefined) base = base.where('status', '=', options.status);
  const page = await sliceWithTotal(
    base.select(TASK_COLUMNS).orderBy('created_at', 'desc').orderBy('id', 'desc'),
    base,
    options,
  );
  return { rows: page.rows.map(normalise), total: page.total };
}

export interface NewTask extends TaskKey {
  userId: number;
  brandName: string;
  competitorNames: readonly string[];
  progressText: string;
  now: Date;
}

/**
 * A waiting task, or undefined when the user has one of the same brand, competitors and range
 * waiting or running already (the partial unique index decides, so parallel submits make one task).
 */
export async function insertTask(db: Db, task: NewTask): Promise<number | undefined> {
  const row = await db
    .insertInto('brand_report_tasks')
    .values({
      user_id: task.userId,
      brand_id: task.brandId,
      brand_name: task.brandName.slice(0, 100),
      competitor_ids: [...task.competitorIds],
      competitor_names: [...task.competitorNames],
      competitor_key: competitorKey(task.competitorIds),
      start_date: task.startDate,
      end_date: task.endDate,
      status: BrandReportStatus.pending,
      progress_text: task.progressText,
      created_at: task.now,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return row ? Number(row.id) : undefined;
}

export async function attachTaskJob(db: Db, id: number, jobId: number): Promise<void> {
  await db.updateTable('brand_report_tasks').set({ job_id: jobId }).where('id', '=', id).execute();
}

type TaskChange = Pick<
  Updateable<BrandReportTasksTable>,
  'status' | 'progress' | 'progress_text' | 'error' | 'started_at' | 'finished_at'
>;

/** Writes what the job learnt of a task while it is unfinished; false when the task is gone or already finished. */
export async function updateTask(db: Db, id: number, change: TaskChange): Promise<boolean> {
  const result = await db
    .updateTable('brand_report_tasks')
    .set(change)
    .where('id', '=', id)
    .where('status', 'in', ACTIVE)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export type FrozenPost = Omit<Insertable<BrandReportPostsTable>, 'task_id'>;
export type FrozenBlogger = Omit<Insertable<BrandReportBloggersTable>, 'task_id'>;

/** Rows a multi-row insert carries: well under the 65,535 bind parameters of one statement. */
const INSERT_SLICE = 1000;

/**
 * Marks the task done with its frozen report, posts and bloggers in one transaction (nothing
 * half-written is ever shown). False, with nothing written, when the task is gone or finished.
 */
export async function finishTask(
  db: Kysely<Database>,
  id: number,
  done: {
    report: BrandReport;
    posts: readonly FrozenPost[];
    bloggers: readonly FrozenBlogger[];
    dataAt: Date;
    finishedAt: Date;
    progressText: string;
  },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('brand_report_tasks')
      .set({
        status: BrandReportStatus.done,
        progress: 1,
        progress_text: done.progressText,
        mentions: done.report.summary.mentions,
        spikes: done.report.spikes.length,
        data_at: done.dataAt,
        finished_at: done.finishedAt,
        error: null,
        result: JSON.stringify(done.report),
      })
      .where('id', '=', id)
      .where('status', 'in', ACTIVE)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    for (let i = 0; i < done.posts.length; i += INSERT_SLICE)
      await trx
        .insertInto('brand_report_posts')
        .values(done.posts.slice(i, i + INSERT_SLICE).map((p) => ({ ...p, task_id: id })))
        .execute();
    for (let i = 0; i < done.bloggers.length; i += INSERT_SLICE)
      await trx
        .insertInto('brand_report_bloggers')
        .values(done.bloggers.slice(i, i + INSERT_SLICE).map((b) => ({ ...b, task_id: id })))
        .execute();
    return true;
  });
}

/** Deletes one of a user's tasks (its frozen posts and bloggers go with it). */
export async function deleteTask(db: Db, userId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('brand_report_tasks')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export type FrozenPostRow = Selectable<BrandReportPostsTable>;
export type FrozenBloggerRow = Selectable<BrandReportBloggersTable>;

/** A finished report's posts as read, newest first, at most `limit`. */
export async function frozenPosts(db: Db, taskId: number, limit: number): Promise<FrozenPostRow[]> {
  const rows = await db
    .selectFrom('brand_report_posts')
    .selectAll()
    .where('task_id', '=', taskId)
    .orderBy('created_at', 'desc')
    .orderBy('mid', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    ...r,
    task_id: Number(r.task_id),
    created_at: new Date(r.created_at),
    reposts: Number(r.reposts),
    comments: Number(r.comments),
    likes: Number(r.likes),
    sentiment: Number(r.sentiment),
  }));
}

/** A finished report's bloggers as read, in their rank order, at most `limit`. */
export async function frozenBloggers(db: Db, taskId: number, limit: number): Promise<FrozenBloggerRow[]> {
  const rows = await db
    .selectFrom('brand_report_bloggers')
    .selectAll()
    .where('task_id', '=', taskId)
    .orderBy('rank')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    ...r,
    task_id: Number(r.task_id),
    followers: Number(r.followers),
    posts: Number(r.posts),
    sponsored_posts: Number(r.sponsored_posts),
    negative_posts: Number(r.negative_posts),
    interactions: Number(r.interactions),
    rank: Number(r.rank),
  }));
}

/** How many posts and bloggers a finished report keeps. */
export async function frozenCounts(db: Db, taskId: number): Promise<{ posts: number; bloggers: number }> {
  const [posts, bloggers] = await Promise.all([
    db
      .selectFrom('brand_report_posts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('task_id', '=', taskId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('brand_report_bloggers')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('task_id', '=', taskId)
      .executeTakeFirstOrThrow(),
  ]);
  return { posts: Number(posts.n), bloggers: Number(bloggers.n) };
}
