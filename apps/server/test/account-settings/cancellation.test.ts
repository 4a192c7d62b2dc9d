import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeCancelledAccounts } from '../../src/modules/account-settings/cancellation-purge.js';
import { anonymousMobile, DELETED_TABLES } from '../../src/modules/account-settings/cancellation-purge.repository.js';
import { notifyUser } from '../../src/modules/home-content/messages.service.js';
import { call, checkLogin, createAccount, freshDevice, freshMobile, lastCode } from '../accounts/helpers.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const DAY = 86_400_000;

/** Account cancellation: password and SMS, 15 days of cooling-off undone by a login, then the purge (docs/accounts.md). */
describe('account cancellation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const login = (username: string, password: string) =>
    call<{ token: string; remove_token: number; cancel_undone?: number }>(t.app, '/api/user/login', {
      username,
      password,
      device_id: freshDevice(),
    });
  const member = async () => {
    const account = await createAccount(t, { mobile: freshMobile('169') });
    const answer = await login(account.mobile, account.password);
    return { ...account, token: answer.data.token };
  };
  const requestCancel = async (m: { mobile: string; password: string; token: string }) => {
    expect((await call(t.app, '/api/user/getCancelCode', {}, { token: m.token })).code).toBe(1);
    const code = await lastCode(t.app, m.mobile, 'cancel');
    expect((await call(t.app, '/api/user/checkCode', { mobile_captcha: code }, { token: m.token })).msg).toBe(
      '验证成功',
    );
    return call<{ delete_at: string }>(
      t.app,
      '/api/user/cancelSubmit',
      { password: m.password, mobile_captcha: code },
      { token: m.token },
    );
  };

  it('checks the password and the code, then signs every session out', async () => {
    const m = await member();
    const elsewhere = (await login(m.mobile, m.password)).data.token;
    const sent = await call<{ countdown: number; mobile: string }>(
      t.app,
      '/api/user/getCancelCode',
      {},
      { token: m.token },
    );
    expect(sent.data).toEqual({ countdown: 59, mobile: `${m.mobile.slice(0, 3)}****${m.mobile.slice(7)}` });
    const code = await lastCode(t.app, m.mobile, 'cancel');
    const wrong = code === '000000' ? '111111' : '000000';
    const submit = (form: Record<string, string>) => call(t.app, '/api/user/cancelSubmit', form, { token: m.token });
    expect((await call(t.app, '/api/user/checkCode', {}, { token: m.token })).msg).toBe('请输入短信验证码');
    expect((await call(t.app, '/api/user/checkCode', { mobile_captcha: '12ab' }, { token: m.token })).msg).toBe(
      '请输入6位数字验证码',
    );
    expect((await call(t.app, '/api/user/checkCode', { mobile_captcha: wrong }, { token: m.token })).msg).toBe(
      '验证码错误',
    );
    expect((await submit({ mobile_captcha: code })).msg).toBe('请输入密码');
    expect((await submit({ password: 'wrong1234', mobile_captcha: code })).msg).toBe('原密码错误');
    expect((await submit({ password: m.password, mobile_captcha: wrong })).msg).toBe('验证码错误');
    const done = await submit({ password: m.password, mobile_captcha: code });
    expect(done.msg).toBe('注销申请已提交，15天内重新登录即可撤销');
    const now = t.clock.now();
    const expected = new Date(now.getTime() + 15 * DAY + 8 * 3_600_000).toISOString().slice(0, 10);
    expect((done.data as { delete_at: string }).delete_at.slice(0, 10)).toBe(expected);
    expect((await checkLogin(t.app, m.token)).code).toBe(-1);
    expect((await checkLogin(t.app, elsewhere)).code).toBe(-1);
    // The code is spent.
    const again = await login(m.mobile, m.password);
    const reuse = await call(
      t.app,
      '/api/user/cancelSubmit',
      { password: m.password, mobile_captcha: code },
      { token: again.data.token },
    );
    expect(reuse.msg).toBe('验证码已失效，请重新获取');
  });

  it('a login during the cooling-off period undoes the cancellation, and says so', async () => {
    const m = await member();
    expect((await requestCancel(m)).code).toBe(1);
    t.clock.advance(14 * DAY);
    const back = await login(m.mobile, m.password);
    expect(back.msg).toBe('登录成功，您的账号注销申请已撤销');
    expect(back.data.cancel_undone).toBe(1);
    const user = await t.ctx.db
      .selectFrom('users')
      .select(['cancel_requested_at', 'cancelled_at'])
      .where('id', '=', m.id)
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ cancel_requested_at: null, cancelled_at: null });
    expect((await login(m.mobile, m.password)).msg).toBe('登录成功');
    t.clock.advance(2 * DAY);
    expect(await purgeCancelledAccounts(t.ctx)).toBe(0);
    expect((await login(m.mobile, m.password)).code).toBe(1);
  });

  it('after 15 days the purge deletes the personal data and keeps the financial rows without the person', async () => {
    const m = await member();
    const keep = await member();
    const now = t.clock.now();
    // Personal records of every kind the schema holds.
    const ip = { ip: '10.9.9.9' };
    await call(
      t.app,
      '/api/user/opinionSub',
      { type: 1, url: 'https://boguan.example/user', describe: '反馈', is_call: 0 },
      { token: m.token, ...ip },
    );
    await call(t.app, '/api/common/fun_statistics', { mod_name: 'user', fun_name: 'open' }, { token: m.token, ...ip });
    await notifyUser(t.ctx.db, m.id, { type: 'system', title: '通知', content: '内容' }, t.clock);
    await t.ctx.storage.put('img/ab/0123456789abcdef0123456789abcd.png', Buffer.from('png'), 'image/png');
    await t.ctx.db
      .insertInto('uploads')
      .values({
        user_id: m.id,
        storage_key: 'img/ab/0123456789abcdef0123456789abcd.png',
        original_name: 'a.png',
        mime: 'image/png',
        size: 3,
        created_at: now,
      })
      .execute();
    await t.ctx.db
      .insertInto('kol_favourites')
      .values({ user_id: m.id, kol_id: 1, group_name: '默认分组', created_at: now })
      .execute();
    await t.ctx.db
      .insertInto('kol_contrasts')
      .values({ user_id: m.id, kol_ids: [1, 2], title: '对比', created_at: now })
      .execute();
    await t.ctx.db
      .insertInto('membership_grants')
      .values({
        user_id: m.id,
        level: 30,
        days: 30,
        source: 'gift_code',
        source_ref: 'X',
        starts_at: now,
        expires_at: new Date(now.getTime() + 30 * DAY),
        created_at: now,
      })
      .execute();
    for (const u of [m, keep]) {
      await t.ctx.db
        .insertInto('kol_favourites')
        .values({ user_id: u.id, kol_id: 7, group_name: '默认分组', created_at: now })
        .execute();
    }
    const count = async (table: string, column = 'user_id') =>
      Number(
        (
          await t.ctx.db
            .selectFrom(table as 'sessions')
            .select((eb) => eb.fn.countAll().as('n'))
            .where(column as 'user_id', '=', m.id)
            .executeTakeFirstOrThrow()
        ).n,
      );
    await call(t.app, '/api/coupon/manualCoupon', {}, { token: m.token });
    const personal = [
      'sessions',
      'login_attempts',
      'feedbacks',
      'messages',
      'uploads',
      'kol_favourites',
      'kol_contrasts',
      'user_coupons',
      'events',
    ];
    for (const table of personal) expect(await count(table), table).toBeGreaterThan(0);
    expect((await requestCancel(m)).code).toBe(1);
    const openid = `wx-cancel-${m.id}`;
    await t.ctx.db.updateTable('users').set({ wx_openid: openid }).where('id', '=', m.id).execute();

    t.clock.advance(15 * DAY - 60_000);
    expect(await purgeCancelledAccounts(t.ctx)).toBe(0);
    t.clock.advance(120_000);
    expect(await purgeCancelledAccounts(t.ctx)).toBe(1);
    expect(await purgeCancelledAccounts(t.ctx)).toBe(0);

    const user = await t.ctx.db.selectFrom('users').selectAll().where('id', '=', m.id).executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      mobile: anonymousMobile(m.id),
      nick_name: '已注销用户',
      password_hash: null,
      wx_openid: null,
      registration: {},
    });
    expect(user.cancelled_at).not.toBeNull();
    for (const table of personal) {
      expect(await count(table), table).toBe(0);
    }
    expect(await count('membership_grants')).toBe(1);
    expect(await t.ctx.storage.open('img/ab/0123456789abcdef0123456789abcd.png')).toBeNull();
    const anonymousEvents = await t.ctx.db
      .selectFrom('events')
      .select(['user_id', 'ip'])
      .where('key', '=', 'user/open')
      .execute();
    expect(anonymousEvents).toEqual([{ user_id: null, ip: null }]);
    // Someone else's records are untouched.
    const theirs = await t.ctx.db
      .selectFrom('kol_favourites')
      .select('kol_id')
      .where('user_id', '=', keep.id)
      .execute();
    expect(theirs).toEqual([{ kol_id: 7 }]);

    // Nobody logs in as the old account; the number is free for a new one, the WeChat too.
    expect((await login(m.mobile, m.password)).msg).toBe('账号或密码错误');
    expect(
      (await call<{ registered: boolean }>(t.app, '/api/User/checkRegister', { mobile: m.mobile }, { ip: '10.0.0.7' }))
        .data.registered,
    ).toBe(false);
  });
  it('a withdrawal under review blocks it; the purge drops referral links and the share code, keeps the ledger', async () => {
    const m = await member();
    const invitee = await member();
    const now = t.clock.now();
    await t.ctx.db.updateTable('users').set({ share_code: 'CANCEL23' }).where('id', '=', m.id).execute();
    await t.ctx.db
      .insertInto('referrals')
      .values({ user_id: invitee.id, referrer_id: m.id, share_code: 'CANCEL23', created_at: now })
      .execute();
    const withdrawal = await t.ctx.db
      .insertInto('withdrawals')
      .values({
        user_id: m.id,
        amount_fen: 10_000,
        account_type: 'alipay',
        real_name: '张三',
        account_no: '13800138000',
        balance_before_fen: 10_000,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.ctx.db
      .insertInto('wallet_ledger')
      .values({
        user_id: m.id,
        amount_fen: -10_000,
        kind: 'withdraw',
        withdrawal_id: withdrawal.id,
        available_at: now,
        created_at: now,
      })
      .execute();
    expect(await requestCancel(m)).toMatchObject({ code: 0, msg: '您有一笔提现正在审核中，审核完成后才能注销账号' });

    await t.ctx.db.updateTable('withdrawals').set({ status: 'paid' }).where('id', '=', withdrawal.id).execute();
    t.clock.advance(60_000); // the code's resend interval
    expect((await requestCancel(m)).code).toBe(1);
    t.clock.advance(15 * DAY + 60_000);
    expect(await purgeCancelledAccounts(t.ctx)).toBe(1);
    const user = await t.ctx.db
      .selectFrom('users')
      .select('share_code')
      .where('id', '=', m.id)
      .executeTakeFirstOrThrow();
    expect(user.share_code).toBeNull();
    const links = await t.ctx.db.selectFrom('referrals').select('user_id').where('referrer_id', '=', m.id).execute();
    expect(links).toHaveLength(0);
    const ledger = await t.ctx.db
      .selectFrom('wallet_ledger')
      .select('amount_fen')
      .where('user_id', '=', m.id)
      .execute();
    expect(ledger.map((row) => row.amount_fen)).toEqual([-10_000]);
  });

  it('every table that holds user rows is either purged or kept on purpose', async () => {
    // A new tool's table of user records must join DELETED_TABLES, or be named here with its reason.
    const handledApart = [
      'uploads', // deleted with its stored files
      'export_records', // deleted with its stored files
      'user_coupons', // unused ones deleted, used ones are money
      'referrals', // deleted both ways
      'events', // anonymised usage counts
    ];
    const financial = ['orders', 'membership_grants', 'invoices', 'invoice_files', 'wallet_ledger', 'withdrawals'];
    const { rows } = await sql<{ table_name: string }>`
      select distinct table_name from information_schema.columns
      where column_name = 'user_id' and table_schema = current_schema()`.execute(t.ctx.db);
    const unhandled = rows
      .map((row) => row.table_name)
      .filter((table) => ![...DELETED_TABLES, ...handledApart, ...financial].includes(table));
    expect(rows.length).toBeGreaterThan(20);
    expect(unhandled).toEqual([]);
  });
});
