import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema.js';
import { jobEvents, recordJobEvent } from './job-events.repository.js';
import type { JobCheckpoint, JobEvent, JobsTable } from './jobs.tables.js';

export type Job = Selectable<JobsTable>;

export interface EnqueueOptions {
  runAt: Date;
  /** A periodic slot (e.g. "hot_search:2026-01-05T10:01"): enqueued once however many instances try. */
  slotKey?: string;
  ownerUserId?: number;
  maxAttempts?: number;
}

/** Back-off after a failed attempt: 10 s, 20 s, 40 s … capped at one hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(3_600_000, 10_000 * 2 ** Math.max(0, attempts - 1));
}

/**
 * A durable job queue in the database. Workers claim with FOR UPDATE SKIP LOCKED, so several
 * server instances share one queue without running a job twice; a claim carries a lease
 * (`locked_until`) and a job whose worker died is claimed again once the lease runs out.
 */
export class JobQueue {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Returns the job id, or null when the slot was already taken. Pass the transaction that
   * creates the job's record as `executor`, so the record and its job exist together or not at all.
   */
  async enqueue(
    kind: string,
    payload: Record<string, unknown>,
    options: EnqueueOptions,
    executor: Kysely<Database> = this.db,
  ): Promise<number | null> {
    const row = await executor
      .insertInto('jobs')
      .values({
        kind,
        payload: JSON.stringify(payload),
        slot_key: options.slotKey ?? null,
        owner_user_id: options.ownerUserId ?? null,
        run_at: options.runAt,
        max_attempts: options.maxAttempts ?? 5,
        created_at: options.runAt,
        updated_at: options.runAt,
      })
      .onConflict((oc) => oc.column('slot_key').doNothing())
      .returning('id')
      .executeTakeFirst();
    return row?.id ?? null;
  }

