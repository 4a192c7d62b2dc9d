import { AccountLimits, AccountMessage } from '@boguan/contracts/accounts';
import type { LoginData, PasswordLoginInput } from '@boguan/contracts/accounts.api';
import { Code } from '@boguan/contracts/envelope';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import { checkCaptcha } from './captcha.service.js';
import { openLoginSession } from './login-session.service.js';
import { verifyPassword } from './passwords.js';
import { clearEvents, countEvents, RateKey, recordEvent, tryConsume, withdrawEvent } from './rate-limit.js';
import { findAccountByMobile } from './users.repository.js';

const FAILURE_WINDOW_MS = AccountLimits.loginFailureWindowMinutes * 60_000;
/** After a failure the captcha stays required for this account and device until a success or a day passes. */
const CAPTCHA_MEMORY_MS = 86_400_000;

/** A refusal that keeps the client's image captcha switched on (spec 4: shown and refreshed after a failure). */
function refuse(message: string, internal: string): AppError {
  return new AppError(Code.error, message, internal, { need_captcha: true });
}

async function captchaRequired(ctx: AppContext, mobile: string, deviceId: string): Promise<boolean> {
  const [byAccount, byDevice] = await Promise.all([
    countEvents(ctx, RateKey.captchaAccount(mobile), CAPTCHA_MEMORY_MS),
    countEvents(ctx, RateKey.captchaDevice(deviceId), CAPTCHA_MEMORY_MS),
  ]);
  return byAccount > 0 || byDevice > 0;
}

async function rememberFailure(ctx: AppContext, mobile: string, deviceId: string): Promise<void> {
  await recordEvent(ctx, RateKey.captchaAccount(mobile));
  await recordEvent(ctx, RateKey.captchaDevice(deviceId));
}

/**
 * Password login. Every counted attempt is recorded before the password is checked, so
 * parallel guesses cannot slip under the limits; a success takes its attempt back and
 * clears the account's failures. Unknown account and wrong password read the same.
 */
export async function passwordLogin(
  ctx: AppContext,
  input: PasswordLoginInput & { remoteIp: string },
): Promise<LoginData> {
  const mobile = input.username;
  const deviceId = input.device_id;
  const needsCaptcha = await captchaRequired(ctx, mobile, deviceId);
  if (needsCaptcha && input.img_captcha === '') {
    throw refuse(AccountMessage.captchaNeeded, 'captcha required but not sent');
  }

  const accountKey = RateKey.loginFailAccount(mobile);
  const ipKey = RateKey.loginFailIp(input.remoteIp);
  if (!(await tryConsume(ctx, accountKey, AccountLimits.loginMaxFailuresPerAccount, FAILURE_WINDOW_MS))) {
    throw refuse(AccountMessage.tooManyFailures, `account ${mobile} locked`);
  }
  if (!(await tryConsume(ctx, ipKey, AccountLimits.loginMaxFailuresPerIp, FAILURE_WINDOW_MS))) {
    await withdrawEvent(ctx, accountKey);
    throw refuse(AccountMessage.tooManyFailures, `ip ${input.remoteIp} locked`);
  }

  if (needsCaptcha) {
    const captcha = await checkCaptcha(ctx, deviceId, input.img_captcha);
    if (captcha !== 'ok') {
      await rememberFailure(ctx, mobile, deviceId);
      throw refuse(
        captcha === 'missing' ? AccountMessage.captchaExpired : AccountMessage.captchaWrong,
        `captcha ${captcha}`,
      );
    }
  }

  const account = await findAccountByMobile(ctx.db, mobile);
  const usable = account !== null && !account.cancelled;
  const passwordOk = await verifyPassword(usable ? account.passwordHash : null, input.password);
  if (!usable || !passwordOk) {
    await rememberFailure(ctx, mobile, deviceId);
    throw refuse(AccountMessage.badCredentials, usable ? 'wrong password' : 'no usable account');
  }

  await clearEvents(ctx, accountKey);
  await clearEvents(ctx, RateKey.captchaAccount(mobile));
  await clearEvents(ctx, RateKey.captchaDevice(deviceId));
  await withdrawEvent(ctx, ipKey);
  return openLoginSession(ctx, { userId: account.id, deviceId, ip: input.remoteIp });
}
