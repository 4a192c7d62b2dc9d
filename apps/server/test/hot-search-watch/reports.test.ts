import { chinaDate, formatChinaTime } from '@boguan/contracts/china-time';
import { HotReportMessage } from '@boguan/contracts/hot-search-watch';
import type { HotReportDetail, HotReportListAnswer } from '@boguan/contracts/hot-search-watch.api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readXlsx } from '../../src/modules/exports/xlsx.js';
import { createTestApp, post, type TestApp } from '../support/test-app.js';
import { createUser } from '../support/users.js';
import { type Listed, storeCapture } from './support.js';

const MINUTE = 60_000;
const WORDS = ['手机大促', '新手机发布', '=SUM(1,1)手机', '无关新闻', 'Apple手机'];
/** Capture times: from China 2026-01-03 23:30, spaced 1, 2 or 10 minutes, across midnight. */
const TIMES: Date[] = [];
for (let i = 0, t = Date.UTC(2026, 0, 3, 15, 30); i < 30; i += 1) {
  TIMES.push(new Date(t));
  t += [1, 2, 10][i % 3]! * MINUTE;
}
const present = (i: number, j: number) => (i * 7 + j * 3) % 5 !== 0 && !(j === 1 && i >= 12 && i < 15);
const rankOf = (i: number, j: number) => ((i + j) % 10) + 1;
const heatOf = (i: number, j: number) => 1000 * (i + j + 1);

interface Expected {
  word: string;
  first: number;
  last: number;
  minutes: number;
  best: number;
  heat: number;
  captures: number;
}

/** Counted straight from the inserted captures: consecutive captures that both list the word. */
function expectedRows(match: (word: string) => boolean): Expected[] {
  const out: Expected[] = [];
  WORDS.forEach((word, j) => {
    if (!match(word)) return;
    const seen = TIMES.map((_, i) => i).filter((i) => present(i, j));
    let minutes = 0;
    for (let k = 1; k < seen.length; k += 1) {
      if (seen[k] === seen[k - 1]! + 1)
        minutes += (TIMES[seen[k]!]!.getTime() - TIMES[seen[k - 1]!]!.getTime()) / MINUTE;
    }
    out.push({
      word,
      first: seen[0]!,
      last: seen[seen.length - 1]!,
      minutes,
      best: Math.min(...seen.map((i) => rankOf(i, j))),
      heat: Math.max(...seen.map((i) => heatOf(i, j))),
      captures: seen.length,
    });
  });
  return out;
}

