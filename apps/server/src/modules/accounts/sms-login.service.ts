import { AccountMessage, SmsPurpose } from '@boguan/contracts/accounts';
import type { LoginData, SmsLoginInput } from '@boguan/contracts/accounts.api';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import { recordReferral } from '../wallet/referral.service.js';
import { noteLoginAttempt } from './login-history.service.js';
import { openLoginSession } from './login-session.service.js';
import { clearEvents, RateKey } from './rate-limit.js';
import { useSmsCode } from './sms-codes.service.js';
import { defaultNickName, findAccountByMobile, insertAccount } from './users.repository.js';

/**
 * SMS-code login. A number without an account gets one on the spot (identity Ad, no
 * password yet; "forgot password" sets one later), which is how advertisers usually sign up.
 */
export async function smsLogin(ctx: AppContext, input: SmsLoginInput & { remoteIp: string }): Promise<LoginData> {
  const mobile = input.mobile1;
  const existing = await findAccountByMobile(ctx.db, mobile);
  if (existing?.cancelled) throw AppError.bad(AccountMessage.accountCancelled, `cancelled account ${existing.id}`);
  try {
    await useSmsCode(ctx, { mobile, purpose: SmsPurpose.login, code: input.mobile_captcha });
  } catch (error) {
    if (existing) await noteLoginAttempt(ctx, existing.id, 'sms', false, input.remoteIp);
    throw error;
  }

  let userId = existing?.id;
  if (userId === undefined) {
    const now = ctx.clock.now();
    const created = await insertAccount(ctx.db, {
      mobile,
      passwordHash: null,
      nickName: defaultNickName(mobile),
      registration: {
        channel: 'sms_login',
        ip: input.remoteIp,
        registered_at: now.toISOString(),
        ...(input.share_id ? { share_id: input.share_id } : {}),
      },
      now,
    });
    if (created !== null) await recordReferral(ctx, created, input.share_id, now);
    // A parallel registration of the same number won the insert: log in to that account.
    userId = created ?? (await findAccountByMobile(ctx.db, mobile))?.id;
    if (userId === undefined) throw new Error(`account for ${mobile} vanished during SMS login`);
  }
  // Proving the phone also lifts the password-login wait on it (only the owner can do that).
  await clearEvents(ctx, RateKey.loginFailAccount(mobile));
  await clearEvents(ctx, RateKey.captchaAccount(mobile));
  return openLoginSession(ctx, { userId, deviceId: input.device_id, ip: input.remoteIp, method: 'sms' });
}
