import { HotSearchMessage } from '@boguan/contracts/hot-search';
import type { HotDaySummary, HotDetail, HotHistory, HotRange, HotRealtime } from '@boguan/contracts/hot-search.api';
import type { HotSearchEntry } from '@boguan/weibo/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readXlsx } from '../../src/modules/exports/xlsx.js';
import { enrichPost } from '../../src/modules/weibo-data/enrich.js';
import { WeiboDataRepository } from '../../src/modules/weibo-data/weibo-data.repository.js';
import { exportCall } from '../post-search/helpers.js';
import { createTestApp, post, type TestApp } from '../support/test-app.js';
import { createUser } from '../support/users.js';
import { weiboPost } from '../support/weibo-post.js';

const MIN = 60_000;
const FORMULA_WORD = '=SUM(A1)热搜';

/**
 * Today (2026-01-05, China 08:00-10:00) a capture every 10 minutes: 寒潮来袭 at #1 gaining heat,
 * 春节档 steady, 考研成绩 losing heat, 樱花季 new in the last half hour, a paid entry apart. The day
 * before, two captures at 09:00 and 09:10 China time.
 */
function todayCaptures(now: Date): HotSearchEntry[] {
  const out: HotSearchEntry[] = [];
  const start = now.getTime() - 120 * MIN;
  for (let i = 0; i <= 12; i += 1) {
    const capturedAt = new Date(start + i * 10 * MIN);
    const entry = (word: string, rank: number | null, heat: number, category: string): HotSearchEntry => ({
      capturedAt,
      word,
      rank,
      heat,
      category,
      label: rank === null ? '荐' : rank === 1 ? '爆' : '',
      isAd: rank === null,
    });
    out.push(entry('寒潮来袭', 1, 1_000_000 + i * 83_333, '社会'));
    out.push(entry('春节档', 2, 500_000, '娱乐'));
    out.push(entry('考研成绩', 3, 900_000 - i * 50_000, '社会'));
    if (i >= 10) out.push(entry('樱花季', 4, 100_000, '科技'));
    out.push(entry(FORMULA_WORD, 5, 50_000, '科技'));
    out.push(entry('某品牌新品', null, 0, ''));
  }
  return out;
}

function yesterdayCaptures(): HotSearchEntry[] {
  return ['2026-01-04T01:00:00Z', '2026-01-04T01:10:00Z'].map((at) => ({
    capturedAt: new Date(at),
    word: '寒潮来袭',
    rank: 7,
    heat: 10_000,
    category: '社会',
    label: '新',
    isAd: false,
  }));
}

