import { CustomOrderMessage as Message } from '@boguan/contracts/custom-order';
import { customOrderApi } from '@boguan/contracts/custom-order.api';
import type { AppContext } from '../../lib/context.js';
import { handlersFor } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import {
  closeCustomOrder,
  customOrderDetail,
  customOrderList,
  replyCustomOrder,
  submitCustomOrder,
} from './custom-order.service.js';
import {
  adminCustomOrderDetail,
  adminCustomOrderStatus,
  adminCustomOrders,
  adminQuoteCustomOrder,
  adminReplyCustomOrder,
} from './custom-order-admin.service.js';

/** 数据定制 /lifeCustom and its operator rows (docs/custom-orders.md). */
export function customOrderRoutes(ctx: AppContext) {
  return handlersFor(customOrderApi, {
    '/api/custom/submit': async ({ user, body }) => {
      const { order, duplicate } = await submitCustomOrder(ctx, user, body);
      return ok(order, duplicate ? Message.duplicate : Message.submitted);
    },
    '/api/custom/list': async ({ user, body }) => ok(await customOrderList(ctx, user, body.page, body.status)),
    '/api/custom/detail': async ({ user, body }) => ok(await customOrderDetail(ctx, user, body.id)),
    '/api/custom/reply': async ({ user, body }) => ok(await replyCustomOrder(ctx, user, body), Message.replied),
    '/api/custom/close': async ({ user, body }) => ok(await closeCustomOrder(ctx, user, body.id), Message.closed),
    '/api/admin/custom_order_list': async ({ user, request, body }) =>
      ok(await adminCustomOrders(ctx, user, request, body)),
    '/api/admin/custom_order_detail': async ({ user, request, body }) =>
      ok(await adminCustomOrderDetail(ctx, user, request, body.id)),
    '/api/admin/custom_order_reply': async ({ user, request, body }) =>
      ok(await adminReplyCustomOrder(ctx, user, request, body), Message.replied),
    '/api/admin/custom_order_status': async ({ user, request, body }) =>
      ok(await adminCustomOrderStatus(ctx, user, request, body), Message.statusChanged),
    '/api/admin/custom_order_quote': async ({ user, request, body }) =>
      ok(await adminQuoteCustomOrder(ctx, user, request, body), Message.quoted),
  });
}