describe('hot-search reports', () => {
  let t: TestApp;
  let token: string;
  let other: string;
  const submit = (body: Record<string, string | string[]>, as = token) =>
    post<{ report_id: number }>(t.app, '/api/hot_search/reportSubmit', body, as);
  const detail = async (id: number) =>
    (await post<HotReportDetail>(t.app, '/api/hot_search/reportDetail', { report_id: id }, token)).data;

  beforeAll(async () => {
    t = await createTestApp();
    token = (await createUser(t, { level: 40 })).token;
    other = (await createUser(t, { level: 40 })).token;
    // One capture before the range, to prove it is left out and to start the kept history.
    await storeCapture(t, '2026-01-02T04:00:00Z', [['手机大促', 1]]);
    for (const [i, at] of TIMES.entries()) {
      const listed: Listed[] = WORDS.flatMap((word, j): Listed[] =>
        present(i, j) ? [[word, rankOf(i, j), heatOf(i, j)]] : [],
      );
      listed.push(['手机广告位', null]);
      await storeCapture(t, at, listed);
    }
  });
  afterAll(async () => t.close());

  it('refuses bad ranges with clear messages', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ keywords: '手机', start_date: '', end_date: '2026-01-04' }, HotReportMessage.startDate],
      [{ keywords: '手机', start_date: '2026-02-30', end_date: '2026-03-01' }, HotReportMessage.startDate],
      [{ keywords: '手机', start_date: '2026-01-04', end_date: '2026-01-03' }, HotReportMessage.endBeforeStart],
      [{ keywords: '手机', start_date: '2025-10-01', end_date: '2026-01-01' }, HotReportMessage.tooLong],
      [{ keywords: '手机', start_date: '2026-01-04', end_date: '2026-01-06' }, HotReportMessage.future],
      [
        { keywords: '手机', start_date: '2026-01-01', end_date: '2026-01-04' },
        HotReportMessage.beforeKept('2026-01-02'),
      ],
      [{ keywords: '', start_date: '2026-01-03', end_date: '2026-01-04' }, '请输入至少一个关键词'],
    ];
    for (const [body, message] of cases) {
      expect(await submit(body), JSON.stringify(body)).toMatchObject({ code: 0, msg: message });
    }
    expect(await post(t.app, '/api/hot_search/reportDetail', { report_id: 'x' }, token)).toMatchObject({
      code: 0,
      msg: HotReportMessage.reportId,
    });
  });

  it('figures equal those counted from the inserted snapshots; paid entries and other days left out', async () => {
    const answer = await submit({ keywords: '手机', start_date: '2026-01-03', end_date: '2026-01-04' });
    expect(answer.code, answer.msg).toBe(1);
    const report = await detail(answer.data.report_id);
    const expected = expectedRows((w) => w.includes('手机'));
    expect(report.rows.map((r) => r.word).sort()).toEqual(expected.map((e) => e.word).sort());
    for (const e of expected) {
      expect(report.rows.find((r) => r.word === e.word)).toEqual({
        word: e.word,
        keyword: '手机',
        category: '社会',
        first_seen: formatChinaTime(TIMES[e.first]!),
        last_seen: formatChinaTime(TIMES[e.last]!),
        minutes_on_list: e.minutes,
        best_rank: e.best,
        peak_heat: e.heat,
        captures: e.captures,
      });
    }
    expect(report.summary).toEqual({
      entries: expected.length,
      minutes_on_list: expected.reduce((s, e) => s + e.minutes, 0),
      best_rank: Math.min(...expected.map((e) => e.best)),
      first_seen: formatChinaTime(TIMES[Math.min(...expected.map((e) => e.first))]!),
      last_seen: formatChinaTime(TIMES[Math.max(...expected.map((e) => e.last))]!),
      captures: TIMES.length,
    });
    // Per day: the words seen that day, and each counted interval on the day of its later capture.
    const days = ['2026-01-03', '2026-01-04'].map((date) => {
      let minutes = 0;
      const words = new Set<string>();
      WORDS.forEach((word, j) => {
        if (!word.includes('手机')) return;
        TIMES.forEach((at, i) => {
          if (!present(i, j) || chinaDate(at) !== date) return;
          words.add(word);
          if (i > 0 && present(i - 1, j)) minutes += (at.getTime() - TIMES[i - 1]!.getTime()) / MINUTE;
        });
      });
      return { date, entries: words.size, minutes_on_list: minutes };
    });
    expect(report.days).toEqual(days);
    expect(days[0]!.entries).toBeGreaterThan(0);
    expect(days[1]!.entries).toBeGreaterThan(0);
    expect(report).toMatchObject({
      keywords: ['手机'],
      start_date: '2026-01-03',
      end_date: '2026-01-04',
      is_demo: false,
    });
  });

  it('matches keywords ignoring letter case and names the keyword each entry matched', async () => {
    const answer = await submit({ keywords: ['apple', '大促'], start_date: '2026-01-03', end_date: '2026-01-04' });
    const report = await detail(answer.data.report_id);
    expect(report.rows.map((r) => [r.word, r.keyword]).sort()).toEqual([
      ['Apple手机', 'apple'],
      ['手机大促', '大促'],
    ]);
  });

  it('a double submit makes one report; the list shows it once', async () => {
    const body = { keywords: '新手机', start_date: '2026-01-04', end_date: '2026-01-04' };
    const [a, b] = await Promise.all([submit(body), submit(body)]);
    expect(a.data.report_id).toBe(b.data.report_id);
    const list = await post<HotReportListAnswer>(t.app, '/api/hot_search/reportList', {}, token);
    expect(list.data.data.filter((r) => r.keywords.join() === '新手机')).toHaveLength(1);
    // The first kept day, where the page's date picker starts.
    expect(list.data.kept_from).toBe('2026-01-02');
  });

  it('answers another member’s report exactly like an unknown one, for every call', async () => {
    const { data } = await submit({ keywords: '无关', start_date: '2026-01-03', end_date: '2026-01-03' });
    for (const path of [
      '/api/hot_search/reportDetail',
      '/api/hot_search/reportExport',
      '/api/hot_search/reportDelete',
    ]) {
      const foreign = await post(t.app, path, { report_id: data.report_id }, other);
      const unknown = await post(t.app, path, { report_id: 99999999 }, other);
      expect(foreign, path).toEqual(unknown);
      expect(foreign).toMatchObject({ code: 0, msg: HotReportMessage.notFound });
    }
    expect((await detail(data.report_id)).keywords).toEqual(['无关']);
    expect(await post(t.app, '/api/hot_search/reportDelete', { report_id: data.report_id }, token)).toMatchObject({
      code: 1,
    });
    expect(await post(t.app, '/api/hot_search/reportDetail', { report_id: data.report_id }, token)).toMatchObject({
      code: 0,
      msg: HotReportMessage.notFound,
    });
  });

  it('exports the rows as .xlsx: Chinese intact, a word starting with = stays text', async () => {
    const { data } = await submit({ keywords: '手机', start_date: '2026-01-03', end_date: '2026-01-04' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/hot_search/reportExport',
      headers: { authorization: token, 'content-type': 'application/json' },
      payload: JSON.stringify({ report_id: data.report_id }),
    });
    expect(response.headers['content-disposition']).toMatch(/attachment; filename=/);
    const sheets = await readXlsx(response.rawPayload);
    const rows = sheets.热搜明细 as unknown[][];
    expect(rows[0]).toEqual([
      '热搜词',
      '命中关键词',
      '分类',
      '首次上榜',
      '最后在榜',
      '在榜分钟',
      '最高排名',
      '最高热度',
      '出现次数',
    ]);
    const report = await detail(data.report_id);
    expect(rows).toHaveLength(report.rows.length + 1);
    const formula = rows.find((r) => String(r[0]).includes('SUM'));
    expect(formula?.[0]).toBe("'=SUM(1,1)手机");
    const buy = rows.find((r) => r[0] === '手机大促');
    const expected = report.rows.find((r) => r.word === '手机大促')!;
    expect(buy).toEqual([
      '手机大促',
      '手机',
      '社会',
      expected.first_seen,
      expected.last_seen,
      expected.minutes_on_list,
      expected.best_rank,
      expected.peak_heat,
      expected.captures,
    ]);
    expect((sheets.每日上榜 as unknown[][]).slice(1)).toEqual(
      report.days.map((d) => [d.date, d.entries, d.minutes_on_list]),
    );
    // Nothing matched: nothing to export, said plainly.
    const empty = await submit({ keywords: '不存在的词', start_date: '2026-01-03', end_date: '2026-01-04' });
    expect(await post(t.app, '/api/hot_search/reportExport', { report_id: empty.data.report_id }, token)).toMatchObject(
      { code: 0, msg: HotReportMessage.empty },
    );
  });
});