describe('hot search: the live list, an entry, the history', () => {
  let t: TestApp;
  let pro: string;
  beforeAll(async () => {
    t = await createTestApp();
    // Before any capture: an empty list, not an error.
    const empty = await post<HotRealtime>(t.app, '/api/hot_search/realtime', {});
    expect(empty.data).toMatchObject({ captured_at: null, entries: [], ads: [] });
    const repo = new WeiboDataRepository(t.ctx.db);
    await repo.insertHotSearch(yesterdayCaptures(), 'weibo');
    await repo.insertHotSearch(todayCaptures(t.clock.now()), 'weibo');
    await repo.upsertPosts(
      [
        weiboPost('5001', '#寒潮来袭# 今天好冷，注意保暖', { uid: '3001', likes: 100 }),
        weiboPost('5002', '寒潮来袭，出门记得带围巾，太开心了下雪了', { uid: '3002', likes: 300 }),
        weiboPost('5003', '又一波寒潮来袭', { uid: '3001', likes: 250, comments: 10 }),
        weiboPost('5004', '今天的晚饭很好吃', { uid: '3003', likes: 999 }),
      ],
      'import',
      t.clock.now(),
      enrichPost,
    );
    pro = (await createUser(t, { level: 40 })).token;
  });
  afterAll(async () => t.close());

  describe('/api/hot_search/realtime', () => {
    it('lists the latest capture by rank with each life and the last hour, ads apart, for a visitor', async () => {
      const answer = await post<HotRealtime>(t.app, '/api/hot_search/realtime', {});
      expect(answer.code, answer.msg).toBe(1);
      const d = answer.data;
      expect(d).toMatchObject({ captured_at: '2026-01-05 10:00:00', compared_at: '2026-01-05 09:00:00', demo: false });
      expect(d.entries.map((e) => [e.rank, e.word, e.trend])).toEqual([
        [1, '寒潮来袭', 'rising'],
        [2, '春节档', 'steady'],
        [3, '考研成绩', 'falling'],
        [4, '樱花季', 'new'],
        [5, FORMULA_WORD, 'steady'],
      ]);
      // 1,500,000 an hour ago (capture 6), 1,999,996 now.
      expect(d.entries[0]).toMatchObject({
        heat: 1_999_996,
        heat_per_hour: 499_998,
        heat_change_pct: 33.3,
        label: '爆',
        first_seen: '2026-01-04 09:00:00',
        // 10 minutes yesterday, 120 today.
        minutes_on_list: 130,
        peak_rank: 1,
      });
      expect(d.entries[2]).toMatchObject({ heat_change_pct: -50, heat_per_hour: -300_000 });
      expect(d.entries[3]).toMatchObject({ heat_per_hour: null, heat_change_pct: null, minutes_on_list: 20 });
      expect(d.ads).toEqual([
        expect.objectContaining({ word: '某品牌新品', rank: null, is_ad: true, label: '荐', trend: 'steady' }),
      ]);
      expect(d.categories).toEqual(['社会', '科技', '娱乐']);
    });

    it('filters by category and by a word', async () => {
      const social = await post<HotRealtime>(t.app, '/api/hot_search/realtime', { category: '社会' });
      expect(social.data.entries.map((e) => e.word)).toEqual(['寒潮来袭', '考研成绩']);
      expect(social.data.categories).toHaveLength(3);
      const word = await post<HotRealtime>(t.app, '/api/hot_search/realtime', { keyword: '樱花' });
      expect(word.data.entries.map((e) => e.word)).toEqual(['樱花季']);
      const long = await post(t.app, '/api/hot_search/realtime', { keyword: '长'.repeat(31) });
      expect(long.code).toBe(0);
    });
  });

  describe('/api/hot_search/detail', () => {
    it("answers an entry's life, curves and the posts and bloggers that drove it", async () => {
      const answer = await post<HotDetail>(t.app, '/api/hot_search/detail', { word: '寒潮来袭' });
      expect(answer.code, answer.msg).toBe(1);
      expect(answer.data).toMatchObject({
        word: '寒潮来袭',
        is_ad: false,
        category: '社会',
        on_list_now: true,
        first_seen: '2026-01-04 09:00:00',
        last_seen: '2026-01-05 10:00:00',
        minutes_on_list: 130,
        minutes_at_top: 120,
        captures: 15,
        peak_rank: 1,
        peak_rank_at: '2026-01-05 08:00:00',
        peak_heat: 1_999_996,
        post_count: 3,
      });
      expect(answer.data.curve).toHaveLength(15);
      expect(answer.data.curve[0]).toEqual({ at: '2026-01-04 09:00:00', rank: 7, heat: 10_000, after_gap: false });
      // A point follows a gap when a capture between it and the point before did not list the word.
      const captures = (await t.ctx.db.selectFrom('hot_search_captures').select('captured_at').execute()).map((c) =>
        new Date(c.captured_at).getTime(),
      );
      const points = answer.data.curve.map((p) => Date.parse(`${p.at.replace(' ', 'T')}+08:00`));
      const expectedGaps = points.map((at, i) => i > 0 && captures.some((c) => c > points[i - 1]! && c < at));
      expect(answer.data.curve.map((p) => p.after_gap)).toEqual(expectedGaps);
      expect(answer.data.posts.map((p) => p.mid)).toEqual(['5002', '5003', '5001']);
      expect(answer.data.bloggers.map((b) => [b.uid, b.posts, b.interactions])).toEqual([
        ['3001', 2, 360],
        ['3002', 1, 300],
      ]);
      const s = answer.data.sentiment;
      expect(s.total).toBe(3);
      expect(s.positive + s.neutral + s.negative).toBe(3);
      expect(
        answer.data.posts.map((p) => p.sentiment).every((l) => ['positive', 'neutral', 'negative'].includes(l)),
      ).toBe(true);
    });

    it('answers an unknown word and a blank one with a clear message', async () => {
      const unknown = await post(t.app, '/api/hot_search/detail', { word: '从未上榜的词' });
      expect(unknown).toMatchObject({ code: 0, msg: HotSearchMessage.unknownWord });
      const blank = await post(t.app, '/api/hot_search/detail', { word: ' ' });
      expect(blank).toMatchObject({ code: 0, msg: HotSearchMessage.wordEmpty });
      const long = await post(t.app, '/api/hot_search/detail', { word: '词'.repeat(101) });
      expect(long.code).toBe(0);
    });
  });

  describe('/api/hot_search/history and historyRange', () => {
    it('needs a login', async () => {
      expect((await post(t.app, '/api/hot_search/history', { date: '2026-01-05', time: '09:00' })).code).toBe(-1);
      expect((await post(t.app, '/api/hot_search/historyRange', {})).code).toBe(-1);
    });

    it('names the kept range and the usual spacing', async () => {
      const answer = await post<HotRange>(t.app, '/api/hot_search/historyRange', {}, pro);
      expect(answer.data).toMatchObject({
        first: '2026-01-04 09:00:00',
        last: '2026-01-05 10:00:00',
        captures: 15,
        spacing_minutes: 10,
      });
    });

    it('answers the latest capture at or before the minute, within the spacing', async () => {
      const at = await post<HotHistory>(t.app, '/api/hot_search/history', { date: '2026-01-05', time: '09:35' }, pro);
      expect(at.code, at.msg).toBe(1);
      expect(at.data).toMatchObject({ asked_at: '2026-01-05 09:35:00', captured_at: '2026-01-05 09:30:00' });
      expect(at.data.entries.map((e) => e.word)).toEqual(['寒潮来袭', '春节档', '考研成绩', FORMULA_WORD]);
      expect(at.data.ads.map((e) => e.word)).toEqual(['某品牌新品']);
      const yesterday = await post<HotHistory>(
        t.app,
        '/api/hot_search/history',
        { date: '2026-01-04', time: '09:15' },
        pro,
      );
      expect(yesterday.data.captured_at).toBe('2026-01-04 09:10:00');
    });

    it('says so when nothing was captured near the minute, or it is outside the kept range', async () => {
      const gap = await post(t.app, '/api/hot_search/history', { date: '2026-01-04', time: '15:00' }, pro);
      expect(gap).toMatchObject({ code: 0, msg: HotSearchMessage.noCaptureNear });
      const range = '仅保留 2026-01-04 09:00:00 至 2026-01-05 10:00:00 的热搜记录，请在此范围内选择';
      const before = await post(t.app, '/api/hot_search/history', { date: '2026-01-04', time: '08:59' }, pro);
      expect(before).toMatchObject({ code: 0, msg: range });
      const future = await post(t.app, '/api/hot_search/history', { date: '2026-01-05', time: '10:01' }, pro);
      expect(future).toMatchObject({ code: 0, msg: range });
    });

    it.each([
      [{ date: '2026-02-30', time: '09:00' }, HotSearchMessage.date],
      [{ date: '2026-01-05', time: '24:00' }, HotSearchMessage.time],
      [{ date: '2026-01-05', time: '9:00' }, HotSearchMessage.time],
      [{ date: '', time: '09:00' }, HotSearchMessage.date],
    ])('refuses bad input %j', async (form, msg) => {
      expect(await post(t.app, '/api/hot_search/history', form, pro)).toMatchObject({ code: 0, msg });
    });
  });

  describe('hot_search_history allowance', () => {
    it('counts each distinct question once a day, exactly under parallel calls', async () => {
      const { token } = await createUser(t, { level: 20 });
      const minutes = ['08:00', '08:10', '08:20', '08:30', '08:40', '08:50', '09:00', '09:10'];
      const answers = await Promise.all(
        minutes.map((time) => post(t.app, '/api/hot_search/history', { date: '2026-01-05', time }, token)),
      );
      expect(answers.filter((a) => a.code === 1)).toHaveLength(5);
      expect(answers.filter((a) => a.code === 1002)).toHaveLength(3);
      const range = await post<HotRange>(t.app, '/api/hot_search/historyRange', {}, token);
      expect(range.data.allowance.per_day).toEqual({ limit: 5, used: 5, remaining: 0 });
      // A question already asked today is answered again without a use.
      const asked = minutes[answers.findIndex((a) => a.code === 1)] as string;
      const again = await post(t.app, '/api/hot_search/history', { date: '2026-01-05', time: asked }, token);
      expect(again.code).toBe(1);
    });

    it('counts the same question asked in parallel once, and nothing for a refused one', async () => {
      const { token } = await createUser(t, { level: 20 });
      const same = await Promise.all(
        Array.from({ length: 6 }, () => post(t.app, '/api/hot_search/daySummary', { date: '2026-01-05' }, token)),
      );
      expect(same.every((a) => a.code === 1)).toBe(true);
      await post(t.app, '/api/hot_search/history', { date: '2026-01-04', time: '15:00' }, token);
      await post(t.app, '/api/hot_search/history', { date: '2025-12-01', time: '15:00' }, token);
      const range = await post<HotRange>(t.app, '/api/hot_search/historyRange', {}, token);
      expect(range.data.allowance.per_day?.used).toBe(1);
    });
  });

  describe('/api/hot_search/daySummary and its export', () => {
    it("lists the day's entries, sorted and paged, ads last", async () => {
      const answer = await post<HotDaySummary>(
        t.app,
        '/api/hot_search/daySummary',
        { date: '2026-01-05', sort: 'peak_heat', order: 'desc' },
        pro,
      );
      expect(answer.code, answer.msg).toBe(1);
      expect(answer.data).toMatchObject({ date: '2026-01-05', total: 6, total_all: 6, max_rows: null, page: 1 });
      expect(answer.data.data.map((r) => r.word)).toEqual([
        '寒潮来袭',
        '考研成绩',
        '春节档',
        '樱花季',
        FORMULA_WORD,
        '某品牌新品',
      ]);
      expect(answer.data.data[0]).toMatchObject({
        peak_rank: 1,
        first_seen: '2026-01-05 08:00:00',
        last_seen: '2026-01-05 10:00:00',
        minutes_on_list: 120,
        minutes_at_top: 120,
        captures: 13,
      });
      const byTime = await post<HotDaySummary>(
        t.app,
        '/api/hot_search/daySummary',
        { date: '2026-01-05', sort: 'minutes_on_list', order: 'asc' },
        pro,
      );
      expect(byTime.data.data[0]?.word).toBe('樱花季');
      const page2 = await post<HotDaySummary>(
        t.app,
        '/api/hot_search/daySummary',
        { date: '2026-01-05', page: 2 },
        pro,
      );
      expect(page2.data.data).toEqual([]);
    });

    it('refuses a bad sort, a day outside the range', async () => {
      const sort = await post(t.app, '/api/hot_search/daySummary', { date: '2026-01-05', sort: 'x' }, pro);
      expect(sort).toMatchObject({ code: 0, msg: HotSearchMessage.sort });
      const far = await post(t.app, '/api/hot_search/daySummary', { date: '2026-01-09' }, pro);
      expect(far.code).toBe(0);
      expect(far.msg).toContain('仅保留');
    });

    it('exports the day as .xlsx with Chinese intact and formulas kept as text', async () => {
      const response = await exportCall(t.app, '/api/hot_search/daySummaryExport', pro, {
        date: '2026-01-05',
        sort: 'peak_rank',
      });
      expect(response.headers['content-disposition']).toMatch(/attachment; filename=/);
      const sheets = await readXlsx(response.rawPayload);
      const rows = Object.values(sheets)[0] as unknown[][];
      expect(rows[0]).toEqual([
        '热搜词',
        '类型',
        '分类',
        '最高排名',
        '登顶/最高排名时间',
        '最高热度',
        '首次上榜',
        '最后在榜',
        '在榜时长（分钟）',
        '登顶时长（分钟）',
        '抓取次数',
      ]);
      expect(rows.slice(1).map((r) => r[0])).toEqual([
        '寒潮来袭',
        '春节档',
        '考研成绩',
        '樱花季',
        `'${FORMULA_WORD}`,
        '某品牌新品',
      ]);
      expect(rows[1]?.slice(1, 4)).toEqual(['热搜', '社会', 1]);
      expect(rows[6]?.[1]).toBe('广告');
    });

    it('refuses the export to a free member', async () => {
      const { token } = await createUser(t, { level: 20 });
      const response = await exportCall(t.app, '/api/hot_search/daySummaryExport', token, { date: '2026-01-05' });
      expect(response.json()).toMatchObject({ code: 1001 });
    });
  });
});

