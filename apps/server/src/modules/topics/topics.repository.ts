import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { WeiboTopicsTable } from '../weibo-data/weibo-data.tables.js';

/* What the topic tools read of the stored topics and the posts carrying them. */

export type StoredTopic = Selectable<WeiboTopicsTable>;

/** The stored row of a topic by its bare name. */
export async function storedTopic(db: Kysely<Database>, name: string): Promise<StoredTopic | null> {
  const row = await db.selectFrom('weibo_topics').selectAll().where('name', '=', name).executeTakeFirst();
  return row ?? null;
}

/** When each stored post was published and whether it is an original (not a repost). */
export async function postKinds(db: Kysely<Database>, mids: readonly string[]) {
  if (mids.length === 0) return [];
  const rows = await db
    .selectFrom('weibo_posts')
    .select(['mid', 'created_at', 'parent_mid'])
    .where('mid', 'in', [...mids])
    .execute();
  return rows.map((r) => ({ mid: r.mid, posted_at: new Date(r.created_at), is_original: r.parent_mid === null }));
}
