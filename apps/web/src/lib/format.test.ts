import { describe, expect, it } from 'vitest';
import { formatChange, formatCount, formatPercent } from './format';

describe('number formats', () => {
  it('uses 万 and 亿 above ten thousand and trims trailing zeros', () => {
    expect(formatCount(9999)).toBe('9,999');
    expect(formatCount(12_345)).toBe('1.23万');
    expect(formatCount(1_000_000)).toBe('100万');
    expect(formatCount(123_456_789)).toBe('1.23亿');
    expect(formatCount(null)).toBe('-');
  });

  it('shows ratios as percentages and changes with a sign', () => {
    expect(formatPercent(0.0123)).toBe('1.23%');
    expect(formatPercent(undefined)).toBe('-');
    expect(formatChange(15_000)).toBe('+1.5万');
    expect(formatChange(-350)).toBe('-350');
    expect(formatChange(0)).toBe('0');
  });
});
