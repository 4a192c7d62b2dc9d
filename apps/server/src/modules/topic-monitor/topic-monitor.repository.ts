import { TopicMonStatus } from '@boguan/contracts/topic-monitor';
import { type Insertable, type Kysely, type Selectable, sql, type Transaction, type Updateable } from 'kysely';
import { sliceWithTotal } from '../../db/paging.js';
import type { Database } from '../../db/schema.js';
import type { TopicMonSnapshotsTable, TopicMonTasksTable } from './topic-monitor.tables.js';

/* The SQL of topic monitoring: tasks, their polls and posts, and the claims of the tick. */

export type TopicMonTaskRow = Selectable<TopicMonTasksTable>;
export type TopicMonSnapshotRow = Selectable<TopicMonSnapshotsTable>;

type Db = Kysely<Database> | Transaction<Database>;

const OPEN = [TopicMonStatus.waiting, TopicMonStatus.running];

/** Whether the member has a waiting or running task of this topic. */
export async function hasOpenTask(db: Db, userId: number, topic: string): Promise<boolean> {
  const row = await db
    .selectFrom('topic_mon_tasks')
    .select('id')
    .where('user_id', '=', userId)
    .where('topic', '=', topic)
    .where('status', 'in', OPEN)
    .executeTakeFirst();
  return row !== undefined;
}

export type NewTopicTask = Pick<
  Insertable<TopicMonTasksTable>,
  'user_id' | 'topic' | 'duration_hours' | 'interval_minutes' | 'created_at' | 'origin'
>;

/** A waiting task (the open-task unique index refuses a double submit). */
export async function insertTask(db: Db, task: NewTopicTask): Promise<number> {
  const row = await db
    .insertInto('topic_mon_tasks')
    .values({ ...task, status: TopicMonStatus.waiting })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function attachTaskJob(db: Db, id: number, jobId: number): Promise<void> {
  await db.updateTable('topic_mon_tasks').set({ job_id: jobId }).where('id', '=', id).execute();
}

/** One task of one user: another user's id reads as missing. */
export async function ownTask(db: Kysely<Database>, userId: number, id: number): Promise<TopicMonTaskRow | undefined> {
  return db
    .selectFrom('topic_mon_tasks')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function taskById(db: Db, id: number): Promise<TopicMonTaskRow | undefined> {
  return db.selectFrom('topic_mon_tasks').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function listTasks(db: Kysely<Database>, userId: number, slice: { limit: number; offset: number }) {
  const base = db.selectFrom('topic_mon_tasks').where('user_id', '=', userId);
  return sliceWithTotal(base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'), base, slice);
}

/** Changes a task only while it is in one of `from` (a deleted or already-moved task is left alone). */
export async function moveTask(
  db: Db,
  id: number,
  from: readonly TopicMonStatus[],
  change: Omit<Updateable<TopicMonTasksTable>, 'id' | 'user_id' | 'created_at'>,
): Promise<boolean> {
  const result = await db
    .updateTable('topic_mon_tasks')
    .set(change)
    .where('id', '=', id)
    .where('status', 'in', [...from])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteTask(db: Db, userId: number, id: number): Promise<void> {
  await db.deleteFrom('topic_mon_tasks').where('id', '=', id).where('user_id', '=', userId).execute();
}

/** Links collected posts to a task (posts linked before are left as they are). */
export async function addTaskPosts(
  db: Db,
  taskId: number,
  posts: readonly { mid: string; posted_at: Date; is_original: boolean }[],
): Promise<void> {
  if (posts.length === 0) return;
  await db
    .insertInto('topic_mon_posts')
    .values(posts.map((p) => ({ task_id: taskId, ...p })))
    .onConflict((oc) => oc.columns(['task_id', 'mid']).doNothing())
    .execute();
}

/** The task's posts counted so far: all, and the originals among them. */
export async function postCounts(db: Db, taskId: number): Promise<{ posts: number; originals: number }> {
  const row = await db
    .selectFrom('topic_mon_posts')
    .select([
      sql<number>`count(*)::int`.as('posts'),
      sql<number>`count(*) filter (where is_original)::int`.as('originals'),
    ])
    .where('task_id', '=', taskId)
    .executeTakeFirstOrThrow();
  return { posts: Number(row.posts), originals: Number(row.originals) };
}

/** One poll's snapshot (a second write at the same instant is skipped). */
export async function insertSnapshot(db: Db, row: Insertable<TopicMonSnapshotsTable>): Promise<void> {
  await db
    .insertInto('topic_mon_snapshots')
    .values(row)
    .onConflict((oc) => oc.columns(['task_id', 'at']).doNothing())
    .execute();
}

export async function markPolled(db: Db, taskId: number, now: Date): Promise<void> {
  await db.updateTable('topic_mon_tasks').set({ last_poll_at: now }).where('id', '=', taskId).execute();
}

/** Every snapshot of a task, oldest first. */
export async function taskSnapshots(db: Kysely<Database>, taskId: number): Promise<TopicMonSnapshotRow[]> {
  const rows = await db
    .selectFrom('topic_mon_snapshots')
    .selectAll()
    .where('task_id', '=', taskId)
    .orderBy('at')
    .execute();
  return rows.map((r) => ({
    ...r,
    at: new Date(r.at),
    read_count: Number(r.read_count),
    discuss_count: Number(r.discuss_count),
  }));
}

/** The snapshots of several tasks (one page of the history), oldest first per task. */
export async function snapshotsOf(db: Kysely<Database>, taskIds: readonly number[]) {
  const out = new Map<number, TopicMonSnapshotRow[]>();
  if (taskIds.length === 0) return out;
  const rows = await db
    .selectFrom('topic_mon_snapshots')
    .selectAll()
    .where('task_id', 'in', [...taskIds])
    .orderBy('task_id')
    .orderBy('at')
    .execute();
  for (const r of rows) {
    const id = Number(r.task_id);
    const list = out.get(id) ?? [];
    list.push({ ...r, at: new Date(r.at), read_count: Number(r.read_count), discuss_count: Number(r.discuss_count) });
    out.set(id, list);
  }
  return out;
}

/**
 * Claims the running tasks due for a poll and moves each on by its interval in the same statement
 * (SKIP LOCKED: two workers never poll one task twice).
 */
export async function claimDuePolls(db: Db, now: Date, limit: number): Promise<TopicMonTaskRow[]> {
  const result = await sql<TopicMonTaskRow>`
    update topic_mon_tasks
       set next_poll_at = ${now}::timestamptz + interval_minutes * interval '1 minute'
     where id in (
       select id from topic_mon_tasks
        where status = ${TopicMonStatus.running} and next_poll_at <= ${now}
        order by next_poll_at
        limit ${limit}
        for update skip locked)
    returning *`.execute(db);
  return result.rows;
}

/** Running tasks whose span has ended: done. */
export async function finishTasks(db: Db, now: Date): Promise<{ id: number; user_id: number; topic: string }[]> {
  const rows = await db
    .updateTable('topic_mon_tasks')
    .set({ status: TopicMonStatus.done, finished_at: now })
    .where('status', '=', TopicMonStatus.running)
    .where('until', '<=', now)
    .returning(['id', 'user_id', 'topic'])
    .execute();
  return rows.map((r) => ({ id: Number(r.id), user_id: Number(r.user_id), topic: r.topic }));
}
