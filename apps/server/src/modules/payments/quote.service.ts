import { DAY_MS, formatChinaTime } from '@boguan/contracts/china-time';
import { couponDesc } from '@boguan/contracts/coupons';
import { levelName } from '@boguan/contracts/membership';
import { type PaidLevel, PayMessage, type PayTerm, priceOf, TERM_DAYS, TERM_NAMES } from '@boguan/contracts/payments';
import type { QuoteData } from '@boguan/contracts/payments.api';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { readUserLevel, uncreditedLevel30Periods, unusedCoupons } from './orders.repository.js';
import { couponApplies, couponDiscount, rankCoupons, upgradeCredit } from './pricing.js';

type Db = Kysely<Database> | Transaction<Database>;

export interface QuoteInput {
  level: PaidLevel;
  term: PayTerm;
  /** undefined: the best usable coupon; 0: none; an id: that coupon. */
  coupon_id?: number | undefined;
}

/** The user's level in force and when it ends (a paid level past its expiry is free). */
export function levelInForce(row: { level: number; level_expires_at: Date | string | null }, now: Date) {
  const expiry = row.level_expires_at ? new Date(row.level_expires_at) : null;
  const paid = row.level > 20 && (expiry === null || expiry.getTime() > now.getTime());
  return paid ? { level: row.level, expiresAt: expiry } : { level: 20, expiresAt: null };
}

/**
 * The amount to pay for a level and term, computed on the server only (docs/payments.md): the list
 * price, minus the upgrade credit of unused 高级版 time, minus the coupon chosen (by default the best
 * one that applies). `db` may be the order's transaction, so the order charges what it quotes.
 */
export async function computeQuote(db: Db, userId: number, input: QuoteInput, now: Date): Promise<QuoteData> {
  const current = levelInForce(await readUserLevel(db, userId), now);
  if (input.level < current.level) throw AppError.bad(PayMessage.lowerLevel, `level ${current.level} in force`);
  const kind = current.level === 20 ? 'new' : current.level === input.level ? 'renew' : 'upgrade';
  const days = TERM_DAYS[input.term];
  const listFen = priceOf(input.level, input.term);
  const creditFen =
    kind === 'upgrade' && current.expiresAt
      ? upgradeCredit(now, current.expiresAt, await uncreditedLevel30Periods(db, userId, now))
      : 0;
  const baseFen = listFen - creditFen;
  if (baseFen < 1) throw AppError.bad(PayMessage.creditTooHigh, `credit ${creditFen} >= list ${listFen}`);

  const ranked = rankCoupons(await unusedCoupons(db, userId, now), baseFen, now);
  let applied: (typeof ranked)[number] | undefined;
  if (input.coupon_id === undefined) {
    applied = ranked.find((coupon) => couponApplies(coupon, baseFen, now));
  } else if (input.coupon_id > 0) {
    applied = ranked.find((coupon) => coupon.id === input.coupon_id);
    if (!applied || !couponApplies(applied, baseFen, now)) {
      throw AppError.bad(PayMessage.couponUnusable, `coupon ${input.coupon_id} not applicable`);
    }
  }
  const discountFen = applied ? couponDiscount(applied, baseFen) : 0;
  const startsAt = kind === 'renew' && current.expiresAt ? current.expiresAt : now;
  return {
    level: input.level,
    level_name: levelName(input.level),
    term: input.term,
    term_name: TERM_NAMES[input.term],
    days,
    kind,
    list_fen: listFen,
    credit_fen: creditFen,
    discount_fen: discountFen,
    pay_fen: baseFen - discountFen,
    coupon_id: applied?.id ?? 0,
    coupons: ranked.map((coupon) => ({
      id: coupon.id,
      name: coupon.name,
      desc: couponDesc(coupon),
      amount_fen: coupon.amount_fen,
      threshold_fen: coupon.threshold_fen,
      kind: coupon.kind,
      rate_pct: coupon.rate_pct,
      max_discount_fen: coupon.max_discount_fen,
      valid_to: formatChinaTime(coupon.valid_to),
      usable: couponApplies(coupon, baseFen, now),
    })),
    expires_at: formatChinaTime(new Date(startsAt.getTime() + days * DAY_MS)),
  };
}
