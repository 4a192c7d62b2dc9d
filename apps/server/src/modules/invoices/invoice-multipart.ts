import { INVOICE_FILE_FIELD, INVOICE_FILE_MAX_BYTES, InvoiceMessage as Message } from '@boguan/contracts/invoices';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import type { UploadedFile } from './invoice-files.service.js';

/**
 * Reads the one file (field `file`) and the text fields of a multipart request. Limits hold while
 * streaming: busboy stops past 5 MB, and a second file part is refused.
 */
export async function readInvoiceForm(
  request: FastifyRequest,
): Promise<{ file?: UploadedFile; fields: Record<string, string> }> {
  if (!request.isMultipart()) throw AppError.bad(Message.notMultipart);
  const fields: Record<string, string> = {};
  let file: UploadedFile | undefined;
  try {
    const parts = request.parts({ limits: { fileSize: INVOICE_FILE_MAX_BYTES, files: 1, fields: 10 } });
    for await (const part of parts) {
      if (part.type !== 'file') {
        fields[part.fieldname] = String(part.value).trim();
        continue;
      }
      if (part.fieldname !== INVOICE_FILE_FIELD) {
        part.file.resume();
        continue;
      }
      file = { bytes: await part.toBuffer(), filename: part.filename };
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw AppError.bad(Message.uploadTooLarge);
    if (code === 'FST_FILES_LIMIT') throw AppError.bad(Message.uploadOne);
    throw error;
  }
  return { file, fields };
}

/** The one file of an upload, or the message that there is none. */
export async function readOneFile(request: FastifyRequest): Promise<UploadedFile> {
  const { file } = await readInvoiceForm(request);
  if (!file) throw AppError.bad(Message.uploadMissing, `no file in field ${INVOICE_FILE_FIELD}`);
  return file;
}
