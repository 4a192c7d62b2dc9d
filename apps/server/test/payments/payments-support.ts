import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { signLocalNotification } from '../../src/providers/payment/local-payment-provider.js';
import type { PaymentNotice, RawNotification } from '../../src/providers/payment/payment-provider.js';
import { post, type TestApp } from '../support/test-app.js';

export interface Created {
  order_no: string;
  pay_fen: number;
  qr_code: string;
  pay_url: string;
  reused: boolean;
  provider: string;
  expires_at: string;
}

/** A coupon of the user from a campaign of its own (one coupon per campaign per user). */
export async function giveCoupon(
  t: TestApp,
  userId: number,
  amountFen: number,
  thresholdFen: number,
  validDays = 7,
): Promise<number> {
  const now = t.clock.now();
  const campaign = await t.ctx.db
    .insertInto('coupon_campaigns')
    .values({
      name: `测试券${amountFen}`,
      amount_fen: amountFen,
      threshold_fen: thresholdFen,
      valid_days: validDays,
      starts_at: now,
      audience: 'all',
      active: false,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const coupon = await t.ctx.db
    .insertInto('user_coupons')
    .values({
      user_id: userId,
      campaign_id: campaign.id,
      name: `测试券${amountFen}`,
      amount_fen: amountFen,
      threshold_fen: thresholdFen,
      valid_from: now,
      valid_to: new Date(now.getTime() + validDays * 86_400_000),
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return coupon.id;
}

/** A genuine notification of the local cashier for an order. */
export async function localNotice(t: TestApp, notice: Partial<PaymentNotice> & { orderNo: string; amountFen: number }) {
  const local = t.ctx.providers.payments.local;
  if (!local) throw new Error('payments are not local');
  return local.signedNotification({
    transactionId: `LOCAL${randomBytes(6).toString('hex')}`,
    success: true,
    ...notice,
  });
}

/** The same shape signed with a key that is not the cashier's. */
export function forgedNotice(orderNo: string, amountFen: number): RawNotification {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return signLocalNotification(
    { orderNo, amountFen, transactionId: 'FORGED1', success: true },
    privateKey,
    '1767578400',
    'abc',
  );
}

export async function sendNotice(t: TestApp, raw: RawNotification, kind = 'local') {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/pay/notify/${kind}`,
    headers: raw.headers as Record<string, string>,
    payload: raw.body,
  });
  return { status: response.statusCode, body: response.body };
}

export async function createOrderFor(t: TestApp, token: string, form: Record<string, string | number>) {
  return post<Created>(t.app, '/api/pay/create_order', { method: 'wechat', ...form }, token);
}

export async function memberOf(t: TestApp, userId: number) {
  return t.ctx.db
    .selectFrom('users')
    .select(['level', 'level_expires_at'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

export async function orderRow(t: TestApp, orderNo: string) {
  return t.ctx.db.selectFrom('orders').selectAll().where('order_no', '=', orderNo).executeTakeFirstOrThrow();
}

export async function logsOf(t: TestApp, orderNo: string) {
  const order = await orderRow(t, orderNo);
  return t.ctx.db.selectFrom('order_logs').selectAll().where('order_id', '=', order.id).orderBy('id').execute();
}
