import type { JobRunner } from '../../jobs/job-runner.js';
import type { AppContext } from '../../lib/context.js';
import { monitorSource } from './dev-overrides.js';
import { runMonitorChecks } from './kol-monitor.checker.js';

export const KOL_MONITOR_CHECK_JOB = 'kol_monitor.check';
/** Every minute: the shortest interval a member may choose is 10 minutes, so a check is at most a minute late. */
export const KOL_MONITOR_CHECK_EVERY_MS = 60_000;

/** Registers the account-monitor checker (docs/kol-monitor.md). */
export function registerKolMonitorJobs(runner: JobRunner, ctx: AppContext): void {
  runner.register(KOL_MONITOR_CHECK_JOB, async () => {
    // The source is read at run time: tests and the demo set it after the runner is built.
    const source = monitorSource(ctx);
    if (!source) return { skipped: 'no source' };
    return { ...(await runMonitorChecks({ db: ctx.db, clock: ctx.clock, source })) };
  });
  runner.schedule({ kind: KOL_MONITOR_CHECK_JOB, everyMs: KOL_MONITOR_CHECK_EVERY_MS });
}
