import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config/config.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

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
    t = await createTestApp({ sms: real.sms, demoMode: real.demoMode, devPages: real.devPages });
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
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.json(), url).toEqual({ code: 0, msg: '接口不存在', data: null });
    }
  });
});

describe('demo mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('hands out no gift code over HTTP: no route but the redemption mentions gifts', async () => {
    expect(t.ctx.config.devPages).toBe(true);
    const made = await t.app.inject({ method: 'GET', url: '/dev/gift-code.json?level=40' });
    expect(made.json()).toEqual({ code: 0, msg: '接口不存在', data: null });
    const routes = t.app.printRoutes({ commonPrefix: false });
    expect(routes).not.toMatch(/gift/i);
    expect(await t.ctx.db.selectFrom('gift_codes').select('code').execute()).toEqual([]);
  });
});
