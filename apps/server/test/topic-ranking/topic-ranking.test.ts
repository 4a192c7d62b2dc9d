import { chinaDayStart, DAY_MS, HOUR_MS } from '@boguan/contracts/china-time';
import { HEATED_MIN_BASE, TopicRankingMessage } from '@boguan/contracts/topic-ranking';
import type { TopicBoardPage, TopicPeriodsPage } from '@boguan/contracts/topic-ranking.api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readXlsx } from '../../src/modules/exports/xlsx.js';
import { refreshTopicBoards } from '../../src/modules/topic-ranking/topic-ranking.refresh.js';
import { exportCall } from '../post-search/helpers.js';
import { createTestApp, post, type TestApp } from '../support/test-app.js';
import { createUser } from '../support/users.js';
import { referenceBoard, referenceIncreases, type Snap, storeTopic } from './helpers.js';

/** A fixed pseudo-random stream: the data is the same on every run. */
function stream(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % n;
  };
}

const CATEGORIES = ['明星', '综艺', '社会', '体育', '电视剧', '美食'];
// The clock of the test app: 2026-01-05 10:00 China time (a Monday).
const DATA_START = chinaDayStart('2025-12-28');
const DAY = '2026-01-04';
const HOST_UID = '7700000001';

describe('topic boards: 话题榜, 娱乐话题榜, 飙升话题榜', () => {
  let t: TestApp;
  let pro: string;
  let free: string;
  const snaps: Snap[] = [];
  const categories = new Map<string, string>();

  beforeAll(async () => {
    t = await createTestApp();
    pro = (await createUser(t, { level: 40 })).token;
    free = (await createUser(t, { level: 20 })).token;
    const now = t.clock.now();
    await t.ctx.db
      .insertInto('weibo_users')
      .values({
        uid: HOST_UID,
        screen_name: '=HYPERLINK("http://x")',
        avatar: '',
        gender: 'f',
        province: '',
        city: '',
        verified: false,
        verified_type: -1,
        verified_type_ext: null,
        verify_badge: 'none',
        verified_reason: '',
        followers: 1,
        follows: 1,
        statuses: 1,
        description: '',
        categories: [],
        created_at: null,
        origin: 'simulator',
        search_text: '',
        collected_at: now,
      })
      .execute();
    const next = stream(7);
    const hours = Math.floor((now.getTime() - DATA_START.getTime()) / HOUR_MS);
    for (let i = 0; i < 24; i++) {
      const name = `话题${String(i).padStart(2, '0')}`;
      const category = CATEGORIES[i % CATEGORIES.length] as string;
      categories.set(name, category);
      const born = next(hours - 10);
      const dies = born + 5 + next(hours);
      let read = 1000 + next(100_000);
      let discuss = HEATED_MIN_BASE / 2 + next(3000);
      const own: [Date, number, number][] = [];
      for (let h = born; h <= Math.min(dies, hours); h++) {
        // Some hours are missed (the collector did not run): the rule reads the last one before.
        if (next(6) === 0) continue;
        read += next(50_000);
        discuss += next(400);
        own.push([new Date(DATA_START.getTime() + h * HOUR_MS), read, discuss]);
      }
      await storeTopic(t, { name, category, host: i === 3 ? HOST_UID : null }, own);
      for (const [at, r, d] of own) snaps.push({ name, at, read: r, discuss: d });
    }
    // Tiny base: 1 → 5 discussions (+400%) must not top 飙升话题榜.
    const tiny: [Date, number, number][] = [
      [chinaDayStart(DAY), 10, 1],
      [new Date(chinaDayStart(DAY).getTime() + 12 * HOUR_MS), 900_000_000, 5],
    ];
    await storeTopic(t, { name: '小话题', category: '明星' }, tiny);
    categories.set('小话题', '明星');
    for (const [at, r, d] of tiny) snaps.push({ name: '小话题', at, read: r, discuss: d });
  }, 120_000);
  afterAll(async () => t?.close());

  async function board(url: string, form: Record<string, string | number>, token: string | undefined = pro) {
    const answer = await post<TopicBoardPage>(t.app, url, form, token);
    expect(answer.code, `${answer.msg} ${JSON.stringify(form)}`).toBe(1);
    return answer.data;
  }

  async function whole(url: string, form: Record<string, string | number>) {
    const first = await board(url, { ...form, per_page: 50 });
    const rows = [...first.data];
    for (let page = 2; (page - 1) * 50 < first.total; page += 1) {
      rows.push(...(await board(url, { ...form, page, per_page: 50 })).data);
    }
    return { first, rows };
  }

  it('before any computation the latest board is empty and says so; the job computes every kept period', async () => {
    const empty = await board('/api/topic_ranking/topSearch', { type: 'day' });
    expect(empty).toMatchObject({ data: [], total: 0, period: null, computed_at: null });
    const queued = await t.ctx.db.selectFrom('jobs').select('kind').where('kind', '=', 'analyze.topic_ranks').execute();
    expect(queued.length).toBe(1);
    const computed = await refreshTopicBoards(t.ctx.db, t.clock.now());
    expect(computed.day).toBeGreaterThan(5);
    expect(computed.week).toBeGreaterThanOrEqual(1);
    const latest = await board('/api/topic_ranking/topSearch', { type: 'day' });
    expect(latest.period).toMatchObject({ date: DAY, start: '2026-01-04 00:00:00', end: '2026-01-05 00:00:00' });
  });

  const periods = [
    {
      type: 'hour',
      form: { type: 'hour', date: DAY, hour: 15 },
      start: new Date(chinaDayStart(DAY).getTime() + 15 * HOUR_MS),
      ms: HOUR_MS,
    },
    { type: 'day', form: { type: 'day', date: DAY }, start: chinaDayStart(DAY), ms: DAY_MS },
    // Any day of a week names that week (Monday 2025-12-29 to Sunday 2026-01-04).
    { type: 'week', form: { type: 'week', date: '2026-01-01' }, start: chinaDayStart('2025-12-29'), ms: 7 * DAY_MS },
  ] as const;

  for (const p of periods) {
    it(`${p.type}: increases, totals, order and rank change equal the reference of the stored snapshots`, async () => {
      const end = new Date(p.start.getTime() + p.ms);
      const before = new Date(p.start.getTime() - p.ms);
      const current = referenceIncreases(snaps, categories, p.start, end);
      const previous = referenceIncreases(snaps, categories, before, p.start);
      const boards = [
        ['top', '/api/topic_ranking/topSearch'],
        ['recreation', '/api/topic_ranking/recreation'],
        ['heated', '/api/topic_ranking/topDis'],
      ] as const;
      for (const [name, url] of boards) {
        const expected = referenceBoard(current, name);
        const was = new Map(referenceBoard(previous, name).map((r, i) => [r.name, i + 1]));
        const { first, rows } = await whole(url, p.form);
        expect(first.total_all).toBe(expected.length);
        expect(first.has_previous).toBe(true);
        expect(rows.map((r) => r.name)).toEqual(expected.map((r) => r.name));
        rows.forEach((row, i) => {
          const ref = expected[i];
          expect(row).toMatchObject({
            rank: i + 1,
            category: ref?.category,
            read_inc: ref?.read_inc,
            discuss_inc: ref?.discuss_inc,
            read_total: ref?.read_total,
            discuss_total: ref?.discuss_total,
            discuss_rate: name === 'heated' ? Math.round((ref?.rate ?? 0) * 10) / 10 : null,
          });
          const prior = was.get(row.name);
          expect(row.rank_change).toBe(prior === undefined ? null : prior - (i + 1));
        });
        if (name === 'heated') expect(rows.some((r) => r.name === '小话题')).toBe(false);
      }
    });
  }

  it('the tiny topic tops 话题榜 by reads but 飙升话题榜 leaves it out; 娱乐话题榜 holds only entertainment', async () => {
    const top = await board('/api/topic_ranking/topSearch', { type: 'day', date: DAY });
    expect(top.data[0]?.name).toBe('小话题');
    const recreation = await whole('/api/topic_ranking/recreation', { type: 'day', date: DAY });
    expect(new Set(recreation.rows.map((r) => r.category))).toEqual(new Set(['明星', '综艺', '电视剧']));
  });

  it('a category is its own board: ranks and rank changes within it', async () => {
    const day = chinaDayStart(DAY);
    const current = referenceIncreases(snaps, categories, day, new Date(day.getTime() + DAY_MS)).filter(
      (r) => r.category === '社会',
    );
    const previous = referenceIncreases(snaps, categories, new Date(day.getTime() - DAY_MS), day).filter(
      (r) => r.category === '社会',
    );
    const expected = referenceBoard(current, 'top');
    const was = new Map(referenceBoard(previous, 'top').map((r, i) => [r.name, i + 1]));
    const page = await board('/api/topic_ranking/topSearch', { type: 'day', date: DAY, category: '社会' });
    expect(page.data.map((r) => [r.name, r.rank, r.rank_change])).toEqual(
      expected.map((r, i) => [r.name, i + 1, was.has(r.name) ? (was.get(r.name) as number) - (i + 1) : null]),
    );
    expect(page.categories.find((c) => c.name === '社会')?.count).toBe(expected.length);
  });

  it('names the host: the stored blogger, and nothing when the topic has none', async () => {
    const { rows } = await whole('/api/topic_ranking/topSearch', { type: 'week', date: '2026-01-01' });
    const hosted = rows.find((r) => r.name === '话题03');
    if (hosted) expect(hosted.host).toMatchObject({ uid: HOST_UID, name: '=HYPERLINK("http://x")' });
    expect(rows.filter((r) => r.name !== '话题03').every((r) => r.host === null)).toBe(true);
  });

  it('the picker lists the kept periods with data, newest first', async () => {
    const answer = await post<TopicPeriodsPage>(t.app, '/api/topic_ranking/periods', { type: 'day' }, pro);
    expect(answer.code).toBe(1);
    const dates = answer.data.periods.map((p) => p.date);
    expect(dates[0]).toBe(DAY);
    expect(dates).toContain('2025-12-28');
    expect(dates).not.toContain('2025-12-27');
    const hours = await post<TopicPeriodsPage>(t.app, '/api/topic_ranking/periods', { type: 'hour' });
    expect(hours.data.periods[0]).toMatchObject({ date: '2026-01-05', hour: 9, label: '2026-01-05 09:00-10:00' });
  });

  it('periods without data, unfinished or too old answer a clear message', async () => {
    const cases: [Record<string, string | number>, string][] = [
      [{ type: 'day', date: '2025-12-27' }, TopicRankingMessage.noData],
      [{ type: 'day', date: '2026-01-05' }, TopicRankingMessage.notFinished],
      [{ type: 'week', date: '2026-01-05' }, TopicRankingMessage.notFinished],
      [{ type: 'day', date: '2025-10-01' }, TopicRankingMessage.tooOld],
      [{ type: 'hour', date: '2025-12-01', hour: 3 }, TopicRankingMessage.tooOld],
    ];
    for (const [form, message] of cases) {
      const answer = await post(t.app, '/api/topic_ranking/topSearch', form, pro);
      expect([answer.code, answer.msg], JSON.stringify(form)).toEqual([0, message]);
    }
  });

  it('refuses bad input with a Chinese message, never a 500', async () => {
    const cases: [Record<string, string | number>, string][] = [
      [{ type: 'month' }, TopicRankingMessage.period],
      [{ type: 'day', date: '2026-02-30' }, TopicRankingMessage.date],
      [{ type: 'hour', date: DAY, hour: 24 }, '小时不能大于23'],
      [{ type: 'hour', date: DAY, hour: 'x' }, '小时必须是数字'],
      [{ type: 'day', date: DAY, hour: 3 }, TopicRankingMessage.hourNotHourly],
      [{ type: 'hour', date: DAY }, TopicRankingMessage.hourWithoutDate],
      [{ type: 'day', per_page: 51 }, TopicRankingMessage.perPage],
      [{ type: 'day', page: 0 }, '页码不正确'],
    ];
    for (const [form, message] of cases) {
      const answer = await post(t.app, '/api/topic_ranking/topDis', form, pro);
      expect([answer.code, answer.msg], JSON.stringify(form)).toEqual([0, message]);
    }
  });

  it('visitors see 飙升话题榜 (as 免费版) but not the other boards; levels cap how deep one pages', async () => {
    expect((await post(t.app, '/api/topic_ranking/topDis', { type: 'week' })).code).toBe(1);
    expect((await post(t.app, '/api/topic_ranking/topSearch', { type: 'day' })).code).toBe(-1);
    const capped = await board('/api/topic_ranking/topSearch', { type: 'week' }, free);
    expect(capped.max_rows).toBe(20);
    const deep = await post(t.app, '/api/topic_ranking/topSearch', { type: 'week', page: 2 }, free);
    expect([deep.code, deep.msg]).toEqual([1001, '当前会员等级最多查看榜单前20名，请升级会员查看更多']);
  });

  it('exports read back as the board shows it, formula text escaped; 免费版 may not export', async () => {
    const refused = await post(t.app, '/api/topic_ranking/topSearchExport', { type: 'week' }, free);
    expect(refused.code).toBe(1001);
    for (const [url, api, sheetName] of [
      ['/api/topic_ranking/topSearchExport', '/api/topic_ranking/topSearch', '话题榜'],
      ['/api/topic_ranking/recreationExport', '/api/topic_ranking/recreation', '娱乐话题榜'],
      ['/api/topic_ranking/topDisExport', '/api/topic_ranking/topDis', '飙升话题榜'],
    ] as const) {
      const response = await exportCall(t.app, url, pro, { type: 'week', date: '2026-01-01' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('spreadsheetml');
      const book = await readXlsx(response.rawPayload);
      const rows = book[sheetName] ?? [];
      const { rows: shown } = await whole(api, { type: 'week', date: '2026-01-01' });
      expect(rows[0]?.slice(0, 9)).toEqual([
        '排名',
        '较上期',
        '话题',
        '分类',
        '主持人',
        '阅读增量',
        '讨论增量',
        '阅读总量',
        '讨论总量',
      ]);
      expect(rows.slice(1).map((r) => [r[0], r[2], r[5], r[6]])).toEqual(
        shown.map((r) => [r.rank, `#${r.name}#`, r.read_inc, r.discuss_inc]),
      );
      const hosted = rows.find((r) => r[2] === '#话题03#');
      if (hosted) expect(hosted[4]).toBe('\'=HYPERLINK("http://x")');
      expect(book.榜单信息?.some((r) => r[1] === '2025-12-29 00:00:00 至 2026-01-05 00:00:00')).toBe(true);
    }
    const none = await post(t.app, '/api/topic_ranking/topDisExport', { type: 'day', date: '2025-12-27' }, pro);
    expect([none.code, none.msg]).toEqual([0, TopicRankingMessage.noData]);
  });

  it('export uses stay exact under parallel calls', async () => {
    const advanced = (await createUser(t, { level: 30 })).token;
    const answers = await Promise.all(
      Array.from({ length: 14 }, () =>
        exportCall(t.app, '/api/topic_ranking/topSearchExport', advanced, { type: 'day' }),
      ),
    );
    const files = answers.filter((a) => a.headers['content-type']?.toString().includes('spreadsheetml'));
    expect(files.length).toBe(10);
    const refused = answers.filter((a) => !a.headers['content-type']?.toString().includes('spreadsheetml'));
    expect(refused.map((a) => JSON.parse(a.body).code)).toEqual([1002, 1002, 1002, 1002]);
  });

  it('computing again changes nothing; a period computed before it settled is computed again', async () => {
    const dump = async () =>
      t.ctx.db
        .selectFrom('topic_rank_rows')
        .selectAll()
        .orderBy('board')
        .orderBy('type')
        .orderBy('start')
        .orderBy('rank')
        .execute();
    const before = await dump();
    const again = await refreshTopicBoards(t.ctx.db, t.clock.now());
    // At 10:00 the hours ending 09:00 and 10:00 ended less than SETTLE_MS ago: their last snapshot
    // may still come, so they are computed again; every other period is left as it is.
    expect(again).toEqual({ hour: 2, day: 0, week: 0 });
    expect(await dump()).toEqual(before);
  });
});
