import { describe, expect, it } from 'vitest';
import { analyzeHotSearch } from '../../src/analytics/hot-search.js';
import type { HotSearchEntry } from '../../src/model.js';
import { readHotSearchArchive } from '../../src/parse/hot-search.js';
import { toChinaIso } from '../../src/parse/time.js';
import { fixturePath } from '../fixtures.js';

/*
 * Hand count. For each title we listed, file by file, whether it appears, its band_rank and the
 * display_time of that file (all entries of a file share one display_time):
 *
 * 小学门口倒闭的店因爱重生了: in 16 consecutive captures, 2025-06-01/16.json (rank 7, display_time
 *   1748766835) through 2025-06-02/07.json (rank 17, 1748820373), never missing in between, so time on
 *   list = 1748820373 - 1748766835 = 53538 s. Ranks 7,5,1,2,1,5,16,25,28,35,26,28,24,19,13,17: peak 1,
 *   first reached in 18.json (1748773721). Velocity to peak: (7 - 1) / ((1748773721 - 1748766835) / 3600 h).
 * 上海警方通报迪士尼打架事件: 16 consecutive captures 2025-06-01/22.json (rank 48, 1748787887) to
 *   2025-06-02/15.json (rank 40, 1748849306), including the 07.json → 10.json hole of the archive (both
 *   captures show it, so the interval counts): 1748849306 - 1748787887 = 61419 s. Peak rank 1 (23.json).
 * 高考加油: in 2025-06-01/00.json (rank 36), missing from 01.json, back in 02.json to 06.json (ranks 37,
 *   27, 26, 28, 47). Only 02→03→04→05→06 are consecutive pairs: 1748730358 - 1748716513 = 13845 s.
 *   Peak rank 26 (04.json, 1748723287). 6 captures.
 * 佟丽娅去了凤凰传奇演唱会: in 00, 01, 02, then missing from 03, back in 04, 05, 06, 07 (2025-06-01).
 *   Pairs 00→01→02: 1748716513 - 1748709114 = 7399 s; pairs 04→…→07: 1748733974 - 1748723287 = 10687 s;
 *   total 18086 s. Ranks 38, 30, 40, 37, 36, 28, 34: peak 28 (06.json). 7 captures.
 */
describe('hot-search analysis of the two-day archive, checked against hand counts', async () => {
  const { entries } = await readHotSearchArchive(fixturePath('hot-search-archive'));
  const analysis = analyzeHotSearch(entries);
  const stats = (title: string) => analysis.titles.find((t) => t.title === title)!;

  it('sees 43 captures', () => {
    expect(analysis.snapshots).toHaveLength(43);
  });

  it('小学门口倒闭的店因爱重生了', () => {
    const s = stats('小学门口倒闭的店因爱重生了');
    expect(s.timeOnListMs).toBe(53538 * 1000);
    expect(s.snapshots).toBe(16);
    expect(s.peakRank).toBe(1);
    expect(s.peakRankAt?.getTime()).toBe(1748773721 * 1000);
    expect(s.rankCurve.map((p) => p.rank)).toEqual([7, 5, 1, 2, 1, 5, 16, 25, 28, 35, 26, 28, 24, 19, 13, 17]);
    expect(toChinaIso(s.firstSeen)).toBe('2025-06-01T16:33:55+08:00');
    expect(toChinaIso(s.lastSeen)).toBe('2025-06-02T07:26:13+08:00');
    expect(s.peakHeat).toBe(1212474);
    expect(s.velocity).toBe(Math.round((6 / ((1748773721 - 1748766835) / 3600)) * 100) / 100);
  });

  it('上海警方通报迪士尼打架事件 (spans the day boundary and the 07→10 hole)', () => {
    const s = stats('上海警方通报迪士尼打架事件');
    expect(s.timeOnListMs).toBe(61419 * 1000);
    expect(s.snapshots).toBe(16);
    expect(s.peakRank).toBe(1);
    expect(s.peakRankAt?.getTime()).toBe(1748791615 * 1000);
  });

  it('高考加油 (one capture missing)', () => {
    const s = stats('高考加油');
    expect(s.timeOnListMs).toBe(13845 * 1000);
    expect(s.snapshots).toBe(6);
    expect(s.peakRank).toBe(26);
    expect(s.peakRankAt?.getTime()).toBe(1748723287 * 1000);
  });

  it('佟丽娅去了凤凰传奇演唱会 (two separate stretches)', () => {
    const s = stats('佟丽娅去了凤凰传奇演唱会');
    expect(s.timeOnListMs).toBe(18086 * 1000);
    expect(s.snapshots).toBe(7);
    expect(s.peakRank).toBe(28);
  });

  it('keeps ads apart and never ranks them', () => {
    expect(analysis.ads.length).toBeGreaterThan(0);
    expect(analysis.ads.every((a) => a.peakRank === null)).toBe(true);
    expect(analysis.titles.some((t) => t.title === '成年人的61礼物')).toBe(false);
    expect(analysis.ads.find((a) => a.title === '成年人的61礼物')?.snapshots).toBeGreaterThan(0);
  });

  it('drops intervals longer than maxGapMs when asked (the 07→10 hole is 10032 s)', () => {
    const capped = analyzeHotSearch(entries, { maxGapMs: 2 * 3_600_000 });
    const s = capped.titles.find((t) => t.title === '上海警方通报迪士尼打架事件')!;
    expect(s.timeOnListMs).toBe((61419 - (1748830406 - 1748820373)) * 1000);
  });
});

describe('hot-search analysis on a hand-made series', () => {
  const at = (h: number) => new Date(Date.UTC(2025, 0, 1, h));
  const entry = (h: number, word: string, rank: number | null, heat = 100): HotSearchEntry => ({
    capturedAt: at(h),
    rank,
    word,
    heat,
    category: '',
    label: '',
    isAd: false,
  });

  it('computes per-point and to-peak velocity in positions per hour', () => {
    const series = [entry(0, 'a', 20), entry(1, 'x', 1), entry(2, 'a', 10, 500), entry(4, 'a', 14), entry(4, 'a', 12)];
    const a = analyzeHotSearch(series).titles.find((t) => t.title === 'a')!;
    // Captures at 0, 1, 2, 4 h; 'a' misses the 1 h capture, so only 2→4 counts: 2 h.
    expect(a.timeOnListMs).toBe(2 * 3_600_000);
    expect(a.rankCurve.map((p) => [p.rank, p.velocity])).toEqual([
      [20, null],
      [10, 5],
      [12, -1],
    ]);
    expect(a.velocity).toBe(5);
    expect(a.peakHeat).toBe(500);
  });
});
