import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { call, checkLogin, createAccount, freshDevice, freshMobile, lastCode } from './helpers.js';

interface LoginAnswer {
  token: string;
  remove_token: number;
}

describe('binding a scanned WeChat identity', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  /** QR → confirm on the dev page → poll until 'bind'; answers the unid for the binding form. */
  async function scanUnbound(openid: string, nickname = '微信小王'): Promise<string> {
    const qr = await call<{ unid: string }>(t.app, '/api/User/getwxqrcode');
    await t.app.inject({
      method: 'POST',
      url: '/dev/wx-confirm',
      payload: new URLSearchParams({ unid: qr.data.unid, pick: 'custom', openid, nickname }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const polled = await call<{ status: string; unid: string }>(t.app, '/api/User/getwxlogin', {
      unid: qr.data.unid,
      device_id: 'binder0001',
    });
    expect(polled.data).toEqual({ status: 'bind', unid: qr.data.unid });
    return qr.data.unid;
  }

  async function bindingCode(mobile: string): Promise<string> {
    t.clock.advance(60_000);
    const sent = await call<{ countdown: number }>(t.app, '/api/User/bindingGetCode', { mobile });
    expect(sent).toEqual({ code: 1, msg: '验证码已发送', data: { countdown: 59 } });
    return lastCode(t.app, mobile, 'binding');
  }

  const registerForm = (unid: string, mobile: string, code: string) => ({
    unid,
    mobile,
    mobile_captcha: code,
    identity_type: 'Ad',
    password: 'Secret123',
    repassword: 'Secret123',
    url: 'https://boguan.example/marketing?from=baidu',
    open_time: '2026-01-05 10:00:00',
    source: 'baidu',
    keyword: '微博数据分析',
    plan: 'brand-q1',
    ip: '203.0.113.9',
    share_id: 'S1024',
    device_id: freshDevice(),
  });

  it('registers a new account for a scan, keeps the tracking keys and logs in', async () => {
    const unid = await scanUnbound('wx-new-100', '微信小王');
    const mobile = freshMobile('177');
    expect(await call(t.app, '/api/User/checkRegister', { mobile })).toEqual({
      code: 1,
      msg: '操作成功',
      data: { registered: false },
    });
    const answer = await call<LoginAnswer>(
      t.app,
      '/api/User/registerBinding',
      registerForm(unid, mobile, await bindingCode(mobile)),
    );
    expect(answer.code).toBe(1);
    expect(answer.msg).toBe('登录成功');
    expect((await checkLogin(t.app, answer.data.token)).data).toEqual({
      login: true,
      nick_name: '微信小王',
      level: 20,
    });

    const row = await t.ctx.db.selectFrom('users').selectAll().where('mobile', '=', mobile).executeTakeFirstOrThrow();
    expect(row.wx_openid).toBe('wx-new-100');
    expect(row.identity_type).toBe('Ad');
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.registration).toMatchObject({
      channel: 'wechat_binding',
      url: 'https://boguan.example/marketing?from=baidu',
      open_time: '2026-01-05 10:00:00',
      source: 'baidu',
      keyword: '微博数据分析',
      plan: 'brand-q1',
      share_id: 'S1024',
      ip: '203.0.113.9',
    });
    expect((await call(t.app, '/api/User/checkRegister', { mobile })).data).toEqual({ registered: true });

    // The ticket is used up; the next scan of that WeChat logs straight in.
    const reuse = await call(t.app, '/api/User/loginBinding', {
      unid,
      mobile,
      mobile_captcha: '123456',
      device_id: freshDevice(),
    });
    expect(reuse.msg).toBe('二维码已失效，请刷新');
    const qr = await call<{ unid: string }>(t.app, '/api/User/getwxqrcode');
    await t.app.inject({
      method: 'POST',
      url: '/dev/wx-confirm',
      payload: new URLSearchParams({
        unid: qr.data.unid,
        pick: 'custom',
        openid: 'wx-new-100',
        nickname: 'x',
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const polled = await call<{ status: string }>(t.app, '/api/User/getwxlogin', {
      unid: qr.data.unid,
      device_id: 'binder0002',
    });
    expect(polled.data.status).toBe('login');
    // And the new password works for password login.
    const byPassword = await call(t.app, '/api/user/login', {
      username: mobile,
      password: 'Secret123',
      device_id: freshDevice(),
    });
    expect(byPassword.code).toBe(1);
  });

  it('binds a scan to an existing account proven by an SMS code', async () => {
    const account = await createAccount(t);
    const unid = await scanUnbound('wx-existing-200');
    expect((await call(t.app, '/api/User/checkRegister', { mobile: account.mobile })).data).toEqual({
      registered: true,
    });
    const code = await bindingCode(account.mobile);
    const answer = await call<LoginAnswer>(t.app, '/api/User/loginBinding', {
      unid,
      mobile: account.mobile,
      mobile_captcha: code,
      ip: '',
      device_id: freshDevice(),
    });
    expect(answer.code).toBe(1);
    expect((await checkLogin(t.app, answer.data.token)).data.nick_name).toBe(`测试${account.mobile.slice(-4)}`);
    const row = await t.ctx.db
      .selectFrom('users')
      .select('wx_openid')
      .where('id', '=', account.id)
      .executeTakeFirstOrThrow();
    expect(row.wx_openid).toBe('wx-existing-200');
  });

  it('refuses the wrong branch, a number bound to another WeChat and bad passwords', async () => {
    const unid = await scanUnbound('wx-third-300');
    const registered = await createAccount(t);
    const bound = await createAccount(t, { wxOpenid: 'wx-someone-else' });
    const unknown = freshMobile('178');

    const asRegister = await call(t.app, '/api/User/registerBinding', registerForm(unid, registered.mobile, '123456'));
    expect(asRegister.msg).toBe('该手机号已注册，请直接绑定登录');
    const asLogin = await call(t.app, '/api/User/loginBinding', {
      unid,
      mobile: unknown,
      mobile_captcha: '123456',
      device_id: 'abcdefgh',
    });
    expect(asLogin.msg).toBe('该手机号未注册');
    const toBound = await call(t.app, '/api/User/loginBinding', {
      unid,
      mobile: bound.mobile,
      mobile_captcha: '123456',
      device_id: 'abcdefgh',
    });
    expect(toBound.msg).toBe('该手机号已绑定其他微信');

    const weak = await call(t.app, '/api/User/registerBinding', {
      ...registerForm(unid, unknown, '123456'),
      password: 'abcdef',
      repassword: 'abcdef',
    });
    expect(weak.msg).toBe('密码需为6-20位，且同时包含字母和数字');
    const long = await call(t.app, '/api/User/registerBinding', {
      ...registerForm(unid, unknown, '123456'),
      password: 'a1'.repeat(11),
      repassword: 'a1'.repeat(11),
    });
    expect(long.msg).toBe('密码需为6-20位，且同时包含字母和数字');
    const mismatch = await call(t.app, '/api/User/registerBinding', {
      ...registerForm(unid, unknown, '123456'),
      repassword: 'Other1234',
    });
    expect(mismatch.msg).toBe('两次输入的密码不一致');
    const identity = await call(t.app, '/api/User/registerBinding', {
      ...registerForm(unid, unknown, '123456'),
      identity_type: 'Admin',
    });
    expect(identity.msg).toBe('身份类型错误');
    const noCode = await call(t.app, '/api/User/registerBinding', registerForm(unid, unknown, '123456'));
    expect(noCode.msg).toBe('请先获取验证码');
    const tooLong = await call(t.app, '/api/User/registerBinding', {
      ...registerForm(unid, unknown, '123456'),
      keyword: '词'.repeat(101),
    });
    expect(tooLong.msg).toBe('关键词不能超过100个字符');

    // None of these refusals used the ticket: the right call still works.
    const ok = await call<LoginAnswer>(
      t.app,
      '/api/User/registerBinding',
      registerForm(unid, unknown, await bindingCode(unknown)),
    );
    expect(ok.code).toBe(1);
  });

  it('keeps a scanned ticket open for the binding form for 10 minutes', async () => {
    const unid = await scanUnbound('wx-slow-400');
    const mobile = freshMobile('179');
    const code = await bindingCode(mobile);
    // bindingCode moved the clock 1 minute; 9 minutes after the scan the ticket still binds.
    t.clock.advance(8 * 60_000);
    expect((await call(t.app, '/api/User/getwxlogin', { unid, device_id: 'binder0003' })).data).toEqual({
      status: 'bind',
      unid,
    });
    t.clock.advance(60_000);
    const late = await call(t.app, '/api/User/registerBinding', registerForm(unid, mobile, code));
    expect(late.msg).toBe('二维码已失效，请刷新');
  });

  it('answers checkRegister 20 times a minute per address: it tells outsiders who is a customer', async () => {
    const ip = '10.5.5.5';
    for (let i = 0; i < 20; i += 1) {
      const answer = await call(t.app, '/api/User/checkRegister', { mobile: freshMobile('159') }, { ip });
      expect(answer.code, `lookup ${i + 1}`).toBe(1);
    }
    const refused = await call(t.app, '/api/User/checkRegister', { mobile: freshMobile('159') }, { ip });
    expect(refused).toEqual({ code: 0, msg: '操作过于频繁，请稍后再试', data: null });
    expect(
      (await call(t.app, '/api/User/checkRegister', { mobile: freshMobile('159') }, { ip: '10.5.5.6' })).code,
    ).toBe(1);
    t.clock.advance(60_000);
    expect((await call(t.app, '/api/User/checkRegister', { mobile: freshMobile('159') }, { ip })).code).toBe(1);
  });
});
