import { formatChinaTime } from '@boguan/contracts/china-time';
import {
  COUPON_STATUS_NAMES,
  CouponMessage,
  CouponStatus,
  type CouponStatusFilter,
  couponDesc,
} from '@boguan/contracts/coupons';
import type { UserCouponList } from '@boguan/contracts/coupons.api';
import { Code } from '@boguan/contracts/envelope';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import { notifyUser } from '../home-content/messages.service.js';
import {
  type Campaign,
  CampaignSoldOut,
  campaignsFor,
  claimCampaign,
  claimedCampaignIds,
  hasUnseenUsableCoupon,
  listUserCoupons,
  markCouponsSeen,
  userRegisteredAt,
} from './coupons.repository.js';

function soldOut(campaign: Campaign): boolean {
  return campaign.quantity !== null && campaign.claimed >= campaign.quantity;
}

/** Campaigns this user could claim right now (drives personal info show_coupon). */
export async function claimableCampaigns(ctx: AppContext, userId: number): Promise<Campaign[]> {
  const now = ctx.clock.now();
  const open = await campaignsFor(ctx.db, await userRegisteredAt(ctx.db, userId), now);
  const claimed = await claimedCampaignIds(
    ctx.db,
    userId,
    open.map((campaign) => campaign.id),
  );
  return open.filter((campaign) => !claimed.has(campaign.id) && !soldOut(campaign));
}

export async function hasNewCoupon(ctx: AppContext, userId: number): Promise<boolean> {
  return hasUnseenUsableCoupon(ctx.db, userId, ctx.clock.now());
}

/**
 * /api/coupon/manualCoupon: claims every open campaign meant for this user. The three
 * answers of spec 8: claimed (code 1), already claimed (code 0, data {code: 1}), nothing
 * to claim (code 0, data {code: 0}).
 */
export async function claimCoupons(ctx: AppContext, userId: number): Promise<void> {
  const now = ctx.clock.now();
  const open = await campaignsFor(ctx.db, await userRegisteredAt(ctx.db, userId), now);
  const won: Campaign[] = [];
  for (const campaign of open) {
    try {
      const got = await ctx.db.transaction().execute((trx) => claimCampaign(trx, userId, campaign, now));
      if (got) won.push(campaign);
    } catch (error) {
      if (!(error instanceof CampaignSoldOut)) throw error;
    }
  }
  if (won.length > 0) {
    const names = won.map((campaign) => `“${campaign.name}”`).join('、');
    await notifyUser(
      ctx.db,
      userId,
      {
        type: 'coupon',
        title: '优惠券已到账',
        content: `${names}已放入您的账号，可在账户信息中查看，购买会员时使用。`,
      },
      ctx.clock,
    );
    return;
  }
  const claimed = await claimedCampaignIds(
    ctx.db,
    userId,
    open.map((campaign) => campaign.id),
  );
  if (claimed.size > 0) throw new AppError(Code.error, CouponMessage.alreadyClaimed, undefined, { code: 1 });
  throw new AppError(Code.error, CouponMessage.nothingToClaim, undefined, { code: 0 });
}

/** The user's coupons, newest first, in one state or all (`status` undefined). */
export async function userCoupons(
  ctx: AppContext,
  userId: number,
  status: CouponStatusFilter | undefined,
): Promise<UserCouponList> {
  const now = ctx.clock.now();
  const rows = await listUserCoupons(ctx.db, userId, status, now);
  await markCouponsSeen(ctx.db, userId);
  const data = rows.map((row) => {
    const expired = row.status === CouponStatus.usable && new Date(row.valid_to).getTime() <= now.getTime();
    const state = expired ? CouponStatus.expired : row.status;
    return {
      id: row.id,
      name: row.name,
      amount: row.amount_fen / 100,
      threshold: row.threshold_fen / 100,
      amount_fen: row.amount_fen,
      threshold_fen: row.threshold_fen,
      kind: row.kind,
      rate_pct: row.rate_pct,
      max_discount_fen: row.max_discount_fen,
      desc: couponDesc(row),
      status: state,
      status_name: COUPON_STATUS_NAMES[state] ?? '',
      valid_from: formatChinaTime(row.valid_from),
      valid_to: formatChinaTime(row.valid_to),
      create_time: formatChinaTime(row.created_at),
    };
  });
  return { data, total: data.length };
}
