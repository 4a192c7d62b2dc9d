import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AliyunSmsProvider,
  canonicalQuery,
  percentEncode,
  signRpcRequest,
} from '../../src/providers/sms/aliyun-sms-provider.js';
import { OpenWechatProvider } from '../../src/providers/wechat/open-wechat-provider.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { call } from './helpers.js';

describe('Aliyun SMS request signing', () => {
  it('matches the published SendSms signature example', () => {
    // The worked example of Aliyun's "SMS HTTP signature" documentation.
    const params = {
      AccessKeyId: 'testId',
      Action: 'SendSms',
      Format: 'XML',
      OutId: '123',
      PhoneNumbers: '15300000001',
      RegionId: 'cn-hangzhou',
      SignName: '阿里云短信测试专用',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '45e25e9b-0a6f-4070-8c85-2956eda1b466',
      SignatureVersion: '1.0',
      TemplateCode: 'SMS_71390007',
      TemplateParam: '{"customer":"test"}',
      Timestamp: '2017-07-12T02:42:19Z',
      Version: '2017-05-25',
    };
    expect(signRpcRequest(params, 'testSecret')).toBe('zJDF+Lrzhj/ThnlvIToysFRq6t4=');
    expect(canonicalQuery(params)).toContain(
      'TemplateParam=%7B%22customer%22%3A%22test%22%7D&Timestamp=2017-07-12T02%3A42%3A19Z',
    );
    expect(percentEncode("a b*c~d!'()")).toBe('a%20b%2Ac~d%21%27%28%29');
  });

  it('sends a signed GET to dysmsapi with the code in TemplateParam, and fails loudly on refusal', async () => {
    const seen: string[] = [];
    let reply: object = { Code: 'OK', Message: 'OK', BizId: '9006197469364984', RequestId: 'F655A8D5' };
    const provider = new AliyunSmsProvider({
      accessKeyId: 'LTAIkey',
      accessKeySecret: 'secret-of-test',
      signName: '博观',
      templateCode: 'SMS_123456',
      nonce: () => 'nonce-1',
      fetch: async (input) => {
        seen.push(String(input));
        return new Response(JSON.stringify(reply), { headers: { 'content-type': 'application/json' } });
      },
    });
    await provider.send(
      { mobile: '13912345678', purpose: 'login', code: '042137' },
      new Date('2026-01-05T02:00:00.789Z'),
    );
    const url = new URL(seen[0] ?? '');
    expect(url.origin + url.pathname).toBe('https://dysmsapi.aliyuncs.com/');
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({
      AccessKeyId: 'LTAIkey',
      Action: 'SendSms',
      Format: 'JSON',
      PhoneNumbers: '13912345678',
      SignName: '博观',
      TemplateCode: 'SMS_123456',
      TemplateParam: '{"code":"042137"}',
      Timestamp: '2026-01-05T02:00:00Z',
      SignatureNonce: 'nonce-1',
      Version: '2017-05-25',
    });
    const { Signature, ...unsigned } = params;
    expect(Signature).toBe(signRpcRequest(unsigned, 'secret-of-test'));

    reply = { Code: 'isv.MOBILE_NUMBER_ILLEGAL', Message: '非法手机号' };
    await expect(
      provider.send({ mobile: '13912345678', purpose: 'reset', code: '000001' }, new Date()),
    ).rejects.toThrow(/isv.MOBILE_NUMBER_ILLEGAL/);
  });
});

describe('WeChat Open Platform provider', () => {
  let t: TestApp;
  const calls: string[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    t.ctx.providers.wechat = new OpenWechatProvider({
      appId: 'wxappid123',
      appSecret: 'appsecret456',
      redirectUri: `${t.ctx.config.publicUrl}/api/User/wxcallback`,
      fetch: async (input) => {
        const url = new URL(String(input));
        calls.push(url.pathname);
        if (url.pathname === '/sns/oauth2/access_token') {
          if (url.searchParams.get('code') === 'bad-code') {
            return Response.json({ errcode: 40029, errmsg: 'invalid code' });
          }
          expect(url.searchParams.get('appid')).toBe('wxappid123');
          expect(url.searchParams.get('secret')).toBe('appsecret456');
          expect(url.searchParams.get('grant_type')).toBe('authorization_code');
          return Response.json({ access_token: 'AT', openid: `o-${url.searchParams.get('code')}`, unionid: 'u-1' });
        }
        return Response.json({ openid: 'o', nickname: '开放平台用户' });
      },
    });
  });
  afterAll(async () => t.close());

  it('points the QR at qrconnect with the ticket as state', async () => {
    const qr = await call<{ qr_url: string; unid: string }>(t.app, '/api/User/getwxqrcode');
    const redirect = encodeURIComponent(`${t.ctx.config.publicUrl}/api/User/wxcallback`);
    expect(qr.data.qr_url).toBe(
      `https://open.weixin.qq.com/connect/qrconnect?appid=wxappid123&redirect_uri=${redirect}&response_type=code&scope=snsapi_login&state=${qr.data.unid}#wechat_redirect`,
    );
  });

  it('exchanges the callback code for the identity and completes the polling flow', async () => {
    const qr = await call<{ unid: string }>(t.app, '/api/User/getwxqrcode');
    const page = await t.app.inject({ method: 'GET', url: `/api/User/wxcallback?code=abc&state=${qr.data.unid}` });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('已确认登录');
    expect(calls).toEqual(['/sns/oauth2/access_token', '/sns/userinfo']);
    const polled = await call<{ status: string; unid: string }>(t.app, '/api/User/getwxlogin', {
      unid: qr.data.unid,
      device_id: 'openflow01',
    });
    expect(polled.data).toEqual({ status: 'bind', unid: qr.data.unid });
    const ticket = await t.ctx.db
      .selectFrom('wx_tickets')
      .selectAll()
      .where('openid', '=', 'o-abc')
      .executeTakeFirstOrThrow();
    expect(ticket).toMatchObject({ unionid: 'u-1', nickname: '开放平台用户', status: 'bind' });
  });

  it('shows a failure page for a refused code or a missing state', async () => {
    const qr = await call<{ unid: string }>(t.app, '/api/User/getwxqrcode');
    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/User/wxcallback?code=bad-code&state=${qr.data.unid}`,
    });
    expect(refused.body).toContain('微信授权失败');
    const missing = await t.app.inject({ method: 'GET', url: '/api/User/wxcallback?code=abc' });
    expect(missing.body).toContain('微信授权失败');
    expect((await call(t.app, '/api/User/getwxlogin', { unid: qr.data.unid, device_id: 'openflow02' })).data).toEqual({
      status: 'waiting',
    });
  });
});
