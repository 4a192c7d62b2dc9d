import { describe, expect, it } from 'vitest';
import {
  brandGrowth,
  brandPeriodEnd,
  brandPeriodLabel,
  brandPeriodStart,
  lastFinishedBrandPeriod,
  shiftBrandPeriod,
} from '../src/brand-ranking.js';

// 2026-01-05 10:30 China time, a Monday.
const at = new Date('2026-01-05T02:30:00Z');

describe('brand board periods (China time)', () => {
  it('days from 00:00, weeks from Monday 00:00, months from the 1st', () => {
    expect(brandPeriodStart('day', at).toISOString()).toBe('2026-01-04T16:00:00.000Z');
    expect(brandPeriodStart('week', at).toISOString()).toBe('2026-01-04T16:00:00.000Z');
    expect(brandPeriodStart('month', at).toISOString()).toBe('2025-12-31T16:00:00.000Z');
    // 23:59 China time on 2026-01-31 is still January; a minute later is February.
    expect(brandPeriodStart('month', new Date('2026-01-31T15:59:00Z')).toISOString()).toBe('2025-12-31T16:00:00.000Z');
    expect(brandPeriodStart('month', new Date('2026-01-31T16:00:00Z')).toISOString()).toBe('2026-01-31T16:00:00.000Z');
  });

  it('months step over year ends and have their own lengths', () => {
    const jan = brandPeriodStart('month', at);
    expect(shiftBrandPeriod('month', jan, -1).toISOString()).toBe('2025-11-30T16:00:00.000Z');
    expect(shiftBrandPeriod('month', jan, -13).toISOString()).toBe('2024-11-30T16:00:00.000Z');
    const feb = brandPeriodEnd('month', jan);
    expect((brandPeriodEnd('month', feb).getTime() - feb.getTime()) / 86_400_000).toBe(28);
    expect(shiftBrandPeriod('week', brandPeriodStart('week', at), -1).toISOString()).toBe('2025-12-28T16:00:00.000Z');
  });

  it('the latest finished period and the labels the picker shows', () => {
    expect(brandPeriodLabel('day', lastFinishedBrandPeriod('day', at))).toBe('2026-01-04');
    expect(brandPeriodLabel('week', lastFinishedBrandPeriod('week', at))).toBe('2025-12-29 至 2026-01-04');
    expect(brandPeriodLabel('month', lastFinishedBrandPeriod('month', at))).toBe('2025年12月');
  });

  it('growth needs the base of its period type; a zero base has none', () => {
    expect(brandGrowth('day', 12, 0)).toBeNull();
    expect(brandGrowth('day', 20, 4)).toBeNull();
    expect(brandGrowth('day', 15, 5)).toBe(200);
    expect(brandGrowth('week', 15, 9)).toBeNull();
    expect(brandGrowth('month', 10, 20)).toBe(-50);
  });
});
