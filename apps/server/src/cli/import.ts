import { readFileSync, statSync } from 'node:fs';
import pino from 'pino';
import { startRuntime } from '../bootstrap.js';
import { loadConfig } from '../config/config.js';
import {
  IMPORT_KINDS,
  type ImportKind,
  type ImportReport,
  importCrawlerCsv,
  importHotSearchArchive,
  importRepostsJsonl,
  importWeiboJson,
} from '../modules/weibo-data/importers.js';
import { type ParsedArgs, UsageError, writeLine } from './args.js';

/** Ids as the tables hold them (see import.service.ts). */
const ID = /^[\w-]{1,20}$/;

const USAGE = `usage: import <${IMPORT_KINDS.join('|')}> <path> [--root MID] [--uid UID]`;

/**
 * Imports a file (or archive folder) into the database the server uses (DATA_DIR / DATABASE_URL)
 * and prints one JSON report: users, posts, comments and reposts `stored` new and `present` before.
 * `--root` names the original of repost lines, or the post of weibo-json comment, repost and
 * long-text answers that do not name it themselves.
 */
export async function importCommand(args: ParsedArgs): Promise<void> {
  const kind = args.positional[1] as ImportKind | undefined;
  const target = args.positional[2];
  if (!kind || !IMPORT_KINDS.includes(kind) || !target) throw new UsageError(USAGE);
  try {
    statSync(target);
  } catch {
    throw new UsageError(`${target}: no such file or folder`);
  }
  for (const flag of ['root', 'uid']) {
    const value = args.flags.get(flag);
    if (value !== undefined && !ID.test(value))
      throw new UsageError(`--${flag} must be an id of up to 20 letters or digits`);
  }
  // An import needs no data source: opening one would settle a demo world in this database as a side effect.
  const config = loadConfig({ ...process.env, SOURCE: 'none' });
  // Logs go to stderr: stdout carries only the JSON report.
  const runtime = await startRuntime(config, { log: pino({ level: 'warn' }, pino.destination(2)) });
  try {
    const { db } = runtime.ctx;
    const options = { now: runtime.ctx.clock.now(), rootMid: args.flags.get('root'), uid: args.flags.get('uid') };
    const text = () => readFileSync(target, 'utf8');
    let report: ImportReport;
    if (kind === 'hot-search-archive') report = await importHotSearchArchive(db, target);
    else if (kind === 'weibo-json') report = await importWeiboJson(db, text(), options);
    else if (kind === 'reposts-jsonl') report = await importRepostsJsonl(db, text(), options);
    else report = await importCrawlerCsv(db, text(), options);
    writeLine(report);
  } finally {
    await runtime.database.close();
  }
}
