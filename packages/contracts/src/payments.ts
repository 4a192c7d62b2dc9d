/*
 * Membership purchase: the price table, terms, pay methods, order states and messages the web and
 * the server share. Money is integer fen everywhere. The calls are in payments.api.ts; the rules
 * (upgrade credit, coupons, idempotency) are in docs/payments.md.
 */

export const PAID_LEVELS = [30, 40] as const;
export type PaidLevel = (typeof PAID_LEVELS)[number];

export const PAY_TERMS = ['month', 'quarter', 'year'] as const;
export type PayTerm = (typeof PAY_TERMS)[number];
export const TERM_NAMES: Record<PayTerm, string> = { month: '月度', quarter: '季度', year: '年度' };
/** What one term adds to the membership, in days. */
export const TERM_DAYS: Record<PayTerm, number> = { month: 30, quarter: 90, year: 365 };

/** List prices in fen (docs/payments.md): a quarter is 10% and a year 25% below the monthly rate. */
export const PRICES_FEN: Record<PaidLevel, Record<PayTerm, number>> = {
  30: { month: 39_900, quarter: 107_700, year: 359_900 },
  40: { month: 99_900, quarter: 269_700, year: 899_900 },
};

export const PAY_METHODS = ['wechat', 'alipay'] as const;
export type PayMethod = (typeof PAY_METHODS)[number];
export const PAY_METHOD_NAMES: Record<PayMethod, string> = { wechat: '微信支付', alipay: '支付宝' };

export const ORDER_STATUSES = ['pending', 'paid', 'closed', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_STATUS_NAMES: Record<OrderStatus, string> = {
  pending: '待支付',
  paid: '已支付',
  closed: '已关闭',
  refunded: '已退款',
};

/** An unpaid order closes this long after it was made. */
export const ORDER_TTL_MS = 15 * 60 * 1000;
/**
 * A paid order can be refunded by an operator for this many days after it was paid; a referrer's
 * commission on it stays pending as long (docs/payments.md "Refunds", docs/referral.md).
 */
export const REFUND_WINDOW_DAYS = 7;
/** The web polls an open order this often. */
export const ORDER_POLL_MS = 2000;
/**
 * The order history (/api/user/order_list) lists purchases and gift-code redemptions together:
 * a redemption's row is `redeemed`, paid by 兑换码, ¥0.00, and needs no invoice.
 */
export const ORDER_LIST_KINDS = ['order', 'gift'] as const;
export type OrderListKind = (typeof ORDER_LIST_KINDS)[number];
export const ORDER_LIST_STATUSES = [...ORDER_STATUSES, 'redeemed'] as const;
export type OrderListStatus = (typeof ORDER_LIST_STATUSES)[number];
export const GIFT_ROW = { status_name: '已兑换', method_name: '兑换码', invoice_status_name: '无需开票' } as const;

export const PayMessage = {
  badLevel: '请选择要购买的会员等级',
  badTerm: '请选择购买时长',
  badMethod: '请选择支付方式',
  badCoupon: '优惠券不正确',
  badOrderNo: '订单号不正确',
  couponUnusable: '该优惠券不可用于本订单',
  lowerLevel: '您当前的会员等级高于所选等级，请选择同级续费或更高等级',
  creditTooHigh: '当前会员剩余价值高于所选套餐价格，请选择更长的购买时长',
  orderNotFound: '订单不存在',
  orderNotOpen: '订单已支付或已关闭',
  closed: '订单已关闭',
  created: '订单已创建，请在15分钟内完成支付',
  refundReason: '请填写退款原因',
  refundNotPaid: '只有已支付的订单可以退款',
  refundWindowOver: `订单支付已超过${REFUND_WINDOW_DAYS}天，不能退款`,
  refundInvoiced: '该订单已申请发票，请先驳回或由用户撤销发票后再退款',
  refundLaterChange: '该订单之后会员已有变更，无法自动退款，请人工处理',
  refunded: '订单已退款，会员已恢复到购买前的状态',
} as const;

export function yuan(fen: number): string {
  return (fen / 100).toFixed(2);
}

export function priceOf(level: PaidLevel, term: PayTerm): number {
  return PRICES_FEN[level][term];
}
