import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoApp, type DemoApp } from '../support/demo-world.js';
import { post } from '../support/test-app.js';
import { createUser } from '../support/users.js';

describe('blogger detail gating and input', () => {
  let t: DemoApp;
  let kolIds: number[];

  const usedToday = async (userId: number) => {
    const rows = await t.ctx.db
      .selectFrom('usage_counters')
      .select(['period', 'count'])
      .where('user_id', '=', userId)
      .where('feature', '=', 'kol_detail')
      .execute();
    return rows.find((r) => r.period.startsWith('d:'))?.count ?? 0;
  };
  const views = async (userId: number) =>
    (await t.ctx.db.selectFrom('kol_detail_views').select('kol_id').where('user_id', '=', userId).execute()).length;

  beforeAll(async () => {
    t = await createDemoApp({ seed: 'kol-detail-gate', bloggers: 20, days: 3 });
    kolIds = (await t.ctx.db.selectFrom('blogger_stats').select('kol_id').orderBy('kol_id').execute()).map(
      (r) => r.kol_id,
    );
    expect(kolIds.length).toBeGreaterThanOrEqual(12);
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  it('a free member opens 5 distinct bloggers a day; re-opening one is free; the 6th is refused with 1002', async () => {
    const { userId, token } = await createUser(t, { level: 20 });
    for (const [i, kolId] of kolIds.slice(0, 5).entries()) {
      const answer = await post<{ remaining_today: number }>(
        t.app,
        '/api/kol/detail_overview',
        { kol_id: kolId },
        token,
      );
      expect(answer.code).toBe(1);
      expect(answer.data.remaining_today).toBe(4 - i);
    }
    // Other tabs of an opened blogger and a second visit cost nothing.
    expect((await post(t.app, '/api/kol/detail_content', { kol_id: kolIds[0]! }, token)).code).toBe(1);
    expect((await post(t.app, '/api/kol/detail_similar', { kol_id: kolIds[1]! }, token)).code).toBe(1);
    expect((await post(t.app, '/api/kol/detail_overview', { kol_id: kolIds[2]! }, token)).code).toBe(1);
    expect(await usedToday(userId)).toBe(5);

    const refused = await post(t.app, '/api/kol/detail_overview', { kol_id: kolIds[5]! }, token);
    expect(refused.code).toBe(1002);
    expect(refused.msg).toBe('今日使用次数已用完，请升级会员');
    // Every tab is behind the same gate.
    expect((await post(t.app, '/api/kol/detail_content', { kol_id: kolIds[6]! }, token)).code).toBe(1002);
    expect(await usedToday(userId)).toBe(5);
    expect(await views(userId)).toBe(5);

    // The next China day (16:00 UTC) starts a new count.
    t.clock.advance(24 * 3_600_000);
    expect((await post(t.app, '/api/kol/detail_overview', { kol_id: kolIds[5]! }, token)).code).toBe(1);
    t.clock.advance(-24 * 3_600_000);
  });

  it('the same blogger opened twice counts once', async () => {
    const { userId, token } = await createUser(t, { level: 20 });
    expect((await post(t.app, '/api/kol/detail_overview', { kol_id: kolIds[3]! }, token)).code).toBe(1);
    expect((await post(t.app, '/api/kol/detail_overview', { kol_id: kolIds[3]! }, token)).code).toBe(1);
    expect(await usedToday(userId)).toBe(1);
  });

  it('parallel calls are counted exactly', async () => {
    const distinct = await createUser(t, { level: 20 });
    const answers = await Promise.all(
      kolIds.slice(0, 10).map((kolId) => post(t.app, '/api/kol/detail_overview', { kol_id: kolId }, distinct.token)),
    );
    expect(answers.filter((a) => a.code === 1)).toHaveLength(5);
    expect(answers.filter((a) => a.code === 1002)).toHaveLength(5);
    expect(await usedToday(distinct.userId)).toBe(5);
    expect(await views(distinct.userId)).toBe(5);

    const same = await createUser(t, { level: 20 });
    const repeated = await Promise.all(
      Array.from({ length: 8 }, () => post(t.app, '/api/kol/detail_content', { kol_id: kolIds[7]! }, same.token)),
    );
    expect(repeated.every((a) => a.code === 1)).toBe(true);
    expect(await usedToday(same.userId)).toBe(1);
    expect(await views(same.userId)).toBe(1);
  });

  it('refuses bad input with code 0 and a Chinese message', async () => {
    const { userId, token } = await createUser(t, { level: 40 });
    const cases: [string, Record<string, string | number>, string][] = [
      ['/api/kol/detail_overview', {}, '请指定博主（kol_id 或 uid）'],
      ['/api/kol/detail_overview', { kol_id: '', uid: '' }, '请指定博主（kol_id 或 uid）'],
      ['/api/kol/detail_overview', { kol_id: 'abc' }, 'kol_id 格式不正确'],
      ['/api/kol/detail_overview', { kol_id: -3 }, 'kol_id 格式不正确'],
      ['/api/kol/detail_overview', { uid: 'x<script>' }, 'uid 格式不正确'],
      ['/api/kol/detail_overview', { kol_id: 99_999_999 }, '博主不存在或暂未收录'],
      ['/api/kol/detail_fans', { uid: '1' }, '博主不存在或暂未收录'],
      [
        '/api/kol/detail_similar',
        { kol_id: kolIds[0]!, t: 'secret' },
        't 只能是overview、content、fans、commercial、similar之一',
      ],
      ['/api/kol/detail_content', { kol_id: kolIds[0]!, days: 15 }, 'days 只能是7、30、90之一'],
      ['/api/kol/detail_content', { kol_id: kolIds[0]!, days: 'all' }, 'days 只能是7、30、90之一'],
      ['/api/kol/detail_content', { kol_id: kolIds[0]!, page: 0 }, '页码不正确'],
    ];
    for (const [url, body, message] of cases) {
      const answer = await post(t.app, url, body, token);
      expect(answer, `${url} ${JSON.stringify(body)}`).toMatchObject({ code: 0, msg: message });
    }
    // Nothing was counted for refused input.
    expect(await usedToday(userId)).toBe(0);
    // A tab name is accepted when valid; a visitor is asked to log in first.
    expect((await post(t.app, '/api/kol/detail_commercial', { kol_id: kolIds[0]!, t: 'commercial' }, token)).code).toBe(
      1,
    );
    expect((await post(t.app, '/api/kol/detail_overview', { kol_id: kolIds[0]! })).code).toBe(-1);
  });
});
