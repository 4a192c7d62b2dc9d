import { AccountSettingsMessage as Msg } from '@boguan/contracts/account-settings';
import type { ChangeBindingInput, SendSmsBindingInput } from '@boguan/contracts/account-settings.api';
import { SmsPurpose } from '@boguan/contracts/accounts';
import { maskMobile } from '@boguan/contracts/mask';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import { sendSmsCode, useSmsCode } from '../accounts/sms-codes.service.js';
import { isUniqueViolation } from '../accounts/users.repository.js';
import type { SessionUser } from '../sessions/sessions.repository.js';
import { mobileOwner, setMobile } from './account-settings.repository.js';

/** A new number must differ from the bound one and belong to no other account (cancelled ones included). */
async function requireFreeNumber(ctx: AppContext, user: SessionUser, mobile: string): Promise<void> {
  if (mobile === user.mobile) throw AppError.bad(Msg.mobileSame, 'new mobile equals the bound one');
  const owner = await mobileOwner(ctx.db, mobile);
  if (owner !== null && owner !== user.id) throw AppError.bad(Msg.mobileTaken, `mobile taken by ${owner}`);
}

/** sendSmsBinding: type old sends to the bound number, type new to the number to bind. */
export async function sendChangeCode(
  ctx: AppContext,
  user: SessionUser,
  input: SendSmsBindingInput,
  ip: string,
): Promise<{ countdown: number; mobile: string }> {
  if (input.type === 'old') {
    const sent = await sendSmsCode(ctx, { mobile: user.mobile, purpose: SmsPurpose.changeOld, ip });
    return { countdown: sent.countdown, mobile: maskMobile(user.mobile) };
  }
  await requireFreeNumber(ctx, user, input.mobile);
  const sent = await sendSmsCode(ctx, { mobile: input.mobile, purpose: SmsPurpose.changeNew, ip });
  return { countdown: sent.countdown, mobile: maskMobile(input.mobile) };
}

/** bindingMobile: step one proves the bound number; the code stays for changeBinding. */
export async function checkOldNumberCode(ctx: AppContext, user: SessionUser, code: string): Promise<void> {
  await useSmsCode(ctx, { mobile: user.mobile, purpose: SmsPurpose.changeOld, code }, { consume: false });
}

/**
 * changeBinding: both codes, then the move. The old number's code is only checked until the new
 * one is used up, so a mistyped new code does not cost the user the first step.
 */
export async function changeMobile(
  ctx: AppContext,
  user: SessionUser,
  input: ChangeBindingInput,
): Promise<{ mobile: string }> {
  await requireFreeNumber(ctx, user, input.mobile);
  await useSmsCode(
    ctx,
    { mobile: user.mobile, purpose: SmsPurpose.changeOld, code: input.old_captcha },
    { consume: false },
  );
  await useSmsCode(ctx, { mobile: input.mobile, purpose: SmsPurpose.changeNew, code: input.mobile_captcha });
  await useSmsCode(ctx, { mobile: user.mobile, purpose: SmsPurpose.changeOld, code: input.old_captcha });
  try {
    await setMobile(ctx.db, user.id, input.mobile, ctx.clock.now());
  } catch (error) {
    if (isUniqueViolation(error)) throw AppError.bad(Msg.mobileTaken, 'mobile taken meanwhile');
    throw error;
  }
  ctx.sessionCache.forgetUser(user.id);
  return { mobile: maskMobile(input.mobile) };
}
