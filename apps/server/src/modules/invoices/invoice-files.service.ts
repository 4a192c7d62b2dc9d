import { randomBytes } from 'node:crypto';
import { chinaDate, chinaDayStart } from '@boguan/contracts/china-time';
import { INVOICE_DAILY_UPLOADS, INVOICE_FILE_MAX_BYTES, InvoiceMessage as Message } from '@boguan/contracts/invoices';
import type { InvoiceFile } from '@boguan/contracts/invoices.api';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import type { FileAnswer } from '../../plugins/endpoints.js';
import { logOperatorAction, requireOperator } from '../operator/operator-guard.js';
import type { SessionUser } from '../sessions/sessions.repository.js';
import { detectInvoiceFile, documentName } from './invoice-file-type.js';
import { countFilesSince, findFile, findOwnFile, insertInvoiceFile } from './invoice-files.repository.js';

/** One file of a multipart request, as the route read it. */
export interface UploadedFile {
  bytes: Buffer;
  filename?: string;
}

/**
 * A private storage key: never under the image prefix that GET /uploads serves, so a document is
 * only ever read through the owner's or an operator's call.
 */
export function privateKey(prefix: 'invdoc' | 'invpdf', ext: string): string {
  const random = randomBytes(16).toString('hex');
  return `${prefix}/${random.slice(0, 2)}/${random.slice(2)}.${ext}`;
}

/** /api/Invoice/upload_file: a JPG, PNG or PDF (by its bytes) of at most 5 MB. */
export async function saveInvoiceFile(ctx: AppContext, user: SessionUser, file: UploadedFile): Promise<InvoiceFile> {
  if (file.bytes.length === 0) throw AppError.bad(Message.uploadMissing, 'empty file');
  if (file.bytes.length > INVOICE_FILE_MAX_BYTES) throw AppError.bad(Message.uploadTooLarge);
  const kind = detectInvoiceFile(file.bytes);
  if (!kind) throw AppError.bad(Message.uploadType, `refused content of ${file.filename ?? 'unnamed'}`);
  const now = ctx.clock.now();
  const today = await countFilesSince(ctx.db, user.id, chinaDayStart(chinaDate(now)));
  if (today >= INVOICE_DAILY_UPLOADS) throw AppError.bad(Message.uploadCap, `user ${user.id} hit the document cap`);
  const key = privateKey('invdoc', kind.ext);
  await ctx.storage.put(key, file.bytes, kind.mime);
  const name = documentName(file.filename, kind.ext);
  return insertInvoiceFile(ctx.db, { userId: user.id, name, mime: kind.mime, size: file.bytes.length, key, now });
}

async function fileAnswer(ctx: AppContext, row: { name: string; mime: string; storage_key: string }) {
  const bytes = await ctx.storage.read(row.storage_key);
  if (!bytes) throw AppError.bad(Message.fileMissing, `storage has no ${row.storage_key}`);
  return { file: bytes, fileName: row.name, contentType: row.mime } satisfies FileAnswer;
}

/** /api/invoice/invoice_file: the owner's own document; another user's id is not found. */
export async function ownInvoiceFile(ctx: AppContext, user: SessionUser, fileId: number): Promise<FileAnswer> {
  const row = await findOwnFile(ctx.db, user.id, fileId);
  if (!row) throw AppError.bad(Message.fileMissing, 'no such document of this user');
  return fileAnswer(ctx, row);
}

/** /api/admin/invoice_file: any user's document for an operator; each opening is logged. */
export async function operatorInvoiceFile(
  ctx: AppContext,
  user: SessionUser,
  request: FastifyRequest,
  fileId: number,
): Promise<FileAnswer> {
  const operator = requireOperator(ctx, user, request);
  const row = await findFile(ctx.db, fileId);
  if (!row) throw AppError.bad(Message.fileMissing, 'no such document');
  const answer = await fileAnswer(ctx, row);
  await logOperatorAction(ctx.db, operator, 'invoice_file', fileId, `查看企业资料 ${row.name}`, ctx.clock.now());
  return answer;
}
