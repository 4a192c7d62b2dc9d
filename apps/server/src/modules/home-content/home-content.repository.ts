import type { ExpressionBuilder, Kysely, Transaction } from 'kysely';
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

/** Which of a user's messages a page lists: one type, the unread ones, or (both null/false) all. */
export interface MessageFilter {
  type: string | null;
  unreadOnly: boolean;
}

const MESSAGE_COLUMNS = ['id', 'type', 'title', 'content', 'is_read', 'created_at'] as const;

export async function listMessages(
  db: Kysely<Database>,
  userId: number,
  filter: MessageFilter,
  page: number,
  perPage: number,
) {
  const kept = (eb: ExpressionBuilder<Database, 'messages'>) =>
    eb.and([
      ...(filter.type === null ? [] : [eb('type', '=', filter.type)]),
      ...(filter.unreadOnly ? [eb('is_read', '=', false)] : []),
    ]);
  const [rows, counts] = await Promise.all([
    db
      .selectFrom('messages')
      .select(MESSAGE_COLUMNS)
      .where('user_id', '=', userId)
      .where(kept)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
    // One pass over the user's messages counts both: the filtered total and every unread one.
    db
      .selectFrom('messages')
      .select((eb) => [
        eb.fn.countAll<number>().filterWhere(kept(eb)).as('total'),
        eb.fn.countAll<number>().filterWhere('is_read', '=', false).as('unread'),
      ])
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(counts.total), unread: Number(counts.unread) };
}

/**
 * Marks one of the user's messages read and answers it, in one statement; undefined when the user
 * has no message with this id (another user's included).
 */
export async function readOwnMessage(db: Kysely<Database>, userId: number, id: number) {
  return db
    .updateTable('messages')
    .set({ is_read: true })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning(MESSAGE_COLUMNS)
    .executeTakeFirst();
}

/**
 * Takes the user's inbox for the rest of the transaction (the user row, FOR NO KEY UPDATE: new
 * messages, whose foreign key only share-locks it, still go in). Two "mark all read" of one user
 * then run one after the other instead of locking the same rows in different orders (a deadlock).
 */
export async function lockInbox(trx: Transaction<Database>, userId: number): Promise<void> {
  await trx.selectFrom('users').select('id').where('id', '=', userId).forNoKeyUpdate().executeTakeFirst();
}

/** Marks one message (when id is given) or all unread messages of a user read; returns how many rows matched. */
export async function markRead(db: Kysely<Database>, userId: number, id: number | null): Promise<number> {
  let query = db.updateTable('messages').set({ is_read: true }).where('user_id', '=', userId);
  query = id === null ? query.where('is_read', '=', false) : query.where('id', '=', id);
  return affectedRows(query);
}

export async function countUnread(db: Kysely<Database>, userId: number): Promise<number> {
  return countRows(db.selectFrom('messages').where('user_id', '=', userId).where('is_read', '=', false));
}
