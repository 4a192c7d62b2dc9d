import type { LoginData } from '@boguan/contracts/accounts.api';
import type { AppContext } from '../../lib/context.js';
import { createSession, revokeDeviceSessions, revokeOtherSessions } from '../sessions/sessions.repository.js';
import type { LoginMethod } from './accounts.tables.js';
import { addLoginAttempt } from './login-attempts.repository.js';

/**
 * One session per device: a login on a device_id ends whatever session that device still
 * had (whoever it belonged to), and says so with remove_token 1. The login goes to the owner's
 * login history with the way in.
 */
export async function openLoginSession(
  ctx: AppContext,
  input: { userId: number; deviceId: string; ip: string; method: LoginMethod },
): Promise<LoginData> {
  const now = ctx.clock.now();
  const { token, ended } = await ctx.db.transaction().execute(async (trx) => {
    const ended = await revokeDeviceSessions(trx, input.deviceId, now);
    const token = await createSession(trx, { userId: input.userId, deviceId: input.deviceId, ip: input.ip, now });
    await addLoginAttempt(trx, { userId: input.userId, method: input.method, success: true, ip: input.ip, at: now });
    return { token, ended };
  });
  for (const tokenHash of ended) ctx.sessionCache.forgetToken(tokenHash);
  return { token, remove_token: ended.length > 0 ? 1 : 0 };
}

/** Ends every session of a user except the one making the request (password change). */
export async function endOtherSessions(ctx: AppContext, userId: number, keepToken: string): Promise<void> {
  await revokeOtherSessions(ctx.db, userId, keepToken, ctx.clock.now());
  ctx.sessionCache.forgetUser(userId);
}
