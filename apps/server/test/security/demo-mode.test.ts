import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config/config.js';
import { createTestApp, post, type TestApp } from '../support/test-app.js';
import { createUser } from '../support/users.js';

const OPERATOR = '13900009999';
const REAL_WECHAT = { WECHAT_PROVIDER: 'open', WECHAT_APP_ID: 'wx0123456789', WECHAT_APP_SECRET: 'secret' };
const REAL_SMS = {
  SMS_PROVIDER: 'aliyun',
  ALIYUN_SMS_ACCESS_KEY_ID: 'id',
  ALIYUN_SMS_ACCESS_KEY_SECRET: 'secret',
  ALIYUN_SMS_SIGN_NAME: '博观',
  ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1',
};

describe('demo mode decides the dev pages', () => {
  it('is demo mode, with the dev pages, only when every provider is local', () => {
    expect(loadConfig({})).toMatchObject({ demoMode: true, devPages: true });
    expect(loadConfig({ DEV_PAGES: 'off' })).toMatchObject({ demoMode: true, devPages: false });
    expect(loadConfig(REAL_SMS)).toMatchObject({ demoMode: false, devPages: false });
    expect(loadConfig(REAL_WECHAT)).toMatchObject({ demoMode: false, devPages: false });
  });

  it('refuses to start with DEV_PAGES=on beside a real provider, saying why', () => {
    for (const real of [REAL_SMS, REAL_WECHAT]) {
      expect(() => loadConfig({ ...real, DEV_PAGES: 'on' })).toThrow(ConfigError);
      expect(() => loadConfig({ ...real, DEV_PAGES: 'on' })).toThrow(/DEV_PAGES=on needs demo mode/);
    }
  });
});

describe('an install with real SMS but local WeChat', () => {
  let t: TestApp;
  beforeAll(async () => {
    const real = loadConfig(REAL_SMS);
    t = await createTestApp({
      sms: real.sms,
      demoMode: real.demoMode,
      devPages: real.devPages,
      operatorMobiles: [OPERATOR],
    });
  });
  afterAll(async () => t.close());

  it('serves none of the dev pages', async () => {
    for (const [method, url] of [
      ['GET', '/dev/sms'],
      ['GET', '/dev/sms.json?mobile=13912345678'],
      ['GET', '/dev/captcha.json?device_id=abc'],
      ['GET', '/dev/wx-confirm?unid=x'],
      ['POST', '/dev/wx-confirm'],
      ['POST', '/dev/kol-monitor/change'],
      ['POST', '/dev/wallet/settle'],
      ['GET', '/dev/cashier?order=BG20260101000000ABCDEF01'],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.json(), url).toEqual({ code: 0, msg: '接口不存在', data: null });
    }
  });

  it('mints no gift code over plain HTTP, not even for an operator (the CLI or the operator area over HTTPS)', async () => {
    const operator = await createUser(t, { mobile: OPERATOR });
    const body = { level: 40, days: 30, count: 1, batch: '明文' };
    const refused = { code: 1001, msg: '运营操作须通过 HTTPS 访问', data: null };
    expect(await post(t.app, '/api/admin/gift_codes_create', body, operator.token)).toEqual(refused);
    // X-Forwarded-Proto counts only from a proxy named in TRUST_PROXY (none here).
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/admin/gift_codes_create',
      headers: { authorization: operator.token, 'x-forwarded-proto': 'https' },
      payload: body,
    });
    expect(forged.json()).toEqual(refused);
    expect(await t.ctx.db.selectFrom('gift_codes').select('code').execute()).toEqual([]);
  });
});

describe('demo mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ operatorMobiles: [OPERATOR] });
  });
  afterAll(async () => t.close());

  it('mints gift codes only in the operator area: the local operator may use plain HTTP, nobody else may', async () => {
    expect(t.ctx.config.devPages).toBe(true);
    const made = await t.app.inject({ method: 'GET', url: '/dev/gift-code.json?level=40' });
    expect(made.json()).toEqual({ code: 0, msg: '接口不存在', data: null });
    const routes = t.app.printRoutes({ commonPrefix: false });
    const giftRoutes = routes.split('\n').filter((line) => /gift/i.test(line));
    expect(giftRoutes.map((line) => line.replace(/^[\s│├└─]+/, '').replace(/ \(.*$/, '')).sort()).toEqual([
      '/api/admin/gift_batch_list',
      '/api/admin/gift_codes_create',
    ]);

    const body = { level: 40, days: 30, count: 2, batch: '演示' };
    const member = await createUser(t, { level: 40 });
    expect(await post(t.app, '/api/admin/gift_codes_create', body, member.token)).toEqual({
      code: 1001,
      msg: '该功能仅限运营人员使用',
      data: null,
    });
    expect((await post(t.app, '/api/admin/gift_codes_create', body)).code).toBe(-1);
    expect(await t.ctx.db.selectFrom('gift_codes').select('code').execute()).toEqual([]);

    const operator = await createUser(t, { mobile: OPERATOR });
    const minted = await post<{ codes: string[] }>(t.app, '/api/admin/gift_codes_create', body, operator.token);
    expect(minted.code).toBe(1);
    expect(minted.data.codes).toHaveLength(2);
    const buyer = await createUser(t);
    const redeemed = await post(t.app, '/api/user/exchange', { keyword: minted.data.codes[0] }, buyer.token);
    expect(redeemed).toMatchObject({ code: 1, data: { level: 40, days: 30 } });
  });
});
