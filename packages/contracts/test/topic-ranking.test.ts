import { describe, expect, it } from 'vitest';
import { lastFinishedPeriod, periodEnd, periodLabel, periodStart } from '../src/topic-ranking.js';

// 2026-01-05 10:30 China time, a Monday.
const at = new Date('2026-01-05T02:30:00Z');

describe('topic board periods (China time)', () => {
  it('hours, days from 00:00 and weeks from Monday 00:00', () => {
    expect(periodStart('hour', at).toISOString()).toBe('2026-01-05T02:00:00.000Z');
    expect(periodStart('day', at).toISOString()).toBe('2026-01-04T16:00:00.000Z');
    expect(periodStart('week', at).toISOString()).toBe('2026-01-04T16:00:00.000Z');
    // A Sunday belongs to the week that began the Monday before.
    expect(periodStart('week', new Date('2026-01-04T15:59:00Z')).toISOString()).toBe('2025-12-28T16:00:00.000Z');
  });

  it('the latest finished period and the labels the picker shows', () => {
    const hour = lastFinishedPeriod('hour', at);
    expect(periodLabel('hour', hour)).toBe('2026-01-05 09:00-10:00');
    expect(periodLabel('hour', new Date('2026-01-04T15:00:00Z'))).toBe('2026-01-04 23:00-24:00');
    expect(periodLabel('day', lastFinishedPeriod('day', at))).toBe('2026-01-04');
    const week = lastFinishedPeriod('week', at);
    expect(periodLabel('week', week)).toBe('2025-12-29 至 2026-01-04');
    expect(periodEnd('week', week).toISOString()).toBe('2026-01-04T16:00:00.000Z');
  });
});
