import { sql } from 'kysely';
import { registerKolDetailJobs } from '../../src/modules/kol-detail/kol-detail.jobs.js';
import { createDemoApp, type DemoApp } from '../support/demo-world.js';
import { createUser } from '../support/users.js';

export const DAY_MS = 86_400_000;

/**
 * The demo app the detail tests read: a 40-blogger world over 10 days with the fan-sample job,
 * a professional member, and the blogger with the most posts of the last 30 days (with a category).
 */
export async function createDetailApp(): Promise<{
  t: DemoApp;
  token: string;
  busy: { uid: string; kol_id: number };
}> {
  const t = await createDemoApp({
    seed: 'kol-detail',
    bloggers: 40,
    days: 10,
    register: (app) => registerKolDetailJobs(app.runner, app.ctx),
  });
  const token = (await createUser(t, { level: 40 })).token;
  const row = await t.ctx.db
    .selectFrom('blogger_stats')
    .select(['uid', 'kol_id'])
    .where('categories', '!=', sql<string[]>`'{}'::text[]`)
    .orderBy('posts_30d', 'desc')
    .orderBy('kol_id')
    .executeTakeFirstOrThrow();
  return { t, token, busy: { uid: row.uid, kol_id: row.kol_id } };
}
