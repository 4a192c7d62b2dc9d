import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export async function readSetting<T>(db: Kysely<Database>, key: string): Promise<T | undefined> {
  const row = await db.selectFrom('app_settings').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value as T | undefined;
}

/** Stores the value unless one is already there; returns the one in force (first writer wins). */
export async function settleSetting<T>(db: Kysely<Database>, key: string, value: T, now: Date): Promise<T> {
  await db
    .insertInto('app_settings')
    .values({ key, value: JSON.stringify(value), updated_at: now })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  return (await readSetting<T>(db, key)) as T;
}

/** Stores the value, replacing any earlier one. */
export async function writeSetting<T>(db: Kysely<Database>, key: string, value: T, now: Date): Promise<void> {
  await db
    .insertInto('app_settings')
    .values({ key, value: JSON.stringify(value), updated_at: now })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(value), updated_at: now }))
    .execute();
}
