import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { JobRunner } from '../../jobs/job-runner.js';
import type { Clock } from '../../lib/clock.js';
import { readSetting, writeSetting } from '../collection/settings.repository.js';
import { brandSearchText, searchTextOf, userSearchText } from './enrich.js';
import {
  anySearchTextStored,
  type SearchTextSource,
  type SearchTextTable,
  searchTextRowCounts,
  searchTextSources,
  writeSearchText,
} from './search-text.repository.js';
import { searchTextVersion } from './search-words.js';

export const SEARCH_TEXT_JOB = 'maintain.search_text';
export const SEARCH_TEXT_VERSION_KEY = 'search_text.version';
const BATCH = 1000;

type Progress = (fraction: number, text: string) => Promise<void>;

/** Rewrites `search_text` of one table in key order, a batch of rows per statement. */
async function rewrite<T extends SearchTextTable>(
  db: Kysely<Database>,
  table: T,
  keyOf: (row: SearchTextSource<T>) => string,
  textOf: (row: SearchTextSource<T>) => string,
  onBatch: (rows: number) => Promise<void>,
): Promise<number> {
  let after = '';
  let total = 0;
  for (;;) {
    const rows = await searchTextSources(db, table, after, BATCH);
    const last = rows.at(-1);
    if (last === undefined) return total;
    await writeSearchText(
      db,
      table,
      rows.map((row) => ({ key: keyOf(row), text: textOf(row) })),
    );
    total += rows.length;
    after = keyOf(last);
    await onBatch(total);
  }
}

/** Recomputes the stored search text of bloggers, posts and brands with the current words. */
export async function reindexSearchText(db: Kysely<Database>, progress: Progress): Promise<Record<string, number>> {
  const counts = await searchTextRowCounts(db);
  const all = Math.max(1, counts.users + counts.posts);
  const step = (base: number) => async (rows: number) => progress(Math.min(0.99, (base + rows) / all), '重建搜索索引');
  const users = await rewrite(
    db,
    'weibo_users',
    (u) => u.uid,
    (u) =>
      userSearchText({
        screenName: u.screen_name,
        verifiedReason: u.verified_reason,
        description: u.description,
        categories: u.categories,
      }),
    step(0),
  );
  const posts = await rewrite(
    db,
    'weibo_posts',
    (p) => p.mid,
    (p) => searchTextOf(p.text),
    step(users),
  );
  const brands = await rewrite(
    db,
    'brands',
    (b) => b.id,
    (b) => brandSearchText({ cnName: b.cn_name, enName: b.en_name, aliases: b.aliases, categories: b.categories }),
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
  if (!(await anySearchTextStored(db))) {
    await writeSetting(db, SEARCH_TEXT_VERSION_KEY, version, clock.now());
    return;
  }
  await queue.enqueue(SEARCH_TEXT_JOB, { version }, { runAt: clock.now(), slotKey: `${SEARCH_TEXT_JOB}:${version}` });
}
