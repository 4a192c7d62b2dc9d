import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { JobRunner } from '../../jobs/job-runner.js';
import type { Clock } from '../../lib/clock.js';
import { readSetting, writeSetting } from '../collection/settings.repository.js';
import { brandSearchText, searchTextOf, userSearchText } from './enrich.js';
import { searchTextVersion } from './search-words.js';

export const SEARCH_TEXT_JOB = 'maintain.search_text';
export const SEARCH_TEXT_VERSION_KEY = 'search_text.version';
const BATCH = 1000;

type Progress = (fraction: number, text: string) => Promise<void>;

/** Rewrites `search_text` of one table in key order, a batch of rows per statement. */
async function rewrite<Row extends { key: string }>(
  db: Kysely<Database>,
  table: 'weibo_users' | 'weibo_posts' | 'brands',
  keyColumn: 'uid' | 'mid' | 'id',
  read: (after: string) => Promise<Row[]>,
  textOf: (row: Row) => string,
  onBatch: (rows: number) => Promise<void>,
): Promise<number> {
  let after = '';
  let total = 0;
  for (;;) {
    const rows = await read(after);
    if (rows.length === 0) return total;
    const values = sql.join(rows.map((r) => sql`(${r.key}, ${textOf(r)})`));
    await sql`update ${sql.table(table)} t set search_text = v.text
      from (values ${values}) as v(key, text) where t.${sql.ref(keyColumn)} = v.key`.execute(db);
    total += rows.length;
    after = (rows[rows.length - 1] as Row).key;
    await onBatch(total);
  }
}

/** Recomputes the stored search text of bloggers, posts and brands with the current words. */
export async function reindexSearchText(db: Kysely<Database>, progress: Progress): Promise<Record<string, number>> {
  const counts = await sql<{ users: number; posts: number }>`
    select (select count(*) from weibo_users)::int as users, (select count(*) from weibo_posts)::int as posts`.execute(
    db,
  );
  const all = Math.max(1, (counts.rows[0]?.users ?? 0) + (counts.rows[0]?.posts ?? 0));
  let done = 0;
  const step = (base: number) => async (rows: number) => progress(Math.min(0.99, (base + rows) / all), '重建搜索索引');
  const users = await rewrite(
    db,
    'weibo_users',
    'uid',
    async (after) =>
      (
        await db
          .selectFrom('weibo_users')
          .select(['uid', 'screen_name', 'verified_reason', 'description', 'categories'])
          .where('uid', '>', after)
          .orderBy('uid')
          .limit(BATCH)
          .execute()
      ).map((u) => ({ ...u, key: u.uid })),
    (u) =>
      userSearchText({
        screenName: u.screen_name,
        verifiedReason: u.verified_reason,
        description: u.description,
        categories: u.categories,
      } as never),
    step(0),
  );
  done += users;
  const posts = await rewrite(
    db,
    'weibo_posts',
    'mid',
    async (after) =>
      (
        await db
          .selectFrom('weibo_posts')
          .select(['mid', 'text'])
          .where('mid', '>', after)
          .orderBy('mid')
          .limit(BATCH)
          .execute()
      ).map((p) => ({ ...p, key: p.mid })),
    (p) => searchTextOf(p.text),
    step(done),
  );
  const brands = await rewrite(
    db,
    'brands',
    'id',
    async (after) =>
      (
        await db
          .selectFrom('brands')
          .select(['id', 'cn_name', 'en_name', 'aliases', 'categories'])
          .where('id', '>', after)
          .orderBy('id')
          .limit(BATCH)
          .execute()
      ).map((b) => ({ ...b, key: b.id })),
    (b) =>
      brandSearchText({ cnName: b.cn_name, enName: b.en_name, aliases: b.aliases, categories: b.categories } as never),
    async () => undefined,
  );
  return { users, posts, brands };
}

/**
 * Keeps stored search text cut the way queries are: when the words it depends on changed since it
 * was written (a new dictionary, new brands), one job per version rewrites it. An empty database
 * just records the version.
 */
export async function registerSearchText(runner: JobRunner, queue: JobQueue, db: Kysely<Database>, clock: Clock) {
  runner.register(SEARCH_TEXT_JOB, async (payload, { progress }) => {
    const result = await reindexSearchText(db, progress);
    await writeSetting(db, SEARCH_TEXT_VERSION_KEY, String(payload.version), clock.now());
    return result;
  });
  const version = searchTextVersion();
  if ((await readSetting<string>(db, SEARCH_TEXT_VERSION_KEY)) === version) return;
  const stored = await sql<{ any: boolean }>`select exists (select 1 from weibo_users)
    or exists (select 1 from weibo_posts) or exists (select 1 from brands) as any`.execute(db);
  if (!stored.rows[0]?.any) {
    await writeSetting(db, SEARCH_TEXT_VERSION_KEY, version, clock.now());
    return;
  }
  await queue.enqueue(SEARCH_TEXT_JOB, { version }, { runAt: clock.now(), slotKey: `${SEARCH_TEXT_JOB}:${version}` });
}
