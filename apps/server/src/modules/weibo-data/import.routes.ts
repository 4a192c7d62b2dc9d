import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import { ok } from '../../plugins/envelope.js';
import { loginFirst } from '../membership/login-first.js';
import { type ImportReport, importCrawlerCsv, importRepostsJsonl, importWeiboJson } from './importers.js';
import { WeiboDataRepository } from './weibo-data.repository.js';

/** Kinds a single uploaded file can carry (a hot-search archive is a folder: use the CLI). */
const FILE_KINDS = ['weibo-json', 'reposts-jsonl', 'crawler-csv'] as const;
type FileKind = (typeof FILE_KINDS)[number];
const MAX_IMPORT_BYTES = 50 * 1024 * 1024;
const ID = /^[\w-]{1,40}$/;

interface ImportForm {
  kind?: string;
  root?: string;
  uid?: string;
  text?: string;
}

async function readImportForm(request: FastifyRequest): Promise<ImportForm> {
  if (!request.isMultipart()) throw AppError.bad('请使用 multipart/form-data 上传数据文件');
  const form: ImportForm = {};
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 10 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') {
          part.file.resume();
          continue;
        }
        form.text = (await part.toBuffer()).toString('utf8');
      } else if (part.fieldname === 'kind' || part.fieldname === 'root' || part.fieldname === 'uid') {
        form[part.fieldname] = String(part.value).trim();
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw AppError.bad('数据文件不能超过50MB');
    if (code === 'FST_FILES_LIMIT') throw AppError.bad('每次只能导入一个文件');
    throw error;
  }
  return form;
}

/**
 * POST /api/data/import (multipart: kind, file, optional root / uid): the importers of the CLI
 * for the installation's operators (OPERATOR_MOBILES); everyone else gets 1001.
 */
export async function importRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.post(
    '/api/data/import',
    {
      ...loginFirst,
      schema: {
        tags: ['data'],
        summary: '导入数据文件（运营账号）：kind = weibo-json | reposts-jsonl | crawler-csv，文件字段 file',
        consumes: ['multipart/form-data'],
      },
    },
    async (request) => {
      const user = await request.requireUser();
      if (!ctx.config.operatorMobiles.includes(user.mobile)) throw AppError.noPermission('仅运营账号可以导入数据');
      const form = await readImportForm(request);
      if (!form.kind || !FILE_KINDS.includes(form.kind as FileKind)) {
        throw AppError.bad('请选择导入类型：weibo-json、reposts-jsonl 或 crawler-csv');
      }
      if (form.text === undefined) throw AppError.bad('请上传数据文件（字段 file）');
      if (form.root !== undefined && form.root !== '' && !ID.test(form.root))
        throw AppError.bad('原微博 mid 格式不正确');
      if (form.uid !== undefined && form.uid !== '' && !ID.test(form.uid)) throw AppError.bad('用户 uid 格式不正确');
      const repo = new WeiboDataRepository(ctx.db);
      const now = ctx.clock.now();
      let report: ImportReport;
      if (form.kind === 'weibo-json') report = await importWeiboJson(repo, form.text, { now });
      else if (form.kind === 'reposts-jsonl')
        report = await importRepostsJsonl(repo, form.text, { now, rootMid: form.root || undefined });
      else report = await importCrawlerCsv(repo, form.text, { now, uid: form.uid || undefined });
      // A long list of bad rows is summarised: the first 100 with line numbers, and the count.
      return ok(
        { ...report, problems: report.problems.slice(0, 100) },
        `导入完成：读取 ${report.read} 条，跳过 ${report.skipped} 条`,
      );
    },
  );
}
