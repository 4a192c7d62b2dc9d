import { createSession } from '../../src/modules/sessions/sessions.repository.js';
import type { TestApp } from './test-app.js';

let counter = 0;

/** A distinct valid mainland mobile per call within a test file. */
export function nextMobile(): string {
  counter += 1;
  return `139${String(10_000_000 + counter).slice(-8)}`;
}

/**
 * Inserts a user and opens a session for them directly, for tests of features that
 * only need "a logged-in user at level N". Login flows have their own tests.
 */
export async function createUser(
  t: TestApp,
  options: { mobile?: string; level?: 20 | 30 | 40; nickName?: string } = {},
): Promise<{ userId: number; token: string; mobile: string }> {
  const now = t.clock.now();
  const mobile = options.mobile ?? nextMobile();
  const row = await t.ctx.db
    .insertInto('users')
    .values({
      mobile,
      nick_name: options.nickName ?? `用户${mobile.slice(-4)}`,
      identity_type: 'Ad',
      level: options.level ?? 20,
      level_expires_at: options.level && options.level > 20 ? new Date(now.getTime() + 365 * 86_400_000) : null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = await createSession(t.ctx.db, { userId: row.id, now });
  return { userId: row.id, token, mobile };
}
