import { z } from 'zod';
import { COUPON_KINDS } from './coupons.js';
import { chinaTime, endpoints, noData, paged } from './endpoint.js';
import { blank, type FormScalar, ID_MAX, page, requiredChoice, requiredNumberChoice } from './fields.js';
import { ORDER_INVOICE_STATES } from './invoices.js';
import {
  ORDER_LIST_KINDS,
  ORDER_LIST_STATUSES,
  ORDER_STATUSES,
  PAID_LEVELS,
  PAY_METHODS,
  PAY_TERMS,
  PayMessage,
} from './payments.js';

/*
 * Membership purchase (docs/payments.md): the quote, the order, its status and close, the order
 * list. The providers' notification routes are raw-body routes beside these (not rows: their
 * bodies are signed bytes, checked before anything is parsed).
 */

const level = requiredNumberChoice(PAID_LEVELS, PayMessage.badLevel);
const term = requiredChoice(PAY_TERMS, PayMessage.badTerm);
/** Absent or blank: the best usable coupon; 0: none; an id: that coupon of the user. */
const couponId = z.preprocess(
  (value: FormScalar) => blank(value),
  z.coerce
    .number({ error: PayMessage.badCoupon })
    .int(PayMessage.badCoupon)
    .min(0, PayMessage.badCoupon)
    .max(ID_MAX, PayMessage.badCoupon)
    .optional(),
);
const orderNo = z.preprocess(
  (value: FormScalar) => blank(value),
  z.string({ error: PayMessage.badOrderNo }).regex(/^BG\d{14}[0-9A-F]{8}$/, PayMessage.badOrderNo),
);

export const quoteSchema = z.object({ level, term, coupon_id: couponId });
export const createOrderSchema = z.object({
  level,
  term,
  coupon_id: couponId,
  method: requiredChoice(PAY_METHODS, PayMessage.badMethod),
});
export const orderNoSchema = z.object({ order_no: orderNo });
export const orderListSchema = z.object({ page });

const couponOption = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  desc: z.string(),
  amount_fen: z.number().int(),
  threshold_fen: z.number().int(),
  /** amount: `amount_fen` off; rate: pay `rate_pct` % (85 = 8.5折), at most `max_discount_fen` off. */
  kind: z.enum(COUPON_KINDS),
  rate_pct: z.number().int().nullable(),
  max_discount_fen: z.number().int().nullable(),
  valid_to: chinaTime,
  /** Whether it applies to this quote (threshold met, discount below the amount). */
  usable: z.boolean(),
});

export const quoteDataSchema = z.strictObject({
  level: z.number().int(),
  level_name: z.string(),
  term: z.enum(PAY_TERMS),
  term_name: z.string(),
  days: z.number().int(),
  /** new: from free; renew: same level, from the current expiry; upgrade: 30 → 40, unused 30 credited. */
  kind: z.enum(['new', 'renew', 'upgrade']),
  list_fen: z.number().int(),
  credit_fen: z.number().int(),
  discount_fen: z.number().int(),
  pay_fen: z.number().int(),
  /** The coupon applied (0: none). */
  coupon_id: z.number().int(),
  /** The user's unused coupons, best for this quote first. */
  coupons: z.array(couponOption),
  /** When the bought level would run until if paid now. */
  expires_at: chinaTime,
});
export type QuoteData = z.infer<typeof quoteDataSchema>;

export const createdOrderSchema = z.strictObject({
  order_no: z.string(),
  method: z.enum(PAY_METHODS),
  /** local: the demonstration cashier; wechat / alipay: the real provider. */
  provider: z.enum(['local', 'wechat', 'alipay']),
  pay_fen: z.number().int(),
  /** Text to draw as a QR code (WeChat Native code_url, or the local cashier); '' when none. */
  qr_code: z.string(),
  /** A page to open to pay (Alipay page pay, or the local cashier); '' when none. */
  pay_url: z.string(),
  expires_at: chinaTime,
  /** The same open order answered again (a double click), not a new one. */
  reused: z.boolean(),
});
export type CreatedOrder = z.infer<typeof createdOrderSchema>;

export const orderStatusDataSchema = z.strictObject({
  order_no: z.string(),
  status: z.enum(ORDER_STATUSES),
  status_name: z.string(),
  paid_time: z.union([chinaTime, z.literal('')]),
  /** The user's level in force after this answer (for the header without a reload). */
  member_level: z.number().int(),
  member_expires_at: z.union([chinaTime, z.literal('')]),
});

/** A row of the order history: a purchase (`order`) or a gift code redeemed (`gift`), by time. */
export const orderItemSchema = z.strictObject({
  kind: z.enum(ORDER_LIST_KINDS),
  /** The order number; for a gift, the code masked (ABCD********WXYZ). */
  order_no: z.string(),
  /** 高级版 · 年度, or 兑换码 · 专业版 30 天. */
  title: z.string(),
  level: z.number().int(),
  level_name: z.string(),
  term_name: z.string(),
  days: z.number().int(),
  list_fen: z.number().int(),
  credit_fen: z.number().int(),
  discount_fen: z.number().int(),
  pay_fen: z.number().int(),
  status: z.enum(ORDER_LIST_STATUSES),
  status_name: z.string(),
  method_name: z.string(),
  create_time: chinaTime,
  paid_time: z.union([chinaTime, z.literal('')]),
  /** none 未申请, pending 审核中, issued 已开票, rejected 已驳回 (a gift: none, 无需开票). */
  invoice_status: z.enum(ORDER_INVOICE_STATES),
  invoice_status_name: z.string(),
  /** Paid, not refunded and in no live invoice: the page offers 申请发票. */
  can_invoice: z.boolean(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const paymentsApi = endpoints('payments', {
  '/api/pay/quote': {
    summary: '计算购买会员的应付金额（抵扣、优惠券）',
    request: quoteSchema,
    response: quoteDataSchema,
  },
  '/api/pay/create_order': {
    summary: '创建会员订单并取得支付二维码或支付页面',
    request: createOrderSchema,
    response: createdOrderSchema,
  },
  '/api/pay/order_status': {
    summary: '查询订单支付状态',
    request: orderNoSchema,
    response: orderStatusDataSchema,
  },
  '/api/pay/close_order': {
    summary: '关闭未支付的订单',
    request: orderNoSchema,
    response: noData,
  },
  '/api/user/order_list': {
    summary: '我的订单',
    request: orderListSchema,
    response: paged(orderItemSchema),
  },
});
