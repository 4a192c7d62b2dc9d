import { PayMessage } from '@boguan/contracts/payments';
import { paymentsApi } from '@boguan/contracts/payments.api';
import type { AppContext } from '../../lib/context.js';
import { handlersFor } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import { closeOrder, createOrder, orderList, orderStatus, quote } from './orders.service.js';

/** Membership purchase (docs/payments.md): quote, order, status, close, the order list. */
export function paymentsRoutes(ctx: AppContext) {
  return handlersFor(paymentsApi, {
    '/api/pay/quote': async ({ user, body }) => ok(await quote(ctx, user, body)),
    '/api/pay/create_order': async ({ user, body }) => ok(await createOrder(ctx, user, body), PayMessage.created),
    '/api/pay/order_status': async ({ user, body }) => ok(await orderStatus(ctx, user, body.order_no)),
    '/api/pay/close_order': async ({ user, body }) => {
      await closeOrder(ctx, user, body.order_no);
      return ok(null, PayMessage.closed);
    },
    '/api/user/order_list': async ({ user, body }) => ok(await orderList(ctx, user, body.page)),
  });
}
