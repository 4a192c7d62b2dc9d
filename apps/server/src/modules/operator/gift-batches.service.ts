import { chinaDate, chinaDayEnd, formatChinaTime } from '@boguan/contracts/china-time';
import { levelName } from '@boguan/contracts/membership';
import { OperatorMessage as M, OPERATOR_PER_PAGE } from '@boguan/contracts/operator';
import type { GiftCodesInput } from '@boguan/contracts/operator.api';
import { pageSlice } from '../../db/paging.js';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import { createGiftCodes } from '../gifts/create-gift-codes.js';
import { pageGiftBatches } from './gift-batches.repository.js';
import { logOperatorAction, type Operator } from './operator-guard.js';

/** The last China date a code whose deadline is `expiresAt` (the next day's start) can be redeemed. */
const lastDay = (expiresAt: Date | string) => chinaDate(new Date(new Date(expiresAt).getTime() - 1));

/**
 * Mints gift codes for an operator (the CLI's rules, smaller limits) and answers them: the only
 * time they are shown. The codes and the operator log line are one transaction.
 */
export async function createGiftBatch(ctx: AppContext, operator: Operator, input: GiftCodesInput) {
  const now = ctx.clock.now();
  if (input.redeem_before && input.redeem_before < chinaDate(now)) throw AppError.bad(M.redeemBeforePast);
  const redeemBefore = input.redeem_before ? chinaDayEnd(input.redeem_before) : null;
  const name = levelName(input.level);
  const codes = await ctx.db.transaction().execute(async (trx) => {
    const made = await createGiftCodes(trx, {
      level: input.level,
      days: input.days,
      count: input.count,
      batch: input.batch,
      redeemBefore,
      now,
    });
    const until = input.redeem_before ? `，${input.redeem_before}前兑换` : '';
    await logOperatorAction(
      trx,
      operator,
      'gift_codes',
      input.batch,
      `${name}${input.days}天 × ${made.length}${until}`,
      now,
    );
    return made;
  });
  return {
    batch: input.batch,
    level: input.level,
    level_name: name,
    days: input.days,
    redeem_before: input.redeem_before ?? '',
    codes,
  };
}

export async function giftBatches(ctx: AppContext, page: number) {
  const { rows, total } = await pageGiftBatches(ctx.db, pageSlice(page, OPERATOR_PER_PAGE));
  const data = rows.map((row) => ({
    batch: row.batch,
    level: row.level,
    level_name: levelName(row.level),
    days: row.days,
    count: Number(row.count),
    used: Number(row.used),
    redeem_before: row.expires_at ? lastDay(row.expires_at) : '',
    create_time: formatChinaTime(row.created_at),
  }));
  return { data, page, per_page: OPERATOR_PER_PAGE, total };
}
