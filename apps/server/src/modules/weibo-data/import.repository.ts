import type { WeiboRepost } from '@boguan/weibo/model';
import { mergeRepost } from '@boguan/weibo/parse/reposts';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { chunks } from './upsert.sql.js';

/** The tables an import counts rows of, each with the column its rows are known by. */
const KEY_OF = { weibo_users: 'uid', weibo_posts: 'mid', weibo_comments: 'id', weibo_reposts: 'mid' } as const;
export type CountedTable = keyof typeof KEY_OF;

/** Which of these keys the table already holds (before an import writes, to tell new rows from known ones). */
export async function storedKeys(
  db: Kysely<Database>,
  table: CountedTable,
  keys: readonly string[],
): Promise<Set<string>> {
  const found = new Set<string>();
  const column = KEY_OF[table];
  for (const batch of chunks([...new Set(keys)], 1000)) {
    const rows = await sql<{ key: string }>`select ${sql.ref(column)} as key from ${sql.table(table)}
      where ${sql.ref(column)} in (${sql.join(batch)})`.execute(db);
    for (const row of rows.rows) found.add(row.key);
  }
  return found;
}

/**
 * Reposts never change once made, with one exception: a stored repost whose parent was unknown
 * takes the parent a later file names (the record naming its parent wins, as within one file).
 * Answers the rows inserted and the stored ones given their parent.
 */
export async function writeReposts(
  db: Kysely<Database>,
  reposts: readonly WeiboRepost[],
): Promise<{ inserted: number; parented: number }> {
  // One statement may not touch a row twice: a mid listed twice is merged first.
  const byMid = new Map<string, WeiboRepost>();
  for (const repost of reposts) {
    const known = byMid.get(repost.mid);
    byMid.set(repost.mid, known ? mergeRepost(known, repost).kept : repost);
  }
  const written = { inserted: 0, parented: 0 };
  for (const batch of chunks([...byMid.values()], 2000)) {
    const rows = await db
      .insertInto('weibo_reposts')
      .values(
        batch.map((r) => ({
          mid: r.mid,
          root_mid: r.rootMid,
          parent_mid: r.parentMid,
          uid: r.uid,
          text: r.text,
          created_at: r.createdAt,
        })),
      )
      .onConflict((oc) =>
        oc
          .column('mid')
          .doUpdateSet({ parent_mid: (eb) => eb.ref('excluded.parent_mid') })
          .where('weibo_reposts.parent_mid', 'is', null)
          .where('excluded.parent_mid', 'is not', null),
      )
      // xmax is 0 on a row this statement inserted, set on one it updated.
      .returning(sql<boolean>`(xmax = 0)`.as('inserted'))
      .execute();
    for (const row of rows) {
      if (row.inserted) written.inserted += 1;
      else written.parented += 1;
    }
  }
  return written;
}
