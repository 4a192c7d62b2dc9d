import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { SessionUser } from '../sessions/sessions.repository.js';
import type { ApiKeysTable } from './open-api.tables.js';

export type ApiKeyRow = Selectable<ApiKeysTable>;

/** The member's keys, newest first, revoked ones included (the list says when). */
export async function listApiKeys(db: Kysely<Database>, userId: number): Promise<ApiKeyRow[]> {
  return db.selectFrom('api_keys').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').execute();
}

export async function insertApiKey(
  db: Kysely<Database>,
  key: { userId: number; name: string; prefix: string; keyHash: string; now: Date },
): Promise<ApiKeyRow> {
  return db
    .insertInto('api_keys')
    .values({ user_id: key.userId, name: key.name, prefix: key.prefix, key_hash: key.keyHash, created_at: key.now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Keys of the member not revoked, locked for the count before a new one (parallel creates wait here). */
export async function countLiveKeysForUpdate(db: Kysely<Database>, userId: number): Promise<number> {
  await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
  const row = await db
    .selectFrom('api_keys')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Revokes the member's own live key; false when it is not theirs or already revoked. */
export async function revokeOwnApiKey(db: Kysely<Database>, userId: number, id: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('api_keys')
    .set({ revoked_at: now })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function ownApiKeyExists(db: Kysely<Database>, userId: number, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('api_keys')
    .select('id')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The owner of a live key, as a session would give them (a lapsed paid level counts as free), and the key's id. */
export async function findApiKeyUser(
  db: Kysely<Database>,
  keyHash: string,
  now: Date,
): Promise<{ keyId: number; user: SessionUser } | null> {
  const row = await db
    .selectFrom('api_keys as k')
    .innerJoin('users as u', 'u.id', 'k.user_id')
    .select(['k.id as key_id', 'u.id', 'u.mobile', 'u.nick_name', 'u.level', 'u.level_expires_at', 'u.show_welcome'])
    .where('k.key_hash', '=', keyHash)
    .where('k.revoked_at', 'is', null)
    .where('u.cancelled_at', 'is', null)
    .executeTakeFirst();
  if (!row) return null;
  const expires = row.level_expires_at ? new Date(row.level_expires_at) : null;
  const paidStillValid = expires === null || expires.getTime() > now.getTime();
  return {
    keyId: row.key_id,
    user: {
      id: row.id,
      mobile: row.mobile,
      nickName: row.nick_name,
      level: paidStillValid ? row.level : 20,
      levelExpiresAt: expires,
      showWelcome: row.show_welcome,
    },
  };
}

/** Notes a key's use, at most once a minute per key (the list shows when it was last used). */
export async function touchApiKey(db: Kysely<Database>, keyId: number, now: Date): Promise<void> {
  await db
    .updateTable('api_keys')
    .set({ last_used_at: now })
    .where('id', '=', keyId)
    .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', new Date(now.getTime() - 60_000))]))
    .execute();
}
