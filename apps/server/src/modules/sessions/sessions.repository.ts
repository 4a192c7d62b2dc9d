import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export const SESSION_DAYS = 30;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface SessionUser {
  id: number;
  mobile: string;
  nickName: string;
  /** Level in force now: a paid level past its expiry counts as free (20). */
  level: number;
  levelExpiresAt: Date | null;
  showWelcome: boolean;
}

/** Tokens are opaque random strings; only their SHA-256 is stored, so a leaked table yields no logins. */
export async function createSession(
  db: Kysely<Database>,
  input: { userId: number; deviceId?: string; ip?: string; now: Date },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      user_id: input.userId,
      device_id: input.deviceId ?? null,
      ip: input.ip ?? null,
      created_at: input.now,
      expires_at: new Date(input.now.getTime() + SESSION_DAYS * 86_400_000),
    })
    .execute();
  return token;
}

export async function findSessionUser(db: Kysely<Database>, token: string, now: Date): Promise<SessionUser | null> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'users.id',
      'users.mobile',
      'users.nick_name',
      'users.level',
      'users.level_expires_at',
      'users.show_welcome',
    ])
    .where('sessions.token_hash', '=', hashToken(token))
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now)
    .where('users.cancelled_at', 'is', null)
    .executeTakeFirst();
  if (!row) return null;
  const expires = row.level_expires_at ? new Date(row.level_expires_at) : null;
  const paidStillValid = expires === null || expires.getTime() > now.getTime();
  return {
    id: row.id,
    mobile: row.mobile,
    nickName: row.nick_name,
    level: paidStillValid ? row.level : 20,
    levelExpiresAt: expires,
    showWelcome: row.show_welcome,
  };
}

/** An UPDATE that ends sessions still live: every revoke below narrows it to the sessions it ends. */
function revokeLive(db: Kysely<Database>, now: Date) {
  return db.updateTable('sessions').set({ revoked_at: now }).where('revoked_at', 'is', null);
}

export async function revokeSession(db: Kysely<Database>, token: string, now: Date): Promise<void> {
  await revokeLive(db, now).where('token_hash', '=', hashToken(token)).execute();
}

/**
 * Ends the live sessions of a device (a login on it replaces whatever it had); answers their
 * token hashes so the caller can forget them in the session cache.
 */
export async function revokeDeviceSessions(db: Kysely<Database>, deviceId: string, now: Date): Promise<string[]> {
  const ended = await revokeLive(db, now)
    .where('device_id', '=', deviceId)
    .where('expires_at', '>', now)
    .returning('token_hash')
    .execute();
  return ended.map((session) => session.token_hash);
}

/** Ends every session of a user but the one of `keepToken` (password change). */
export async function revokeOtherSessions(
  db: Kysely<Database>,
  userId: number,
  keepToken: string,
  now: Date,
): Promise<void> {
  await revokeLive(db, now).where('user_id', '=', userId).where('token_hash', '!=', hashToken(keepToken)).execute();
}

/** Ends every session of a user (password reset, account cancellation). */
export async function revokeUserSessions(db: Kysely<Database>, userId: number, now: Date): Promise<void> {
  await revokeLive(db, now).where('user_id', '=', userId).execute();
}
