import { AccountLimits } from '@boguan/contracts/accounts';

/**
 * How long a password try on an account must wait after its latest failure: nothing below the
 * threshold, then the base wait doubling with each further failure, up to the cap. Guessing slows
 * to a crawl, yet the owner is never locked out (and SMS login is not affected at all).
 */
export function loginDelaySeconds(failures: number): number {
  const over = failures - AccountLimits.loginMaxFailuresPerAccount;
  if (over < 0) return 0;
  return Math.min(AccountLimits.loginDelayBaseSeconds * 2 ** over, AccountLimits.loginDelayMaxSeconds);
}

/** Whole seconds still to wait at `now` (0 when a try may go ahead). */
export function secondsToWait(failures: number, latestFailure: Date | null, now: Date): number {
  if (!latestFailure) return 0;
  const until = latestFailure.getTime() + loginDelaySeconds(failures) * 1000;
  return Math.max(0, Math.ceil((until - now.getTime()) / 1000));
}
