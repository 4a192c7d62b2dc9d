import type { JobRunner } from '../../jobs/job-runner.js';
import type { AppContext } from '../../lib/context.js';
import { checkBrandAlerts } from './brand-alert.check.js';

export const BRAND_ALERT_JOB = 'brand_alert.check';

/**
 * Hourly: the day's data keeps arriving (collectors every 30 minutes), so yesterday is judged once
 * complete and today as soon as it already stands out; the unique key keeps one message per brand,
 * day and kind however often the check runs.
 */
export const BRAND_ALERT_EVERY_MS = 3_600_000;

export function registerBrandAlertJobs(runner: JobRunner, ctx: AppContext): void {
  runner.register(BRAND_ALERT_JOB, async () => checkBrandAlerts(ctx.db, ctx.clock));
  runner.schedule({ kind: BRAND_ALERT_JOB, everyMs: BRAND_ALERT_EVERY_MS });
}
