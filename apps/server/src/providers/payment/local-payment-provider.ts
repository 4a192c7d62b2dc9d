import { createSign, createVerify, generateKeyPairSync, type KeyLike, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { settleSetting } from '../../modules/collection/settings.repository.js';
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

const KEY_SETTING = 'payments.local_keypair';

interface KeyPair {
  publicKey: string;
  privateKey: string;
}

/** The signed text: timestamp, nonce and body, each followed by a newline (WeChat Pay's shape). */
export function localSignedText(timestamp: string, nonce: string, body: string): string {
  return `${timestamp}\n${nonce}\n${body}\n`;
}

/** A local cashier notification for `notice`, signed with `privateKey` (PEM or KeyObject). */
export function signLocalNotification(
  notice: PaymentNotice,
  privateKey: KeyLike,
  timestamp: string,
  nonce: string,
): RawNotification {
  const body = JSON.stringify({
    order_no: notice.orderNo,
    transaction_id: notice.transactionId,
    amount_fen: notice.amountFen,
    trade_state: notice.success ? 'SUCCESS' : 'CLOSED',
  });
  const signature = createSign('RSA-SHA256')
    .update(localSignedText(timestamp, nonce, body))
    .sign(privateKey, 'base64');
  return {
    body,
    headers: {
      'content-type': 'application/json',
      'boguan-timestamp': timestamp,
      'boguan-nonce': nonce,
      'boguan-signature': signature,
    },
  };
}

/**
 * The demonstration cashier (PAYMENT_PROVIDER=local, the default). Its RSA key pair is made once and
 * kept in app_settings; the /dev/cashier page signs its notification with the private key and posts
 * it to /api/pay/notify/local, where it is verified with the public key like a real provider's, so
 * verification, idempotency and fulfilment are what the tests and the demo run.
 */
export class LocalPaymentProvider implements PaymentProvider {
  readonly kind = 'local' as const;
  private keys: Promise<KeyPair> | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly publicUrl: string,
  ) {}

  private keyPair(): Promise<KeyPair> {
    if (!this.keys) {
      this.keys = (async () => {
        const pair = generateKeyPairSync('rsa', {
          modulusLength: 2048,
          publicKeyEncoding: { type: 'spki', format: 'pem' },
          privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
        });
        // First writer wins: every instance ends up with the one stored pair.
        return settleSetting<KeyPair>(this.db, KEY_SETTING, pair, this.clock.now());
      })();
      this.keys.catch(() => {
        this.keys = null;
      });
    }
    return this.keys;
  }

  async start(request: PaymentRequest): Promise<PaymentStart> {
    const url = `${this.publicUrl}/dev/cashier?order=${encodeURIComponent(request.orderNo)}`;
    return { qrCode: url, payUrl: url };
  }

  /** The notification the cashier sends for a paid order: body and headers, signed. */
  async signedNotification(notice: PaymentNotice): Promise<RawNotification> {
    const { privateKey } = await this.keyPair();
    const timestamp = String(Math.floor(this.clock.now().getTime() / 1000));
    return signLocalNotification(notice, privateKey, timestamp, randomBytes(16).toString('hex'));
  }

  async verifyNotification(raw: RawNotification): Promise<PaymentNotice> {
    const { publicKey } = await this.keyPair();
    const timestamp = header(raw, 'boguan-timestamp');
    const nonce = header(raw, 'boguan-nonce');
    const signature = header(raw, 'boguan-signature');
    if (!timestamp || !nonce || !signature) throw new NotificationRejected('missing signature headers');
    const genuine = createVerify('RSA-SHA256')
      .update(localSignedText(timestamp, nonce, raw.body))
      .verify(publicKey, signature, 'base64');
    if (!genuine) throw new NotificationRejected('bad signature');
    let parsed: { order_no?: unknown; transaction_id?: unknown; amount_fen?: unknown; trade_state?: unknown };
    try {
      parsed = JSON.parse(raw.body);
    } catch {
      throw new NotificationRejected('unreadable body');
    }
    if (typeof parsed.order_no !== 'string' || typeof parsed.transaction_id !== 'string') {
      throw new NotificationRejected('missing order or transaction');
    }
    if (typeof parsed.amount_fen !== 'number' || !Number.isInteger(parsed.amount_fen)) {
      throw new NotificationRejected('missing amount');
    }
    return {
      orderNo: parsed.order_no,
      transactionId: parsed.transaction_id,
      amountFen: parsed.amount_fen,
      success: parsed.trade_state === 'SUCCESS',
    };
  }

  answer(accepted: boolean): ProviderAnswer {
    return accepted
      ? { status: 200, contentType: 'application/json', body: '{"code":"SUCCESS","message":"成功"}' }
      : { status: 400, contentType: 'application/json', body: '{"code":"FAIL","message":"失败"}' };
  }
}
