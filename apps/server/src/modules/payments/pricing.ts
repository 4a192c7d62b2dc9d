import { DAY_MS } from '@boguan/contracts/china-time';
import type { CouponKind } from '@boguan/contracts/coupons';
import { PRICES_FEN } from '@boguan/contracts/payments';

/*
 * The money rules of a purchase, pure (docs/payments.md "Prices and the amount to pay"). The
 * quote, the order and the tests all compute with these.
 */

/** A paid level-30 period not yet credited: what it cost and the time it bought. */
export interface PaidPeriod {
  startsAt: Date;
  endsAt: Date;
  payFen: number;
}

const seconds = (ms: number) => Math.max(0, Math.floor(ms / 1000));

/**
 * What the unused 高级版 time is worth when upgrading to 专业版, in fen. Time bought by a paid order
 * is worth what was paid for it: unused seconds × amount paid ÷ the period's seconds, floored to the
 * fen, per order. Time no order paid for (gift codes) is worth the list monthly price of 高级版 per
 * 30 days: unused seconds × 39900 ÷ 2,592,000, floored.
 */
export function upgradeCredit(now: Date, levelExpiresAt: Date, periods: PaidPeriod[]): number {
  const end = levelExpiresAt.getTime();
  const from = now.getTime();
  if (end <= from) return 0;
  let credit = 0;
  let covered = 0;
  for (const period of periods) {
    const starts = period.startsAt.getTime();
    const ends = Math.min(period.endsAt.getTime(), end);
    const unusedFrom = Math.max(starts, from);
    if (ends <= unusedFrom) continue;
    const periodSeconds = seconds(period.endsAt.getTime() - starts);
    if (periodSeconds === 0) continue;
    const unused = seconds(ends - unusedFrom);
    covered += unused;
    credit += Math.floor((unused * period.payFen) / periodSeconds);
  }
  const uncovered = Math.max(0, seconds(end - from) - covered);
  credit += Math.floor((uncovered * PRICES_FEN[30].month) / seconds(30 * DAY_MS));
  return credit;
}

export interface CouponRow {
  id: number;
  name: string;
  kind: CouponKind;
  amount_fen: number;
  threshold_fen: number;
  rate_pct: number | null;
  max_discount_fen: number | null;
  valid_from: Date | string;
  valid_to: Date | string;
}

/**
 * What a coupon takes off an amount `baseFen` (the list price after the upgrade credit), in fen:
 * an amount coupon its amount; a rate coupon the share not paid, floored to the fen, at most its
 * cap: min(floor(base × (100 − rate_pct) / 100), max_discount_fen).
 */
export function couponDiscount(coupon: CouponRow, baseFen: number): number {
  if (coupon.kind !== 'rate' || coupon.rate_pct === null) return coupon.amount_fen;
  const off = Math.floor((baseFen * (100 - coupon.rate_pct)) / 100);
  return coupon.max_discount_fen === null ? off : Math.min(off, coupon.max_discount_fen);
}

/**
 * A coupon applies when it is valid now, the amount after credit reaches its threshold, and its
 * discount for that amount takes something off but leaves at least 1 fen to pay.
 */
export function couponApplies(coupon: CouponRow, baseFen: number, now: Date): boolean {
  const discount = couponDiscount(coupon, baseFen);
  return (
    new Date(coupon.valid_from).getTime() <= now.getTime() &&
    new Date(coupon.valid_to).getTime() > now.getTime() &&
    coupon.threshold_fen <= baseFen &&
    discount > 0 &&
    discount < baseFen
  );
}

/** Best first: applicable before not, then the larger discount for this amount, then the one expiring sooner. */
export function rankCoupons<T extends CouponRow>(coupons: T[], baseFen: number, now: Date): T[] {
  return [...coupons].sort((a, b) => {
    const usable = Number(couponApplies(b, baseFen, now)) - Number(couponApplies(a, baseFen, now));
    if (usable !== 0) return usable;
    const discount = couponDiscount(b, baseFen) - couponDiscount(a, baseFen);
    if (discount !== 0) return discount;
    const expiry = new Date(a.valid_to).getTime() - new Date(b.valid_to).getTime();
    return expiry !== 0 ? expiry : a.id - b.id;
  });
}
