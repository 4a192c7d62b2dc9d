import { MEMBERSHIP_TABLE } from '@boguan/contracts/membership';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../src/lib/app-error.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { createUser } from '../support/users.js';

async function refusal(promise: Promise<unknown>): Promise<{ code: number; msg: string }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, msg: error.userMessage };
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('membership service', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('refuses a feature the level lacks with 1001 and allows it a level up', async () => {
    const free = await createUser(t, { level: 20 });
    const advanced = await createUser(t, { level: 30 });
    expect(() => t.ctx.membership.authorize({ id: free.userId, level: 20 }, 'kol_export')).toThrowError(
      expect.objectContaining({ code: 1001, userMessage: '当前会员等级暂不支持该功能，请升级会员' }),
    );
    expect(await refusal(t.ctx.membership.consume({ id: free.userId, level: 20 }, 'kol_export'))).toEqual({
      code: 1001,
      msg: '当前会员等级暂不支持该功能，请升级会员',
    });
    const rule = t.ctx.membership.authorize({ id: advanced.userId, level: 30 }, 'kol_export');
    expect(rule).toEqual({ allowed: true, perMonth: 10, maxRows: 1000 });
    // A refused call leaves no count behind.
    const rows = await t.ctx.db.selectFrom('usage_counters').selectAll().where('user_id', '=', free.userId).execute();
    expect(rows).toEqual([]);
  });

  it('lets exactly 5 of 20 parallel uses through a daily limit of 5', async () => {
    const user = await createUser(t, { level: 20 });
    const member = { id: user.userId, level: 20 };
    expect(MEMBERSHIP_TABLE.kol_detail[20].perDay).toBe(5);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => t.ctx.membership.consume(member, 'kol_detail')),
    );
    const passed = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(passed).toHaveLength(5);
    expect(refused).toHaveLength(15);
    for (const r of refused) {
      expect((r as PromiseRejectedResult).reason).toMatchObject({
        code: 1002,
        userMessage: '今日使用次数已用完，请升级会员',
      });
    }
    const days = passed.map((r) => (r as PromiseFulfilledResult<{ day: number }>).value.day).sort((a, b) => a - b);
    expect(days).toEqual([1, 2, 3, 4, 5]);
    const row = await t.ctx.db
      .selectFrom('usage_counters')
      .select('count')
      .where('user_id', '=', user.userId)
      .where('period', '=', 'd:2026-01-05')
      .executeTakeFirstOrThrow();
    expect(row.count).toBe(5);
    expect(await t.ctx.membership.remaining(member, 'kol_detail')).toEqual({
      feature: 'kol_detail',
      name: '博主详情',
      level: 20,
      allowed: true,
      per_day: { limit: 5, used: 5, remaining: 0 },
      per_month: null,
      max_rows: null,
    });
  });

  it('starts a new day at midnight China time', async () => {
    const user = await createUser(t, { level: 20 });
    const member = { id: user.userId, level: 20 };
    t.clock.set('2026-01-05T15:59:00.000Z'); // 23:59 in Beijing
    for (let i = 0; i < 5; i += 1) await t.ctx.membership.consume(member, 'kol_detail');
    expect((await refusal(t.ctx.membership.consume(member, 'kol_detail'))).code).toBe(1002);
    t.clock.set('2026-01-05T16:00:00.000Z'); // 00:00 on 2026-01-06 in Beijing
    const next = await t.ctx.membership.consume(member, 'kol_detail');
    expect(next.day).toBe(1);
    expect((await t.ctx.membership.remaining(member, 'kol_detail')).per_day).toEqual({
      limit: 5,
      used: 1,
      remaining: 4,
    });
    t.clock.set('2026-01-05T02:00:00.000Z');
  });

  it('counts a monthly allowance across days and resets it on the 1st (China time)', async () => {
    const user = await createUser(t, { level: 20 });
    const member = { id: user.userId, level: 20 };
    expect(MEMBERSHIP_TABLE.art_monitor[20].perMonth).toBe(3);
    t.clock.set('2026-01-10T04:00:00.000Z');
    await t.ctx.membership.consume(member, 'art_monitor');
    t.clock.set('2026-01-20T04:00:00.000Z');
    await t.ctx.membership.consume(member, 'art_monitor', 2);
    expect(await refusal(t.ctx.membership.consume(member, 'art_monitor'))).toEqual({
      code: 1002,
      msg: '本月使用次数已用完，请升级会员',
    });
    t.clock.set('2026-01-31T15:59:59.000Z'); // still January in Beijing
    expect((await refusal(t.ctx.membership.consume(member, 'art_monitor'))).code).toBe(1002);
    t.clock.set('2026-01-31T16:00:00.000Z'); // 1 February in Beijing
    const fresh = await t.ctx.membership.consume(member, 'art_monitor');
    expect(fresh.month).toBe(1);
    const periods = await t.ctx.db
      .selectFrom('usage_counters')
      .select(['period', 'count'])
      .where('user_id', '=', user.userId)
      .where('feature', '=', 'art_monitor')
      .where('period', 'like', 'm:%')
      .orderBy('period')
      .execute();
    expect(periods).toEqual([
      { period: 'm:2026-01', count: 3 },
      { period: 'm:2026-02', count: 1 },
    ]);
    t.clock.set('2026-01-05T02:00:00.000Z');
  });

  it('rolls the day count back when the month refuses, and refuses an amount above the limit outright', async () => {
    const user = await createUser(t, { level: 20 });
    const member = { id: user.userId, level: 20 };
    // kol_compare free: 3 per month, no daily limit.
    await t.ctx.membership.consume(member, 'kol_compare', 3);
    expect((await refusal(t.ctx.membership.consume(member, 'kol_compare'))).msg).toBe('本月使用次数已用完，请升级会员');
    const day = await t.ctx.db
      .selectFrom('usage_counters')
      .select('count')
      .where('user_id', '=', user.userId)
      .where('period', '=', 'd:2026-01-05')
      .executeTakeFirstOrThrow();
    expect(day.count).toBe(3);
    const other = await createUser(t, { level: 20 });
    expect((await refusal(t.ctx.membership.consume({ id: other.userId, level: 20 }, 'kol_detail', 6))).code).toBe(1002);
  });

  it('gives uses back with release and never goes below zero', async () => {
    const user = await createUser(t, { level: 20 });
    const member = { id: user.userId, level: 20 };
    await t.ctx.membership.consume(member, 'word_cloud', 2);
    await t.ctx.membership.release(member, 'word_cloud');
    expect((await t.ctx.membership.remaining(member, 'word_cloud')).per_day).toEqual({
      limit: 3,
      used: 1,
      remaining: 2,
    });
    await t.ctx.membership.release(member, 'word_cloud', 5);
    expect((await t.ctx.membership.remaining(member, 'word_cloud')).per_day).toEqual({
      limit: 3,
      used: 0,
      remaining: 3,
    });
  });

  it('reports a disallowed feature as not allowed without quotas', async () => {
    const user = await createUser(t, { level: 20 });
    expect(await t.ctx.membership.remaining({ id: user.userId, level: 20 }, 'data_export')).toMatchObject({
      allowed: false,
      per_day: null,
      per_month: null,
      max_rows: null,
    });
    expect(await t.ctx.membership.remaining({ id: user.userId, level: 40 }, 'data_export')).toMatchObject({
      allowed: true,
      per_month: { limit: 100, used: 0, remaining: 100 },
      max_rows: 50000,
    });
  });
});
