import { describe, expect, it } from 'vitest';
import { parseCount, tryParseCount } from '../../src/parse/count.js';
import { chinaDayStart, midToDate, parseWeiboTime, toChinaIso } from '../../src/parse/time.js';

describe('parseCount', () => {
  it.each([
    ['145.5万', 1_455_000],
    ['1.2亿', 120_000_000],
    ['100万+', 1_000_000],
    ['3,456', 3456],
    ['1,234,567', 1_234_567],
    ['10w+', 100_000],
    ['2.5k', 2500],
    [' 88 ', 88],
    ['', 0],
    ['转发', 0],
    [1363591, 1_363_591],
    [12.6, 13],
    [null, 0],
    [undefined, 0],
  ])('%s → %d', (input, expected) => {
    expect(parseCount(input)).toBe(expected);
  });

  it('never returns NaN for garbage, and tryParseCount says it is not a count', () => {
    for (const bad of ['abc', '1.2.3万', '万', {}, [], Number.NaN, Number.POSITIVE_INFINITY, '--']) {
      expect(parseCount(bad)).toBe(0);
      expect(tryParseCount(bad)).toBeNull();
    }
  });
});

describe('parseWeiboTime', () => {
  // 2025-06-14 10:00 China time.
  const now = new Date('2025-06-14T02:00:00Z');

  it('reads created_at with its offset', () => {
    expect(parseWeiboTime('Tue Jun 08 09:35:04 +0800 2021')?.toISOString()).toBe('2021-06-08T01:35:04.000Z');
    expect(parseWeiboTime('Tue Jun 08 09:35:04 +0000 2021')?.toISOString()).toBe('2021-06-08T09:35:04.000Z');
  });

  it('reads relative forms against now, in China time', () => {
    expect(parseWeiboTime('刚刚', now)).toEqual(now);
    expect(parseWeiboTime('3分钟前', now)?.toISOString()).toBe('2025-06-14T01:57:00.000Z');
    expect(parseWeiboTime('2小时前', now)?.toISOString()).toBe('2025-06-14T00:00:00.000Z');
    expect(parseWeiboTime('30秒前', now)?.toISOString()).toBe('2025-06-14T01:59:30.000Z');
    expect(parseWeiboTime('今天 08:00', now)?.toISOString()).toBe('2025-06-14T00:00:00.000Z');
    expect(parseWeiboTime('昨天 12:30', now)?.toISOString()).toBe('2025-06-13T04:30:00.000Z');
    expect(parseWeiboTime('前天 23:59', now)?.toISOString()).toBe('2025-06-12T15:59:00.000Z');
  });

  it('uses the China day, not the UTC day, for 昨天 just after midnight China time', () => {
    const earlyMorning = new Date('2025-06-13T16:30:00Z'); // 00:30 on 06-14 in China
    expect(parseWeiboTime('昨天 23:00', earlyMorning)?.toISOString()).toBe('2025-06-13T15:00:00.000Z');
  });

  it('puts "06-14" in this year, or last year when that would be in the future', () => {
    expect(parseWeiboTime('06-14', now)?.toISOString()).toBe('2025-06-13T16:00:00.000Z');
    expect(parseWeiboTime('06-15', now)?.toISOString()).toBe('2024-06-14T16:00:00.000Z');
    expect(parseWeiboTime('01-02 08:05', now)?.toISOString()).toBe('2025-01-02T00:05:00.000Z');
    expect(parseWeiboTime('06月01日 12:00', now)?.toISOString()).toBe('2025-06-01T04:00:00.000Z');
  });

  it('reads full dates as China time', () => {
    expect(parseWeiboTime('2023-06-14')?.toISOString()).toBe('2023-06-13T16:00:00.000Z');
    expect(parseWeiboTime('2021-06-08 09:35')?.toISOString()).toBe('2021-06-08T01:35:00.000Z');
    expect(parseWeiboTime('2021/06/08 09:35:04')?.toISOString()).toBe('2021-06-08T01:35:04.000Z');
    expect(parseWeiboTime('2021年06月08日 09:35')?.toISOString()).toBe('2021-06-08T01:35:00.000Z');
    expect(parseWeiboTime('2021-06-08T09:35:04+08:00')?.toISOString()).toBe('2021-06-08T01:35:04.000Z');
  });

  it('reads epoch seconds and milliseconds', () => {
    expect(parseWeiboTime(1748709114)?.toISOString()).toBe('2025-05-31T16:31:54.000Z');
    expect(parseWeiboTime('1748709114000')?.toISOString()).toBe('2025-05-31T16:31:54.000Z');
  });

  it('returns null for relative forms without now and for nonsense', () => {
    expect(parseWeiboTime('3分钟前')).toBeNull();
    expect(parseWeiboTime('昨天 12:30')).toBeNull();
    for (const bad of ['', 'yesterday', '2023-02-30', '2023-13-01', '昨天 25:00', null, {}, -5]) {
      expect(parseWeiboTime(bad, now)).toBeNull();
    }
  });

  it('formats China ISO times and day starts', () => {
    expect(toChinaIso(new Date('2025-05-31T16:31:54Z'))).toBe('2025-06-01T00:31:54+08:00');
    expect(chinaDayStart(new Date('2025-05-31T16:31:54Z')).toISOString()).toBe('2025-05-31T16:00:00.000Z');
  });
});

describe('midToDate', () => {
  it('decodes the posting second from real mids', () => {
    expect(midToDate('4645748019299849')?.toISOString()).toBe('2021-06-08T01:35:04.000Z');
    expect(midToDate('4655758022804664')?.toISOString()).toBe('2021-07-05T16:31:15.000Z');
  });

  it('rejects ids that are not mids', () => {
    expect(midToDate('Kjc77D1jz')).toBeNull();
    expect(midToDate('123')).toBeNull();
  });
});
