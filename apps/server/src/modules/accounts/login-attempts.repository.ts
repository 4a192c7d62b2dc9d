import type { Kysely, Selectable } from 'kysely';
import { pageSlice, sliceWithTotal } from '../../db/paging.js';
import type { Database } from '../../db/schema.js';
import type { LoginAttemptsTable, LoginMethod } from './accounts.tables.js';

export type LoginAttempt = Selectable<LoginAttemptsTable>;

export async function addLoginAttempt(
  db: Kysely<Database>,
  attempt: { userId: number; method: LoginMethod; success: boolean; ip: string; at: Date },
): Promise<void> {
  await db
    .insertInto('login_attempts')
    .values({
      user_id: attempt.userId,
      method: attempt.method,
      success: attempt.success,
      ip: attempt.ip,
      created_at: attempt.at,
    })
    .execute();
}

/** One page of a user's login attempts, newest first, and how many there are. */
export async function pageLoginAttempts(db: Kysely<Database>, userId: number, page: number, perPage: number) {
  const filtered = db.selectFrom('login_attempts').where('user_id', '=', userId);
  return sliceWithTotal(
    filtered.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'),
    filtered,
    pageSlice(page, perPage),
  );
}
