import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/schema.js';

export interface CouponCampaignsTable {
  id: Generated<number>;
  name: string;
  amount_fen: number;
  threshold_fen: number;
  valid_days: number;
  starts_at: Timestamp;
  ends_at: Timestamp | null;
  audience: 'new_users' | 'all';
  audience_days: Generated<number>;
  quantity: number | null;
  claimed: Generated<number>;
  active: Generated<boolean>;
  created_at: Timestamp;
}

export interface UserCouponsTable {
  id: Generated<number>;
  user_id: number;
  campaign_id: number;
  name: string;
  amount_fen: number;
  threshold_fen: number;
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
