import { CouponStatus } from '@boguan/contracts/coupons';
import type { UserCouponList } from '@boguan/contracts/coupons.api';
import { useQuery } from '@tanstack/react-query';
import { useUserStore } from '../stores/user-store';
import { api } from './api-client';

/*
 * 我的优惠券, shown by the /user card and by /m/coupon: one request for every coupon, split into
 * the three states here, so each tab's count is known without asking three times.
 */

export type UserCoupon = UserCouponList['data'][number];
export type CouponState = (typeof CouponStatus)[keyof typeof CouponStatus];

export const COUPON_TABS: ReadonlyArray<{ state: CouponState; label: string }> = [
  { state: CouponStatus.usable, label: '未使用' },
  { state: CouponStatus.used, label: '已使用' },
  { state: CouponStatus.expired, label: '已过期' },
];

export const userCouponKeys = {
  all: ['user-coupons'] as const,
};

/**
 * Every coupon of the user. Listing them marks them seen on the server, so a "new coupon" mark in
 * the header is read again once they have been shown.
 */
export function useUserCoupons() {
  return useQuery({
    queryKey: userCouponKeys.all,
    queryFn: async () => {
      const list = await api('/api/coupon/userCoupon');
      const store = useUserStore.getState();
      if (store.userinfo?.new_coupon_icon === 1) void store.loadPersonalInfo(true);
      return list;
    },
  });
}

export function couponsByState(coupons: readonly UserCoupon[]): Record<CouponState, UserCoupon[]> {
  const groups: Record<CouponState, UserCoupon[]> = { 0: [], 1: [], 2: [] };
  for (const coupon of coupons) {
    const state = coupon.status as CouponState;
    if (state in groups) groups[state].push(coupon);
  }
  return groups;
}

/** Fen as a coupon face shows it: 50, 12.5, 0.99 (no float arithmetic). */
function faceYuan(fen: number): string {
  const cents = fen % 100;
  if (cents === 0) return String((fen - cents) / 100);
  return `${(fen - cents) / 100}.${String(cents).padStart(2, '0').replace(/0$/, '')}`;
}

/**
 * The big figure of a coupon ticket. A rate coupon says its rate in `desc` (满500享8.5折); any
 * other takes its amount off (满300减50 → ¥50).
 */
export function couponFace(coupon: Pick<UserCoupon, 'desc' | 'amount_fen'>): {
  prefix: string;
  value: string;
  unit: string;
} {
  const rate = /(\d+(?:\.\d+)?)\s*折/.exec(coupon.desc);
  if (rate?.[1]) return { prefix: '', value: rate[1], unit: '折' };
  return { prefix: '¥', value: faceYuan(coupon.amount_fen), unit: '' };
}

/** 2026-01-05 10:00 至 2026-01-12 10:00 (China time): a coupon ends at the minute it was claimed. */
export function couponValidity(coupon: Pick<UserCoupon, 'valid_from' | 'valid_to'>): string {
  return `${coupon.valid_from.slice(0, 16)} 至 ${coupon.valid_to.slice(0, 16)}`;
}
