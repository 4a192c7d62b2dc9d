import { type PropagationMode, PropagationStatus } from '@boguan/contracts/propagation';
import type { Spread } from '@boguan/contracts/propagation.api';
import type { Kysely, Selectable, Transaction, Updateable } from 'kysely';
import { sliceWithTotal } from '../../db/paging.js';
import type { Database } from '../../db/schema.js';
import type { PropagationTasksTable } from './propagation.tables.js';

export type PropagationTaskRow = Omit<Selectable<PropagationTasksTable>, 'result'>;

type Db = Kysely<Database> | Transaction<Database>;

/** Every column but the (large) frozen report: lists and status reads never carry it. */
const TASK_COLUMNS = [
  'id',
  'user_id',
  'mid',
  'bid',
  'uid',
  'uname',
  'title',
  'mode',
  'status',
  'progress',
  'progress_text',
  'nodes',
  'depth',
  'coverage',
  'job_id',
  'error',
  'created_at',
  'started_at',
  'finished_at',
  'data_at',
] as const;

function normalise<T extends { id: number; user_id: number; coverage: number; job_id: number | null }>(row: T): T {
  return {
    ...row,
    id: Number(row.id),
    user_id: Number(row.user_id),
    coverage: Number(row.coverage),
    job_id: row.job_id === null ? null : Number(row.job_id),
  };
}

/** One task of one user: another user's id reads as missing. */
export async function ownTask(db: Db, userId: number, id: number): Promise<PropagationTaskRow | undefined> {
  const row = await db
    .selectFrom('propagation_tasks')
    .select(TASK_COLUMNS)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row && normalise(row);
}

export async function taskById(db: Db, id: number): Promise<PropagationTaskRow | undefined> {
  const row = await db.selectFrom('propagation_tasks').select(TASK_COLUMNS).where('id', '=', id).executeTakeFirst();
  return row && normalise(row);
}

/** The frozen report of one of a user's tasks (null until it is done). */
export async function ownTaskResult(db: Db, userId: number, id: number): Promise<Spread | null> {
  const row = await db
    .selectFrom('propagation_tasks')
    .select('result')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.result ?? null;
}

/** A waiting or running analysis of the same post by the same user. */
export async function activeTaskOf(db: Db, userId: number, mid: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('propagation_tasks')
    .select('id')
    .where('user_id', '=', userId)
    .where('mid', '=', mid)
    .where('status', 'in', [PropagationStatus.pending, PropagationStatus.running])
    .executeTakeFirst();
  return row ? Number(row.id) : undefined;
}

export async function listTasks(
  db: Kysely<Database>,
  userId: number,
  options: { status?: PropagationStatus | undefined; limit: number; offset: number },
): Promise<{ rows: PropagationTaskRow[]; total: number }> {
  let base = db.selectFrom('propagation_tasks').where('user_id', '=', userId);
  if (options.status !== undefined) base = base.where('status', '=', options.status);
  const page = await sliceWithTotal(
    base.select(TASK_COLUMNS).orderBy('created_at', 'desc').orderBy('id', 'desc'),
    base,
    options,
  );
  return { rows: page.rows.map(normalise), total: page.total };
}

export interface NewTask {
  userId: number;
  mid: string;
  bid: string;
  uid: string;
  uname: string;
  title: string;
  mode: PropagationMode;
  progressText: string;
  now: Date;
}

/**
 * A waiting task, or undefined when the user has one of the same post waiting or running already
 * (the partial unique index decides, so parallel submits make one task).
 */
export async function insertTask(db: Db, task: NewTask): Promise<number | undefined> {
  const row = await db
    .insertInto('propagation_tasks')
    .values({
      user_id: task.userId,
      mid: task.mid,
      bid: task.bid,
      uid: task.uid,
      uname: task.uname,
      title: task.title,
      mode: task.mode,
      status: PropagationStatus.pending,
      progress_text: task.progressText,
      created_at: task.now,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return row ? Number(row.id) : undefined;
}

export async function attachTaskJob(db: Db, id: number, jobId: number): Promise<void> {
  await db.updateTable('propagation_tasks').set({ job_id: jobId }).where('id', '=', id).execute();
}

type TaskChange = Omit<Updateable<PropagationTasksTable>, 'id' | 'user_id' | 'job_id' | 'created_at' | 'result'>;

/** Writes what the job learnt of a task while it is unfinished; false when the task is gone or already finished. */
export async function updateTask(db: Db, id: number, change: TaskChange): Promise<boolean> {
  const result = await db
    .updateTable('propagation_tasks')
    .set(change)
    .where('id', '=', id)
    .where('status', 'in', [PropagationStatus.pending, PropagationStatus.running])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Stores the frozen report and marks the task done in one statement (nothing half-written is ever shown). */
export async function finishTask(
  db: Db,
  id: number,
  done: { spread: Spread; dataAt: Date; finishedAt: Date; progressText: string },
): Promise<boolean> {
  const result = await db
    .updateTable('propagation_tasks')
    .set({
      status: PropagationStatus.done,
      progress: 1,
      progress_text: done.progressText,
      uid: done.spread.root.uid,
      uname: done.spread.root.name,
      nodes: done.spread.summary.nodes,
      depth: done.spread.summary.depth,
      coverage: done.spread.summary.coverage,
      data_at: done.dataAt,
      finished_at: done.finishedAt,
      error: null,
      result: JSON.stringify(done.spread),
    })
    .where('id', '=', id)
    .where('status', 'in', [PropagationStatus.pending, PropagationStatus.running])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Deletes one of a user's tasks. */
export async function deleteTask(db: Db, userId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('propagation_tasks')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
