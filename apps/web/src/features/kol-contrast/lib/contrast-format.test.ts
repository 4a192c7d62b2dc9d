import { describe, expect, it } from 'vitest';
import { formatMetric, shareText } from './contrast-format';

describe('formatMetric', () => {
  it('formats each row kind the way the table shows it', () => {
    expect(formatMetric('count', 1_234_567)).toBe('123.46万');
    expect(formatMetric('change', 3200)).toBe('+3,200');
    expect(formatMetric('change', -15_000)).toBe('-1.5万');
    expect(formatMetric('percent', 0.01234)).toBe('1.23%');
    expect(formatMetric('index', 72.456)).toBe('72.5');
    expect(formatMetric('number', 41)).toBe('41');
  });
  it('gives shares with one decimal and a dash for nothing', () => {
    expect(shareText(1, 3)).toBe('33.3%');
    expect(shareText(0, 0)).toBe('-');
  });
});
