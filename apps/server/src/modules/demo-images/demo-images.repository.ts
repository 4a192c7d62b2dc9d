import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** The screen name of an account, when the data has it. */
export async function findScreenName(db: Kysely<Database>, uid: string): Promise<string | undefined> {
  const row = await db.selectFrom('weibo_users').select('screen_name').where('uid', '=', uid).executeTakeFirst();
  return row?.screen_name;
}

/** The Chinese name of a brand, when the data has it. */
export async function findBrandName(db: Kysely<Database>, id: string): Promise<string | undefined> {
  const row = await db.selectFrom('brands').select('cn_name').where('id', '=', id).executeTakeFirst();
  return row?.cn_name;
}
