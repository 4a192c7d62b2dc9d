import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { createUser } from '../support/users.js';
import { call, checkLogin, createAccount, freshDevice } from './helpers.js';

describe('session state, logout and password change', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const login = async (mobile: string, password: string) => {
    const answer = await call<{ token: string }>(t.app, '/api/user/login', {
      username: mobile,
      password,
      device_id: freshDevice(),
    });
    expect(answer.code).toBe(1);
    return answer.data.token;
  };

  it('checkLogin answers the user for a valid token and -1 otherwise', async () => {
    const user = await createUser(t, { level: 30, nickName: '品牌部小李' });
    expect(await checkLogin(t.app, user.token)).toEqual({
      code: 1,
      msg: '操作成功',
      data: { login: true, nick_name: '品牌部小李', level: 30 },
    });
    expect(await call(t.app, '/api/User/checkLogin')).toEqual({ code: -1, msg: '请先登录', data: null });
    expect((await checkLogin(t.app, 'made-up-token')).code).toBe(-1);
    t.clock.advance(31 * 86_400_000);
    expect((await checkLogin(t.app, user.token)).code).toBe(-1);
  });

  it('logout revokes the token and is harmless without one', async () => {
    const account = await createAccount(t);
    const token = await login(account.mobile, account.password);
    const other = await login(account.mobile, account.password);
    expect(await call(t.app, '/api/user/logout', {}, { token })).toEqual({ code: 1, msg: '退出登录成功', data: null });
    expect((await checkLogin(t.app, token)).code).toBe(-1);
    expect((await checkLogin(t.app, other)).code).toBe(1);
    expect((await call(t.app, '/api/user/logout')).msg).toBe('退出登录成功');
  });

  it('changePwd checks the old password, sets the new one and ends the other sessions', async () => {
    const account = await createAccount(t);
    const current = await login(account.mobile, account.password);
    const elsewhere = await login(account.mobile, account.password);
    const form = { old_password: account.password, password: 'Changed2026', repassword: 'Changed2026' };

    expect(await call(t.app, '/api/user/changePwd', form)).toEqual({ code: -1, msg: '请先登录', data: null });
    expect(
      (await call(t.app, '/api/user/changePwd', { ...form, old_password: 'wrong1234' }, { token: current })).msg,
    ).toBe('原密码错误');
    expect(
      (await call(t.app, '/api/user/changePwd', { ...form, repassword: 'Changed2027' }, { token: current })).msg,
    ).toBe('两次输入的密码不一致');
    expect(
      (
        await call(
          t.app,
          '/api/user/changePwd',
          { ...form, password: 'short1', repassword: 'short1' },
          { token: current },
        )
      ).code,
    ).toBe(1);
    // That worked (6 characters is allowed); change again to the intended one from the new password.
    expect(
      (
        await call(
          t.app,
          '/api/user/changePwd',
          { old_password: 'short1', password: 'short1', repassword: 'short1' },
          { token: current },
        )
      ).msg,
    ).toBe('新密码不能与原密码相同');
    expect(await call(t.app, '/api/user/changePwd', { ...form, old_password: 'short1' }, { token: current })).toEqual({
      code: 1,
      msg: '密码修改成功',
      data: null,
    });

    expect((await checkLogin(t.app, current)).code).toBe(1);
    expect((await checkLogin(t.app, elsewhere)).code).toBe(-1);
    expect(
      (
        await call(t.app, '/api/user/login', {
          username: account.mobile,
          password: 'Changed2026',
          device_id: freshDevice(),
        })
      ).code,
    ).toBe(1);
  });

  it('changePwd tells an account without a password to use forgot-password, and limits guesses', async () => {
    const noPassword = await createUser(t);
    const form = { old_password: 'anything1', password: 'Newpass123', repassword: 'Newpass123' };
    expect((await call(t.app, '/api/user/changePwd', form, { token: noPassword.token })).msg).toBe(
      '当前账号尚未设置密码，请通过忘记密码设置',
    );

    const account = await createAccount(t);
    const token = await login(account.mobile, account.password);
    for (let i = 0; i < 10; i += 1) {
      expect((await call(t.app, '/api/user/changePwd', { ...form, old_password: `guess${i}aa` }, { token })).msg).toBe(
        '原密码错误',
      );
    }
    const locked = await call(t.app, '/api/user/changePwd', { ...form, old_password: account.password }, { token });
    expect(locked.msg).toBe('原密码错误次数过多，请15分钟后再试');
    t.clock.advance(15 * 60_000);
    expect(
      (await call(t.app, '/api/user/changePwd', { ...form, old_password: account.password }, { token })).code,
    ).toBe(1);
  });
});
