import { describe, expect, it } from 'vitest';
import { defaultRange, isDayDisabled } from './brand-dates';

describe('brand report dates', () => {
  it('defaults to the last 30 days, not before the kept history', () => {
    expect(defaultRange('2026-01-31', null)).toEqual(['2026-01-02', '2026-01-31']);
    expect(defaultRange('2026-01-31', '2026-01-20')).toEqual(['2026-01-20', '2026-01-31']);
  });

  it('greys out the future, days before the history and ends more than 366 days away', () => {
    expect(isDayDisabled('2026-02-01', '2026-01-31', null, null)).toBe(true);
    expect(isDayDisabled('2025-01-01', '2026-01-31', '2025-06-01', null)).toBe(true);
    expect(isDayDisabled('2026-01-01', '2026-01-31', '2024-06-01', '2025-01-01')).toBe(false);
    expect(isDayDisabled('2026-01-02', '2026-01-31', '2024-06-01', '2025-01-01')).toBe(true);
  });
});
