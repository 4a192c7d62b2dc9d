import { describe, expect, it } from 'vitest';
import { money, yuanText } from './money';
import { isYuanText } from './yuan';

describe('money on the report pages', () => {
  it('shows fen as yuan with two decimals, and nothing entered as -', () => {
    expect(money(1_000_050)).toBe('¥10,000.50');
    expect(money(52)).toBe('¥0.52');
    expect(money(null)).toBe('-');
  });
  it('gives a money box back the yuan it was typed in', () => {
    expect([yuanText(300_000), yuanText(123_450), yuanText(5), yuanText(null)]).toEqual([
      '3000',
      '1234.50',
      '0.05',
      '',
    ]);
  });
});

describe('a yuan amount typed in a box', () => {
  it('takes digits with up to two decimals, up to 20,000,000', () => {
    expect(['0', '1000', '1000.5', '20000000'].map(isYuanText)).toEqual([true, true, true, true]);
    expect(['', '-1', '1.234', '1e3', '20000000.01', ' 5'].map(isYuanText)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
