import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { JobRunner } from '../../jobs/job-runner.js';
import type { Clock } from '../../lib/clock.js';
import { keepDataBoard } from './data-board.refresh.js';

export const DATA_BOARD_JOB = 'analyze.data_board';
export const DATA_BOARD_FULL_JOB = 'analyze.data_board_full';

/** The recent days every 10 minutes: the counts of young posts are collected again every 30 minutes. */
export const DATA_BOARD_EVERY_MS = 10 * 60_000;
/** Everything once a day: posts deleted since, authors whose profile changed. */
export const DATA_BOARD_FULL_EVERY_MS = 24 * 60 * 60_000;

/** Keeps the dashboard's daily summaries (docs/data-board.md), as brand_days is kept. */
export function registerDataBoardJobs(runner: JobRunner, db: Kysely<Database>, clock: Clock): void {
  runner.register(DATA_BOARD_JOB, async () => keepDataBoard(db, clock.now()));
  runner.register(DATA_BOARD_FULL_JOB, async () => keepDataBoard(db, clock.now(), true));
  runner.schedule({ kind: DATA_BOARD_JOB, everyMs: DATA_BOARD_EVERY_MS });
  runner.schedule({ kind: DATA_BOARD_FULL_JOB, everyMs: DATA_BOARD_FULL_EVERY_MS });
}
