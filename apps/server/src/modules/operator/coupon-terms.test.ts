import { couponDesc, rateText } from '@boguan/contracts/coupons';
import { rateTextToPct, yuanTextToFen } from '@boguan/contracts/operator';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const amount = (amount_fen: number, threshold_fen: number) => ({
  kind: 'amount' as const,
  amount_fen,
  threshold_fen,
  rate_pct: null,
  max_discount_fen: null,
});
const rate = (rate_pct: number, threshold_fen: number, max_discount_fen: number | null) => ({
  kind: 'rate' as const,
  amount_fen: 0,
  threshold_fen,
  rate_pct,
  max_discount_fen,
});

describe('coupon terms as people read and type them', () => {
  it('describes both kinds', () => {
    expect(couponDesc(amount(5000, 30_000))).toBe('满300减50');
    expect(couponDesc(amount(5000, 0))).toBe('无门槛减50');
    expect(couponDesc(amount(1050, 9999))).toBe('满99.99减10.50');
    expect(couponDesc(rate(85, 50_000, null))).toBe('满500享8.5折');
    expect(couponDesc(rate(85, 0, 20_000))).toBe('8.5折 最高减200');
    expect(couponDesc(rate(80, 50_000, 20_000))).toBe('满500享8折 最高减200');
    expect(couponDesc(rate(5, 0, null))).toBe('0.5折');
    expect(rateText(99)).toBe('9.9');
  });

  it('reads yuan into fen exactly, without floats', () => {
    expect(yuanTextToFen('50')).toBe(5000);
    expect(yuanTextToFen('0.01')).toBe(1);
    expect(yuanTextToFen('0.1')).toBe(10);
    expect(yuanTextToFen('19.99')).toBe(1999);
    for (const bad of ['', '1.234', '-1', '1e3', ' 1', '1.', '.5', '１', 'NaN', '0x10']) {
      expect(yuanTextToFen(bad), bad).toBeNull();
    }
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (fen) => {
        const text = `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
        expect(yuanTextToFen(text)).toBe(fen);
      }),
    );
  });

  it('reads 折 into the share paid: 8.5 → 85, one decimal, 0.1 to 9.9', () => {
    expect(rateTextToPct('8.5')).toBe(85);
    expect(rateTextToPct('8')).toBe(80);
    expect(rateTextToPct('0.1')).toBe(1);
    expect(rateTextToPct('9.9')).toBe(99);
    for (const bad of ['0', '0.0', '10', '8.55', '-8', '8.', '', '八五']) expect(rateTextToPct(bad), bad).toBeNull();
  });
});
