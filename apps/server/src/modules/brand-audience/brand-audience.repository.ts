import { BrandAudienceStatus } from '@boguan/contracts/brand-audience';
import type { BrandAudienceReport } from '@boguan/contracts/brand-audience.api';
import { type Kysely, type Selectable, sql, type Transaction, type Updateable } from 'kysely';
import { sliceWithTotal } from '../../db/paging.js';
import type { Database } from '../../db/schema.js';
import type { BrandAudienceTasksTable } from './brand-audience.tables.js';

export type BrandAudienceTaskRow = Omit<Selectable<BrandAudienceTasksTable>, 'result'>;

type Db = Kysely<Database> | Transaction<Database>;

/** Every column but the (large) frozen report: lists and status reads never carry it. */
const TASK_COLUMNS = [
  'id',
  'user_id',
  'brand_id',
  'brand_name',
  'competitor_id',
  'competitor_name',
  'start_date',
  'end_date',
  'status',
  'progress',
  'progress_text',
  'users',
  'job_id',
  'error',
  'created_at',
  'started_at',
  'finished_at',
  'data_at',
] as const;

const ACTIVE = [BrandAudienceStatus.pending, BrandAudienceStatus.running];

function normalise<T extends { id: number; user_id: number; job_id: number | null }>(row: T): T {
  return {
    ...row,
    id: Number(row.id),
    user_id: Number(row.user_id),
    job_id: row.job_id === null ? null : Number(row.job_id),
  };
}

/** One task of one user: another user's id reads as missing. */
export async function ownTask(db: Db, userId: number, id: number): Promise<BrandAudienceTaskRow | undefined> {
  const row = await db
    .selectFrom('brand_audience_tasks')
    .select(TASK_COLUMNS)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row && normalise(row);
}

export async function taskById(db: Db, id: number): Promise<BrandAudienceTaskRow | undefined> {
  const row = await db.selectFrom('brand_audience_tasks').select(TASK_COLUMNS).where('id', '=', id).executeTakeFirst();
  return row && normalise(row);
}

/** The frozen report of one of a user's tasks (null until it is done). */
export async function ownTaskResult(db: Db, userId: number, id: number): Promise<BrandAudienceReport | null> {
  const row = await db
    .selectFrom('brand_audience_tasks')
    .select('result')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.result ?? null;
}

export interface TaskKey {
  brandId: string;
  competitorId: string | null;
  startDate: string;
  endDate: string;
}

/** A waiting or running analysis of the same brand, competitor and range by the same user. */
export async function activeTaskOf(db: Db, userId: number, key: TaskKey): Promise<number | undefined> {
  const row = await db
    .selectFrom('brand_audience_tasks')
    .select('id')
    .where('user_id', '=', userId)
    .where('brand_id', '=', key.brandId)
    .where(sql<string>`coalesce(competitor_id, '')`, '=', key.competitorId ?? '')
    .where('start_date', '=', key.startDate)
    .where('end_date', '=', key.endDate)
    .where('status', 'in', ACTIVE)
    .executeTakeFirst();
  return row ? Number(row.id) : undefined;
}

export async function listTasks(
  db: Kysely<Database>,
  userId: number,
  options: { status?: BrandAudienceStatus | undefined; limit: number; offset: number },
): Promise<{ rows: BrandAudienceTaskRow[]; total: number }> {
  let base = db.selectFrom('brand_audience_tasks').where('user_id', '=', userId);
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
  competitorName: string | null;
  progressText: string;
  now: Date;
}

/**
 * A waiting task, or undefined when the user has one of the same brand, competitor and range waiting or
 * running already (the partial unique index decides, so parallel submits make one task).
 */
export async function insertTask(db: Db, task: NewTask): Promise<number | undefined> {
  const row = await db
    .insertInto('brand_audience_tasks')
    .values({
      user_id: task.userId,
      brand_id: task.brandId,
      brand_name: task.brandName,
      competitor_id: task.competitorId,
      competitor_name: task.competitorName,
      start_date: task.startDate,
      end_date: task.endDate,
      status: BrandAudienceStatus.pending,
      progress_text: task.progressText,
      created_at: task.now,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return row ? Number(row.id) : undefined;
}

export async function attachTaskJob(db: Db, id: number, jobId: number): Promise<void> {
  await db.updateTable('brand_audience_tasks').set({ job_id: jobId }).where('id', '=', id).execute();
}

type TaskChange = Omit<
  Updateable<BrandAudienceTasksTable>,
  'id' | 'user_id' | 'job_id' | 'created_at' | 'result' | 'brand_id' | 'competitor_id' | 'start_date' | 'end_date'
>;

/** Writes what the job learnt of a task while it is unfinished; false when the task is gone or already finished. */
export async function updateTask(db: Db, id: number, change: TaskChange): Promise<boolean> {
  const result = await db
    .updateTable('brand_audience_tasks')
    .set(change)
    .where('id', '=', id)
    .where('status', 'in', ACTIVE)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Stores the frozen report and marks the task done in one statement (nothing half-written is ever shown). */
export async function finishTask(
  db: Db,
  id: number,
  done: { report: BrandAudienceReport; dataAt: Date; finishedAt: Date; progressText: string },
): Promise<boolean> {
  const result = await db
    .updateTable('brand_audience_tasks')
    .set({
      status: BrandAudienceStatus.done,
      progress: 1,
      progress_text: done.progressText,
      users: done.report.summary.users,
      data_at: done.dataAt,
      finished_at: done.finishedAt,
      error: null,
      result: JSON.stringify(done.report),
    })
    .where('id', '=', id)
    .where('status', 'in', ACTIVE)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Deletes one of a user's tasks. */
export async function deleteTask(db: Db, userId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('brand_audience_tasks')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
