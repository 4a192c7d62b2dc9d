import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalWechatProvider } from '../../src/providers/wechat/local-wechat-provider.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { call, checkLogin, createAccount, freshDevice } from './helpers.js';

interface QrData {
  qr_url: string;
  unid: string;
  expires_in: number;
}
type PollData =
  | { status: 'waiting' }
  | { status: 'login'; token: string; remove_token: number }
  | { status: 'bind'; unid: string };

describe('WeChat QR login (local provider)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const newQr = async () => {
    const answer = await call<QrData>(t.app, '/api/User/getwxqrcode');
    expect(answer.code).toBe(1);
    return answer.data;
  };
  const poll = (unid: string, device = 'pollingdevice01') =>
    call<PollData>(t.app, '/api/User/getwxlogin', {
      callback: '',
      unid,
      timestamp: String(t.clock.now().getTime()),
      week: 1,
      ip: '',
      device_id: device,
    });
  /** What the person does on the page the QR points at. */
  const confirm = (unid: string, openid: string, nickname = '扫码人') =>
    t.app.inject({
      method: 'POST',
      url: '/dev/wx-confirm',
      payload: new URLSearchParams({ unid, pick: 'custom', openid, nickname }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });

  it('hands out an unguessable ticket and a PNG QR of the local confirmation page', async () => {
    const qr = await newQr();
    expect(qr.unid).toMatch(/^[0-9a-f]{64}$/);
    expect(qr.expires_in).toBe(120);
    expect(qr.qr_url).toMatch(/^data:image\/png;base64,/);
    const png = Buffer.from(qr.qr_url.split(',')[1] ?? '', 'base64');
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const provider = t.ctx.providers.wechat as LocalWechatProvider;
    expect(provider.confirmUrl(qr.unid)).toBe(`${t.ctx.config.publicUrl}/dev/wx-confirm?unid=${qr.unid}`);
    // Only the hash is stored.
    const rows = await t.ctx.db.selectFrom('wx_tickets').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(qr.unid);
    const hash = createHash('sha256').update(qr.unid).digest('hex');
    expect(rows.map((r) => r.unid_hash)).toContain(hash);
  });

  it('waits, then logs in a bound identity confirmed on the dev page, exactly once', async () => {
    const account = await createAccount(t, { wxOpenid: 'wx-bound-001' });
    const qr = await newQr();
    expect(await poll(qr.unid)).toEqual({ code: 1, msg: '操作成功', data: { status: 'waiting' } });

    const page = await t.app.inject({ method: 'GET', url: `/dev/wx-confirm?unid=${qr.unid}` });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('确认登录');
    expect(page.body).toContain('name="viewport"');
    // The page never offers the accounts bound so far (anyone could log in as them from it).
    expect(page.body).not.toContain(`测试${account.mobile.slice(-4)}`);
    expect(page.body).not.toContain('wx-bound-001');
    expect(page.body).not.toContain(account.mobile.slice(-4));

    const confirmed = await confirm(qr.unid, 'wx-bound-001');
    expect(confirmed.body).toContain('已确认登录');
    const login = await poll(qr.unid);
    expect(login.code).toBe(1);
    expect(login.msg).toBe('登录成功');
    if (login.data.status !== 'login') throw new Error(`expected login, got ${login.data.status}`);
    expect(login.data.remove_token).toBe(0);
    expect((await checkLogin(t.app, login.data.token)).data.nick_name).toBe(`测试${account.mobile.slice(-4)}`);

    expect(await poll(qr.unid)).toEqual({ code: 0, msg: '二维码已失效，请刷新', data: null });
    expect((await confirm(qr.unid, 'wx-bound-001')).body).toContain('二维码已失效');
  });

  it('picks an identity from the radio list built on the page', async () => {
    const qr = await newQr();
    const page = await t.app.inject({ method: 'GET', url: `/dev/wx-confirm?unid=${qr.unid}` });
    const firstPick = /name="pick" value="([A-Za-z0-9_-]+)" checked/.exec(page.body)?.[1];
    expect(firstPick).toBeDefined();
    const response = await t.app.inject({
      method: 'POST',
      url: '/dev/wx-confirm',
      payload: new URLSearchParams({ unid: qr.unid, pick: firstPick ?? '', openid: '', nickname: '' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.body).toContain('已确认登录');
    expect((await poll(qr.unid)).data.status).toMatch(/^(login|bind)$/);
  });

  it('sends an identity without an account to the binding view and keeps saying so', async () => {
    const qr = await newQr();
    await confirm(qr.unid, 'wx-nobody-777');
    expect(await poll(qr.unid)).toEqual({ code: 1, msg: '操作成功', data: { status: 'bind', unid: qr.unid } });
    expect((await poll(qr.unid)).data).toEqual({ status: 'bind', unid: qr.unid });
  });

  it('lets an unscanned ticket expire after 120 s', async () => {
    const qr = await newQr();
    t.clock.advance(119_000);
    expect((await poll(qr.unid)).data).toEqual({ status: 'waiting' });
    t.clock.advance(1000);
    expect(await poll(qr.unid)).toEqual({ code: 0, msg: '二维码已失效，请刷新', data: null });
    expect((await t.app.inject({ method: 'GET', url: `/dev/wx-confirm?unid=${qr.unid}` })).body).toContain(
      '二维码已失效',
    );
    expect((await confirm(qr.unid, 'wx-late')).body).toContain('二维码已失效');
  });

  it('refuses unknown, malformed and missing tickets', async () => {
    expect((await poll('f'.repeat(64))).msg).toBe('二维码已失效，请刷新');
    expect((await poll('not-a-ticket')).msg).toBe('二维码已失效，请刷新');
    expect((await call(t.app, '/api/User/getwxlogin', { device_id: 'abcdefgh' })).msg).toBe('缺少参数 unid');
    expect((await confirm('0'.repeat(64), 'bad openid!')).body).toContain('微信身份格式错误');
  });

  it('ends the earlier session of the polling device (remove_token 1)', async () => {
    await createAccount(t, { wxOpenid: 'wx-bound-002' });
    const device = freshDevice();
    const tokens: string[] = [];
    for (const expected of [0, 1]) {
      const qr = await newQr();
      await confirm(qr.unid, 'wx-bound-002');
      const login = await poll(qr.unid, device);
      if (login.data.status !== 'login') throw new Error('expected login');
      expect(login.data.remove_token).toBe(expected);
      tokens.push(login.data.token);
    }
    expect((await checkLogin(t.app, tokens[0] ?? '')).code).toBe(-1);
    expect((await checkLogin(t.app, tokens[1] ?? '')).code).toBe(1);
  });
});
