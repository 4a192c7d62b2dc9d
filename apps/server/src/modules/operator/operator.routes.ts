import { OperatorMessage } from '@boguan/contracts/operator';
import { operatorApi } from '@boguan/contracts/operator.api';
import { PayMessage } from '@boguan/contracts/payments';
import type { AppContext } from '../../lib/context.js';
import { handlersFor } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import { refundOrder } from '../payments/refund.service.js';
import { adminOrderDetail, adminOrders } from './admin-orders.service.js';
import { couponBatches, createCouponBatch, stopCouponBatch } from './coupon-batches.service.js';
import { createGiftBatch, giftBatches } from './gift-batches.service.js';
import { adminInfo, operatorLogs } from './operator.service.js';
import { requireOperator } from './operator-guard.js';

/**
 * The operator area (docs/operator.md). Every row but /api/admin/info first passes
 * `requireOperator`: 1001 for anyone not in OPERATOR_MOBILES and, outside demo mode, for plain HTTP.
 */
export function operatorRoutes(ctx: AppContext) {
  return handlersFor(operatorApi, {
    '/api/admin/info': async ({ user, request }) => ok(adminInfo(ctx, user, request.protocol)),
    '/api/admin/coupon_batch_list': async ({ user, request, body }) => {
      requireOperator(ctx, user, request);
      return ok(await couponBatches(ctx, body.page));
    },
    '/api/admin/coupon_batch_create': async ({ user, request, body }) => {
      const created = await createCouponBatch(ctx, requireOperator(ctx, user, request), body);
      const msg = body.audience === 'mobiles' ? `已向${created.granted}位用户发放优惠券` : OperatorMessage.batchCreated;
      return ok(created, msg);
    },
    '/api/admin/coupon_batch_stop': async ({ user, request, body }) => {
      await stopCouponBatch(ctx, requireOperator(ctx, user, request), body.id);
      return ok(null, OperatorMessage.batchStoppedOk);
    },
    '/api/admin/gift_codes_create': async ({ user, request, body }) => {
      const created = await createGiftBatch(ctx, requireOperator(ctx, user, request), body);
      return ok(created, `已生成${created.codes.length}个兑换码，请立即复制保存`);
    },
    '/api/admin/gift_batch_list': async ({ user, request, body }) => {
      requireOperator(ctx, user, request);
      return ok(await giftBatches(ctx, body.page));
    },
    '/api/admin/order_list': async ({ user, request, body }) => {
      requireOperator(ctx, user, request);
      return ok(await adminOrders(ctx, { keyword: body.keyword, status: body.status }, body.page));
    },
    '/api/admin/order_detail': async ({ user, request, body }) => {
      requireOperator(ctx, user, request);
      return ok(await adminOrderDetail(ctx, body.order_no));
    },
    '/api/admin/order_refund': async ({ user, request, body }) => {
      await refundOrder(ctx, requireOperator(ctx, user, request), body.order_no, body.reason);
      return ok(null, PayMessage.refunded);
    },
    '/api/admin/operator_logs': async ({ user, request, body }) => {
      requireOperator(ctx, user, request);
      return ok(await operatorLogs(ctx, body.page));
    },
  });
}
