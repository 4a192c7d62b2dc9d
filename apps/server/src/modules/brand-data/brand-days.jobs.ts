import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { JobRunner } from '../../jobs/job-runner.js';
import type { Clock } from '../../lib/clock.js';
import { keepBrandDays } from './brand-days.sql.js';

export const BRAND_DAYS_JOB = 'analyze.brand_days';
export const BRAND_DAYS_FULL_JOB = 'analyze.brand_days_full';

/** The recent days every 10 minutes: the counts of young posts are collected again every 30 minutes. */
export const BRAND_DAYS_EVERY_MS = 10 * 60_000;
/** Everything once a day: catches the relabelled posts of a sentiment rescore. */
export const BRAND_DAYS_FULL_EVERY_MS = 24 * 60 * 60_000;

/** Keeps brand_days (docs/brand-data.md): the recent days often, the whole table daily or when it drifted. */
export function registerBrandDays(runner: JobRunner, db: Kysely<Database>, clock: Clock): void {
  runner.register(BRAND_DAYS_JOB, async () => keepBrandDays(db, clock.now()));
  runner.register(BRAND_DAYS_FULL_JOB, async () => keepBrandDays(db, clock.now(), true));
  runner.schedule({ kind: BRAND_DAYS_JOB, everyMs: BRAND_DAYS_EVERY_MS });
  runner.schedule({ kind: BRAND_DAYS_FULL_JOB, everyMs: BRAND_DAYS_FULL_EVERY_MS });
}
