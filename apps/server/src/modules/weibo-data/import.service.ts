import {
  IMPORT_FILE_KINDS,
  IMPORT_PROBLEMS_SHOWN,
  type ImportFileKind,
  ImportMessage,
} from '@boguan/contracts/data-status';
import type { ImportReport } from '@boguan/contracts/data-status.api';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import type { SessionUser } from '../sessions/sessions.repository.js';
import { importCrawlerCsv, importRepostsJsonl, importWeiboJson } from './importers.js';

/** The fields of an import request (multipart). */
export interface ImportForm {
  kind?: string;
  root?: string;
  uid?: string;
  text?: string;
}

const ID = /^[\w-]{1,20}$/;

const isFileKind = (kind: string | undefined): kind is ImportFileKind =>
  (IMPORT_FILE_KINDS as readonly (string | undefined)[]).includes(kind);

/**
 * POST /api/data/import: the importers of the CLI for the installation's operators
 * (OPERATOR_MOBILES); everyone else gets 1001 before the file is read. `root` names the original
 * of repost lines, or the post of weibo-json comment, repost and long-text answers that do not
 * name it. The answer counts users, posts, comments and reposts: `stored` new, `present` stored
 * before. A long list of bad rows is summarised: the first 100 with line numbers, and the count.
 */
export async function importDataFile(
  ctx: AppContext,
  user: SessionUser,
  readForm: () => Promise<ImportForm>,
): Promise<ImportReport> {
  if (!ctx.config.operatorMobiles.includes(user.mobile)) throw AppError.noPermission(ImportMessage.operatorsOnly);
  const form = await readForm();
  if (!isFileKind(form.kind)) throw AppError.bad(ImportMessage.kind);
  if (form.text === undefined) throw AppError.bad(ImportMessage.missingFile);
  if (form.root && !ID.test(form.root)) throw AppError.bad(ImportMessage.badRoot);
  if (form.uid && !ID.test(form.uid)) throw AppError.bad(ImportMessage.badUid);
  const options = { now: ctx.clock.now(), rootMid: form.root || undefined, uid: form.uid || undefined };
  const report =
    form.kind === 'weibo-json'
      ? await importWeiboJson(ctx.db, form.text, options)
      : form.kind === 'reposts-jsonl'
        ? await importRepostsJsonl(ctx.db, form.text, options)
        : await importCrawlerCsv(ctx.db, form.text, options);
  return { ...report, problems: report.problems.slice(0, IMPORT_PROBLEMS_SHOWN) };
}
