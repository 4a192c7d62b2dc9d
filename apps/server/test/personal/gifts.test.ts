import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGiftCodes, normalizeGiftCode } from '../../src/modules/gifts/create-gift-codes.js';
import { createTestApp, post, type TestApp } from '../support/test-app.js';
import { createUser } from '../support/users.js';

interface Granted {
  level: number;
  name: string;
  days: number;
  expires_at: string;
}

describe('gift codes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const codes = (level: 30 | 40, days: number, count = 1, redeemBefore: Date | null = null) =>
    createGiftCodes(t.ctx.db, { level, days, count, redeemBefore, batch: 'test', now: t.clock.now() });

  const levelOf = async (userId: number) =>
    t.ctx.db
      .selectFrom('users')
      .select(['level', 'level_expires_at'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();

  it('creates unique, readable codes', async () => {
    const batch = await codes(30, 30, 200);
    expect(new Set(batch).size).toBe(200);
    for (const code of batch) expect(code).toMatch(/^[A-HJKMNP-Z2-9]{16}$/);
    expect(normalizeGiftCode('  abcd-efgh jkmn  ')).toBe('ABCDEFGHJKMN');
  });

  it('grants a free user the level from now, says so, records it and leaves a message', async () => {
    const [code] = await codes(30, 30);
    const { token, userId } = await createUser(t, { level: 20 });
    const answer = await post<Granted>(t.app, '/api/user/exchange', { keyword: `  ${code!.toLowerCase()}  ` }, token);
    expect(answer).toEqual({
      code: 1,
      msg: '兑换成功，已为您开通高级版会员30天，有效期至2026-02-04 10:00:00',
      data: { level: 30, name: '高级版', days: 30, expires_at: '2026-02-04 10:00:00' },
    });
    expect(await levelOf(userId)).toEqual({ level: 30, level_expires_at: new Date('2026-02-04T02:00:00.000Z') });
    const used = await t.ctx.db
      .selectFrom('gift_codes')
      .select(['used_by'])
      .where('code', '=', code!)
      .executeTakeFirstOrThrow();
    expect(used.used_by).toBe(userId);
    const grant = await t.ctx.db
      .selectFrom('membership_grants')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(grant).toMatchObject({ level: 30, days: 30, source: 'gift_code', source_ref: code });
    const inbox = await post<{ data: Array<{ title: string; type: string }> }>(t.app, '/api/index/message', {}, token);
    expect(inbox.data.data[0]).toMatchObject({ title: '高级版会员已开通', type: 'membership' });
    const info = await post<{ package: { level: number } }>(t.app, '/api/user/getPersonalInfo', {}, token);
    expect(info.data.package.level).toBe(30);
  });

  it('extends the same level from its current expiry and starts a higher level now', async () => {
    const { token, userId } = await createUser(t, { level: 30 }); // expires 2027-01-05 10:00 Beijing
    const [same] = await codes(30, 10);
    const extended = await post<Granted>(t.app, '/api/user/exchange', { keyword: same }, token);
    expect(extended.data.expires_at).toBe('2027-01-15 10:00:00');
    const [higher] = await codes(40, 7);
    const upgraded = await post<Granted>(t.app, '/api/user/exchange', { keyword: higher }, token);
    expect(upgraded.data).toEqual({ level: 40, name: '专业版', days: 7, expires_at: '2026-01-12 10:00:00' });
    expect((await levelOf(userId)).level).toBe(40);
  });

  it('refuses a lower level than the one in force and keeps the code unused', async () => {
    const { token } = await createUser(t, { level: 40 });
    const [lower] = await codes(30, 30);
    expect(await post(t.app, '/api/user/exchange', { keyword: lower }, token)).toEqual({
      code: 0,
      msg: '您当前的会员等级高于该兑换码的等级，暂无法兑换',
      data: null,
    });
    const row = await t.ctx.db
      .selectFrom('gift_codes')
      .select('used_by')
      .where('code', '=', lower!)
      .executeTakeFirstOrThrow();
    expect(row.used_by).toBeNull();
  });

  it('answers used, unknown, expired, empty and too long with their messages', async () => {
    const first = await createUser(t);
    const second = await createUser(t);
    const [code] = await codes(30, 30);
    expect((await post(t.app, '/api/user/exchange', { keyword: code }, first.token)).code).toBe(1);
    expect(await post(t.app, '/api/user/exchange', { keyword: code }, second.token)).toEqual({
      code: 0,
      msg: '该兑换码已被使用',
      data: null,
    });
    expect((await post(t.app, '/api/user/exchange', { keyword: 'NOSUCHCODE2345' }, second.token)).msg).toBe(
      '兑换码无效',
    );
    const [late] = await codes(30, 30, 1, new Date(t.clock.now().getTime() + 60_000));
    t.clock.advance(61_000);
    expect((await post(t.app, '/api/user/exchange', { keyword: late }, second.token)).msg).toBe('兑换码已过期');
    t.clock.set('2026-01-05T02:00:00.000Z');
    expect(await post(t.app, '/api/user/exchange', { keyword: '   ' }, second.token)).toEqual({
      code: 0,
      msg: '请输入兑换码',
      data: null,
    });
    expect((await post(t.app, '/api/user/exchange', {}, second.token)).msg).toBe('请输入兑换码');
    expect((await post(t.app, '/api/user/exchange', { keyword: 'A'.repeat(31) }, second.token)).msg).toBe(
      '兑换码不能超过30个字符',
    );
    // 30 after trimming is allowed (and simply unknown).
    expect((await post(t.app, '/api/user/exchange', { keyword: ` ${'A'.repeat(30)} ` }, second.token)).msg).toBe(
      '兑换码无效',
    );
    expect(
      (await post(t.app, '/api/user/exchange', { keyword: ["'; drop table gift_codes; --"] }, second.token)).msg,
    ).toBe('兑换码无效');
  });

  it('answers a visitor with 1001 so the client opens the login dialog', async () => {
    const [code] = await codes(30, 30);
    expect(await post(t.app, '/api/user/exchange', { keyword: code })).toEqual({
      code: 1001,
      msg: '请先登录后再兑换',
      data: null,
    });
    expect((await post(t.app, '/api/user/exchange', {})).code).toBe(1001);
  });

  it('lets exactly one of 20 users redeem one code at the same time', async () => {
    const [code] = await codes(40, 30);
    const users = await Promise.all(Array.from({ length: 20 }, () => createUser(t)));
    const answers = await Promise.all(
      users.map((user) => post(t.app, '/api/user/exchange', { keyword: code }, user.token)),
    );
    const winners = answers.filter((answer) => answer.code === 1);
    expect(winners).toHaveLength(1);
    expect(answers.filter((answer) => answer.msg === '该兑换码已被使用')).toHaveLength(19);
    const upgraded = await t.ctx.db
      .selectFrom('users')
      .select('id')
      .where(
        'id',
        'in',
        users.map((user) => user.userId),
      )
      .where('level', '=', 40)
      .execute();
    expect(upgraded).toHaveLength(1);
    const grants = await t.ctx.db
      .selectFrom('membership_grants')
      .select('user_id')
      .where('source_ref', '=', code!)
      .execute();
    expect(grants).toEqual([{ user_id: upgraded[0]!.id }]);
  });
});
