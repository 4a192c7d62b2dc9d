import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export async function insertUpload(
  db: Kysely<Database>,
  row: { userId: number; key: string; name: string; mime: string; size: number; now: Date },
): Promise<void> {
  await db
    .insertInto('uploads')
    .values({
      user_id: row.userId,
      storage_key: row.key,
      original_name: row.name,
      mime: row.mime,
      size: row.size,
      created_at: row.now,
    })
    .execute();
}

export async function countUploadsSince(db: Kysely<Database>, userId: number, since: Date): Promise<number> {
  const row = await db
    .selectFrom('uploads')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Which of these storage keys belong to this user. */
export async function findOwnKeys(db: Kysely<Database>, userId: number, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .selectFrom('uploads')
    .select('storage_key')
    .where('user_id', '=', userId)
    .where('storage_key', 'in', keys)
    .execute();
  return new Set(rows.map((row) => row.storage_key));
}
