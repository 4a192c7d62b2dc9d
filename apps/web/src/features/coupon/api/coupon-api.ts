import { call } from '../../../lib/api-client';

/*
 * Coupons: POST /api/coupon/manualCoupon. The popup reads show_coupon through lib/personal-info
 * and reports itself through lib/statistics.
 */

/** Silent: the popup shows its own message for each of the three outcomes (spec 8). */
export function claimCoupon() {
  return call('/api/coupon/manualCoupon', {}, { silent: true });
}
