import { readFileSync } from 'node:fs';
import type { PayMethod } from '@boguan/contracts/payments';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config/config.js';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { AlipayProvider } from './alipay-provider.js';
import { LocalPaymentProvider } from './local-payment-provider.js';
import type { PaymentProvider, ProviderKind } from './payment-provider.js';
import { WechatPayProvider } from './wechat-pay-provider.js';

/** The providers in force: which one takes each pay method, and which one owns a notification route. */
export interface PaymentProviders {
  /** The provider that takes a method's payments; null when that method is not configured. */
  forMethod(method: PayMethod): PaymentProvider | null;
  /** The provider whose notifications arrive at /api/pay/notify/<kind>; null when not in force. */
  byKind(kind: ProviderKind): PaymentProvider | null;
  /** The demonstration cashier, when payments are local. */
  local: LocalPaymentProvider | null;
}

export function createPaymentProviders(
  config: AppConfig,
  db: Kysely<Database>,
  clock: Clock,
  fetchImpl?: typeof fetch,
): PaymentProviders {
  if (config.payment.provider === 'local') {
    const local = new LocalPaymentProvider(db, clock, config.publicUrl);
    return { forMethod: () => local, byKind: (kind) => (kind === 'local' ? local : null), local };
  }
  const now = () => clock.now();
  const { wechat, alipay } = config.payment;
  const wechatProvider = wechat
    ? new WechatPayProvider({
        mchId: wechat.mchId,
        appId: wechat.appId,
        certSerial: wechat.certSerial,
        privateKey: readFileSync(wechat.privateKeyFile, 'utf8'),
        platformKey: readFileSync(wechat.platformKeyFile, 'utf8'),
        apiV3Key: wechat.apiV3Key,
        notifyUrl: `${config.publicUrl}/api/pay/notify/wechat`,
        fetch: fetchImpl,
        now,
      })
    : null;
  const alipayProvider = alipay
    ? new AlipayProvider({
        appId: alipay.appId,
        privateKey: readFileSync(alipay.privateKeyFile, 'utf8'),
        alipayPublicKey: readFileSync(alipay.publicKeyFile, 'utf8'),
        gateway: alipay.gateway,
        notifyUrl: `${config.publicUrl}/api/pay/notify/alipay`,
        returnUrl: `${config.publicUrl}/orderInfo`,
        now,
      })
    : null;
  const byMethod = { wechat: wechatProvider, alipay: alipayProvider };
  return {
    forMethod: (method) => byMethod[method],
    byKind: (kind) => (kind === 'wechat' ? wechatProvider : kind === 'alipay' ? alipayProvider : null),
    local: null,
  };
}
