import { AccountSettingsMessage, CANCEL_COOLING_OFF_DAYS } from '@boguan/contracts/account-settings';
import type { CancelScheduled, CancelSubmitInput } from '@boguan/contracts/account-settings.api';
import { SmsPurpose } from '@boguan/contracts/accounts';
import { DAY_MS, formatChinaTime } from '@boguan/contracts/china-time';
import { maskMobile } from '@boguan/contracts/mask';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import { verifyCurrentPassword } from '../accounts/change-password.service.js';
import { sendSmsCode, useSmsCode } from '../accounts/sms-codes.service.js';
import { revokeUserSessions, type SessionUser } from '../sessions/sessions.repository.js';
import { hasPendingWithdrawal } from '../wallet/withdrawals.repository.js';
import { requestCancellation } from './account-settings.repository.js';

/** getCancelCode: a code to the bound number (the number is the account's proof of ownership). */
export async function sendCancelCode(
  ctx: AppContext,
  user: SessionUser,
  ip: string,
): Promise<{ countdown: number; mobile: string }> {
  const sent = await sendSmsCode(ctx, { mobile: user.mobile, purpose: SmsPurpose.cancel, ip });
  return { countdown: sent.countdown, mobile: maskMobile(user.mobile) };
}

/** checkCode: the wizard's SMS step; the code stays usable for cancelSubmit. */
export async function checkCancelCode(ctx: AppContext, user: SessionUser, code: string): Promise<void> {
  await useSmsCode(ctx, { mobile: user.mobile, purpose: SmsPurpose.cancel, code }, { consume: false });
}

/**
 * cancelSubmit: password and code again (each step can be called on its own), then the cooling-off
 * period starts and every session ends. Logging in before it ends undoes the request
 * (login-session.service.ts); after it the purge job removes the personal data (cancellation-purge.ts).
 */
export async function submitCancellation(
  ctx: AppContext,
  user: SessionUser,
  input: CancelSubmitInput,
): Promise<CancelScheduled> {
  await verifyCurrentPassword(ctx, user.id, input.password);
  // The money of a withdrawal under review would otherwise return to an account nobody can open.
  if (await hasPendingWithdrawal(ctx.db, user.id)) {
    throw AppError.bad(AccountSettingsMessage.cancelWithdrawPending, 'withdrawal pending');
  }
  await useSmsCode(ctx, { mobile: user.mobile, purpose: SmsPurpose.cancel, code: input.mobile_captcha });
  const now = ctx.clock.now();
  await requestCancellation(ctx.db, user.id, now);
  await revokeUserSessions(ctx.db, user.id, now);
  ctx.sessionCache.forgetUser(user.id);
  return { delete_at: formatChinaTime(new Date(now.getTime() + CANCEL_COOLING_OFF_DAYS * DAY_MS)) };
}