describe('hot search: an entry that leaves the list and comes back', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // Four captures ten minutes apart; 回归词条 is missing from the third.
    const at = (i: number) => new Date(t.clock.now().getTime() - (40 - i * 10) * MIN);
    const entry = (word: string, i: number, rank: number): HotSearchEntry => ({
      capturedAt: at(i),
      word,
      rank,
      heat: 1000 * (i + 1),
      category: '社会',
      label: '',
      isAd: false,
    });
    const captures = [0, 1, 2, 3].flatMap((i) =>
      i === 2 ? [entry('常驻词条', i, 1)] : [entry('常驻词条', i, 1), entry('回归词条', i, 2)],
    );
    await new WeiboDataRepository(t.ctx.db).insertHotSearch(captures, 'weibo');
  }, 60_000);
  afterAll(async () => t.close());

  it('marks the point after the capture that left it out, so charts break there', async () => {
    const back = await post<HotDetail>(t.app, '/api/hot_search/detail', { word: '回归词条' });
    expect(back.code, back.msg).toBe(1);
    expect(back.data.curve.map((p) => p.after_gap)).toEqual([false, false, true]);
    const stayed = await post<HotDetail>(t.app, '/api/hot_search/detail', { word: '常驻词条' });
    expect(stayed.data.curve.map((p) => p.after_gap)).toEqual([false, false, false, false]);
  });
});
