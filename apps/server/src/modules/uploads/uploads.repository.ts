import type { Kysely } from 'kysely';
import { countRows } from '../../db/paging.js';
import type { Database } from '../../db/schema.js';
import { valuesAmong } from '../../db/values-among.js';

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
  return countRows(db.selectFrom('uploads').where('user_id', '=', userId).where('created_at', '>=', since));
}

/** Which of these storage keys belong to this user. */
export function findOwnKeys(db: Kysely<Database>, userId: number, keys: string[]): Promise<Set<string>> {
  return valuesAmong(keys, (among) =>
    db.selectFrom('uploads').select('storage_key as v').where('user_id', '=', userId).where('storage_key', 'in', among),
  );
}
