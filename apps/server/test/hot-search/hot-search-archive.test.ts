import type { HotDetail } from '@boguan/contracts/hot-search.api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importHotSearchArchive } from '../../src/modules/weibo-data/importers.js';
import { createTestApp, post, type TestApp } from '../support/test-app.js';
import { ARCHIVE, type DayFigures, dayFigures, readCaptures } from './archive-figures.js';

const seconds = (at: Date | string) => new Date(at).getTime() / 1000;

describe('hot-search summaries of the real archive equal the figures counted from its files', () => {
  let t: TestApp;
  let expected: DayFigures[];
  beforeAll(async () => {
    t = await createTestApp();
    await importHotSearchArchive(t.ctx.db, ARCHIVE);
    expected = dayFigures(readCaptures());
  });
  afterAll(async () => t.close());

  it('keeps one capture row per capture with its entry count', async () => {
    const captures = readCaptures();
    const rows = await t.ctx.db.selectFrom('hot_search_captures').selectAll().orderBy('captured_at').execute();
    expect(rows.map((r) => [seconds(r.captured_at), r.entries, r.origin])).toEqual(
      [...captures.keys()].sort((a, b) => a - b).map((at) => [at, captures.get(at)?.size, 'import']),
    );
  });

  it('summarises every day and word as counted from the files', async () => {
    const rows = await t.ctx.db.selectFrom('hot_search_days').selectAll().execute();
    const actual = rows.map((r) => ({
      day: r.day,
      word: r.word,
      is_ad: r.is_ad,
      category: r.category,
      first_seen: seconds(r.first_seen),
      last_seen: seconds(r.last_seen),
      peak_rank: r.peak_rank,
      peak_heat: Number(r.peak_heat),
      seconds_on_list: r.seconds_on_list,
      seconds_at_top: r.seconds_at_top,
      captures: r.captures,
    }));
    const key = (r: DayFigures) => `${r.day}|${r.word}|${r.is_ad}`;
    const sort = (list: DayFigures[]) => [...list].sort((a, b) => (key(a) < key(b) ? -1 : 1));
    expect(actual.length).toBeGreaterThan(300);
    expect(sort(actual)).toEqual(sort(expected));
  });

  // Counted by hand from the files (as apps/server/test/weibo-data/hot-search-import.test.ts).
  it.each([
    ['小学门口倒闭的店因爱重生了', 16, 1],
    ['上海警方通报迪士尼打架事件', 16, 1],
    ['高考加油', 6, 26],
  ])('answers the detail of %s over both days', async (word, captures, peakRank) => {
    const answer = await post<HotDetail>(t.app, '/api/hot_search/detail', { word });
    expect(answer.code, answer.msg).toBe(1);
    const days = expected.filter((r) => r.word === word && !r.is_ad);
    const first = Math.min(...days.map((r) => r.first_seen));
    const last = Math.max(...days.map((r) => r.last_seen));
    const onList = days.reduce((sum, r) => sum + r.seconds_on_list, 0);
    expect(answer.data).toMatchObject({
      word,
      is_ad: false,
      captures,
      peak_rank: peakRank,
      peak_heat: Math.max(...days.map((r) => r.peak_heat)),
      minutes_on_list: Math.round(onList / 60),
      demo: false,
    });
    expect(seconds(`${answer.data.first_seen.replace(' ', 'T')}+08:00`)).toBe(first);
    expect(seconds(`${answer.data.last_seen.replace(' ', 'T')}+08:00`)).toBe(last);
    expect(answer.data.curve).toHaveLength(captures);
    expect(Math.min(...answer.data.curve.map((p) => p.rank ?? 99))).toBe(peakRank);
  });

  it('changes no figure when the archive is imported again', async () => {
    const before = await t.ctx.db.selectFrom('hot_search_days').selectAll().orderBy('day').orderBy('word').execute();
    await importHotSearchArchive(t.ctx.db, ARCHIVE);
    const after = await t.ctx.db.selectFrom('hot_search_days').selectAll().orderBy('day').orderBy('word').execute();
    expect(after).toEqual(before);
  });
});
