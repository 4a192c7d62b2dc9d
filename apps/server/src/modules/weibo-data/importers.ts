import { parseCrawlerCsv } from '@boguan/weibo/parse/crawler-csv';
import { readHotSearchArchive } from '@boguan/weibo/parse/hot-search';
import { parseRepostLines } from '@boguan/weibo/parse/reposts';
import { parseWeiboJson } from '@boguan/weibo/parse/weibo-json';
import { enrichPost, userSearchText } from './enrich.js';
import type { WeiboDataRepository } from './weibo-data.repository.js';

export const IMPORT_KINDS = ['weibo-json', 'hot-search-archive', 'reposts-jsonl', 'crawler-csv'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** What an import did: rows read from the input, rows written (new or changed), rows skipped and why. */
export interface ImportReport {
  kind: ImportKind;
  read: number;
  stored: Record<string, number>;
  skipped: number;
  problems: { line: number | null; file?: string; index?: number | null; reason: string }[];
}

export interface ImportOptions {
  now: Date;
  /** reposts-jsonl: the reposted original when lines do not carry it. */
  rootMid?: string;
  /** crawler-csv: the account a one-user-per-file crawler CSV belongs to. */
  uid?: string;
}

export async function importWeiboJson(
  repo: WeiboDataRepository,
  text: string,
  options: ImportOptions,
): Promise<ImportReport> {
  const parsed = parseWeiboJson(text, { now: options.now });
  const users = await repo.upsertUsers(parsed.users, 'import', options.now, userSearchText);
  const posts = await repo.upsertPosts(parsed.posts, 'import', options.now, enrichPost);
  return {
    kind: 'weibo-json',
    read: parsed.posts.length + parsed.users.length + parsed.problems.length,
    stored: { users, posts },
    skipped: parsed.problems.length,
    problems: parsed.problems.map((p) => ({ line: p.line, index: p.index, reason: p.reason })),
  };
}

/** An archive folder of days, each with hourly HH.json captures (ads kept apart, rank from band_rank). */
export async function importHotSearchArchive(repo: WeiboDataRepository, dir: string): Promise<ImportReport> {
  const parsed = await readHotSearchArchive(dir);
  const entries = await repo.insertHotSearch(parsed.entries, 'import');
  return {
    kind: 'hot-search-archive',
    read: parsed.entries.length + parsed.problems.length,
    stored: { entries, files: parsed.files },
    skipped: parsed.problems.length,
    problems: parsed.problems.map((p) => ({ line: null, file: p.file, index: p.index, reason: p.reason })),
  };
}

export async function importRepostsJsonl(
  repo: WeiboDataRepository,
  text: string,
  options: ImportOptions,
): Promise<ImportReport> {
  const parsed = parseRepostLines(text, { rootMid: options.rootMid, now: options.now });
  // A repost is stored under its original; lines that name none (and no --root given) cannot be placed.
  const placed = parsed.reposts.filter((r) => r.rootMid !== '');
  const unplaced = parsed.reposts.length - placed.length;
  const reposts = await repo.insertReposts(placed);
  const problems = parsed.problems.map((p) => ({ line: p.line as number | null, reason: p.reason }));
  if (unplaced > 0) problems.push({ line: null, reason: `${unplaced} 条转发没有原微博 mid，请指定原微博（--root）` });
  return {
    kind: 'reposts-jsonl',
    read: parsed.reposts.length + parsed.problems.length,
    stored: { reposts },
    skipped: parsed.problems.length + unplaced,
    problems,
  };
}

export async function importCrawlerCsv(
  repo: WeiboDataRepository,
  text: string,
  options: ImportOptions,
): Promise<ImportReport> {
  const parsed = parseCrawlerCsv(text, { defaultUid: options.uid, now: options.now });
  const posts = await repo.upsertPosts(parsed.posts, 'import', options.now, enrichPost);
  return {
    kind: 'crawler-csv',
    read: parsed.posts.length + parsed.problems.length,
    stored: { posts },
    skipped: parsed.problems.length,
    problems: parsed.problems.map((p) => ({ line: p.line, reason: p.reason })),
  };
}
