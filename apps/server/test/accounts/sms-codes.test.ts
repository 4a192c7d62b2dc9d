import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOfChinaDay } from '../../src/modules/accounts/sms-codes.service.js';
import { AliyunSmsProvider } from '../../src/providers/sms/aliyun-sms-provider.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { call, createAccount, freshDevice, freshMobile, inbox, lastCode } from './helpers.js';

describe('SMS codes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  // Each test its own address, so the per-address cap (30 an hour) never mixes tests.
  let ipCounter = 0;
  const nextIp = () => {
    ipCounter += 1;
    return `10.2.0.${ipCounter}`;
  };
  const getCode = (mobile: string, path = '/api/User/getMsgCode', ip = '10.2.1.1') =>
    call<{ countdown: number }>(t.app, path, { mobile }, { ip });
  const smsLogin = (mobile: string, code: string) =>
    call<{ token: string }>(t.app, '/api/User/msgCodeLogin', {
      mobile1: mobile,
      mobile_captcha: code,
      ip: '',
      device_id: freshDevice(),
    });

  it('sends a six-digit login code, shown in the local inbox (JSON and HTML)', async () => {
    const mobile = freshMobile();
    const answer = await getCode(mobile, '/api/User/getMsgCode', nextIp());
    expect(answer).toEqual({ code: 1, msg: '验证码已发送', data: { countdown: 10 } });
    const messages = await inbox(t.app, mobile);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ mobile, purpose: 'login', sent_at: t.clock.now().toISOString() });
    expect(messages[0]?.code).toMatch(/^\d{6}$/);
    expect(messages[0]?.text).toContain(`验证码${messages[0]?.code}`);
    const page = await t.app.inject({ method: 'GET', url: '/dev/sms' });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('本地短信收件箱');
    expect(page.body).toContain(messages[0]?.code ?? 'missing');
    // Stored hashed: the table never holds the code itself.
    const rows = await t.ctx.db.selectFrom('sms_codes').selectAll().where('mobile', '=', mobile).execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(messages[0]?.code);
  });

  it('enforces the resend interval: 10 s for login, 59 s for binding and reset', async () => {
    const ip = nextIp();
    const mobile = freshMobile();
    await getCode(mobile, '/api/User/getMsgCode', ip);
    t.clock.advance(4000);
    expect((await getCode(mobile, '/api/User/getMsgCode', ip)).msg).toBe('请等待6秒后再获取验证码');
    t.clock.advance(6000);
    expect((await getCode(mobile, '/api/User/getMsgCode', ip)).code).toBe(1);

    const binding = await getCode(mobile, '/api/User/bindingGetCode', ip);
    expect(binding.data).toEqual({ countdown: 59 });
    t.clock.advance(58_500);
    expect((await getCode(mobile, '/api/User/bindingGetCode', ip)).msg).toBe('请等待1秒后再获取验证码');
    t.clock.advance(500);
    expect((await getCode(mobile, '/api/User/bindingGetCode', ip)).code).toBe(1);

    const account = await createAccount(t);
    expect((await getCode(account.mobile, '/api/User/resetGetCode', ip)).data).toEqual({ countdown: 59 });
    t.clock.advance(30_000);
    expect((await getCode(account.mobile, '/api/User/resetGetCode', ip)).msg).toBe('请等待29秒后再获取验证码');
  });

  it('caps a number at 5 codes an hour and 10 a day (China calendar day)', async () => {
    const ip = nextIp();
    const mobile = freshMobile();
    for (let i = 0; i < 5; i += 1) {
      expect((await getCode(mobile, '/api/User/getMsgCode', ip)).code, `send ${i + 1}`).toBe(1);
      t.clock.advance(60_000);
    }
    // Five sends at minutes 0..4; now is minute 5, the first ages out at minute 60.
    expect((await getCode(mobile, '/api/User/bindingGetCode', ip)).msg).toBe(
      '该手机号获取验证码过于频繁，请55分钟后再试',
    );
    t.clock.advance(55 * 60_000);
    for (let i = 0; i < 5; i += 1) {
      expect((await getCode(mobile, '/api/User/getMsgCode', ip)).code, `second hour send ${i + 1}`).toBe(1);
      t.clock.advance((61 * 60_000) / 5);
    }
    t.clock.advance(60 * 60_000);
    expect((await getCode(mobile, '/api/User/getMsgCode', ip)).msg).toBe(
      '该手机号今日获取验证码次数已达上限，请明天再试',
    );
    t.clock.set(new Date(startOfChinaDay(t.clock.now()).getTime() + 86_400_000));
    expect((await getCode(mobile, '/api/User/getMsgCode', nextIp())).code).toBe(1);
  });

  it('voids a code after 5 wrong tries; a used or expired code never works again', async () => {
    const ip = nextIp();
    const mobile = freshMobile();
    await getCode(mobile, '/api/User/getMsgCode', ip);
    const code = await lastCode(t.app, mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i += 1) expect((await smsLogin(mobile, wrong)).msg).toBe('验证码错误');
    expect((await smsLogin(mobile, wrong)).msg).toBe('验证码错误次数过多，请重新获取');
    expect((await smsLogin(mobile, code)).msg).toBe('验证码已失效，请重新获取');

    t.clock.advance(10_000);
    await getCode(mobile, '/api/User/getMsgCode', ip);
    const second = await lastCode(t.app, mobile);
    expect((await smsLogin(mobile, second)).code).toBe(1);
    expect((await smsLogin(mobile, second)).msg).toBe('验证码已失效，请重新获取');

    t.clock.advance(10_000);
    await getCode(mobile, '/api/User/getMsgCode', ip);
    const third = await lastCode(t.app, mobile);
    t.clock.advance(5 * 60_000);
    expect((await smsLogin(mobile, third)).msg).toBe('验证码已过期，请重新获取');
  });

  it('binds a code to its purpose and lets only the newest code of a purpose work', async () => {
    const ip = nextIp();
    const account = await createAccount(t);
    await getCode(account.mobile, '/api/User/getMsgCode', ip);
    const loginCode = await lastCode(t.app, account.mobile, 'login');
    const reset = await call(t.app, '/api/User/restPwd', {
      mobile: account.mobile,
      mobile_captcha: loginCode,
      password: 'newpass123',
      repassword: 'newpass123',
    });
    expect(reset.msg).toBe('请先获取验证码');

    await getCode(account.mobile, '/api/User/resetGetCode', ip);
    const resetCode = await lastCode(t.app, account.mobile, 'reset');
    expect(resetCode).not.toBe('');
    t.clock.advance(10_000);
    await getCode(account.mobile, '/api/User/getMsgCode', ip);
    const newer = await lastCode(t.app, account.mobile, 'login');
    if (newer !== loginCode) expect((await smsLogin(account.mobile, loginCode)).msg).toBe('验证码错误');
    expect((await smsLogin(account.mobile, newer)).code).toBe(1);
  });

  it('caps one address at 30 codes an hour across numbers', async () => {
    const ip = nextIp();
    for (let i = 0; i < 30; i += 1)
      expect((await getCode(freshMobile('150'), '/api/User/getMsgCode', ip)).code).toBe(1);
    expect((await getCode(freshMobile('150'), '/api/User/getMsgCode', ip)).msg).toBe('操作过于频繁，请稍后再试');
    t.clock.advance(3_600_000);
    expect((await getCode(freshMobile('150'), '/api/User/getMsgCode', ip)).code).toBe(1);
  });

  it('does not count a code the provider failed to send', async () => {
    const original = t.ctx.providers.sms;
    t.ctx.providers.sms = new AliyunSmsProvider({
      accessKeyId: 'id',
      accessKeySecret: 'secret',
      signName: '博观',
      templateCode: 'SMS_1',
      fetch: async () =>
        new Response(JSON.stringify({ Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: '触发分钟级流控' })),
    });
    const mobile = freshMobile();
    try {
      expect((await getCode(mobile, '/api/User/getMsgCode', nextIp())).msg).toBe('短信发送失败，请稍后再试');
    } finally {
      t.ctx.providers.sms = original;
    }
    expect((await getCode(mobile, '/api/User/getMsgCode', nextIp())).code).toBe(1);
    expect(await t.ctx.db.selectFrom('sms_codes').select('id').where('mobile', '=', mobile).execute()).toHaveLength(1);
  });

  it('rejects a bad mobile with the spec messages', async () => {
    expect((await call(t.app, '/api/User/getMsgCode', {})).msg).toBe('手机号不可为空 !');
    expect((await call(t.app, '/api/User/getMsgCode', { mobile: '' })).msg).toBe('手机号不可为空 !');
    expect((await call(t.app, '/api/User/getMsgCode', { mobile: '12345678901' })).msg).toBe('手机号格式错误 !');
    expect((await call(t.app, '/api/User/bindingGetCode', { mobile: ['13912345678', '13912345679'] })).msg).toBe(
      '手机号格式错误 !',
    );
  });
});
