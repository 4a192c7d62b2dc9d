import type { LoginData } from '@boguan/contracts/accounts';
import type { AppContext } from '../../lib/context.js';
import { createSession, hashToken } from '../sessions/sessions.repository.js';

/**
 * One session per device: a login on a device_id ends whatever session that device still
 * had (whoever it belonged to), and says so with remove_token 1.
 */
export async function openLoginSession(
  ctx: AppContext,
  input: { userId: number; deviceId: string; ip: string },
): Promise<LoginData> {
  const now = ctx.clock.now();
  const { data, ended } = await ctx.db.transaction().execute(async (trx) => {
    const ended = await trx
      .updateTable('sessions')
      .set({ revoked_at: now })
      .where('device_id', '=', input.deviceId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('token_hash')
      .execute();
    const token = await createSession(trx, { userId: input.userId, deviceId: input.deviceId, ip: input.ip, now });
    const data: LoginData = { token, remove_token: ended.length > 0 ? 1 : 0 };
    return { data, ended };
  });
  for (const session of ended) ctx.sessionCache.forgetToken(session.token_hash);
  return data;
}

/** Ends every session of a user except the one making the request (password change). */
export async function revokeOtherSessions(ctx: AppContext, userId: number, keepToken: string): Promise<void> {
  await ctx.db
    .updateTable('sessions')
    .set({ revoked_at: ctx.clock.now() })
    .where('user_id', '=', userId)
    .where('token_hash', '!=', hashToken(keepToken))
    .where('revoked_at', 'is', null)
    .execute();
  ctx.sessionCache.forgetUser(userId);
}
