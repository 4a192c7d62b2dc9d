import { maskMobile } from '@boguan/contracts/mask';
import {
  commissionOf,
  fenToYuan,
  isAlipayAccount,
  isBankCard,
  isRealName,
  maskAccount,
  yuanToFen,
} from '@boguan/contracts/wallet';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

/** The pure rules the form and the server share (packages/contracts/src/wallet.ts). */
describe('wallet rules', () => {
  it('reads a typed yuan amount into fen exactly, and nothing else', () => {
    expect(yuanToFen('100')).toBe(10_000);
    expect(yuanToFen('100.5')).toBe(10_050);
    expect(yuanToFen('0.01')).toBe(1);
    expect(yuanToFen(' 1234.56 ')).toBe(123_456);
    expect(yuanToFen('0')).toBe(0);
    for (const bad of ['', '0.001', '-1', '+1', '1e3', '01', '1.', '.5', '1,000', '123456789', 'NaN', '１００']) {
      expect(yuanToFen(bad), bad).toBeNull();
    }
    fc.assert(fc.property(fc.integer({ min: 0, max: 9_999_999_999 }), (fen) => yuanToFen(fenToYuan(fen)) === fen));
  });

  it('floors commissions to the fen', () => {
    expect(commissionOf(39_900)).toBe(7_980);
    expect(commissionOf(102_701)).toBe(20_540);
    expect(commissionOf(4)).toBe(0);
  });

  it('checks bank cards by length and Luhn, names and Alipay accounts by shape', () => {
    expect(isBankCard('6217000000000006')).toBe(true);
    expect(isBankCard('6222020000000000000')).toBe(true);
    expect(isBankCard('6222020000000000001')).toBe(false);
    expect(isBankCard('621700000000006')).toBe(false);
    expect(isBankCard('62220200000000000000')).toBe(false);
    expect(isRealName('张三')).toBe(true);
    expect(isRealName('阿卜杜·热西提')).toBe(true);
    for (const bad of ['张', '·张三', '张三·', '张··三', 'Tom', '张三1', '张'.repeat(21)]) {
      expect(isRealName(bad), bad).toBe(false);
    }
    expect(isAlipayAccount('13800138000')).toBe(true);
    expect(isAlipayAccount('zhang.san@example.com')).toBe(true);
    for (const bad of ['12800138000', '1380013800', 'zhang@localhost', '@example.com']) {
      expect(isAlipayAccount(bad), bad).toBe(false);
    }
  });

  it('masks mobiles and accounts', () => {
    expect(maskMobile('13812341234')).toBe('138****1234');
    expect(maskAccount('bank', '6217000000000006')).toBe('**** 0006');
    expect(maskAccount('alipay', '13800138000')).toBe('138****8000');
    expect(maskAccount('alipay', 'zhang.san@example.com')).toBe('zh***@example.com');
  });
});
