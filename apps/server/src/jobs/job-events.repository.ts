import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { JobEvent, JobEventKind } from './jobs.tables.js';

/** Appends one line to a job's history. */
export async function recordJobEvent(
  db: Kysely<Database>,
  jobId: number,
  kind: JobEventKind,
  at: Date,
  detail: Record<string, unknown> = {},
): Promise<void> {
  await db
    .insertInto('job_events')
    .values({ job_id: jobId, kind, at, detail: JSON.stringify(detail) })
    .execute();
}

/** A job's history, oldest first. */
export async function jobEvents(db: Kysely<Database>, jobId: number): Promise<JobEvent[]> {
  return db.selectFrom('job_events').selectAll().where('job_id', '=', jobId).orderBy('id').execute();
}
