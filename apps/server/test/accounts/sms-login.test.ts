import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { call, checkLogin, createAccount, freshDevice, freshMobile, lastCode } from './helpers.js';

interface LoginAnswer {
  token: string;
  remove_token: number;
}

describe('SMS login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  async function codeFor(mobile: string): Promise<string> {
    const sent = await call(t.app, '/api/User/getMsgCode', { mobile });
    expect(sent.code).toBe(1);
    return lastCode(t.app, mobile, 'login');
  }

  const smsLogin = (mobile: string, code: string, device = freshDevice()) =>
    call<LoginAnswer>(t.app, '/api/User/msgCodeLogin', {
      ip: '',
      mobile1: mobile,
      mobile_captcha: code,
      device_id: device,
    });

  it('registers a new number on its first SMS login (identity Ad, no password yet)', async () => {
    const mobile = freshMobile('158');
    const answer = await smsLogin(mobile, await codeFor(mobile));
    expect(answer.code).toBe(1);
    expect(answer.msg).toBe('登录成功');
    expect(answer.data.remove_token).toBe(0);
    expect((await checkLogin(t.app, answer.data.token)).data).toEqual({
      login: true,
      nick_name: `用户${mobile.slice(-4)}`,
      level: 20,
    });
    const row = await t.ctx.db.selectFrom('users').selectAll().where('mobile', '=', mobile).executeTakeFirstOrThrow();
    expect(row.identity_type).toBe('Ad');
    expect(row.password_hash).toBeNull();
    expect(row.registration).toMatchObject({ channel: 'sms_login' });

    // Without a password the account cannot log in by password (same message as any failure).
    const byPassword = await call(t.app, '/api/user/login', {
      username: mobile,
      password: 'abc12345',
      device_id: freshDevice(),
    });
    expect(byPassword.msg).toBe('账号或密码错误');
  });

  it('logs an existing account in without creating another', async () => {
    const account = await createAccount(t);
    t.clock.advance(11_000);
    const answer = await smsLogin(account.mobile, await codeFor(account.mobile));
    expect(answer.code).toBe(1);
    const count = await t.ctx.db.selectFrom('users').select('id').where('mobile', '=', account.mobile).execute();
    expect(count).toEqual([{ id: account.id }]);
  });

  it('lifts a password-login lock once the owner proves the phone', async () => {
    const account = await createAccount(t);
    await call(t.app, '/api/user/login', { username: account.mobile, password: 'wrong123', device_id: freshDevice() });
    t.clock.advance(11_000);
    await smsLogin(account.mobile, await codeFor(account.mobile));
    const byPassword = await call(t.app, '/api/user/login', {
      username: account.mobile,
      password: account.password,
      device_id: freshDevice(),
    });
    expect(byPassword.code).toBe(1);
  });

  it('refuses missing or malformed fields with Chinese messages', async () => {
    const device = freshDevice();
    expect((await call(t.app, '/api/User/msgCodeLogin', { mobile_captcha: '123456', device_id: device })).msg).toBe(
      '手机号不可为空 !',
    );
    expect(
      (
        await call(t.app, '/api/User/msgCodeLogin', {
          mobile1: '1391234567',
          mobile_captcha: '123456',
          device_id: device,
        })
      ).msg,
    ).toBe('手机号格式错误 !');
    expect((await call(t.app, '/api/User/msgCodeLogin', { mobile1: '13912345678', device_id: device })).msg).toBe(
      '请输入短信验证码',
    );
    expect(
      (
        await call(t.app, '/api/User/msgCodeLogin', {
          mobile1: '13912345678',
          mobile_captcha: '12ab56',
          device_id: device,
        })
      ).msg,
    ).toBe('请输入6位数字验证码');
    expect(
      (await call(t.app, '/api/User/msgCodeLogin', { mobile1: '13912345678', mobile_captcha: '123456' })).msg,
    ).toBe('缺少设备标识 device_id');
    expect(
      (
        await call(t.app, '/api/User/msgCodeLogin', {
          mobile1: '13912345678',
          mobile_captcha: '123456',
          device_id: '<script>',
        })
      ).msg,
    ).toBe('设备标识 device_id 格式错误');
  });
});
