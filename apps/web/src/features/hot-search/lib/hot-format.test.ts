import { describe, expect, it } from 'vitest';
import { formatMinutes, shortTime, trendText } from './hot-format';

describe('hot-search formats', () => {
  it('writes minutes as hours and minutes', () => {
    expect(formatMinutes(0)).toBe('不足1分钟');
    expect(formatMinutes(45)).toBe('45分钟');
    expect(formatMinutes(120)).toBe('2小时');
    expect(formatMinutes(95)).toBe('1小时35分');
  });

  it('shortens times and writes trends', () => {
    expect(shortTime('2026-01-05 10:00:00')).toBe('01-05 10:00');
    expect(shortTime(null)).toBe('-');
    expect(trendText('rising', 33.3)).toBe('上升 +33.3%');
    expect(trendText('new', null)).toBe('新上榜');
  });
});
