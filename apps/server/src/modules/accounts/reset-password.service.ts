import { AccountMessage, type IdentityType, SmsPurpose } from '@boguan/contracts/accounts';
import type { CountdownData, ResetPasswordInput } from '@boguan/contracts/accounts.api';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import { revokeUserSessions } from '../sessions/sessions.repository.js';
import { hashPassword } from './passwords.js';
import { clearEvents, RateKey } from './rate-limit.js';
import { sendSmsCode, useSmsCode } from './sms-codes.service.js';
import { type AccountRow, findAccountByMobile, setPasswordHash } from './users.repository.js';

/** Step 1 of "forgot password" (and the guard of step 2's code): an active account of that identity. */
export async function requireResettableAccount(
  ctx: AppContext,
  mobile: string,
  identityType: IdentityType = 'Ad',
): Promise<AccountRow> {
  const account = await findAccountByMobile(ctx.db, mobile);
  if (!account || account.cancelled || account.identityType !== identityType) {
    throw AppError.bad(AccountMessage.mobileNotRegistered, 'no resettable account');
  }
  return account;
}

/** Step 2's code: only an account that could be reset gets one. */
export async function sendResetCode(ctx: AppContext, mobile: string, ip: string): Promise<CountdownData> {
  await requireResettableAccount(ctx, mobile);
  return sendSmsCode(ctx, { mobile, purpose: SmsPurpose.reset, ip });
}

/** Step 2: the SMS code proves the phone; the new password replaces the old and every session ends. */
export async function resetPassword(ctx: AppContext, input: ResetPasswordInput): Promise<void> {
  const account = await requireResettableAccount(ctx, input.mobile, input.identity_type);
  await useSmsCode(ctx, { mobile: input.mobile, purpose: SmsPurpose.reset, code: input.mobile_captcha });
  const now = ctx.clock.now();
  await setPasswordHash(ctx.db, account.id, await hashPassword(input.password), now);
  await revokeUserSessions(ctx.db, account.id, now);
  ctx.sessionCache.forgetUser(account.id);
  // The owner proved the phone: a lock from someone guessing the old password is lifted.
  await clearEvents(ctx, RateKey.loginFailAccount(input.mobile));
  await clearEvents(ctx, RateKey.captchaAccount(input.mobile));
}
