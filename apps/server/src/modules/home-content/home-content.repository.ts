import { type Kysely, sql } from 'kysely';
import { affectedRows } from '../../db/affected-rows.js';
import { countRows } from '../../db/paging.js';
import type { Database } from '../../db/schema.js';

export async function activeMaterial(db: Kysely<Database>) {
  return db
    .selectFrom('materials')
    .select(['navigation_pic', 'pop_type', 'pop_url', 'pop_pic'])
    .where('active', '=', true)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export async function activeBanners(db: Kysely<Database>) {
  return db
    .selectFrom('banners')
    .select(['id', 'title', 'pic', 'url'])
    .where('active', '=', true)
    .orderBy('sort')
    .orderBy('id')
    .limit(10)
    .execute();
}

export async function activeNotices(db: Kysely<Database>, limit: number) {
  return db
    .selectFrom('notices')
    .select(['id', 'title', 'content', 'created_at'])
    .where('active', '=', true)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function insertMessage(
  db: Kysely<Database>,
  row: { userId: number; type: string; title: string; content: string; now: Date },
): Promise<number> {
  const inserted = await db
    .insertInto('messages')
    .values({ user_id: row.userId, type: row.type, title: row.title, content: row.content, created_at: row.now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export async function listMessages(db: Kysely<Database>, userId: number, page: number, perPage: number) {
  const [rows, counts] = await Promise.all([
    db
      .selectFrom('messages')
      .select(['id', 'type', 'title', 'content', 'is_read', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
    db
      .selectFrom('messages')
      .select([
        (eb) => eb.fn.countAll<number>().as('total'),
        sql<number>`count(*) filter (where not is_read)`.as('unread'),
      ])
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(counts.total), unread: Number(counts.unread) };
}

/** Marks one message (when id is given) or all of a user's messages read; returns how many rows matched. */
export async function markRead(db: Kysely<Database>, userId: number, id: number | null): Promise<number> {
  let query = db.updateTable('messages').set({ is_read: true }).where('user_id', '=', userId);
  if (id !== null) query = query.where('id', '=', id);
  return affectedRows(query);
}

export async function countUnread(db: Kysely<Database>, userId: number): Promise<number> {
  return countRows(db.selectFrom('messages').where('user_id', '=', userId).where('is_read', '=', false));
}
