import { IMPORT_MAX_BYTES, ImportMessage, importedMessage } from '@boguan/contracts/data-status';
import { dataImportApi } from '@boguan/contracts/data-status.api';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import { handlersFor } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import { type ImportForm, importDataFile } from './import.service.js';

/** Reads kind, root, uid and the one file (field `file`) of a multipart request. */
async function readImportForm(request: FastifyRequest): Promise<ImportForm> {
  if (!request.isMultipart()) throw AppError.bad(ImportMessage.notMultipart);
  const form: ImportForm = {};
  try {
    for await (const part of request.parts({ limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 10 } })) {
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
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw AppError.bad(ImportMessage.tooLarge);
    if (code === 'FST_FILES_LIMIT') throw AppError.bad(ImportMessage.oneFile);
    throw error;
  }
  return form;
}

/** POST /api/data/import (multipart: kind, file, optional root / uid), for operators. */
export function importRoutes(ctx: AppContext) {
  return handlersFor(dataImportApi, {
    '/api/data/import': async ({ user, request }) => {
      const report = await importDataFile(ctx, user, () => readImportForm(request));
      return ok(report, importedMessage(report.read, report.skipped));
    },
  });
}
