import { fileURLToPath } from 'node:url';
import { MessageReadMessage, messageListSchema, messageReadSchema } from '@boguan/contracts/home-content';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context.js';
import { ok } from '../../plugins/envelope.js';
import { loginFirst } from '../membership/login-first.js';
import { getBanners, getMaterial, getMessages, getNotices, readMessages } from './home-content.service.js';

/** apps/server/static: images the server ships (material, banners), served at /static/. */
export const STATIC_ROOT = fileURLToPath(new URL('../../../static/', import.meta.url));

export async function homeContentRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(fastifyStatic, {
    root: STATIC_ROOT,
    prefix: '/static/',
    decorateReply: false,
    index: false,
    maxAge: '1d',
  });

  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post('/api/user/getMaterial', { schema: { tags: ['home'], summary: '导航图与弹窗素材（游客可用）' } }, async () =>
    ok(await getMaterial(ctx)),
  );
  r.post('/api/index/banner', { schema: { tags: ['home'], summary: '首页轮播图' } }, async () =>
    ok(await getBanners(ctx)),
  );
  r.post('/api/index/notice', { schema: { tags: ['home'], summary: '平台公告' } }, async () =>
    ok(await getNotices(ctx)),
  );
  r.post(
    '/api/index/message',
    { ...loginFirst, schema: { tags: ['home'], summary: '我的消息（每页 10 条）', body: messageListSchema } },
    async (request) => {
      const user = await request.requireUser();
      return ok(await getMessages(ctx, user.id, request.body.page));
    },
  );
  r.post(
    '/api/index/message_read',
    { ...loginFirst, schema: { tags: ['home'], summary: '标记消息已读：{id} 或 {all: 1}', body: messageReadSchema } },
    async (request) => {
      const user = await request.requireUser();
      return ok(await readMessages(ctx, user.id, request.body), MessageReadMessage.ok);
    },
  );
}
