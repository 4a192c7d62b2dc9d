import type { Kysely } from 'kysely';
import { pageSlice, sliceWithTotal } from '../../db/paging.js';
import type { Database } from '../../db/schema.js';

export async function insertFeedback(
  db: Kysely<Database>,
  row: { userId: number; type: number; url: string; content: string; isCall: boolean; images: string[]; now: Date },
): Promise<number> {
  const inserted = await db
    .insertInto('feedbacks')
    .values({
      user_id: row.userId,
      type: row.type,
      url: row.url,
      content: row.content,
      is_call: row.isCall,
      images: JSON.stringify(row.images),
      created_at: row.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** One page of a user's feedback, newest first (id breaks ties of equal times). */
export async function listFeedback(db: Kysely<Database>, userId: number, page: number, perPage: number) {
  const base = db.selectFrom('feedbacks').where('user_id', '=', userId);
  return sliceWithTotal(
    base
      .select(['id', 'type', 'url', 'content', 'images', 'status', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc'),
    base,
    pageSlice(page, perPage),
  );
}