  /**
   * Claims the next due job of the given kinds for `workerId`, or null when none is due. A job an
   * earlier attempt had started is recorded as resumed: after a dead worker's lease ran out, or as
   * the retry of a failed attempt.
   */
  async claim(workerId: string, kinds: string[], now: Date, leaseMs: number): Promise<Job | null> {
    if (kinds.length === 0) return null;
    const due = this.db
      .selectFrom('jobs')
      .select(['id', 'status as was'])
      .where('kind', 'in', kinds)
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'queued'), eb('run_at', '<=', now)]),
          // A lease that ran out: the worker holding it stopped without finishing.
          eb.and([eb('status', '=', 'running'), eb('locked_until', '<', now)]),
        ]),
      )
      .orderBy('run_at')
      .limit(1)
      .forUpdate()
      .skipLocked();
    const claimed = await this.db
      .updateTable('jobs')
      .from(due.as('due'))
      .set((eb) => ({
        status: 'running',
        locked_by: workerId,
        locked_until: new Date(now.getTime() + leaseMs),
        attempts: eb('jobs.attempts', '+', 1),
        updated_at: now,
      }))
      .whereRef('jobs.id', '=', 'due.id')
      .returningAll('jobs')
      .returning('due.was')
      .executeTakeFirst();
    if (!claimed) return null;
    const { was, ...job } = claimed;
    const detail = { attempt: job.attempts, worker: workerId, from_checkpoint: job.checkpoint !== null };
    if (job.attempts <= 1) await recordJobEvent(this.db, job.id, 'started', now, detail);
    else {
      const after = was === 'running' ? 'lease_expired' : 'failure';
      await recordJobEvent(this.db, job.id, 'resumed', now, { ...detail, after });
    }
    return job;
  }

  async progress(id: number, fraction: number, text: string, now: Date): Promise<void> {
    await this.db
      .updateTable('jobs')
      .set({ progress: Math.max(0, Math.min(1, fraction)), progress_text: text, updated_at: now })
      .where('id', '=', id)
      .execute();
  }

  /** Extends the lease of a long job so no other worker takes it over. */
  async heartbeat(id: number, workerId: string, now: Date, leaseMs: number): Promise<void> {
    await this.db
      .updateTable('jobs')
      .set({ locked_until: new Date(now.getTime() + leaseMs), updated_at: now })
      .where('id', '=', id)
      .where('locked_by', '=', workerId)
      .execute();
  }

  /**
   * Saves a job's progress and renews its lease, only while `job`'s worker still holds it: false
   * when the lease was lost (another worker took the job over, or it was cancelled).
   */
  async saveCheckpoint(job: Job, checkpoint: JobCheckpoint, now: Date, leaseMs: number): Promise<boolean> {
    const result = await this.db
      .updateTable('jobs')
      .set({
        checkpoint: JSON.stringify(checkpoint),
        locked_until: new Date(now.getTime() + leaseMs),
        updated_at: now,
      })
      .where('id', '=', job.id)
      .where('status', '=', 'running')
      .where('locked_by', '=', job.locked_by)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await recordJobEvent(this.db, job.id, 'checkpoint', now, checkpoint);
    return true;
  }

  /**
   * Records a job's result. A worker that lost its lease (taken over, cancelled) leaves the job to
   * whoever holds it now: false then.
   */
  async complete(job: Job, result: Record<string, unknown>, now: Date): Promise<boolean> {
    const updated = await this.db
      .updateTable('jobs')
      .set({
        status: 'done',
        progress: 1,
        result: JSON.stringify(result),
        locked_by: null,
        locked_until: null,
        updated_at: now,
      })
      .where('id', '=', job.id)
      .where('status', '=', 'running')
      .where('locked_by', '=', job.locked_by)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return false;
    await recordJobEvent(this.db, job.id, 'finished', now, { attempt: job.attempts });
    return true;
  }

  /**
   * Schedules a retry with back-off, or marks the job failed once its attempts are spent; 'lost'
   * when the worker no longer holds the job (see `complete`).
   */
  async fail(job: Job, error: string, now: Date): Promise<'retry' | 'failed' | 'lost'> {
    const final = job.attempts >= job.max_attempts;
    const updated = await this.db
      .updateTable('jobs')
      .set({
        status: final ? 'failed' : 'queued',
        error: error.slice(0, 2000),
        run_at: final ? job.run_at : new Date(now.getTime() + retryDelayMs(job.attempts)),
        locked_by: null,
        locked_until: null,
        updated_at: now,
      })
      .where('id', '=', job.id)
      .where('status', '=', 'running')
      .where('locked_by', '=', job.locked_by)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return 'lost';
    const outcome = final ? 'failed' : 'retry';
    await recordJobEvent(this.db, job.id, 'failed', now, {
      attempt: job.attempts,
      outcome,
      error: error.slice(0, 200),
    });
    return outcome;
  }

  async cancel(id: number, now: Date): Promise<boolean> {
    const result = await this.db
      .updateTable('jobs')
      .set({ status: 'cancelled', locked_by: null, locked_until: null, updated_at: now })
      .where('id', '=', id)
      .where('status', 'in', ['queued', 'running'])
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async get(id: number): Promise<Job | undefined> {
    return this.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** A job's history, oldest first: when it started, each restart, its checkpoints and its end. */
  async history(id: number): Promise<JobEvent[]> {
    return jobEvents(this.db, id);
  }

  /** The newest jobs, optionally of one kind (for `boguan jobs`). */
  async recent(limit: number, kind?: string): Promise<Job[]> {
    let query = this.db.selectFrom('jobs').selectAll().orderBy('id', 'desc').limit(limit);
    if (kind) query = query.where('kind', '=', kind);
    return query.execute();
  }

  /**
   * Removes finished periodic slots older than `before`, with their history (a collector runs every
   * minute, so they would otherwise pile up). Jobs a user's task points at (exports, back-collection)
   * have no slot and stay.
   */
  async prune(before: Date): Promise<number> {
    const result = await this.db
      .deleteFrom('jobs')
      .where('slot_key', 'is not', null)
      .where('status', 'in', ['done', 'cancelled'])
      .where('updated_at', '<', before)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
