import type { LoginData } from '@boguan/contracts/accounts.api';
import type { AppContext } from '../../lib/context.js';
import { createSession, revokeDeviceSessions, revokeOtherSessions } from '../sessions/sessions.repository.js';
import type { LoginMethod } from './accounts.tables.js';
import { addLoginAttempt } from './login-attempts.repository.js';
import { undoPendingCancellation } from './users.repository.js';

/**
 * One session per device: a login on a device_id ends whatever session that device still
 * had (whoever it belonged to), and says so with remove_token 1. The login goes to the owner's
 * login history with the way in. Logging in during a cancellation's cooling-off period undoes the
 * cancellation (docs/accounts.md), and the answer says so with cancel_undone 1.
 */
export async function openLoginSession(
  ctx: AppContext,
  input: { userId: number; deviceId: string; ip: string; method: LoginMethod },
): Promise<LoginData> {
  const now = ctx.clock.now();
  const { token, ended, undone } = await ctx.db.transaction().execute(async (trx) => {
    const ended = await revokeDeviceSessions(trx, input.deviceId, now);
    const token = await createSession(trx, { userId: input.userId, deviceId: input.deviceId, ip: input.ip, now });
    await addLoginAttempt(trx, { userId: input.userId, method: input.method, success: true, ip: input.ip, at: now });
    const undone = await undoPendingCancellation(trx, input.userId, now);
    return { token, ended, undone };
  });
  for (const tokenHash of ended) ctx.sessionCache.forgetToken(tokenHash);
  return { token, remove_token: ended.length > 0 ? 1 : 0, ...(undone ? { cancel_undone: 1 as const } : {}) };
}

/** Ends every session of a user except the one making the request (password change). */
export async function endOtherSessions(ctx: AppContext, userId: number, keepToken: string): Promise<void> {
  await revokeOtherSessions(ctx.db, userId, keepToken, ctx.clock.now());
  ctx.sessionCache.forgetUser(userId);
}
