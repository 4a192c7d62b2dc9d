import { describe, expect, it } from 'vitest';
import { defaultRange, isDayDisabled } from './topic-dates';

describe('topic analysis dates', () => {
  it('defaults to the last seven days, from the source’s first day at the earliest', () => {
    expect(defaultRange('2026-01-10', null)).toEqual(['2026-01-04', '2026-01-10']);
    expect(defaultRange('2026-01-10', '2026-01-08')).toEqual(['2026-01-08', '2026-01-10']);
  });

  it('greys out the future, days before the source, and ends past 92 days', () => {
    expect(isDayDisabled('2026-01-11', '2026-01-10', null, null)).toBe(true);
    expect(isDayDisabled('2026-01-07', '2026-01-10', '2026-01-08', null)).toBe(true);
    expect(isDayDisabled('2025-10-11', '2026-01-10', null, '2026-01-10')).toBe(false);
    expect(isDayDisabled('2025-10-10', '2026-01-10', null, '2026-01-10')).toBe(true);
  });
});
