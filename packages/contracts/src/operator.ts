/*
 * The operator area: the staff of an installation (accounts in OPERATOR_MOBILES) review
 * withdrawals, issue invoices, make coupons and gift codes and look at orders. Messages the web and
 * the server share; each area's operator calls live in that area's contract file.
 */

export const OperatorMessage = {
  notOperator: '该功能仅限运营人员使用',
  httpsRequired: '运营操作须通过 HTTPS 访问',
  // Coupon batches.
  batchName: '批次名称',
  couponKind: '请选择优惠券类型',
  amountEmpty: '请输入减免金额',
  amountBad: '减免金额须为0.01至10000元，最多两位小数',
  rateEmpty: '请输入折扣',
  rateBad: '折扣须为0.1至9.9折，最多一位小数',
  maxDiscountBad: '最高优惠金额须为0.01至10000元，最多两位小数',
  thresholdBad: '使用门槛须为0至100000元，最多两位小数',
  amountNotBelowThreshold: '减免金额须小于使用门槛',
  validDays: '有效天数须为1-365之间的整数',
  audience: '请选择发放对象',
  audienceDays: '注册天数须为1-365之间的整数',
  quantity: '发放数量须为1-1000000之间的整数',
  startsAt: '开始日期格式不正确',
  endsAt: '结束日期格式不正确',
  endsBeforeStart: '结束日期不能早于开始日期',
  endsInPast: '结束日期不能早于今天',
  mobilesEmpty: '请输入接收优惠券的手机号',
  mobilesTooMany: '手机号一次最多500个',
  mobileBad: '手机号格式不正确',
  nameTaken: '已存在同名的优惠券批次，请换一个名称',
  batchId: '优惠券批次编号不正确',
  batchNotFound: '优惠券批次不存在',
  batchStopped: '该批次已停止领取',
  batchCreated: '优惠券批次已创建',
  batchStoppedOk: '已停止领取',
  // Gift codes.
  giftLevel: '请选择会员等级',
  giftDays: '会员天数须为1-365之间的整数',
  giftCount: '生成数量须为1-500之间的整数',
  giftBatch: '批次名称',
  redeemBefore: '兑换截止日期格式不正确',
  redeemBeforePast: '兑换截止日期不能早于今天',
  // Orders.
  orderKeyword: '请输入完整的手机号或订单号',
  orderStatus: '订单状态不正确',
  orderNo: '订单号不正确',
} as const;

/** What an operator did, as the log lists it. */
export const OPERATOR_ACTION_NAMES: Record<string, string> = {
  withdraw_pay: '提现已打款',
  withdraw_reject: '驳回提现',
  invoice_issue: '开具发票',
  invoice_reject: '驳回发票',
  invoice_file: '查看发票资料',
  coupon_batch: '创建优惠券批次',
  coupon_grant: '发放优惠券',
  coupon_stop: '停止优惠券批次',
  gift_codes: '生成兑换码',
  order_refund: '订单退款',
  custom_reply: '回复定制需求',
  custom_status: '变更定制需求状态',
  custom_quote: '定制需求报价',
};

/** Rows per page of every operator list. */
export const OPERATOR_PER_PAGE = 20;

/** Limits of a coupon batch (docs/operator.md). Money in fen. */
export const CouponBatchLimits = {
  amountMaxFen: 1_000_000,
  thresholdMaxFen: 10_000_000,
  validDaysMax: 365,
  audienceDaysMax: 365,
  quantityMax: 1_000_000,
  mobilesMax: 500,
} as const;

/** Limits of one gift-code request (the CLI allows more, for bulk partner batches). */
export const GiftCodeLimits = { daysMax: 365, countMax: 500 } as const;

/** Who a batch is for: claimable by new users or everyone, or granted at once to listed accounts. */
export const COUPON_AUDIENCES = ['new_users', 'all', 'mobiles'] as const;
export type CouponAudience = (typeof COUPON_AUDIENCES)[number];
export const COUPON_AUDIENCE_NAMES: Record<CouponAudience, string> = {
  new_users: '新注册用户',
  all: '所有用户',
  mobiles: '指定手机号',
};

export const COUPON_BATCH_STATES = ['upcoming', 'running', 'sold_out', 'ended', 'stopped', 'granted'] as const;
export type CouponBatchState = (typeof COUPON_BATCH_STATES)[number];
export const COUPON_BATCH_STATE_NAMES: Record<CouponBatchState, string> = {
  upcoming: '未开始',
  running: '进行中',
  sold_out: '已领完',
  ended: '已结束',
  stopped: '已停止',
  granted: '已发放',
};

/** Who changed an order, as the order log shows it. */
export function orderActorName(actor: string): string {
  if (actor === 'user') return '用户';
  if (actor === 'system') return '系统';
  if (actor.startsWith('provider:')) return `支付渠道（${actor.slice('provider:'.length)}）`;
  if (actor.startsWith('operator:')) return `运营（${actor.slice('operator:'.length)}）`;
  return actor;
}

/** The events of order_logs (docs/payments.md), in Chinese; an unknown event shows as it is. */
export const ORDER_EVENT_NAMES: Record<string, string> = {
  created: '创建订单',
  superseded: '被新订单替代',
  closed: '用户取消',
  expired: '超时关闭',
  paid: '支付成功',
  late_paid: '关闭后到账',
  amount_mismatch: '金额不符',
  wrong_provider: '渠道不符',
  second_payment: '重复付款',
  paid_lower_level: '低等级付款',
  start_failed: '发起支付失败',
  refunded: '已退款',
};

/**
 * A yuan amount typed by a person ('50', '8.5', '0.01') in fen, exactly: digits, at most two
 * decimals, no sign, no exponent; null for anything else. Never goes through a float.
 */
export function yuanTextToFen(text: string): number | null {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const whole = Number(match[1]);
  const cents = Number((match[2] ?? '').padEnd(2, '0'));
  return whole * 100 + cents;
}

/** A rate typed in 折 ('8.5', '8') as the percentage paid (85, 80); null unless 0.1–9.9 with one decimal. */
export function rateTextToPct(text: string): number | null {
  const match = /^(\d)(?:\.(\d))?$/.exec(text);
  if (!match) return null;
  const pct = Number(match[1]) * 10 + Number(match[2] ?? '0');
  return pct >= 1 && pct <= 99 ? pct : null;
}
