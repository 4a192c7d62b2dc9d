import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../lib/context.js';
import { MIME_BY_EXT } from './image-type.js';
import { openUploadedImage } from './uploads.service.js';

/**
 * GET /uploads/<key>: uploaded images, read-only and public by their unguessable key, like the
 * peers' CDN links. Only image keys are served: export files share the storage and are
 * downloaded through /api/export/download by their owner alone.
 */
export async function uploadsPages(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get('/uploads/*', { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const file = await openUploadedImage(ctx, key);
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
