import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { call, checkLogin, createAccount, freshDevice, freshMobile, lastCode, solveCaptcha } from './helpers.js';

describe('forgot password in three steps', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const login = (mobile: string, password: string, extra: Record<string, string> = {}) =>
    call<{ token: string }>(t.app, '/api/user/login', {
      username: mobile,
      password,
      device_id: freshDevice(),
      ...extra,
    });

  it('step 1 checks the number is registered as an advertiser', async () => {
    const account = await createAccount(t);
    expect(await call(t.app, '/api/User/checkMobile', { identity_type: 'Ad', mobile: account.mobile })).toEqual({
      code: 1,
      msg: '验证成功',
      data: null,
    });
    // identity_type defaults to Ad.
    expect((await call(t.app, '/api/User/checkMobile', { mobile: account.mobile })).code).toBe(1);
    expect(await call(t.app, '/api/User/checkMobile', { mobile: freshMobile('188') })).toEqual({
      code: 0,
      msg: '该手机号未注册',
      data: null,
    });
    expect((await call(t.app, '/api/User/checkMobile', { identity_type: 'KOL', mobile: account.mobile })).msg).toBe(
      '身份类型错误',
    );
    expect((await call(t.app, '/api/User/resetGetCode', { mobile: freshMobile('188') })).msg).toBe('该手机号未注册');
  });

  it('step 2 sets the new password with the reset code and ends every session', async () => {
    const account = await createAccount(t);
    const first = await login(account.mobile, account.password);
    const second = await login(account.mobile, account.password);
    expect((await checkLogin(t.app, first.data.token)).code).toBe(1);

    expect(await call(t.app, '/api/User/resetGetCode', { mobile: account.mobile })).toEqual({
      code: 1,
      msg: '验证码已发送',
      data: { countdown: 59 },
    });
    const code = await lastCode(t.app, account.mobile, 'reset');
    const form = {
      identity_type: 'Ad',
      mobile: account.mobile,
      mobile_captcha: code,
      password: 'Fresh2026',
      repassword: 'Fresh2026',
    };
    expect((await call(t.app, '/api/User/restPwd', { ...form, repassword: 'Fresh2027' })).msg).toBe(
      '两次输入的密码不一致',
    );
    expect(
      (await call(t.app, '/api/User/restPwd', { ...form, password: '12345678', repassword: '12345678' })).msg,
    ).toBe('密码需为6-20位，且同时包含字母和数字');
    expect(
      (await call(t.app, '/api/User/restPwd', { ...form, password: 'with space1', repassword: 'with space1' })).msg,
    ).toBe('密码需为6-20位，且同时包含字母和数字');
    const wrongCode = code === '999999' ? '888888' : '999999';
    expect((await call(t.app, '/api/User/restPwd', { ...form, mobile_captcha: wrongCode })).msg).toBe('验证码错误');

    expect(await call(t.app, '/api/User/restPwd', form)).toEqual({ code: 1, msg: '密码重置成功', data: null });
    expect((await checkLogin(t.app, first.data.token)).code).toBe(-1);
    expect((await checkLogin(t.app, second.data.token)).code).toBe(-1);
    expect((await login(account.mobile, account.password)).msg).toBe('账号或密码错误');
    // That failure turned the captcha on for the account; with it the new password works (step 3 is "log in now").
    const device = freshDevice();
    const captcha = await solveCaptcha(t.app, device);
    expect((await login(account.mobile, 'Fresh2026', { device_id: device, img_captcha: captcha })).code).toBe(1);
    // The code is spent.
    expect((await call(t.app, '/api/User/restPwd', form)).msg).toBe('验证码已失效，请重新获取');
  });

  it('lifts the login wait: the owner proved the phone', async () => {
    const account = await createAccount(t);
    const device = freshDevice();
    for (let i = 0; i < 10; i += 1) {
      await login(account.mobile, `guess${i}xx`, {
        device_id: device,
        img_captcha: i === 0 ? '' : await solveCaptcha(t.app, device),
      });
    }
    expect((await login(account.mobile, account.password, { img_captcha: 'abcd' })).msg).toBe(
      '密码错误次数过多，请5秒后再试；短信验证码登录不受影响',
    );
    t.clock.advance(60_000);
    await call(t.app, '/api/User/resetGetCode', { mobile: account.mobile });
    const code = await lastCode(t.app, account.mobile, 'reset');
    await call(t.app, '/api/User/restPwd', {
      mobile: account.mobile,
      mobile_captcha: code,
      password: 'Unlock123',
      repassword: 'Unlock123',
    });
    expect((await login(account.mobile, 'Unlock123')).code).toBe(1);
  });
});
