import type { AppContext } from '../lib/context.js';
import { registerCollection } from '../modules/collection/collection.jobs.js';
import { JobRunner } from './job-runner.js';

/** The background worker of this process: every module's jobs on one runner, polling the shared queue. */
export async function startJobs(ctx: AppContext): Promise<JobRunner> {
  const runner = new JobRunner({ queue: ctx.jobs, clock: ctx.clock, log: ctx.log, leaseMs: 120_000 });
  if (ctx.source) await registerCollection(runner, ctx.jobs, ctx.db, ctx.source);
  runner.start();
  return runner;
}
