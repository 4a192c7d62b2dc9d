import { createCipheriv, createSign, createVerify, generateKeyPairSync, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AlipayProvider, alipaySignedText } from './alipay-provider.js';
import { fenFromYuan, NotificationRejected } from './payment-provider.js';
import { WechatPayProvider, wechatSignedText } from './wechat-pay-provider.js';

const pem = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
const merchant = pem();
const platform = pem();
const apiV3Key = 'abcdefghijklmnopqrstuvwxyz012345';
const now = () => new Date('2026-01-05T02:00:00Z');

function wechat(fetchImpl?: typeof fetch) {
  return new WechatPayProvider({
    mchId: '1900000001',
    appId: 'wxd930ea5d5a258f4f',
    certSerial: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
    privateKey: merchant.privateKey,
    platformKey: platform.publicKey,
    apiV3Key,
    notifyUrl: 'https://example.test/api/pay/notify/wechat',
    fetch: fetchImpl,
    now,
  });
}

/** A notification as WeChat Pay sends it: resource encrypted with the API v3 key, signed by the platform. */
function wechatNotification(plain: object, signer = platform.privateKey) {
  const nonce = randomBytes(6).toString('hex');
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(apiV3Key), Buffer.from(nonce));
  cipher.setAAD(Buffer.from('transaction'));
  const encrypted = Buffer.concat([cipher.update(JSON.stringify(plain)), cipher.final(), cipher.getAuthTag()]);
  const body = JSON.stringify({
    id: 'EV-1',
    event_type: 'TRANSACTION.SUCCESS',
    resource_type: 'encrypt-resource',
    resource: {
      algorithm: 'AEAD_AES_256_GCM',
      ciphertext: encrypted.toString('base64'),
      associated_data: 'transaction',
      nonce,
    },
  });
  const ts = '1767578400';
  const headerNonce = 'n0nce';
  const signature = createSign('RSA-SHA256')
    .update(wechatSignedText([ts, headerNonce, body]))
    .sign(signer, 'base64');
  return {
    body,
    headers: { 'wechatpay-timestamp': ts, 'wechatpay-nonce': headerNonce, 'wechatpay-signature': signature },
  };
}

const paid = {
  mchid: '1900000001',
  out_trade_no: 'BG20260105100000ABCDEF01',
  transaction_id: '4200000000202601050000000001',
  trade_state: 'SUCCESS',
  amount: { total: 34_900, payer_total: 34_900, currency: 'CNY' },
};

describe('WeChat Pay API v3', () => {
  it('signs the native order with the merchant key and reads code_url (stub fetch)', async () => {
    const calls: Array<{ url: string; init: RequestInit }> = [];
    const stub = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(JSON.stringify({ code_url: 'weixin://wxpay/bizpayurl?pr=abc' }), { status: 200 });
    }) as unknown as typeof fetch;
    const start = await wechat(stub).start({
      orderNo: paid.out_trade_no,
      amountFen: 34_900,
      description: '博观高级版会员（月度）',
      expiresAt: new Date('2026-01-05T02:15:00Z'),
    });
    expect(start).toEqual({ qrCode: 'weixin://wxpay/bizpayurl?pr=abc', payUrl: '' });
    const call = calls[0]!;
    expect(call.url).toBe('https://api.mch.weixin.qq.com/v3/pay/transactions/native');
    const body = String(call.init.body);
    expect(JSON.parse(body)).toMatchObject({
      amount: { total: 34_900, currency: 'CNY' },
      time_expire: '2026-01-05T10:15:00+08:00',
    });
    const auth = (call.init.headers as Record<string, string>).authorization!;
    const fields = Object.fromEntries([...auth.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    expect(auth.startsWith('WECHATPAY2-SHA256-RSA2048 ')).toBe(true);
    expect(fields).toMatchObject({ mchid: '1900000001', timestamp: '1767578400' });
    const signed = wechatSignedText([
      'POST',
      '/v3/pay/transactions/native',
      fields.timestamp!,
      fields.nonce_str!,
      body,
    ]);
    expect(createVerify('RSA-SHA256').update(signed).verify(merchant.publicKey, fields.signature!, 'base64')).toBe(
      true,
    );
  });

  it('turns a refused order into an error', async () => {
    const stub = (async () => new Response('{"code":"PARAM_ERROR"}', { status: 400 })) as unknown as typeof fetch;
    await expect(
      wechat(stub).start({ orderNo: 'x', amountFen: 1, description: 'd', expiresAt: now() }),
    ).rejects.toThrow(/HTTP 400/);
  });

  it('verifies the platform signature and decrypts the resource', async () => {
    const notice = await wechat().verifyNotification(wechatNotification(paid));
    expect(notice).toEqual({
      orderNo: paid.out_trade_no,
      transactionId: paid.transaction_id,
      amountFen: 34_900,
      success: true,
    });
  });

  it('refuses a tampered body, another signer and a resource not sealed with the API v3 key', async () => {
    const genuine = wechatNotification(paid);
    const tampered = { ...genuine, body: genuine.body.replace('EV-1', 'EV-2') };
    await expect(wechat().verifyNotification(tampered)).rejects.toBeInstanceOf(NotificationRejected);
    await expect(wechat().verifyNotification(wechatNotification(paid, merchant.privateKey))).rejects.toBeInstanceOf(
      NotificationRejected,
    );
    const noHeaders = { body: genuine.body, headers: {} };
    await expect(wechat().verifyNotification(noHeaders)).rejects.toBeInstanceOf(NotificationRejected);
  });
});

