import type { CouponKind } from '@boguan/contracts/coupons';
import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/schema.js';

export interface CouponCampaignsTable {
  id: Generated<number>;
  name: string;
  /** 0 for a rate coupon. */
  amount_fen: number;
  threshold_fen: number;
  kind: Generated<CouponKind>;
  /** What a rate coupon leaves to pay, in percent (85 = 8.5折); null for an amount coupon. */
  rate_pct: number | null;
  /** The most a rate coupon takes off, in fen; null for no cap. */
  max_discount_fen: number | null;
  valid_days: number;
  starts_at: Timestamp;
  ends_at: Timestamp | null;
  /** mobiles: granted at once to listed accounts by an operator, never claimable. */
  audience: 'new_users' | 'all' | 'mobiles';
  audience_days: Generated<number>;
  quantity: number | null;
  claimed: Generated<number>;
  active: Generated<boolean>;
  /** The operator who made it in the operator area; null for seeded campaigns. */
  created_by: number | null;
  created_at: Timestamp;
}

export interface UserCouponsTable {
  id: Generated<number>;
  user_id: number;
  campaign_id: number;
  name: string;
  amount_fen: number;
  threshold_fen: number;
  kind: Generated<CouponKind>;
  rate_pct: number | null;
  max_discount_fen: number | null;
  valid_from: Timestamp;
  valid_to: Timestamp;
  status: Generated<number>;
  seen: Generated<boolean>;
  used_at: Timestamp | null;
  created_at: Timestamp;
}

export interface CouponsTables {
  coupon_campaigns: CouponCampaignsTable;
  user_coupons: UserCouponsTable;
}
