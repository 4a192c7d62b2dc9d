import { describe, expect, it } from 'vitest';
import { formatMetric } from './metric-format';

describe('formatMetric', () => {
  it('formats each figure the way the tables show it', () => {
    expect(formatMetric('count', 1_234_567)).toBe('123.46万');
    expect(formatMetric('change', 3200)).toBe('+3,200');
    expect(formatMetric('change', -15_000)).toBe('-1.5万');
    expect(formatMetric('percent', 0.01234)).toBe('1.23%');
    expect(formatMetric('index', 72.456)).toBe('72.5');
    expect(formatMetric('number', 41)).toBe('41');
  });
});
