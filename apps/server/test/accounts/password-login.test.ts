import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { call, checkLogin, createAccount, freshDevice, freshMobile, solveCaptcha } from './helpers.js';

interface LoginAnswer {
  token: string;
  remove_token: number;
}

describe('password login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const login = (form: Record<string, string>, ip = '10.1.0.1') =>
    call<LoginAnswer & { need_captcha?: boolean }>(t.app, '/api/user/login', { ip: '1.2.3.4', ...form }, { ip });

  it('logs in with the right password, stores an argon2id hash and a working token', async () => {
    const account = await createAccount(t);
    const answer = await login({ username: account.mobile, password: account.password, device_id: freshDevice() });
    expect(answer.code).toBe(1);
    expect(answer.msg).toBe('登录成功');
    expect(answer.data.remove_token).toBe(0);
    expect(answer.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const state = await checkLogin(t.app, answer.data.token);
    expect(state).toEqual({
      code: 1,
      msg: '操作成功',
      data: { login: true, nick_name: `测试${account.mobile.slice(-4)}`, level: 20 },
    });
    const row = await t.ctx.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', account.id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    const session = await t.ctx.db
      .selectFrom('sessions')
      .selectAll()
      .where('user_id', '=', account.id)
      .executeTakeFirstOrThrow();
    expect(session.token_hash).not.toContain(answer.data.token);
  });

  it('answers unknown account and wrong password with the same message, then requires the captcha', async () => {
    const account = await createAccount(t);
    const wrong = await login({ username: account.mobile, password: 'nope12345', device_id: freshDevice() });
    const unknown = await login({ username: freshMobile('136'), password: 'nope12345', device_id: freshDevice() });
    expect(wrong).toEqual({ code: 0, msg: '账号或密码错误', data: { need_captcha: true } });
    expect(unknown).toEqual({ code: 0, msg: '账号或密码错误', data: { need_captcha: true } });
    // Even the right password now needs the image captcha for this account, from any device.
    const noCaptcha = await login({ username: account.mobile, password: account.password, device_id: freshDevice() });
    expect(noCaptcha).toEqual({ code: 0, msg: '请输入图形验证码', data: { need_captcha: true } });
  });

  it('serves the captcha as an SVG image, voids it after each failure and accepts a fresh one', async () => {
    const account = await createAccount(t);
    const device = freshDevice();
    await login({ username: account.mobile, password: 'bad-pass1', device_id: device });

    const issued = await call<{ url: string }>(t.app, '/api/User/get_captcha', { device_id: device });
    expect(issued.code).toBe(1);
    expect(issued.data.url).toMatch(/^\/api\/User\/captcha_image\?key=[A-Za-z0-9_-]{32}$/);
    const image = await t.app.inject({ method: 'GET', url: issued.data.url });
    expect(image.headers['content-type']).toContain('image/svg+xml');
    expect(image.body).toMatch(/^<svg[\s\S]*<\/svg>$/);

    const answer = (await t.app.inject({ method: 'GET', url: `/dev/captcha.json?device_id=${device}` })).json().data
      .answer as string;
    const wrongCaptcha = await login({
      username: account.mobile,
      password: account.password,
      img_captcha: answer === 'zzzz' ? 'yyyy' : 'zzzz',
      device_id: device,
    });
    expect(wrongCaptcha).toEqual({ code: 0, msg: '图形验证码错误', data: { need_captcha: true } });
    // The same, correct answer no longer works: that captcha was used up by the failure.
    const reused = await login({
      username: account.mobile,
      password: account.password,
      img_captcha: answer,
      device_id: device,
    });
    expect(reused).toEqual({ code: 0, msg: '图形验证码已失效，请刷新', data: { need_captcha: true } });

    const fresh = await solveCaptcha(t.app, device);
    const ok = await login({
      username: account.mobile,
      password: account.password,
      img_captcha: fresh.toUpperCase(),
      device_id: device,
    });
    expect(ok.code).toBe(1);
    // After a success the captcha is no longer asked for.
    const again = await login({ username: account.mobile, password: account.password, device_id: device });
    expect(again.code).toBe(1);
  });

  it('requires the captcha on a device that failed, for any account', async () => {
    const device = freshDevice();
    const other = await createAccount(t);
    await login({ username: freshMobile('136'), password: 'x1yyyyyy', device_id: device });
    const answer = await login({ username: other.mobile, password: other.password, device_id: device });
    expect(answer.msg).toBe('请输入图形验证码');
  });

  it('replaces a device captcha with the new one and lets captchas expire after 5 minutes', async () => {
    const account = await createAccount(t);
    const device = freshDevice();
    await login({ username: account.mobile, password: 'bad-pass1', device_id: device });
    const first = await solveCaptcha(t.app, device);
    const second = await solveCaptcha(t.app, device);
    if (first.toLowerCase() !== second.toLowerCase()) {
      const old = await login({
        username: account.mobile,
        password: account.password,
        img_captcha: first,
        device_id: device,
      });
      expect(old.msg).toBe('图形验证码错误');
    }
    const third = await solveCaptcha(t.app, device);
    t.clock.advance(5 * 60_000 + 1000);
    const late = await login({
      username: account.mobile,
      password: account.password,
      img_captcha: third,
      device_id: device,
    });
    expect(late.msg).toBe('图形验证码已失效，请刷新');
  });

  /** Ten wrong passwords for the account from one device, each with a solved captcha, a second apart. */
  async function failTenTimes(mobile: string, device: string): Promise<void> {
    for (let i = 0; i < 10; i += 1) {
      const captcha = i === 0 ? '' : await solveCaptcha(t.app, device);
      const answer = await login({
        username: mobile,
        password: `wrong${i}pass`,
        img_captcha: captcha,
        device_id: device,
      });
      expect(answer.msg, `attempt ${i + 1}`).toBe('账号或密码错误');
      t.clock.advance(1000);
    }
  }

  it('slows guessing past 10 failures with a doubling wait instead of locking the owner out', async () => {
    const account = await createAccount(t);
    const device = freshDevice();
    await failTenTimes(account.mobile, device);
    const attempt = async (password: string, ip = '10.1.0.1') =>
      login(
        { username: account.mobile, password, img_captcha: await solveCaptcha(t.app, device, ip), device_id: device },
        ip,
      );

    // One second after the tenth failure, four of the five seconds are left; another address waits the same.
    const waiting = await attempt(account.password);
    expect(waiting).toEqual({
      code: 0,
      msg: '密码错误次数过多，请4秒后再试；短信验证码登录不受影响',
      data: { need_captcha: true, retry_after: 4 },
    });
    expect((await attempt(account.password, '10.9.9.9')).data).toMatchObject({ retry_after: 4 });
    // A refused try is not a failure: it does not lengthen the wait.
    t.clock.advance(4000);
    expect((await attempt('wrong-again1')).msg).toBe('账号或密码错误');
    expect((await attempt(account.password)).data).toMatchObject({ retry_after: 10 });
    t.clock.advance(10_000);
    expect((await attempt('wrong-again2')).msg).toBe('账号或密码错误');
    expect((await attempt(account.password)).data).toMatchObject({ retry_after: 20 });

    // The owner, once the wait is over, logs in with the right password.
    t.clock.advance(20_000);
    expect((await attempt(account.password)).code).toBe(1);
    // The success forgot the failures: no wait and no captcha on the next login.
    expect((await login({ username: account.mobile, password: account.password, device_id: device })).code).toBe(1);
  });

  it('forgets failures 15 minutes after they happened', async () => {
    const account = await createAccount(t);
    const device = freshDevice();
    await failTenTimes(account.mobile, device);
    t.clock.advance(15 * 60_000);
    const later = await login({
      username: account.mobile,
      password: account.password,
      img_captcha: await solveCaptcha(t.app, device),
      device_id: device,
    });
    expect(later.code).toBe(1);
  });

  it('limits failures per address to 50 in 15 minutes across accounts', async () => {
    const ip = '10.7.7.7';
    for (let i = 0; i < 50; i += 1) {
      const answer = await login({ username: freshMobile('136'), password: 'wrong123', device_id: freshDevice() }, ip);
      expect(answer.msg, `attempt ${i + 1}`).toBe('账号或密码错误');
    }
    const account = await createAccount(t);
    const blocked = await login({ username: account.mobile, password: account.password, device_id: freshDevice() }, ip);
    expect(blocked.msg).toBe('该网络登录失败次数过多，请15分钟后再试，或使用短信验证码登录');
    const otherIp = await login(
      { username: account.mobile, password: account.password, device_id: freshDevice() },
      '10.7.7.8',
    );
    expect(otherIp.code).toBe(1);
    t.clock.advance(15 * 60_000 + 1);
    const later = await login({ username: account.mobile, password: account.password, device_id: freshDevice() }, ip);
    expect(later.code).toBe(1);
  });

  it('does not count correct logins against the address: an office of 50 behind one address logs in', async () => {
    // A ticking clock: the instant an attempt is recorded differs from the instant it is taken back.
    t.clock.tickEach(7);
    try {
      const ip = '10.7.8.1';
      const office = await Promise.all(Array.from({ length: 5 }, () => createAccount(t)));
      for (let round = 0; round < 11; round += 1) {
        for (const person of office) {
          const answer = await login(
            { username: person.mobile, password: person.password, device_id: freshDevice() },
            ip,
          );
          expect(answer.code, `round ${round} ${person.mobile}`).toBe(1);
        }
      }
      const counted = await t.ctx.db
        .selectFrom('rate_counters')
        .select('count')
        .where('key', '=', `auth:login-fail:ip:${ip}`)
        .execute();
      expect(counted.reduce((sum, row) => sum + row.count, 0)).toBe(0);
    } finally {
      t.clock.tickEach(0);
    }
  });

  it('counts the client address of the socket, not X-Forwarded-For, unless a proxy is trusted', async () => {
    const spray = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        remoteAddress: '10.6.6.6',
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
        payload: { username: freshMobile('136'), password: 'wrong123', device_id: freshDevice() },
      });
    for (let i = 0; i < 50; i += 1) expect((await spray(i)).json().msg).toBe('账号或密码错误');
    expect((await spray(50)).json().msg).toBe('该网络登录失败次数过多，请15分钟后再试，或使用短信验证码登录');
    t.clock.advance(15 * 60_000 + 1);

    // Behind a configured proxy (TRUST_PROXY=1) the forwarded client address is the one counted.
    const proxied = await createTestApp({ trustProxy: 1 });
    try {
      await proxied.app.inject({
        method: 'POST',
        url: '/api/user/login',
        remoteAddress: '10.6.6.6',
        headers: { 'x-forwarded-for': '203.0.113.77' },
        payload: { username: freshMobile('136'), password: 'wrong123', device_id: freshDevice() },
      });
      const keys = await proxied.ctx.db
        .selectFrom('rate_counters')
        .select('key')
        .where('key', 'like', 'auth:login-fail:ip:%')
        .execute();
      expect(keys.map((row) => row.key)).toEqual(['auth:login-fail:ip:203.0.113.77']);
    } finally {
      await proxied.close();
    }
  });

  it('keeps one session per device: a new login there ends the old one (remove_token 1)', async () => {
    const account = await createAccount(t);
    const other = await createAccount(t);
    const device = freshDevice();
    const first = await login({ username: account.mobile, password: account.password, device_id: device });
    const elsewhere = await login({ username: account.mobile, password: account.password, device_id: freshDevice() });
    const second = await login({ username: other.mobile, password: other.password, device_id: device });
    expect(first.data.remove_token).toBe(0);
    expect(second.data.remove_token).toBe(1);
    expect((await checkLogin(t.app, first.data.token)).code).toBe(-1);
    expect((await checkLogin(t.app, elsewhere.data.token)).code).toBe(1);
    expect((await checkLogin(t.app, second.data.token)).data.nick_name).toBe(`测试${other.mobile.slice(-4)}`);
  });

  it('accepts a JSON body and a differently cased path', async () => {
    const account = await createAccount(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/USER/Login',
      payload: { username: Number(account.mobile), password: account.password, device_id: freshDevice() },
    });
    expect(response.json()).toMatchObject({ code: 1, msg: '登录成功' });
  });
});
