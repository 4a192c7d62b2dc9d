import { z } from 'zod';
import { couponBatchCreatedSchema, couponBatchCreateSchema, couponBatchItemSchema } from './coupon-batches.api.js';
import { chinaDate, chinaTime, endpoints, noData, paged } from './endpoint.js';
import {
  blank,
  type FormScalar,
  id,
  optionalChoice,
  optionalDate,
  page,
  requiredNumberChoice,
  requiredText,
} from './fields.js';
import { GiftCodeLimits, OperatorMessage as M } from './operator.js';
import { ORDER_STATUSES, PAID_LEVELS, PayMessage } from './payments.js';
import { MOBILE_PATTERN } from './validation-messages.js';

/*
 * The operator area (docs/operator.md): who may use it, coupon batches, gift codes, orders and
 * the operator log. Every row but /api/admin/info answers 1001 to anyone not in OPERATOR_MOBILES
 * and, outside demo mode, to a request not over HTTPS. Withdrawals and invoices have their
 * operator rows in wallet.api.ts and invoices.api.ts; the coupon batch schemas are in
 * coupon-batches.api.ts.
 */

const wholeNumber = (message: string, min: number, max: number) =>
  z.preprocess(
    (value: FormScalar) => blank(value),
    z.coerce.number({ error: message }).int(message).min(min, message).max(max, message),
  );

const orderNoField = z.preprocess(
  (value: FormScalar) => blank(value),
  z.string({ error: M.orderNo }).regex(/^BG\d{14}[0-9A-F]{8}$/, M.orderNo),
);

export const giftCodesCreateSchema = z.object({
  level: requiredNumberChoice(PAID_LEVELS, M.giftLevel),
  days: wholeNumber(M.giftDays, 1, GiftCodeLimits.daysMax),
  count: wholeNumber(M.giftCount, 1, GiftCodeLimits.countMax),
  batch: requiredText(M.giftBatch, 40),
  redeem_before: optionalDate(M.redeemBefore),
});
export type GiftCodesInput = z.output<typeof giftCodesCreateSchema>;

export const giftCodesCreatedSchema = z.strictObject({
  batch: z.string(),
  level: z.number().int(),
  level_name: z.string(),
  days: z.number().int(),
  /** The last China date a code can be redeemed; '' for no deadline. */
  redeem_before: z.union([chinaDate, z.literal('')]),
  /** Shown once: only their use is stored in a way an operator can list again. */
  codes: z.array(z.string()),
});

export const giftBatchItemSchema = z.strictObject({
  batch: z.string(),
  level: z.number().int(),
  level_name: z.string(),
  days: z.number().int(),
  count: z.number().int(),
  used: z.number().int(),
  redeem_before: z.union([chinaDate, z.literal('')]),
  create_time: chinaTime,
});

/** An order number, or a mobile (11 digits) whose orders to list. */
const orderKeyword = z.preprocess(
  (value: FormScalar) => (typeof value === 'number' ? String(value) : blank(value)),
  z
    .string({ error: M.orderKeyword })
    .transform((text) => text.toUpperCase())
    .refine((text) => MOBILE_PATTERN.test(text) || /^BG[0-9A-F]{1,22}$/.test(text), M.orderKeyword)
    .optional(),
);

export const adminOrderListSchema = z.object({
  keyword: orderKeyword,
  status: optionalChoice(ORDER_STATUSES, M.orderStatus),
  page,
});

export const adminOrderItemSchema = z.strictObject({
  order_no: z.string(),
  /** The buyer, masked (138****1234). */
  mobile: z.string(),
  nick_name: z.string(),
  level: z.number().int(),
  level_name: z.string(),
  term_name: z.string(),
  list_fen: z.number().int(),
  credit_fen: z.number().int(),
  discount_fen: z.number().int(),
  pay_fen: z.number().int(),
  /** The coupon applied: its name and terms, '' when none. */
  coupon_name: z.string(),
  coupon_desc: z.string(),
  method_name: z.string(),
  provider: z.string(),
  status: z.enum(ORDER_STATUSES),
  status_name: z.string(),
  create_time: chinaTime,
  paid_time: z.union([chinaTime, z.literal('')]),
  closed_time: z.union([chinaTime, z.literal('')]),
});
export type AdminOrderItem = z.infer<typeof adminOrderItemSchema>;

