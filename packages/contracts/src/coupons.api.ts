import { z } from 'zod';
import { COUPON_KINDS, COUPON_STATUS_FILTERS, CouponMessage } from './coupons.js';
import { chinaTime, counted, endpoints, noData } from './endpoint.js';
import { noFields, optionalChoice } from './fields.js';

/*
 * POST /api/coupon/manualCoupon (claim what is open to this user) and /api/coupon/userCoupon.
 * A refused claim answers code 0 with data {code}: 1 already claimed, 0 nothing to claim.
 */

/** POST /api/coupon/userCoupon {status?}: absent or '' lists every coupon. */
export const userCouponSchema = z.object({ status: optionalChoice(COUPON_STATUS_FILTERS, CouponMessage.badStatus) });

export const userCouponItemSchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  /** Yuan, for display; the *_fen twins are exact. */
  amount: z.number(),
  threshold: z.number(),
  amount_fen: z.number().int(),
  threshold_fen: z.number().int(),
  /** amount: `amount_fen` off; rate: pay `rate_pct` % (85 = 8.5折), at most `max_discount_fen` off. */
  kind: z.enum(COUPON_KINDS),
  rate_pct: z.number().int().nullable(),
  max_discount_fen: z.number().int().nullable(),
  /** e.g. 满300减50, 无门槛减50, 满500享8.5折, 8.5折 最高减200. */
  desc: z.string(),
  status: z.number().int(),
  status_name: z.string(),
  valid_from: chinaTime,
  valid_to: chinaTime,
  create_time: chinaTime,
});

export const userCouponListSchema = counted(userCouponItemSchema);
export type UserCouponList = z.infer<typeof userCouponListSchema>;

export const couponsApi = endpoints('coupons', {
  '/api/coupon/manualCoupon': {
    summary: '领取当前可领的优惠券',
    request: noFields,
    response: noData,
  },
  '/api/coupon/userCoupon': {
    summary: '我的优惠券（status 0 未使用 1 已使用 2 已过期）',
    request: userCouponSchema,
    response: userCouponListSchema,
  },
});
