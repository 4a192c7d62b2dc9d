import type { LoginData } from '@boguan/contracts/accounts.api';
import type { AppContext } from '../../lib/context.js';
import { createSession, revokeDeviceSessions, revokeOtherSessions } from '../sessions/sessions.repository.js';

/**
 * One session per device: a login on a device_id ends whatever session that device still
 * had (whoever it belonged to), and says so with remove_token 1.
 */
export async function openLoginSession(
  ctx: AppContext,
  input: { userId: number; deviceId: string; ip: string },
): Promise<LoginData> {
  const now = ctx.clock.now();
  const { token, ended } = await ctx.db.transaction().execute(async (trx) => {
    const ended = await revokeDeviceSessions(trx, input.deviceId, now);
    const token = await createSession(trx, { userId: input.userId, deviceId: input.deviceId, ip: input.ip, now });
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
