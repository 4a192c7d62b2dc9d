import { createSign, createVerify } from 'node:crypto';
import {
  fenFromYuan,
  NotificationRejected,
  type PaymentNotice,
  type PaymentProvider,
  type PaymentRequest,
  type PaymentStart,
  type ProviderAnswer,
  type RawNotification,
} from './payment-provider.js';
import { publicKeyFrom } from './wechat-pay-provider.js';

export interface AlipayOptions {
  appId: string;
  /** The application private key (PEM): signs requests (RSA2). */
  privateKey: string;
  /** Alipay's public key (PEM): verifies notifications. */
  alipayPublicKey: string;
  gateway: string;
  notifyUrl: string;
  returnUrl: string;
  now?: () => Date;
}

/** Alipay's signed text: every parameter but sign (and sign_type for notifications), sorted, k=v&k=v. */
export function alipaySignedText(params: Record<string, string>, omit: string[]): string {
  return Object.keys(params)
    .filter((key) => !omit.includes(key) && params[key] !== '' && params[key] !== undefined)
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join('&');
}

function chinaStamp(at: Date): string {
  return new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * Alipay open API, page pay (alipay.trade.page.pay): the payer is sent to a signed gateway address;
 * the asynchronous notification (form-urlencoded) is verified with Alipay's public key.
 */
export class AlipayProvider implements PaymentProvider {
  readonly kind = 'alipay' as const;
  private readonly now: () => Date;

  constructor(private readonly options: AlipayOptions) {
    this.now = options.now ?? (() => new Date());
    publicKeyFrom(options.alipayPublicKey);
  }

  sign(params: Record<string, string>): string {
    return createSign('RSA-SHA256')
      .update(alipaySignedText(params, ['sign']))
      .sign(this.options.privateKey, 'base64');
  }

  async start(request: PaymentRequest): Promise<PaymentStart> {
    const params: Record<string, string> = {
      app_id: this.options.appId,
      method: 'alipay.trade.page.pay',
      format: 'JSON',
      charset: 'utf-8',
      sign_type: 'RSA2',
      timestamp: chinaStamp(this.now()),
      version: '1.0',
      notify_url: this.options.notifyUrl,
      return_url: this.options.returnUrl,
      biz_content: JSON.stringify({
        out_trade_no: request.orderNo,
        product_code: 'FAST_INSTANT_TRADE_PAY',
        total_amount: (request.amountFen / 100).toFixed(2),
        subject: request.description,
        time_expire: chinaStamp(request.expiresAt),
      }),
    };
    params.sign = this.sign(params);
    return { qrCode: '', payUrl: `${this.options.gateway}?${new URLSearchParams(params).toString()}` };
  }

  async verifyNotification(raw: RawNotification): Promise<PaymentNotice> {
    const params = Object.fromEntries(new URLSearchParams(raw.body));
    const signature = params.sign;
    if (!signature) throw new NotificationRejected('no sign');
    const genuine = createVerify('RSA-SHA256')
      .update(alipaySignedText(params, ['sign', 'sign_type']))
      .verify(publicKeyFrom(this.options.alipayPublicKey), signature, 'base64');
    if (!genuine) throw new NotificationRejected('bad signature');
    if (params.app_id !== this.options.appId) throw new NotificationRejected('other application');
    const amountFen = fenFromYuan(params.total_amount ?? '');
    if (!params.out_trade_no || !params.trade_no || Number.isNaN(amountFen)) {
      throw new NotificationRejected('missing order, transaction or amount');
    }
    return {
      orderNo: params.out_trade_no,
      transactionId: params.trade_no,
      amountFen,
      success: params.trade_status === 'TRADE_SUCCESS' || params.trade_status === 'TRADE_FINISHED',
    };
  }

  answer(accepted: boolean): ProviderAnswer {
    return { status: 200, contentType: 'text/plain', body: accepted ? 'success' : 'failure' };
  }
}
