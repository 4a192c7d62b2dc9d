/*
 * Coupons (the coupon popup, 我的优惠券): states, names and messages the web and the server share.
 * The calls and their schemas are in coupons.api.ts.
 */

export const CouponMessage = {
  claimed: '优惠券已放入您的账号，可于账户信息中查看！',
  alreadyClaimed: '已领取过优惠券，无法重复领取!',
  nothingToClaim: '没有需要领取的优惠券!',
  badStatus: '优惠券状态不正确',
} as const;

/** User coupon states: 0 usable, 1 used, 2 expired (expired is computed from valid_to). */
export const CouponStatus = { usable: 0, used: 1, expired: 2 } as const;
export const COUPON_STATUS_NAMES: Record<number, string> = { 0: '未使用', 1: '已使用', 2: '已过期' };
/** The states /api/coupon/userCoupon filters by, as a form sends them. */
export const COUPON_STATUS_FILTERS = ['0', '1', '2'] as const;
export type CouponStatusFilter = (typeof COUPON_STATUS_FILTERS)[number];

/** An amount off (满减) or a rate (折扣: `rate_pct` is what is paid, 85 = 8.5折, optionally capped). */
export const COUPON_KINDS = ['amount', 'rate'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];
export const COUPON_KIND_NAMES: Record<CouponKind, string> = { amount: '满减券', rate: '折扣券' };

/** What a coupon gives, as stored on a campaign and on each user's coupon. */
export interface CouponTerms {
  kind: CouponKind;
  amount_fen: number;
  threshold_fen: number;
  rate_pct: number | null;
  max_discount_fen: number | null;
}

const yuanText = (fen: number) => (fen % 100 === 0 ? String(fen / 100) : (fen / 100).toFixed(2));

/** 85 → 8.5, 80 → 8: the 折 a rate is written in. */
export function rateText(ratePct: number): string {
  const tenths = ratePct % 10;
  return tenths === 0 ? String(Math.floor(ratePct / 10)) : `${Math.floor(ratePct / 10)}.${tenths}`;
}

/** 满300减50, 无门槛减50, 满500享8.5折, 8.5折 最高减200. */
export function couponDesc(coupon: CouponTerms): string {
  if (coupon.kind === 'rate' && coupon.rate_pct !== null) {
    const rate = `${rateText(coupon.rate_pct)}折`;
    const base = coupon.threshold_fen > 0 ? `满${yuanText(coupon.threshold_fen)}享${rate}` : rate;
    return coupon.max_discount_fen !== null ? `${base} 最高减${yuanText(coupon.max_discount_fen)}` : base;
  }
  const off = yuanText(coupon.amount_fen);
  return coupon.threshold_fen > 0 ? `满${yuanText(coupon.threshold_fen)}减${off}` : `无门槛减${off}`;
}