export const adminOrderDetailSchema = adminOrderItemSchema.extend({
  days: z.number().int(),
  transaction_id: z.string(),
  period_starts_at: z.union([chinaTime, z.literal('')]),
  period_ends_at: z.union([chinaTime, z.literal('')]),
  /** A paid order within the refund window (an invoice or a later membership change can still refuse it). */
  refundable: z.boolean(),
  /** The last moment a paid order can be refunded; '' for an order not paid. */
  refund_deadline: z.union([chinaTime, z.literal('')]),
  logs: z.array(
    z.strictObject({
      id: z.number().int(),
      actor: z.string(),
      actor_name: z.string(),
      event: z.string(),
      event_name: z.string(),
      detail: z.string(),
      time: chinaTime,
    }),
  ),
});

export const operatorLogItemSchema = z.strictObject({
  id: z.number().int(),
  /** The operator's mobile, as it was when they acted. */
  mobile: z.string(),
  action: z.string(),
  action_name: z.string(),
  /** The record acted on: a batch name, a withdrawal or invoice id, an order number. */
  target: z.string(),
  detail: z.string(),
  ip: z.string(),
  time: chinaTime,
});

const pageOnly = z.object({ page });

export const operatorApi = endpoints('operator', {
  '/api/admin/info': {
    summary: '运营后台：当前账号是否为运营人员，以及是否须通过 HTTPS 访问',
    request: z.object({}),
    response: z.strictObject({
      is_operator: z.union([z.literal(0), z.literal(1)]),
      demo_mode: z.boolean(),
      /** true when operator calls over this connection are refused for not being HTTPS. */
      https_required: z.boolean(),
    }),
  },
  '/api/admin/coupon_batch_list': {
    summary: '运营后台：优惠券批次（领取与使用数量）',
    request: pageOnly,
    response: paged(couponBatchItemSchema),
  },
  '/api/admin/coupon_batch_create': {
    summary: '运营后台：创建优惠券批次（满减或折扣；指定手机号时立即发放）',
    request: couponBatchCreateSchema,
    response: couponBatchCreatedSchema,
  },
  '/api/admin/coupon_batch_stop': {
    summary: '运营后台：停止优惠券批次的领取',
    request: z.object({ id: id(M.batchId) }),
    response: z.null(),
  },
  '/api/admin/gift_codes_create': {
    summary: '运营后台：生成会员兑换码（仅本次显示）',
    request: giftCodesCreateSchema,
    response: giftCodesCreatedSchema,
  },
  '/api/admin/gift_batch_list': {
    summary: '运营后台：兑换码批次与使用数量',
    request: pageOnly,
    response: paged(giftBatchItemSchema),
  },
  '/api/admin/order_list': {
    summary: '运营后台：订单（按订单号或手机号、状态查找）',
    request: adminOrderListSchema,
    response: paged(adminOrderItemSchema),
  },
  '/api/admin/order_detail': {
    summary: '运营后台：订单详情与订单日志',
    request: z.object({ order_no: orderNoField }),
    response: adminOrderDetailSchema,
  },
  '/api/admin/order_refund': {
    summary: '运营后台：记录订单退款（恢复会员、扣回佣金）',
    request: z.object({ order_no: orderNoField, reason: requiredText(PayMessage.refundReason, 200) }),
    response: noData,
  },
  '/api/admin/operator_logs': {
    summary: '运营后台：操作日志（谁、何时、做了什么）',
    request: pageOnly,
    response: paged(operatorLogItemSchema),
  },
});
