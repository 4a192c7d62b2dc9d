import { MessageReadMessage } from '@boguan/contracts/home-content';
import { homeContentApi } from '@boguan/contracts/home-content.api';
import type { AppContext } from '../../lib/context.js';
import { handlersFor } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import {
  getBanners,
  getMaterial,
  getMessageDetail,
  getMessages,
  getNotices,
  readMessages,
  unreadCount,
} from './home-content.service.js';

/** /home and the shell: material, banners, notices (visitors too) and the user's messages. */
export function homeContentRoutes(ctx: AppContext) {
  return handlersFor(homeContentApi, {
    '/api/user/getMaterial': async () => ok(await getMaterial(ctx)),
    '/api/index/banner': async () => ok(await getBanners(ctx)),
    '/api/index/notice': async () => ok(await getNotices(ctx)),
    '/api/index/message': async ({ user, body }) => ok(await getMessages(ctx, user.id, body)),
    '/api/index/message_detail': async ({ user, body }) => ok(await getMessageDetail(ctx, user.id, body.id)),
    '/api/index/message_read': async ({ user, body }) =>
      ok(await readMessages(ctx, user.id, body), MessageReadMessage.ok),
    '/api/index/unread_count': async ({ user }) => ok(await unreadCount(ctx, user.id)),
  });
}
