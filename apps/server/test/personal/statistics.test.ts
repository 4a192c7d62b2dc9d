import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathOfUrl, summarizeEvents, toolRouteOf } from '../../src/modules/statistics/statistics.service.js';
import { createTestApp, post, type TestApp } from '../support/test-app.js';
import { createUser } from '../support/users.js';

interface Summary {
  kind: string;
  from: string;
  to: string;
  total: number;
  per_day: Array<{ date: string; count: number }>;
  per_key: Array<{ key: string; count: number }>;
}

describe('statistics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('maps page urls to catalogue tools', () => {
    expect(toolRouteOf('http://127.0.0.1:8080/bosSearch?keyword=x')).toBe('/bosSearch');
    expect(toolRouteOf('/BOSSEARCH/')).toBe('/bosSearch');
    expect(toolRouteOf('/bosSearch/detail?kol_id=1')).toBe('/bosSearch');
    expect(toolRouteOf('/getfans')).toBe('/synthe');
    expect(toolRouteOf('https://boguan.example/home#/hotSearch')).toBe('/hotSearch');
    expect(toolRouteOf('/no/such/page')).toBeNull();
    expect(toolRouteOf('')).toBeNull();
    expect(pathOfUrl('http://[bad')).toBeNull();
  });

  it('stores the three kinds with user, time, ip and key; visitors included', async () => {
    const { token, userId } = await createUser(t);
    expect(
      await post(t.app, '/api/common/popup_statistics', { popup_type: 'material', popup_key: '1' }, token),
    ).toEqual({
      code: 1,
      msg: '操作成功',
      data: null,
    });
    expect(
      (
        await post(
          t.app,
          '/api/common/flow_statistics',
          { type: 'page', content: '博主搜索', url: '/bosSearch', ip: '1.2.3.4' },
          token,
        )
      ).code,
    ).toBe(1);
    expect(
      (
        await post(
          t.app,
          '/api/common/fun_statistics',
          {
            mod_name: '博主搜索',
            fun_name: '导出',
            content: '美妆',
            url: 'http://x/bosSearch',
          },
          token,
        )
      ).code,
    ).toBe(1);
    expect((await post(t.app, '/api/common/flow_statistics', { type: 'page', url: '/hotSearch' })).code).toBe(1);
    const rows = await t.ctx.db
      .selectFrom('events')
      .select(['kind', 'user_id', 'key', 'route', 'payload', 'ip', 'created_at'])
      .orderBy('id')
      .execute();
    expect(rows.slice(-4)).toEqual([
      {
        kind: 'popup',
        user_id: userId,
        key: 'material/1',
        route: null,
        payload: { popup_type: 'material', popup_key: '1' },
        ip: '127.0.0.1',
        created_at: new Date('2026-01-05T02:00:00.000Z'),
      },
      expect.objectContaining({ kind: 'flow', user_id: userId, key: '/bosSearch', route: '/bosSearch' }),
      expect.objectContaining({ kind: 'fun', user_id: userId, key: '博主搜索/导出', route: '/bosSearch' }),
      expect.objectContaining({ kind: 'flow', user_id: null, key: '/hotSearch', route: '/hotSearch' }),
    ]);
  });

  it('bounds and checks the fields', async () => {
    const cases: Array<[string, Record<string, string | string[]>, string]> = [
      ['/api/common/popup_statistics', {}, '弹窗类型不能为空'],
      ['/api/common/popup_statistics', { popup_type: 'x'.repeat(51) }, '弹窗类型不能超过50个字符'],
      ['/api/common/fun_statistics', { fun_name: 'a' }, '功能模块不能为空'],
      ['/api/common/fun_statistics', { mod_name: 'a' }, '功能名称不能为空'],
      ['/api/common/flow_statistics', { url: `/${'u'.repeat(500)}` }, '页面地址不能超过500个字符'],
      ['/api/common/flow_statistics', { content: ['a', 'b'] }, '事件内容格式不正确'],
      ['/api/common/flow_statistics', { type: 'a\u0001' }, '事件类型包含非法字符'],
    ];
    for (const [url, body, msg] of cases) {
      expect(await post(t.app, url, body), `${url} ${msg}`).toEqual({ code: 0, msg, data: null });
    }
  });

  it('summarises the own events per China day and per key', async () => {
    const { token, userId } = await createUser(t);
    const other = await createUser(t);
    const at = async (iso: string, url: string, who = token) => {
      t.clock.set(iso);
      await post(t.app, '/api/common/flow_statistics', { type: 'page', url }, who);
    };
    await at('2026-01-03T15:59:00.000Z', '/bosSearch'); // 01-03 23:59 Beijing
    await at('2026-01-03T16:00:00.000Z', '/bosSearch'); // 01-04 00:00 Beijing
    await at('2026-01-04T03:00:00.000Z', '/hotSearch');
    await at('2026-01-05T01:00:00.000Z', '/bosSearch');
    await at('2026-01-05T01:00:00.000Z', '/bosSearch', other.token);
    t.clock.set('2026-01-05T02:00:00.000Z');
    const summary = await post<Summary>(
      t.app,
      '/api/common/statistics_summary',
      { kind: 'flow', from: '2026-01-02', to: '2026-01-05' },
      token,
    );
    expect(summary).toEqual({
      code: 1,
      msg: '操作成功',
      data: {
        kind: 'flow',
        from: '2026-01-02',
        to: '2026-01-05',
        total: 4,
        per_day: [
          { date: '2026-01-02', count: 0 },
          { date: '2026-01-03', count: 1 },
          { date: '2026-01-04', count: 2 },
          { date: '2026-01-05', count: 1 },
        ],
        per_key: [
          { key: '/bosSearch', count: 3 },
          { key: '/hotSearch', count: 1 },
        ],
      },
    });
    const defaults = await post<Summary>(t.app, '/api/common/statistics_summary', { kind: 'flow' }, token);
    expect(defaults.data).toMatchObject({ from: '2025-12-30', to: '2026-01-05', total: 4 });
    expect(defaults.data.per_day).toHaveLength(7);
    const none = await post<Summary>(t.app, '/api/common/statistics_summary', { kind: 'popup' }, token);
    expect(none.data).toMatchObject({ total: 0, per_key: [] });
    // Everyone's, through the service function (operations use).
    const all = await summarizeEvents(t.ctx, { kind: 'flow', from: '2026-01-05', to: '2026-01-05' });
    expect(all.per_key.find((row) => row.key === '/bosSearch')?.count).toBeGreaterThanOrEqual(2);
    expect(userId).toBeGreaterThan(0);
  });

  it('refuses a bad summary request with a message naming the problem', async () => {
    const { token } = await createUser(t);
    const cases: Array<[Record<string, string>, string]> = [
      [{}, '统计类型不正确，可选 popup、flow、fun'],
      [{ kind: 'clicks' }, '统计类型不正确，可选 popup、flow、fun'],
      [{ kind: 'flow', from: '2026-1-5' }, '日期格式应为 YYYY-MM-DD'],
      [{ kind: 'flow', to: '2026-02-30' }, '日期格式应为 YYYY-MM-DD'],
      [{ kind: 'flow', from: '2026-01-05', to: '2026-01-01' }, '开始日期不能晚于结束日期'],
      [{ kind: 'flow', from: '2025-01-01', to: '2026-01-01' }, '统计区间不能超过92天'],
    ];
    for (const [body, msg] of cases) {
      expect(await post(t.app, '/api/common/statistics_summary', body, token), msg).toEqual({
        code: 0,
        msg,
        data: null,
      });
    }
    expect((await post(t.app, '/api/common/statistics_summary', { kind: 'flow' })).code).toBe(-1);
  });
});
