import type { WeiboPost, WeiboUser } from '@boguan/weibo/model';
import { parseCrawlerCsv } from '@boguan/weibo/parse/crawler-csv';
import { readHotSearchArchive } from '@boguan/weibo/parse/hot-search';
import { parseRepostLines } from '@boguan/weibo/parse/reposts';
import { parseWeiboJson } from '@boguan/weibo/parse/weibo-json';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { commentSentiment, enrichPost, userSearchText } from './enrich.js';
import { type CountedTable, storedKeys, writeReposts } from './import.repository.js';
import { fitComment, fitPost, fitUser } from './import-fit.js';
import { WeiboDataRepository } from './weibo-data.repository.js';

export const IMPORT_KINDS = ['weibo-json', 'hot-search-archive', 'reposts-jsonl', 'crawler-csv'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** The kinds of rows a file import reports, each counted new or already present. */
export const STORED_KINDS = ['users', 'posts', 'comments', 'reposts'] as const;
type StoredKind = (typeof STORED_KINDS)[number];
type KindCounts = Record<StoredKind, number>;

/**
 * What an import did: items read from the input, rows stored per kind that were new, rows of the
 * input that were stored already (their counts refreshed where they changed), rows skipped and why.
 */
export interface ImportReport {
  kind: ImportKind;
  read: number;
  stored: Record<string, number>;
  present?: Record<string, number>;
  skipped: number;
  problems: { line: number | null; file?: string; index?: number | null; reason: string }[];
}

export interface ImportOptions {
  now: Date;
  /**
   * reposts-jsonl: the reposted original when lines do not carry it; weibo-json: the post that
   * comment, repost and long-text answers without a post id of their own belong to.
   */
  rootMid?: string;
  /** crawler-csv: the account a one-user-per-file crawler CSV belongs to. */
  uid?: string;
}

const TABLE_OF: Record<StoredKind, CountedTable> = {
  users: 'weibo_users',
  posts: 'weibo_posts',
  comments: 'weibo_comments',
  reposts: 'weibo_reposts',
};

const zero = (): KindCounts => ({ users: 0, posts: 0, comments: 0, reposts: 0 });

/** The keys of what a file brought, per kind, and which of them were stored before it. */
async function known(db: Kysely<Database>, keys: Partial<Record<StoredKind, string[]>>) {
  const before = new Map<StoredKind, Set<string>>();
  const stored = zero();
  const present = zero();
  for (const kind of STORED_KINDS) {
    const distinct = new Set(keys[kind] ?? []);
    const found = distinct.size > 0 ? await storedKeys(db, TABLE_OF[kind], [...distinct]) : new Set<string>();
    before.set(kind, found);
    present[kind] = found.size;
    stored[kind] = distinct.size - found.size;
  }
  return { isStored: (kind: StoredKind, key: string) => before.get(kind)?.has(key) ?? false, stored, present };
}

export async function importWeiboJson(
  db: Kysely<Database>,
  text: string,
  options: ImportOptions,
): Promise<ImportReport> {
  const parsed = parseWeiboJson(text, { now: options.now, postMid: options.rootMid });
  const repo = new WeiboDataRepository(db);
  const counts = await known(db, {
    users: [...parsed.users, ...parsed.audience].map((u) => u.uid),
    posts: parsed.posts.map((p) => p.mid),
    comments: parsed.comments.map((c) => c.id),
    reposts: parsed.reposts.map((r) => r.mid),
  });
  await repo.upsertUsers(parsed.users.map(fitUser), 'import', options.now, userSearchText);
  // Commenters and reposters carry thin profiles: a stored account is never rewritten by one.
  const newAudience: WeiboUser[] = parsed.audience.filter((u) => !counts.isStored('users', u.uid));
  await repo.upsertUsers(newAudience.map(fitUser), 'import', options.now, userSearchText);
  await repo.upsertPosts(parsed.posts.map(fitPost), 'import', options.now, enrichPost);
  // Scored like every stored comment (the maintain.sentiment job rescores them with a new model).
  await repo.upsertComments(parsed.comments.map(fitComment), commentSentiment);
  await writeReposts(db, parsed.reposts);
  const read =
    parsed.posts.length +
    parsed.users.length +
    parsed.audience.length +
    parsed.comments.length +
    parsed.reposts.length +
    parsed.problems.length;
  return {
    kind: 'weibo-json',
    read,
    stored: counts.stored,
    present: counts.present,
    skipped: parsed.problems.length,
    problems: parsed.problems.map((p) => ({ line: p.line, index: p.index, reason: p.reason })),
  };
}

/** An archive folder of days, each with hourly HH.json captures (ads kept apart, rank from band_rank). */
export async function importHotSearchArchive(db: Kysely<Database>, dir: string): Promise<ImportReport> {
  const parsed = await readHotSearchArchive(dir);
  const entries = await new WeiboDataRepository(db).insertHotSearch(parsed.entries, 'import');
  return {
    kind: 'hot-search-archive',
    read: parsed.entries.length + parsed.problems.length,
    stored: { entries, files: parsed.files },
    skipped: parsed.problems.length,
    problems: parsed.problems.map((p) => ({ line: null, file: p.file, index: p.index, reason: p.reason })),
  };
}

/**
 * Repost lines. A repost listed twice counts once (the line naming its parent wins), and a stored
 * repost whose parent was unknown takes the parent a new file names.
 */
export async function importRepostsJsonl(
  db: Kysely<Database>,
  text: string,
  options: ImportOptions,
): Promise<ImportReport> {
  const parsed = parseRepostLines(text, { rootMid: options.rootMid, now: options.now });
  // A repost is stored under its original; lines that name none (and no --root given) cannot be placed.
  const placed = parsed.reposts.filter((r) => r.rootMid !== '');
  const unplaced = parsed.reposts.length - placed.length;
  const written = await writeReposts(db, placed);
  const problems = parsed.problems.map((p) => ({ line: p.line as number | null, reason: p.reason }));
  if (unplaced > 0) problems.push({ line: null, reason: `${unplaced} 条转发没有原微博 mid，请指定原微博（--root）` });
  return {
    kind: 'reposts-jsonl',
    read: parsed.reposts.length + parsed.duplicates + parsed.problems.length,
    stored: { ...zero(), reposts: written.inserted },
    present: { ...zero(), reposts: placed.length - written.inserted },
    skipped: parsed.problems.length + unplaced,
    problems,
  };
}

export async function importCrawlerCsv(
  db: Kysely<Database>,
  text: string,
  options: ImportOptions,
): Promise<ImportReport> {
  const parsed = parseCrawlerCsv(text, { defaultUid: options.uid, now: options.now });
  const counts = await known(db, { posts: parsed.posts.map((p: WeiboPost) => p.mid) });
  await new WeiboDataRepository(db).upsertPosts(parsed.posts.map(fitPost), 'import', options.now, enrichPost);
  return {
    kind: 'crawler-csv',
    read: parsed.posts.length + parsed.problems.length,
    stored: counts.stored,
    present: counts.present,
    skipped: parsed.problems.length,
    problems: parsed.problems.map((p) => ({ line: p.line, reason: p.reason })),
  };
}
