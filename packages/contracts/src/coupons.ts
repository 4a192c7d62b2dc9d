import { z } from 'zod';
import { formText } from './profile.js';

export const CouponMessage = {
  claimed: '优惠券已放入您的账号，可于账户信息中查看！',
  alreadyClaimed: '已领取过优惠券，无法重复领取!',
  nothingToClaim: '没有需要领取的优惠券!',
  badStatus: '优惠券状态不正确',
} as const;

/** User coupon states: 0 usable, 1 used, 2 expired (expired is computed from valid_to). */
export const CouponStatus = { usable: 0, used: 1, expired: 2 } as const;
export const COUPON_STATUS_NAMES: Record<number, string> = { 0: '未使用', 1: '已使用', 2: '已过期' };

/** /api/coupon/manualCoupon refusals carry data {code}: 1 already claimed, 0 nothing to claim. */
export interface ManualCouponRefusal {
  code: 0 | 1;
}

/** /api/coupon/userCoupon {status?}: '' or absent lists every coupon. */
export const userCouponSchema = z.object({ status: formText('优惠券状态') }).superRefine((form, ctx) => {
  if (!['', '0', '1', '2'].includes(form.status)) {
    ctx.addIssue({ code: 'custom', message: CouponMessage.badStatus, path: ['status'] });
  }
});

export interface UserCouponItem {
  id: number;
  name: string;
  /** Yuan, for display; the *_fen twins are exact. */
  amount: number;
  threshold: number;
  amount_fen: number;
  threshold_fen: number;
  /** e.g. 满300减50 or 无门槛减50. */
  desc: string;
  status: number;
  status_name: string;
  /** YYYY-MM-DD HH:mm:ss, China time. */
  valid_from: string;
  valid_to: string;
  create_time: string;
}

export interface UserCouponList {
  data: UserCouponItem[];
  total: number;
}

export function couponDesc(amountFen: number, thresholdFen: number): string {
  const yuan = (fen: number) => (fen % 100 === 0 ? String(fen / 100) : (fen / 100).toFixed(2));
  return thresholdFen > 0 ? `满${yuan(thresholdFen)}减${yuan(amountFen)}` : `无门槛减${yuan(amountFen)}`;
}
