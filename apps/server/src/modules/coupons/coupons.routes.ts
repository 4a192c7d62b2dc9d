import { CouponMessage } from '@boguan/contracts/coupons';
import { couponsApi } from '@boguan/contracts/coupons.api';
import type { AppContext } from '../../lib/context.js';
import { handlersFor } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import { claimCoupons, userCoupons } from './coupons.service.js';

/** The coupon popup's claim and the user's coupons. */
export function couponsRoutes(ctx: AppContext) {
  return handlersFor(couponsApi, {
    '/api/coupon/manualCoupon': async ({ user }) => {
      await claimCoupons(ctx, user.id);
      return ok(null, CouponMessage.claimed);
    },
    '/api/coupon/userCoupon': async ({ user, body }) => ok(await userCoupons(ctx, user.id, body.status)),
  });
}
