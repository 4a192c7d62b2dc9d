import { UPLOAD_FIELD, UPLOAD_IMAGE_MAX_BYTES, UploadMessage } from '@boguan/contracts/feedback';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import { ok } from '../../plugins/envelope.js';
import { createFileStorage } from '../../storage/file-storage.js';
import { MIME_BY_EXT } from './image-type.js';
import { saveImage } from './uploads.service.js';

/**
 * Reads the one image of a multipart request (field 'life'). Limits are enforced while
 * streaming: busboy stops at 5 MB + nothing, and a second file part is refused.
 */
async function readSingleImage(request: FastifyRequest): Promise<{ bytes: Buffer; filename?: string }> {
  if (!request.isMultipart()) throw AppError.bad('请使用 multipart/form-data 上传文件');
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

export async function uploadsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const storage = createFileStorage(ctx.config);

  const upload = async (request: FastifyRequest) => {
    const user = await request.requireUser();
    const file = await readSingleImage(request);
    return ok(await saveImage(ctx, storage, user, file), UploadMessage.ok);
  };
  const schema = {
    tags: ['uploads'],
    summary: '上传图片（multipart，文件字段 life，PNG/JPG/GIF/WebP，不超过 5MB，每次一张）',
    consumes: ['multipart/form-data'],
  };
  app.post('/api/user/upload_image', { schema }, upload);
  app.post('/api/common/uploadImage', { schema }, upload);

  // Read-only: uploads are public by their unguessable key, like the peers' CDN links.
  app.get('/uploads/*', { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const file = await storage.open(key);
    if (!file) {
      return reply.status(404).send({ code: 0, msg: '文件不存在', data: null });
    }
    const ext = key.slice(key.lastIndexOf('.') + 1);
    return reply
      .header('content-type', MIME_BY_EXT[ext] ?? 'application/octet-stream')
      .header('content-length', file.size)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'")
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(file.stream);
  });
}
