import { daysBetween } from '@boguan/contracts/china-time';
import { describe, expect, it } from 'vitest';
import { exportConfirmText, isDayDisabled, lastDays, progressPercent } from './stope-dates';

describe('stope dates', () => {
  it('blocks future days and ranges longer than 90 days', () => {
    expect(isDayDisabled('2026-01-06', '2026-01-05', null)).toBe(true);
    expect(isDayDisabled('2026-01-05', '2026-01-05', null)).toBe(false);
    // 2025-10-08 .. 2026-01-05 is 90 days inclusive; one more day is too many.
    expect(daysBetween('2025-10-08', '2026-01-05')).toBe(89);
    expect(isDayDisabled('2025-10-08', '2026-01-05', '2026-01-05')).toBe(false);
    expect(isDayDisabled('2025-10-07', '2026-01-05', '2026-01-05')).toBe(true);
    expect(isDayDisabled('2026-01-05', '2026-01-05', '2025-10-07')).toBe(true);
  });

  it('gives the last N days ending today', () => {
    expect(lastDays('2026-01-05', 3)).toEqual(['2026-01-03', '2026-01-05']);
    expect(lastDays('2026-03-01', 2)).toEqual(['2026-02-28', '2026-03-01']);
  });

  it('formats progress and the export confirmation', () => {
    expect(progressPercent(0.456)).toBe(46);
    expect(progressPercent(1.2)).toBe(100);
    expect(exportConfirmText(12, 12, 9)).toBe(
      '本次将导出 12 条博文，导出将消耗 1 次导出次数，本月剩余导出次数 9 次。确定导出吗？',
    );
    expect(exportConfirmText(1000, 1500, null)).toContain('共 1500 条，按会员上限导出最新 1000 条');
  });
});
