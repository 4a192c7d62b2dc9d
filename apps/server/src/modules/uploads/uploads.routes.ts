import { UPLOAD_FIELD, UPLOAD_IMAGE_MAX_BYTES, UploadMessage } from '@boguan/contracts/feedback';
import { uploadsApi } from '@boguan/contracts/feedback.api';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import { type Call, handlersFor } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import { saveImage } from './uploads.service.js';

/**
 * Reads the one image of a multipart request (field 'life'). Limits are enforced while
 * streaming: busboy stops at 5 MB + nothing, and a second file part is refused.
 */
async function readSingleImage(request: FastifyRequest): Promise<{ bytes: Buffer; filename?: string }> {
  if (!request.isMultipart()) throw AppError.bad(UploadMessage.notMultipart);
  let found: { bytes: Buffer; filename?: string } | undefined;
  try {
    const parts = request.parts({ limits: { fileSize: UPLOAD_IMAGE_MAX_BYTES, files: 1, fields: 20 } });
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== UPLOAD_FIELD) {
        part.file.resume();
        continue;
      }
      found = { bytes: await part.toBuffer(), filename: part.filename };
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw AppError.bad(UploadMessage.tooLarge);
    if (code === 'FST_FILES_LIMIT') throw AppError.bad(UploadMessage.oneAtATime);
    throw error;
  }
  if (!found) throw AppError.bad(UploadMessage.missing, `no file in field ${UPLOAD_FIELD}`);
  return found;
}

/** Image uploads (feedback screenshots, invoices): two paths, one behaviour. GET /uploads/* is in uploads.pages.ts. */
export function uploadsRoutes(ctx: AppContext) {
  const upload = async ({ user, request }: Pick<Call<'/api/user/upload_image'>, 'user' | 'request'>) =>
    ok(await saveImage(ctx, user, await readSingleImage(request)), UploadMessage.ok);
  return handlersFor(uploadsApi, {
    '/api/user/upload_image': upload,
    '/api/common/uploadImage': upload,
  });
}
