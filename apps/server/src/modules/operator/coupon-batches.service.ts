import { chinaDate, chinaDayEnd, chinaDayStart, formatChinaTime } from '@boguan/contracts/china-time';
import type { CouponBatchCreated, CouponBatchInput, CouponBatchItem } from '@boguan/contracts/coupon-batches.api';
import { COUPON_KIND_NAMES, couponDesc } from '@boguan/contracts/coupons';
import {
  COUPON_AUDIENCE_NAMES,
  COUPON_BATCH_STATE_NAMES,
  type CouponBatchState,
  OperatorMessage as M,
  OPERATOR_PER_PAGE,
} from '@boguan/contracts/operator';
import { pageSlice } from '../../db/paging.js';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import {
  accountsByMobiles,
  grantCampaign,
  insertOperatorCampaign,
  lockCampaign,
  pageCampaigns,
  stopCampaign,
} from '../coupons/coupon-batches.repository.js';
import { notifyUser } from '../home-content/messages.service.js';
import { logOperatorAction, type Operator } from './operator-guard.js';

/*
 * Coupon batches of the operator area (docs/operator.md): claimable campaigns for new users or
 * everyone, and batches granted at once to listed accounts. Each change and its operator log line
 * are one transaction.
 */

interface BatchRow {
  audience: string;
  active: boolean;
  starts_at: Date | string;
  ends_at: Date | string | null;
  quantity: number | null;
  claimed: number;
}

function batchState(row: BatchRow, now: Date): CouponBatchState {
  if (row.audience === 'mobiles') return 'granted';
  if (!row.active) return 'stopped';
  if (new Date(row.starts_at).getTime() > now.getTime()) return 'upcoming';
  if (row.ends_at !== null && new Date(row.ends_at).getTime() <= now.getTime()) return 'ended';
  if (row.quantity !== null && row.claimed >= row.quantity) return 'sold_out';
  return 'running';
}

export async function couponBatches(ctx: AppContext, page: number) {
  const now = ctx.clock.now();
  const { rows, total } = await pageCampaigns(ctx.db, pageSlice(page, OPERATOR_PER_PAGE));
  const data: CouponBatchItem[] = rows.map((row) => {
    const state = batchState(row, now);
    return {
      id: row.id,
      name: row.name,
      kind: row.kind,
      kind_name: COUPON_KIND_NAMES[row.kind],
      desc: couponDesc(row),
      amount_fen: row.amount_fen,
      rate_pct: row.rate_pct,
      max_discount_fen: row.max_discount_fen,
      threshold_fen: row.threshold_fen,
      valid_days: row.valid_days,
      audience: row.audience,
      audience_name: COUPON_AUDIENCE_NAMES[row.audience],
      audience_days: row.audience_days,
      quantity: row.quantity,
      claimed: row.claimed,
      used: Number(row.used ?? 0),
      starts_at: formatChinaTime(row.starts_at),
      ends_at: row.ends_at ? formatChinaTime(row.ends_at) : '',
      state,
      state_name: COUPON_BATCH_STATE_NAMES[state],
      create_time: formatChinaTime(row.created_at),
    };
  });
  return { data, page, per_page: OPERATOR_PER_PAGE, total };
}

/** The coupon terms of a request: a rate coupon has no amount, an amount coupon no rate or cap. */
function termsOf(input: CouponBatchInput) {
  const rate = input.kind === 'rate';
  return {
    kind: input.kind,
    amount_fen: rate ? 0 : (input.amount ?? 0),
    threshold_fen: input.threshold,
    rate_pct: rate ? (input.rate ?? null) : null,
    max_discount_fen: rate ? (input.max_discount ?? null) : null,
  };
}

/**
 * Creates a batch. A claimable one (new users, everyone) opens at `starts_at` (default now) and
 * closes after `ends_at` (the whole day, China time). A batch for mobiles is granted now, in the
 * same transaction: each listed account gets one coupon, numbers without an account are answered
 * back. A name already used by an operator batch is refused, which also makes a doubled request
 * grant once.
 */
export async function createCouponBatch(
  ctx: AppContext,
  operator: Operator,
  input: CouponBatchInput,
): Promise<CouponBatchCreated> {
  const now = ctx.clock.now();
  if (input.ends_at && input.ends_at < chinaDate(now)) throw AppError.bad(M.endsInPast);
  const terms = termsOf(input);
  const desc = couponDesc(terms);
  const forMobiles = input.audience === 'mobiles';
  return ctx.db.transaction().execute(async (trx) => {
    const campaign = await insertOperatorCampaign(trx, {
      name: input.name,
      ...terms,
      valid_days: input.valid_days,
      audience: input.audience,
      audience_days: input.audience_days,
      quantity: forMobiles ? null : (input.quantity ?? null),
      starts_at: !forMobiles && input.starts_at ? chinaDayStart(input.starts_at) : now,
      ends_at: !forMobiles && input.ends_at ? chinaDayEnd(input.ends_at) : null,
      created_by: operator.id,
      created_at: now,
    });
    if (!campaign) throw AppError.bad(M.nameTaken, `campaign name ${input.name} taken`);
    if (!forMobiles) {
      await logOperatorAction(trx, operator, 'coupon_batch', input.name, `${desc}，有效${input.valid_days}天`, now);
      return { id: campaign.id, name: campaign.name, granted: 0, unknown_mobiles: [] };
    }
    const accounts = await accountsByMobiles(trx, input.mobiles);
    const known = new Set(accounts.map((account) => account.mobile));
    const unknown = input.mobiles.filter((mobile) => !known.has(mobile));
    const granted = await grantCampaign(
      trx,
      campaign,
      accounts.map((account) => account.id),
      now,
    );
    for (const userId of granted) {
      await notifyUser(
        trx,
        userId,
        {
          type: 'coupon',
          title: '优惠券已到账',
          content: `“${campaign.name}”（${desc}，${input.valid_days}天内有效）已放入您的账号，可在账户信息中查看，购买会员时使用。`,
        },
        ctx.clock,
      );
    }
    const detail = `${desc}，有效${input.valid_days}天，发放${granted.length}人${unknown.length ? `，未注册${unknown.length}个` : ''}`;
    await logOperatorAction(trx, operator, 'coupon_grant', input.name, detail, now);
    return { id: campaign.id, name: campaign.name, granted: granted.length, unknown_mobiles: unknown };
  });
}

/** No further claims of a batch; coupons already held stay usable. */
export async function stopCouponBatch(ctx: AppContext, operator: Operator, id: number): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    const campaign = await lockCampaign(trx, id);
    if (!campaign) throw AppError.bad(M.batchNotFound, `no campaign ${id}`);
    if (!campaign.active) throw AppError.bad(M.batchStopped, `campaign ${id} already stopped`);
    await stopCampaign(trx, id);
    await logOperatorAction(trx, operator, 'coupon_stop', campaign.name, `批次${id}停止领取`, now);
  });
}
