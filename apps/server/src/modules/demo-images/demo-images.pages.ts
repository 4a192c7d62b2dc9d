import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../lib/context.js';
import { avatarImage, brandImage, postPicture } from './demo-images.service.js';

function sendSvg(reply: FastifyReply, svg: string | null) {
  if (svg === null) return reply.status(404).send();
  return reply
    .header('content-type', 'image/svg+xml; charset=utf-8')
    .header('cache-control', 'public, max-age=86400')
    .send(svg);
}

const nameOf = (file: string) => file.replace(/\.svg$/, '');

/**
 * Images the demo world refers to (/static/avatar/<uid>.svg, /static/brand/<id>.svg,
 * /static/pic/<mid>_<n>.svg), drawn from the stored names so every account and brand has one.
 */
export async function demoImagesPages(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const hidden = { schema: { hide: true } };
  app.get<{ Params: { file: string } }>('/static/avatar/:file', hidden, async (request, reply) =>
    sendSvg(reply, await avatarImage(ctx, nameOf(request.params.file))),
  );
  app.get<{ Params: { file: string } }>('/static/brand/:file', hidden, async (request, reply) =>
    sendSvg(reply, await brandImage(ctx, nameOf(request.params.file))),
  );
  app.get<{ Params: { file: string } }>('/static/pic/:file', hidden, async (request, reply) =>
    sendSvg(reply, postPicture(nameOf(request.params.file))),
  );
}
