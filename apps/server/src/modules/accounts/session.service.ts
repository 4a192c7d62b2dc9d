import type { LoginState } from '@boguan/contracts/accounts.api';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import { hashToken, revokeSession, type SessionUser } from '../sessions/sessions.repository.js';

/** The session state of the caller; a visitor gets -1 (the login dialog). */
export function loginState(user: SessionUser | null): LoginState {
  if (!user) throw AppError.notLoggedIn();
  return { login: true, nick_name: user.nickName, level: user.level };
}

/** Ends the session of the token; a missing or dead token is already logged out. */
export async function logout(ctx: AppContext, token: string | null): Promise<void> {
  if (token) {
    await revokeSession(ctx.db, token, ctx.clock.now());
    ctx.sessionCache.forgetToken(hashToken(token));
  }
}
