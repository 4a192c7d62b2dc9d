import { CANCEL_COOLING_OFF_DAYS } from '@boguan/contracts/account-settings';
import { DAY_MS } from '@boguan/contracts/china-time';
import type { JobRunner } from '../../jobs/job-runner.js';
import type { AppContext } from '../../lib/context.js';
import { dueCancellations } from './account-settings.repository.js';
import { purgeRows } from './cancellation-purge.repository.js';

const PURGE_JOB = 'accounts.purge-cancelled';
const PURGE_EVERY_MS = 3_600_000;
const BATCH = 100;

/** Completes every cancellation whose cooling-off period has ended; answers how many. */
export async function purgeCancelledAccounts(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  const cutoff = new Date(now.getTime() - CANCEL_COOLING_OFF_DAYS * DAY_MS);
  let purged = 0;
  for (const userId of await dueCancellations(ctx.db, cutoff, BATCH)) {
    const files = await ctx.db.transaction().execute((trx) => purgeRows(trx, userId, now));
    if (files === null) continue;
    ctx.sessionCache.forgetUser(userId);
    for (const key of files) {
      // A file left behind holds no reference any more; the rows are what the user could see.
      await ctx.storage.remove(key).catch((err: unknown) => ctx.log.warn({ err, userId }, 'purge: file not removed'));
    }
    purged += 1;
  }
  return purged;
}

export function registerCancellationPurge(runner: JobRunner, ctx: AppContext): void {
  runner.register(PURGE_JOB, async () => ({ purged: await purgeCancelledAccounts(ctx) }));
  runner.schedule({ kind: PURGE_JOB, everyMs: PURGE_EVERY_MS });
}
