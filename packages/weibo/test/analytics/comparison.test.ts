import { describe, expect, it } from 'vitest';
import {
  audienceSplit,
  firstDayWithData,
  leadersOf,
  metricRows,
  seriesOnAxis,
} from '../../src/analytics/comparison.js';

describe('leaders of a metric', () => {
  it('marks the highest value, every tied one, and negative maxima too', () => {
    expect(leadersOf([1, 2, 3], [5, 9, 7])).toEqual([2]);
    expect(leadersOf([1, 2, 3], [9, 4, 9])).toEqual([1, 3]);
    expect(leadersOf([1, 2], [-30, -5])).toEqual([2]);
    expect(leadersOf([], [])).toEqual([]);
  });
  it('gives one row per metric with a value per blogger', () => {
    const cards = [
      { kol_id: 1, fans: 10, growth: -3 },
      { kol_id: 2, fans: 30, growth: -3 },
    ];
    expect(metricRows(cards, ['fans', 'growth'])).toEqual([
      { key: 'fans', values: [10, 30], leaders: [2] },
      { key: 'growth', values: [-3, -3], leaders: [1, 2] },
    ]);
  });
});

describe('trend axis', () => {
  const bloggers = [
    { kol_id: 1, uid: 'a' },
    { kol_id: 2, uid: 'b' },
  ];
  const dates = ['2026-01-01', '2026-01-02', '2026-01-03'];
  it('lays values on the shared axis with the given filler', () => {
    const values = [
      { uid: 'a', day: '2026-01-02', value: 10 },
      { uid: 'b', day: '2026-01-03', value: 4 },
    ];
    expect(seriesOnAxis(dates, bloggers, values, null)).toEqual([
      { kol_id: 1, values: [null, 10, null] },
      { kol_id: 2, values: [null, null, 4] },
    ]);
    expect(firstDayWithData(dates, seriesOnAxis(dates, bloggers, values, 0))).toBe(1);
    expect(firstDayWithData(dates, seriesOnAxis(dates, bloggers, [], 0))).toBe(2);
  });
});

describe('audience split', () => {
  it('counts gender and provinces per blogger, folding the tail and profiles saying 其他 into 其他', () => {
    const rows = [
      { uid: 'a', gender: 'f', province: '广东', n: 5 },
      { uid: 'a', gender: 'm', province: '广东', n: 2 },
      { uid: 'a', gender: 'x', province: '', n: 1 },
      { uid: 'a', gender: 'm', province: '其他', n: 3 },
      ...['北京', '上海', '浙江', '江苏', '四川', '湖北', '湖南', '河南', '河北', '山东'].map((province) => ({
        uid: 'a',
        gender: 'f',
        province,
        n: 1,
      })),
    ];
    const [a, b] = audienceSplit(
      [
        { kol_id: 1, uid: 'a' },
        { kol_id: 2, uid: 'b' },
      ],
      rows,
      { top: 10, other: '其他', unknown: '未知' },
    );
    expect(a?.sample_size).toBe(21);
    expect(a?.gender).toEqual({ m: 5, f: 15, n: 1 });
    expect(a?.provinces).toHaveLength(11);
    expect(a?.provinces[0]).toEqual({ name: '广东', count: 7 });
    // 12 named (广东, 未知 and ten with one each): ten shown, the two left over plus the three 其他 profiles make 其他
    expect(a?.provinces.at(-1)).toEqual({ name: '其他', count: 5 });
    expect(a?.provinces.some((p) => p.name === '未知')).toBe(true);
    expect(a?.provinces.filter((p) => p.name === '其他')).toHaveLength(1);
    expect(a?.provinces.reduce((sum, p) => sum + p.count, 0)).toBe(21);
    expect(b).toEqual({ kol_id: 2, sample_size: 0, gender: { m: 0, f: 0, n: 0 }, provinces: [] });
  });
});
