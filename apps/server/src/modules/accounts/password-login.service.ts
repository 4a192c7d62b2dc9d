import { AccountLimits, AccountMessage, loginDelayMessage } from '@boguan/contracts/accounts';
import type { LoginData, PasswordLoginInput } from '@boguan/contracts/accounts.api';
import { Code } from '@boguan/contracts/envelope';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import { checkCaptcha } from './captcha.service.js';
import { secondsToWait } from './login-delay.js';
import { noteLoginAttempt } from './login-history.service.js';
import { openLoginSession } from './login-session.service.js';
import { verifyPassword } from './passwords.js';
import {
  clearEvents,
  countEvents,
  RateKey,
  recentEvents,
  recordEvent,
  tryConsume,
  withdrawEvent,
} from './rate-limit.js';
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
 * Password login. Every counted try is recorded before the password is checked, so parallel
 * guesses cannot slip under the limits; a success takes its try back and clears the account's
 * failures. Unknown account and wrong password read the same. Past the account's failure
 * threshold a try waits a growing delay (login-delay.ts) instead of a lock-out, so guessing
 * someone's password cannot keep its owner out; too many failures from one address refuse that
 * address. Tries on an existing account go to its owner's login history.
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
  const failures = await recentEvents(ctx, accountKey, FAILURE_WINDOW_MS);
  const wait = secondsToWait(failures.count, failures.latest, ctx.clock.now());
  if (wait > 0) {
    throw new AppError(Code.error, loginDelayMessage(wait), `account ${mobile} waits ${wait}s`, {
      need_captcha: true,
      retry_after: wait,
    });
  }
  const fromAddress = await tryConsume(
    ctx,
    RateKey.loginFailIp(input.remoteIp),
    AccountLimits.loginMaxFailuresPerIp,
    FAILURE_WINDOW_MS,
  );
  if (!fromAddress) throw refuse(AccountMessage.tooManyFailures, `ip ${input.remoteIp} locked`);
  await recordEvent(ctx, accountKey);

  const account = await findAccountByMobile(ctx.db, mobile);
  const usable = account !== null && !account.cancelled;
  /** Records a failed try (captcha stays on; the owner's history shows it) and gives the refusal. */
  const failure = async (message: string, internal: string): Promise<AppError> => {
    await rememberFailure(ctx, mobile, deviceId);
    if (usable) await noteLoginAttempt(ctx, account.id, 'password', false, input.remoteIp);
    return refuse(message, internal);
  };

  if (needsCaptcha) {
    const captcha = await checkCaptcha(ctx, deviceId, input.img_captcha);
    if (captcha !== 'ok') {
      throw await failure(
        captcha === 'missing' ? AccountMessage.captchaExpired : AccountMessage.captchaWrong,
        `captcha ${captcha}`,
      );
    }
  }
  const passwordOk = await verifyPassword(usable ? account.passwordHash : null, input.password);
  if (!usable || !passwordOk) {
    throw await failure(AccountMessage.badCredentials, usable ? 'wrong password' : 'no usable account');
  }

  await clearEvents(ctx, accountKey);
  await clearEvents(ctx, RateKey.captchaAccount(mobile));
  await clearEvents(ctx, RateKey.captchaDevice(deviceId));
  await withdrawEvent(ctx, fromAddress);
  return openLoginSession(ctx, { userId: account.id, deviceId, ip: input.remoteIp, method: 'password' });
}
