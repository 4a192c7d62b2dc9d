import { describe, expect, it } from 'vitest';
import { defaultRange, isDayDisabled } from './audience-dates';

describe('brand audience dates', () => {
  it('defaults to the last 30 days, never before the kept history', () => {
    expect(defaultRange('2026-01-31', null)).toEqual(['2026-01-02', '2026-01-31']);
    expect(defaultRange('2026-01-31', '2026-01-20')).toEqual(['2026-01-20', '2026-01-31']);
  });

  it('greys out the future, days before the kept history and ends past a year', () => {
    expect(isDayDisabled('2026-02-01', '2026-01-31', null, null)).toBe(true);
    expect(isDayDisabled('2026-01-19', '2026-01-31', '2026-01-20', null)).toBe(true);
    expect(isDayDisabled('2026-01-20', '2026-01-31', '2026-01-20', null)).toBe(false);
    expect(isDayDisabled('2025-01-31', '2026-01-31', null, '2026-01-30')).toBe(false);
    expect(isDayDisabled('2025-01-30', '2026-01-31', null, '2026-01-30')).toBe(true);
  });
});
