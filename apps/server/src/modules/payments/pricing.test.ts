import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CouponRow, couponApplies, couponDiscount, rankCoupons } from './pricing.js';

const NOW = new Date('2026-01-05T02:00:00.000Z');
const DAY = 86_400_000;

function coupon(terms: Partial<CouponRow>): CouponRow {
  return {
    id: 1,
    name: '券',
    kind: 'amount',
    amount_fen: 5000,
    threshold_fen: 0,
    rate_pct: null,
    max_discount_fen: null,
    valid_from: new Date(NOW.getTime() - DAY),
    valid_to: new Date(NOW.getTime() + DAY),
    ...terms,
  };
}

const amountCoupon = fc.record({
  kind: fc.constant('amount' as const),
  amount_fen: fc.integer({ min: 1, max: 1_000_000 }),
  threshold_fen: fc.integer({ min: 0, max: 10_000_000 }),
  rate_pct: fc.constant(null),
  max_discount_fen: fc.constant(null),
});
const rateCoupon = fc.record({
  kind: fc.constant('rate' as const),
  amount_fen: fc.constant(0),
  threshold_fen: fc.integer({ min: 0, max: 10_000_000 }),
  rate_pct: fc.integer({ min: 1, max: 99 }),
  max_discount_fen: fc.option(fc.integer({ min: 1, max: 1_000_000 }), { nil: null }),
});
const anyCoupon = fc.oneof(amountCoupon, rateCoupon).map(coupon);
/** Every amount a quote can reach: 1 fen up to the dearest price. */
const base = fc.integer({ min: 1, max: 899_900 });

describe('coupon discounts', () => {
  it('takes the amount off, or the unpaid share floored to the fen up to the cap', () => {
    expect(couponDiscount(coupon({ amount_fen: 5000 }), 39_900)).toBe(5000);
    const rate = coupon({ kind: 'rate', amount_fen: 0, rate_pct: 85, max_discount_fen: 20_000 });
    expect(couponDiscount(rate, 99_900)).toBe(14_985);
    expect(couponDiscount(rate, 899_900)).toBe(20_000);
    // 12345 × 15 % = 1851.75: floored.
    expect(couponDiscount({ ...rate, max_discount_fen: null }, 12_345)).toBe(1851);
  });

  it('never takes off the whole amount or a negative one when it applies', () => {
    fc.assert(
      fc.property(anyCoupon, base, (c, b) => {
        const discount = couponDiscount(c, b);
        expect(discount).toBeGreaterThanOrEqual(0);
        expect(Number.isInteger(discount)).toBe(true);
        if (couponApplies(c, b, NOW)) {
          expect(discount).toBeGreaterThan(0);
          expect(discount).toBeLessThan(b);
          expect(b).toBeGreaterThanOrEqual(c.threshold_fen);
        }
      }),
    );
  });

  it('floors a rate exactly: discount × 100 ≤ base × (100 − rate) < (discount + 1) × 100, then caps', () => {
    fc.assert(
      fc.property(rateCoupon.map(coupon), base, (c, b) => {
        const rate = c.rate_pct ?? 0;
        const floored = Math.floor((b * (100 - rate)) / 100);
        expect(floored * 100).toBeLessThanOrEqual(b * (100 - rate));
        expect((floored + 1) * 100).toBeGreaterThan(b * (100 - rate));
        const expected = c.max_discount_fen === null ? floored : Math.min(floored, c.max_discount_fen);
        expect(couponDiscount(c, b)).toBe(expected);
      }),
    );
  });

  it('applies only while valid and from the threshold on', () => {
    const c = coupon({ threshold_fen: 30_000 });
    expect(couponApplies(c, 30_000, NOW)).toBe(true);
    expect(couponApplies(c, 29_999, NOW)).toBe(false);
    expect(couponApplies({ ...c, valid_to: NOW }, 30_000, NOW)).toBe(false);
    expect(couponApplies({ ...c, valid_from: new Date(NOW.getTime() + 1) }, 30_000, NOW)).toBe(false);
    // A rate that rounds to nothing on a tiny amount is not applied (it would be used up for 0).
    expect(couponApplies(coupon({ kind: 'rate', amount_fen: 0, rate_pct: 99 }), 50, NOW)).toBe(false);
  });

  it('ranks the applicable coupons first, the largest discount for this amount leading', () => {
    fc.assert(
      fc.property(fc.array(anyCoupon, { minLength: 1, maxLength: 8 }), base, (coupons, b) => {
        const ranked = rankCoupons(
          coupons.map((c, i) => ({ ...c, id: i + 1 })),
          b,
          NOW,
        );
        const usable = ranked.map((c) => couponApplies(c, b, NOW));
        expect(usable).toEqual([...usable].sort((x, y) => Number(y) - Number(x)));
        const discounts = ranked.filter((c) => couponApplies(c, b, NOW)).map((c) => couponDiscount(c, b));
        expect(discounts).toEqual([...discounts].sort((x, y) => y - x));
      }),
    );
  });
});
