import { HotWatchMessage } from '@boguan/contracts/hot-search-watch';
import type { HotWatchAlert, HotWatchList } from '@boguan/contracts/hot-search-watch.api';
import type { Paged } from '@boguan/contracts/kol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, post, type TestApp } from '../support/test-app.js';
import { createUser } from '../support/users.js';

describe('hot-search watches: validation, limits, ownership', () => {
  let t: TestApp;
  let pro: string;
  let other: string;
  beforeAll(async () => {
    t = await createTestApp();
    pro = (await createUser(t, { level: 40 })).token;
    other = (await createUser(t, { level: 40 })).token;
  });
  afterAll(async () => t.close());

  it('refuses bad keywords and ids with clear messages', async () => {
    const cases: [string, Record<string, string | string[]>, string][] = [
      ['/api/hot_search/addWatch', {}, HotWatchMessage.keywords],
      ['/api/hot_search/addWatch', { keywords: ' , ，' }, HotWatchMessage.keywords],
      [
        '/api/hot_search/addWatch',
        { keywords: '一二三四五六七八九十一二三四五六七八九十一' },
        HotWatchMessage.keywordTooLong,
      ],
      [
        '/api/hot_search/addWatch',
        { keywords: Array.from({ length: 11 }, (_, i) => `词${i}`) },
        HotWatchMessage.tooManyKeywords,
      ],
      ['/api/hot_search/addWatch', { keywords: 'a\u202eb' }, HotWatchMessage.unsafe],
      ['/api/hot_search/editWatch', { watch_id: 'abc', keywords: '手机' }, HotWatchMessage.watchId],
      ['/api/hot_search/toggleWatch', { watch_id: '1', status: '2' }, HotWatchMessage.status],
      ['/api/hot_search/watchAlerts', { watch_id: '0' }, HotWatchMessage.watchId],
    ];
    for (const [path, body, message] of cases) {
      const answer = await post(t.app, path, body, pro);
      expect(answer, `${path} ${JSON.stringify(body)}`).toMatchObject({ code: 0, msg: message });
    }
  });

  it('keeps each keyword once, ignoring letter case, from a list or commas', async () => {
    const added = await post<{ watch_id: number }>(
      t.app,
      '/api/hot_search/addWatch',
      { keywords: ['苹果,苹果，APPLE', 'apple', ' 华为 '] },
      pro,
    );
    expect(added.code, added.msg).toBe(1);
    const list = await post<HotWatchList>(t.app, '/api/hot_search/watchList', {}, pro);
    expect(list.data.data[0]).toMatchObject({ watch_id: added.data.watch_id, keywords: ['苹果', 'APPLE', '华为'] });
    expect(list.data).toMatchObject({ max_watches: 20, in_use: 1 });
    // The same set again, in another order and case: the one watch it already is.
    const again = await post(t.app, '/api/hot_search/addWatch', { keywords: '华为,apple,苹果' }, pro);
    expect(again).toMatchObject({ code: 0, msg: HotWatchMessage.duplicate });
  });

  it('answers another member’s watch exactly like an unknown one, for every call', async () => {
    const mine = await post<{ watch_id: number }>(t.app, '/api/hot_search/addWatch', { keywords: '私有词' }, pro);
    const id = mine.data.watch_id;
    const calls: [string, Record<string, string>][] = [
      ['/api/hot_search/editWatch', { keywords: '改掉' }],
      ['/api/hot_search/toggleWatch', { status: '0' }],
      ['/api/hot_search/watchAlerts', { page: '1' }],
      ['/api/hot_search/deleteWatch', {}],
    ];
    for (const [path, body] of calls) {
      const foreign = await post(t.app, path, { ...body, watch_id: String(id) }, other);
      const unknown = await post(t.app, path, { ...body, watch_id: '99999999' }, other);
      expect(foreign, path).toEqual(unknown);
      expect(foreign).toMatchObject({ code: 0, msg: HotWatchMessage.notFound });
    }
    const list = await post<HotWatchList>(t.app, '/api/hot_search/watchList', {}, pro);
    expect(list.data.data.find((w) => w.watch_id === id)).toMatchObject({ keywords: ['私有词'], status: 1 });
  });

  it('edits, pauses, resumes and deletes a watch', async () => {
    const { data } = await post<{ watch_id: number }>(t.app, '/api/hot_search/addWatch', { keywords: '旧词' }, pro);
    const id = String(data.watch_id);
    expect(
      await post(t.app, '/api/hot_search/editWatch', { watch_id: id, keywords: '新词,另一个' }, pro),
    ).toMatchObject({
      code: 1,
      msg: HotWatchMessage.edited,
    });
    expect(await post(t.app, '/api/hot_search/toggleWatch', { watch_id: id, status: '0' }, pro)).toMatchObject({
      code: 1,
      msg: HotWatchMessage.paused,
    });
    let list = await post<HotWatchList>(t.app, '/api/hot_search/watchList', {}, pro);
    expect(list.data.data.find((w) => w.watch_id === data.watch_id)).toMatchObject({
      keywords: ['新词', '另一个'],
      status: 0,
      status_text: '已暂停',
    });
    expect(await post(t.app, '/api/hot_search/toggleWatch', { watch_id: id, status: '1' }, pro)).toMatchObject({
      msg: HotWatchMessage.resumed,
    });
    const alerts = await post<Paged<HotWatchAlert>>(t.app, '/api/hot_search/watchAlerts', { watch_id: id }, pro);
    expect(alerts.data).toEqual({ data: [], page: 1, per_page: 10, total: 0 });
    expect(await post(t.app, '/api/hot_search/deleteWatch', { watch_id: id }, pro)).toMatchObject({ code: 1 });
    list = await post<HotWatchList>(t.app, '/api/hot_search/watchList', {}, pro);
    expect(list.data.data.some((w) => w.watch_id === data.watch_id)).toBe(false);
  });

  it('a free member holds one watch; the second is refused with the upgrade message', async () => {
    const free = (await createUser(t, { level: 20 })).token;
    expect((await post(t.app, '/api/hot_search/addWatch', { keywords: '一' }, free)).code).toBe(1);
    const second = await post(t.app, '/api/hot_search/addWatch', { keywords: '二' }, free);
    expect(second).toMatchObject({ code: 1002, msg: HotWatchMessage.limit(1, 1) });
  });

  it('parallel creates never pass the level’s number, and a parallel double submit makes one watch', async () => {
    const { token, userId } = await createUser(t, { level: 30 });
    const answers = await Promise.all(
      Array.from({ length: 9 }, (_, i) => post(t.app, '/api/hot_search/addWatch', { keywords: `并发${i}` }, token)),
    );
    expect(answers.filter((a) => a.code === 1)).toHaveLength(5);
    expect(answers.filter((a) => a.code === 1002)).toHaveLength(4);
    const stored = await t.ctx.db
      .selectFrom('hot_search_watches')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(5);

    const twice = (await createUser(t, { level: 40 })).token;
    const both = await Promise.all(
      [1, 2].map(() => post(t.app, '/api/hot_search/addWatch', { keywords: '双击,同一组' }, twice)),
    );
    expect(both.map((a) => a.code).sort()).toEqual([0, 1]);
    expect(both.find((a) => a.code === 0)?.msg).toBe(HotWatchMessage.duplicate);
  });
});