describe('Alipay page pay', () => {
  const app = pem();
  const alipayKeys = pem();
  const alipay = () =>
    new AlipayProvider({
      appId: '2021000000000001',
      privateKey: app.privateKey,
      alipayPublicKey: alipayKeys.publicKey,
      gateway: 'https://openapi.alipay.com/gateway.do',
      notifyUrl: 'https://example.test/api/pay/notify/alipay',
      returnUrl: 'https://example.test/orderInfo',
      now,
    });

  it('builds a gateway address signed RSA2 with the application key', async () => {
    const start = await alipay().start({
      orderNo: 'BG20260105100000ABCDEF01',
      amountFen: 97_700,
      description: '博观高级版会员（季度）',
      expiresAt: new Date('2026-01-05T02:15:00Z'),
    });
    const url = new URL(start.payUrl);
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({
      method: 'alipay.trade.page.pay',
      sign_type: 'RSA2',
      timestamp: '2026-01-05 10:00:00',
    });
    expect(JSON.parse(params.biz_content!)).toMatchObject({
      total_amount: '977.00',
      time_expire: '2026-01-05 10:15:00',
    });
    const signed = alipaySignedText(params, ['sign']);
    expect(createVerify('RSA-SHA256').update(signed).verify(app.publicKey, params.sign!, 'base64')).toBe(true);
  });

  function notification(fields: Record<string, string>, signer = alipayKeys.privateKey) {
    const sign = createSign('RSA-SHA256')
      .update(alipaySignedText(fields, ['sign', 'sign_type']))
      .sign(signer, 'base64');
    return { body: new URLSearchParams({ ...fields, sign, sign_type: 'RSA2' }).toString(), headers: {} };
  }
  const fields = {
    app_id: '2021000000000001',
    out_trade_no: 'BG20260105100000ABCDEF01',
    trade_no: '2026010522001400000000000001',
    trade_status: 'TRADE_SUCCESS',
    total_amount: '977.00',
    gmt_payment: '2026-01-05 10:01:00',
  };

  it('verifies a notification with the Alipay public key', async () => {
    expect(await alipay().verifyNotification(notification(fields))).toEqual({
      orderNo: fields.out_trade_no,
      transactionId: fields.trade_no,
      amountFen: 97_700,
      success: true,
    });
    expect(alipay().answer(true).body).toBe('success');
  });

  it('refuses a tampered amount, another signer and another application', async () => {
    const genuine = notification(fields);
    const tampered = { ...genuine, body: genuine.body.replace('total_amount=977.00', 'total_amount=0.01') };
    await expect(alipay().verifyNotification(tampered)).rejects.toBeInstanceOf(NotificationRejected);
    await expect(alipay().verifyNotification(notification(fields, app.privateKey))).rejects.toBeInstanceOf(
      NotificationRejected,
    );
    await expect(alipay().verifyNotification(notification({ ...fields, app_id: '2021' }))).rejects.toBeInstanceOf(
      NotificationRejected,
    );
  });

  it('reads yuan as fen exactly', () => {
    expect(fenFromYuan('977.00')).toBe(97_700);
    expect(fenFromYuan('0.1')).toBe(10);
    expect(fenFromYuan('1e3')).toBeNaN();
  });
});
