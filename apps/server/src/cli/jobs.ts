import pino from 'pino';
import { startRuntime } from '../bootstrap.js';
import { loadConfig } from '../config/config.js';
import type { Job, JobQueue } from '../jobs/job-queue.js';
import { taskById } from '../modules/kol-stope/kol-stope.repository.js';
import { intFlag, type ParsedArgs, UsageError, writeLine } from './args.js';

function summary(job: Job) {
  return {
    id: job.id,
    kind: job.kind,
    status: job.status,
    attempts: job.attempts,
    progress: job.progress,
    progress_text: job.progress_text,
    error: job.error,
    created_at: new Date(job.created_at).toISOString(),
    updated_at: new Date(job.updated_at).toISOString(),
  };
}

/** One job, then its history: one line per event, `resumed` where a restart took it over. */
async function printHistory(queue: JobQueue, job: Job): Promise<void> {
  const events = await queue.history(job.id);
  writeLine({ ...summary(job), restarts: events.filter((e) => e.kind === 'resumed').length });
  for (const e of events) writeLine({ job: job.id, at: new Date(e.at).toISOString(), event: e.kind, detail: e.detail });
}

/**
 * `jobs [--kind K] [--limit N]`: the newest jobs; `jobs <id>` or `jobs --stope-task <task id>`: one
 * job and its history, where a job a dead worker left and another one continued shows as `resumed`.
 * The back-collection answers (stope_history, stope_result) have fixed fields, so restarts are
 * shown here rather than there.
 */
export async function jobsCommand(args: ParsedArgs): Promise<void> {
  const id = args.positional[1];
  if (id !== undefined && !/^\d+$/.test(id)) throw new UsageError('the job id must be a number');
  const runtime = await startRuntime(loadConfig(), { log: pino({ level: 'warn' }, pino.destination(2)) });
  try {
    const queue = runtime.ctx.jobs;
    let jobId = id === undefined ? null : Number(id);
    if (args.flags.has('stope-task')) {
      const task = await taskById(runtime.ctx.db, intFlag(args, 'stope-task', 1, 1, Number.MAX_SAFE_INTEGER));
      if (!task?.job_id) throw new UsageError('no back-collection task with that id (or it has no job)');
      jobId = Number(task.job_id);
    }
    if (jobId === null) {
      for (const job of await queue.recent(intFlag(args, 'limit', 20, 1, 1000), args.flags.get('kind'))) {
        writeLine(summary(job));
      }
      return;
    }
    const job = await queue.get(jobId);
    if (!job) throw new UsageError(`no job ${jobId}`);
    await printHistory(queue, job);
  } finally {
    await runtime.database.close();
  }
}
