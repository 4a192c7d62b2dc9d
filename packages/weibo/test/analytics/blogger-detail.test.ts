import { describe, expect, it } from 'vitest';
import { chinaHourAndWeekday, postingRhythm } from '../../src/analytics/posting-rhythm.js';
import { estimatePrice } from '../../src/analytics/price-band.js';
import { similarity } from '../../src/analytics/similarity.js';

describe('price band', () => {
  it('averages a CPE band and a CPM band, rounded to 10 yuan, and states its basis', () => {
    const band = estimatePrice({ avgInteractions: 1000, followers: 1_000_000, days: 90 });
    // CPE 1000 × 0.5–2 = 500–2000; CPM 1,000,000 × 10% ÷ 1000 × 15–45 = 1500–4500.
    expect(band.cpe).toEqual({ low: 500, high: 2000 });
    expect(band.cpm).toEqual({ low: 1500, high: 4500 });
    expect(band.low).toBe(1000);
    expect(band.high).toBe(3250);
    expect(band.basis).toContain('估算');
    expect(band.basis).toContain('500–2000');
    expect(band.basis).toContain('1500–4500');
  });
  it('is zero for a blogger without followers or interactions', () => {
    const band = estimatePrice({ avgInteractions: 0, followers: 0, days: 90 });
    expect([band.low, band.high]).toEqual([0, 0]);
  });
});

describe('similarity', () => {
  it('scores category overlap, follower scale and engagement', () => {
    const s = similarity(
      { categories: ['美妆', '时尚'], followers: 99_999, engagementRate: 0.02 },
      { categories: ['美妆'], followers: 99_999, engagementRate: 0.01 },
    );
    // category 1/2, scale 1, engagement 0.5 → 0.4 × 0.5 + 0.4 + 0.2 × 0.5 = 0.7
    expect(s.score).toBe(70);
    expect(s.shared).toEqual(['美妆']);
    expect(s.reasons).toEqual(['同分类 美妆', '粉丝量级相近']);
  });
  it('gives no scale credit two orders of magnitude apart and full engagement credit when both are 0', () => {
    const s = similarity(
      { categories: ['数码'], followers: 999, engagementRate: 0 },
      { categories: ['数码'], followers: 99_999, engagementRate: 0 },
    );
    expect(s.score).toBe(60);
    expect(s.reasons).toEqual(['同分类 数码', '互动率相近']);
  });
});

describe('posting rhythm', () => {
  it('shifts to UTC+8 and counts Monday as 0', () => {
    // 2026-01-04 is a Sunday; 20:30 UTC is Monday 04:30 in China.
    expect(chinaHourAndWeekday(new Date('2026-01-04T20:30:00Z'))).toEqual({ hour: 4, weekday: 0 });
    expect(chinaHourAndWeekday(new Date('2026-01-04T10:00:00Z'))).toEqual({ hour: 18, weekday: 6 });
  });
  it('counts posts per hour, weekday and cell, and the originals', () => {
    const rhythm = postingRhythm([
      { createdAt: new Date('2026-01-04T20:30:00Z'), isOriginal: true },
      { createdAt: new Date('2026-01-04T20:50:00Z'), isOriginal: false },
      { createdAt: new Date('2026-01-04T10:00:00Z'), isOriginal: true },
    ]);
    expect(rhythm.byHour[4]).toBe(2);
    expect(rhythm.byHour[18]).toBe(1);
    expect(rhythm.byWeekday).toEqual([2, 0, 0, 0, 0, 0, 1]);
    expect(rhythm.cells).toEqual([
      [0, 4, 2],
      [6, 18, 1],
    ]);
    expect(rhythm.original).toBe(2);
  });
});
