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

export function couponDesc(amountFen: number, thresholdFen: number): string {
  const yuan = (fen: number) => (fen % 100 === 0 ? String(fen / 100) : (fen / 100).toFixed(2));
  return thresholdFen > 0 ? `满${yuan(thresholdFen)}减${yuan(amountFen)}` : `无门槛减${yuan(amountFen)}`;
}
