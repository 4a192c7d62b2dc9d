import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** apps/server/static: images the server ships (material, banners), served at /static/. */
const STATIC_ROOT = fileURLToPath(new URL('../../../static/', import.meta.url));

/** GET /static/*: the files in apps/server/static (the demo images have their own routes). */
export async function homeContentPages(app: FastifyInstance): Promise<void> {
  await app.register(fastifyStatic, {
    root: STATIC_ROOT,
    prefix: '/static/',
    decorateReply: false,
    index: false,
    maxAge: '1d',
  });
}
