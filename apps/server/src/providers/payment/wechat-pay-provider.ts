import {
  createDecipheriv,
  createPublicKey,
  createSign,
  createVerify,
  type KeyObject,
  randomBytes,
  X509Certificate,
} from 'node:crypto';
import {
  header,
  NotificationRejected,
  type PaymentNotice,
  type PaymentProvider,
  type PaymentRequest,
  type PaymentStart,
  type ProviderAnswer,
  type RawNotification,
} from './payment-provider.js';

export interface WechatPayOptions {
  mchId: string;
  appId: string;
  /** Serial number of the merchant API certificate (names the key in the Authorization header). */
  certSerial: string;
  /** The merchant API private key (PEM). */
  privateKey: string;
  /** WeChat Pay's platform certificate or platform public key (PEM): verifies notifications. */
  platformKey: string;
  /** The 32-byte API v3 key: decrypts notification resources (AES-256-GCM). */
  apiV3Key: string;
  notifyUrl: string;
  baseUrl?: string;
  fetch?: typeof fetch;
  now?: () => Date;
}

/** The text WeChat Pay v3 signs: each part followed by a newline. */
export function wechatSignedText(parts: string[]): string {
  return parts.map((part) => `${part}\n`).join('');
}

/** A PEM certificate or public key, as a public KeyObject. */
export function publicKeyFrom(pem: string): KeyObject {
  return pem.includes('BEGIN CERTIFICATE') ? new X509Certificate(pem).publicKey : createPublicKey(pem);
}

/** China time in RFC 3339 with +08:00, as WeChat Pay writes times. */
function rfc3339China(at: Date): string {
  return `${new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 19)}+08:00`;
}

/**
 * WeChat Pay API v3, Native pay (a QR the payer scans). Requests are signed with the merchant key
 * (WECHATPAY2-SHA256-RSA2048); notifications are verified with the platform key and their resource
 * decrypted with the API v3 key.
 */
export class WechatPayProvider implements PaymentProvider {
  readonly kind = 'wechat' as const;
  private readonly platformKey: KeyObject;
  private readonly fetchImpl: typeof fetch;
  private readonly baseUrl: string;
  private readonly now: () => Date;

  constructor(private readonly options: WechatPayOptions) {
    this.platformKey = publicKeyFrom(options.platformKey);
    this.fetchImpl = options.fetch ?? fetch;
    this.baseUrl = options.baseUrl ?? 'https://api.mch.weixin.qq.com';
    this.now = options.now ?? (() => new Date());
    if (Buffer.byteLength(options.apiV3Key) !== 32) throw new Error('WeChat Pay API v3 key must be 32 bytes');
  }

  /** The Authorization header of one request. */
  authorization(method: string, pathWithQuery: string, body: string, nonce?: string, timestamp?: string): string {
    const ts = timestamp ?? String(Math.floor(this.now().getTime() / 1000));
    const nonceStr = nonce ?? randomBytes(16).toString('hex');
    const signature = createSign('RSA-SHA256')
      .update(wechatSignedText([method, pathWithQuery, ts, nonceStr, body]))
      .sign(this.options.privateKey, 'base64');
    const { mchId, certSerial } = this.options;
    return `WECHATPAY2-SHA256-RSA2048 mchid="${mchId}",nonce_str="${nonceStr}",signature="${signature}",timestamp="${ts}",serial_no="${certSerial}"`;
  }

  async start(request: PaymentRequest): Promise<PaymentStart> {
    const path = '/v3/pay/transactions/native';
    const body = JSON.stringify({
      appid: this.options.appId,
      mchid: this.options.mchId,
      description: request.description,
      out_trade_no: request.orderNo,
      time_expire: rfc3339China(request.expiresAt),
      notify_url: this.options.notifyUrl,
      amount: { total: request.amountFen, currency: 'CNY' },
    });
    const response = await this.fetchImpl(`${this.baseUrl}${path}`, {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        authorization: this.authorization('POST', path, body),
      },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`WeChat Pay native order refused: HTTP ${response.status} ${text.slice(0, 200)}`);
    const codeUrl = (JSON.parse(text) as { code_url?: unknown }).code_url;
    if (typeof codeUrl !== 'string' || codeUrl === '') throw new Error('WeChat Pay answered no code_url');
    return { qrCode: codeUrl, payUrl: '' };
  }

  async verifyNotification(raw: RawNotification): Promise<PaymentNotice> {
    const timestamp = header(raw, 'wechatpay-timestamp');
    const nonce = header(raw, 'wechatpay-nonce');
    const signature = header(raw, 'wechatpay-signature');
    if (!timestamp || !nonce || !signature) throw new NotificationRejected('missing Wechatpay-* headers');
    const genuine = createVerify('RSA-SHA256')
      .update(wechatSignedText([timestamp, nonce, raw.body]))
      .verify(this.platformKey, signature, 'base64');
    if (!genuine) throw new NotificationRejected('bad signature');
    let resource: { ciphertext?: unknown; nonce?: unknown; associated_data?: unknown };
    try {
      resource = (JSON.parse(raw.body) as { resource?: typeof resource }).resource ?? {};
    } catch {
      throw new NotificationRejected('unreadable body');
    }
    if (typeof resource.ciphertext !== 'string' || typeof resource.nonce !== 'string') {
      throw new NotificationRejected('no resource');
    }
    const plain = this.decrypt(resource.ciphertext, resource.nonce, String(resource.associated_data ?? ''));
    const data = plain as {
      out_trade_no?: unknown;
      transaction_id?: unknown;
      trade_state?: unknown;
      mchid?: unknown;
      amount?: { total?: unknown };
    };
    if (data.mchid !== undefined && data.mchid !== this.options.mchId) throw new NotificationRejected('other merchant');
    if (typeof data.out_trade_no !== 'string' || typeof data.transaction_id !== 'string') {
      throw new NotificationRejected('missing order or transaction');
    }
    const total = data.amount?.total;
    if (typeof total !== 'number' || !Number.isInteger(total)) throw new NotificationRejected('missing amount');
    return {
      orderNo: data.out_trade_no,
      transactionId: data.transaction_id,
      amountFen: total,
      success: data.trade_state === 'SUCCESS',
    };
  }

  /** AES-256-GCM with the API v3 key; the last 16 bytes of the ciphertext are the tag. */
  private decrypt(ciphertext: string, nonce: string, associatedData: string): unknown {
    try {
      const bytes = Buffer.from(ciphertext, 'base64');
      const decipher = createDecipheriv('aes-256-gcm', Buffer.from(this.options.apiV3Key), Buffer.from(nonce));
      decipher.setAuthTag(bytes.subarray(bytes.length - 16));
      decipher.setAAD(Buffer.from(associatedData));
      const plain = Buffer.concat([decipher.update(bytes.subarray(0, bytes.length - 16)), decipher.final()]);
      return JSON.parse(plain.toString('utf8'));
    } catch {
      throw new NotificationRejected('resource does not decrypt');
    }
  }

  answer(accepted: boolean): ProviderAnswer {
    return accepted
      ? { status: 200, contentType: 'application/json', body: '{"code":"SUCCESS","message":"成功"}' }
      : { status: 400, contentType: 'application/json', body: '{"code":"FAIL","message":"失败"}' };
  }
}
