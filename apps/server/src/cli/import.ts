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
import { WeiboDataRepository } from '../modules/weibo-data/weibo-data.repository.js';
import { type ParsedArgs, UsageError, writeLine } from './args.js';

const USAGE = `usage: import <${IMPORT_KINDS.join('|')}> <path> [--root MID] [--uid UID]`;

/** Imports a file (or archive folder) into the database the server uses (DATA_DIR / DATABASE_URL). */
export async function importCommand(args: ParsedArgs): Promise<void> {
  const kind = args.positional[1] as ImportKind | undefined;
  const target = args.positional[2];
  if (!kind || !IMPORT_KINDS.includes(kind) || !target) throw new UsageError(USAGE);
  try {
    statSync(target);
  } catch {
    throw new UsageError(`${target}: no such file or folder`);
  }
  // An import needs no data source: opening one would settle a demo world in this database as a side effect.
  const config = loadConfig({ ...process.env, SOURCE: 'none' });
  // Logs go to stderr: stdout carries only the JSON report.
  const runtime = await startRuntime(config, { log: pino({ level: 'warn' }, pino.destination(2)) });
  try {
    const repo = new WeiboDataRepository(runtime.ctx.db);
    const now = runtime.ctx.clock.now();
    const text = () => readFileSync(target, 'utf8');
    let report: ImportReport;
    if (kind === 'hot-search-archive') report = await importHotSearchArchive(repo, target);
    else if (kind === 'weibo-json') report = await importWeiboJson(repo, text(), { now });
    else if (kind === 'reposts-jsonl')
      report = await importRepostsJsonl(repo, text(), { now, rootMid: args.flags.get('root') });
    else report = await importCrawlerCsv(repo, text(), { now, uid: args.flags.get('uid') });
    writeLine(report);
  } finally {
    await runtime.database.close();
  }
}
