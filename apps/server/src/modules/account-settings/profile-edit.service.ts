import { AccountSettingsMessage } from '@boguan/contracts/account-settings';
import type { AppContext } from '../../lib/context.js';
import { verifyCurrentPassword } from '../accounts/change-password.service.js';
import type { SessionUser } from '../sessions/sessions.repository.js';
import { setNickname } from './account-settings.repository.js';

/** The nickname rules live in the contract (2–16 characters); the session cache forgets the old one. */
export async function changeNickname(
  ctx: AppContext,
  user: SessionUser,
  nickName: string,
): Promise<{ nick_name: string }> {
  await setNickname(ctx.db, user.id, nickName, ctx.clock.now());
  ctx.sessionCache.forgetUser(user.id);
  return { nick_name: nickName };
}

/** checkPwd: the current password, limited with changePwd and cancelSubmit (one budget per user). */
export async function checkPassword(ctx: AppContext, user: SessionUser, password: string): Promise<string> {
  await verifyCurrentPassword(ctx, user.id, password);
  return AccountSettingsMessage.passwordVerified;
}
