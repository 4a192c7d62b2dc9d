import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { createOrder } from '../../src/modules/payments/orders.service.js';
import { localNotice, orderRow, sendNotice } from '../payments/payments-support.js';
import { post, type TestApp } from '../support/test-app.js';
import { createUser } from '../support/users.js';

export const DAY = 86_400_000;

/** A user whose account was registered through `referrerId`'s link. */
export async function referredUser(t: TestApp, referrerId: number, options: { nickName?: string } = {}) {
  const user = await createUser(t, options);
  await t.ctx.db
    .insertInto('referrals')
    .values({ user_id: user.userId, referrer_id: referrerId, share_code: 'TESTCODE', created_at: t.clock.now() })
    .execute();
  return user;
}

/** Buys a membership through the real order and the local cashier's signed notice; answers the order. */
export async function buyAndPay(t: TestApp, userId: number, term: 'month' | 'quarter' | 'year' = 'month') {
  const created = await createOrder(t.ctx, { id: userId, level: 20 } as never, { level: 30, term, method: 'wechat' });
  const sent = await sendNotice(t, await localNotice(t, { orderNo: created.order_no, amountFen: created.pay_fen }));
  if (sent.status !== 200) throw new Error(`notice refused: ${sent.body}`);
  return orderRow(t, created.order_no);
}

/**
 * A commission of `amountFen` for `referrerId` written straight into the ledger, with a paid order
 * of a fresh invitee behind it (the shapes the real flow leaves), available from `availableAt`.
 */
export async function creditCommission(t: TestApp, referrerId: number, amountFen: number, availableAt?: Date) {
  const now = t.clock.now();
  const buyer = await referredUser(t, referrerId);
  const order = await t.ctx.db
    .insertInto('orders')
    .values({
      order_no: `BG20260101000000${randomBytes(4).toString('hex').toUpperCase()}`,
      user_id: buyer.userId,
      level: 30,
      term: 'month',
      days: 30,
      list_fen: amountFen * 5,
      pay_fen: amountFen * 5,
      method: 'wechat',
      provider: 'local',
      status: 'paid',
      created_at: now,
      expires_at: new Date(now.getTime() + 15 * 60_000),
      paid_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.ctx.db
    .insertInto('wallet_ledger')
    .values({
      user_id: referrerId,
      amount_fen: amountFen,
      kind: 'commission',
      order_id: order.id,
      available_at: availableAt ?? now,
      created_at: now,
      note: '测试佣金',
    })
    .execute();
  return { orderId: order.id, buyer };
}

/** A user with `fen` available to withdraw. */
export async function fundedUser(t: TestApp, fen: number) {
  const user = await createUser(t);
  await creditCommission(t, user.userId, fen);
  return user;
}

/** The sum of every ledger row of the user available at `now`, straight from the table. */
export async function ledgerAvailable(t: TestApp, userId: number): Promise<number> {
  const row = await t.ctx.db
    .selectFrom('wallet_ledger')
    .select(sql<number>`coalesce(sum(amount_fen), 0)`.as('fen'))
    .where('user_id', '=', userId)
    .where('available_at', '<=', t.clock.now())
    .executeTakeFirstOrThrow();
  return Number(row.fen);
}

/** A user whose mobile is an operator's in this app's config. */
export async function operatorUser(t: TestApp) {
  const user = await createUser(t);
  t.ctx.config.operatorMobiles.push(user.mobile);
  return user;
}

export const alipayForm = (amount: string) => ({
  amount,
  account_type: 'alipay',
  real_name: '张三',
  account: '13800138000',
});

/** A 19-digit card number that passes the Luhn check. */
export const GOOD_CARD = '6222020000000000000';

export interface Paged<T> {
  data: T[];
  page: number;
  per_page: number;
  total: number;
}

export interface WithdrawalAnswer {
  id: number;
  amount_fen: number;
  account: string;
  status: string;
  status_name: string;
  reason: string;
  review_time: string;
}

/** The calls the withdrawal tests make, bound to one app and its operator (read when called: beforeAll sets them). */
export function withdrawCalls(app: () => TestApp, operatorToken: () => string) {
  return {
    sub: (token: string, form: Record<string, string>) =>
      post<WithdrawalAnswer>(app().app, '/api/user/withdrawSub', form, token),
    info: async (token: string) =>
      (
        await post<{ available_fen: number; has_pending: boolean; last_account: unknown }>(
          app().app,
          '/api/user/withdraw_info',
          {},
          token,
        )
      ).data,
    reject: (id: number, reason = '收款账户与实名不符', token = operatorToken()) =>
      post<{ status_name: string; reason: string }>(app().app, '/api/admin/withdraw_reject', { id, reason }, token),
  };
}
