import { AccountLimits, AccountMessage } from '@boguan/contracts/accounts';
import type { ChangePasswordInput } from '@boguan/contracts/accounts.api';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import type { SessionUser } from '../sessions/sessions.repository.js';
import { endOtherSessions } from './login-session.service.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { clearEvents, RateKey, tryConsume } from './rate-limit.js';
import { findAccountById, setPasswordHash } from './users.repository.js';

const WINDOW_MS = AccountLimits.loginFailureWindowMinutes * 60_000;

/**
 * Checks the logged-in user's current password. Wrong ones are limited like logins, per user and
 * shared by every call that asks for it (changePwd, checkPwd, cancelSubmit): a stolen token must
 * not become a password oracle. A right one clears the count.
 */
export async function verifyCurrentPassword(ctx: AppContext, userId: number, password: string): Promise<void> {
  const account = await findAccountById(ctx.db, userId);
  if (!account) throw AppError.notLoggedIn();
  if (account.passwordHash === null) throw AppError.bad(AccountMessage.noPasswordYet, 'no password to check');
  const key = RateKey.passwordChange(userId);
  if (!(await tryConsume(ctx, key, AccountLimits.loginMaxFailuresPerAccount, WINDOW_MS))) {
    throw AppError.bad(AccountMessage.passwordChangeLocked, `password check locked for ${userId}`);
  }
  if (!(await verifyPassword(account.passwordHash, password))) {
    throw AppError.bad(AccountMessage.oldPasswordWrong, 'old password wrong');
  }
  await clearEvents(ctx, key);
}

/**
 * Changes the password of the logged-in user after checking the old one; every other session
 * of the user ends, the one of `token` (this request's) stays.
 */
export async function changePassword(
  ctx: AppContext,
  user: SessionUser,
  token: string | null,
  input: ChangePasswordInput,
): Promise<void> {
  if (!token) throw AppError.notLoggedIn();
  await verifyCurrentPassword(ctx, user.id, input.old_password);
  if (input.password === input.old_password) throw AppError.bad(AccountMessage.samePassword, 'same password');
  await setPasswordHash(ctx.db, user.id, await hashPassword(input.password), ctx.clock.now());
  await endOtherSessions(ctx, user.id, token);
}
