import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../lib/context.js';
import { avatarSvg, brandSvg, pictureSvg } from './demo-svg.js';

const KEY = /^[\w-]{1,40}$/;

function sendSvg(reply: FastifyReply, svg: string) {
  return reply
    .header('content-type', 'image/svg+xml; charset=utf-8')
    .header('cache-control', 'public, max-age=86400')
    .send(svg);
}

/**
 * Images the demo world refers to (/static/avatar/<uid>.svg, /static/brand/<id>.svg,
 * /static/pic/<mid>_<n>.svg), drawn from the stored names so every account and brand has one.
 */
export async function demoImagesRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const hidden = { schema: { hide: true } };
  app.get<{ Params: { file: string } }>('/static/avatar/:file', hidden, async (request, reply) => {
    const uid = request.params.file.replace(/\.svg$/, '');
    if (!KEY.test(uid)) return reply.status(404).send();
    const user = await ctx.db.selectFrom('weibo_users').select('screen_name').where('uid', '=', uid).executeTakeFirst();
    return sendSvg(reply, avatarSvg(uid, user?.screen_name ?? '微'));
  });
  app.get<{ Params: { file: string } }>('/static/brand/:file', hidden, async (request, reply) => {
    const id = request.params.file.replace(/\.svg$/, '');
    if (!KEY.test(id)) return reply.status(404).send();
    const brand = await ctx.db.selectFrom('brands').select('cn_name').where('id', '=', id).executeTakeFirst();
    return sendSvg(reply, brandSvg(id, brand?.cn_name ?? '品牌'));
  });
  app.get<{ Params: { file: string } }>('/static/pic/:file', hidden, async (request, reply) => {
    const key = request.params.file.replace(/\.svg$/, '');
    if (!KEY.test(key)) return reply.status(404).send();
    return sendSvg(reply, pictureSvg(key));
  });
}
