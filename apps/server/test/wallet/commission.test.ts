import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGiftCodes } from '../../src/modules/gifts/create-gift-codes.js';
import { createOrder } from '../../src/modules/payments/orders.service.js';
import { reverseCommission } from '../../src/modules/wallet/commission.service.js';
import { giveCoupon, localNotice, orderRow, sendNotice } from '../payments/payments-support.js';
import { createTestApp, post, type TestApp } from '../support/test-app.js';
import { createUser } from '../support/users.js';
import { buyAndPay, DAY, ledgerAvailable, referredUser } from './wallet-support.js';

interface Paged<T> {
  data: T[];
  page: number;
  per_page: number;
  total: number;
}

const commissionRows = (t: TestApp, userId: number) =>
  t.ctx.db.selectFrom('wallet_ledger').selectAll().where('user_id', '=', userId).orderBy('id').execute();

describe('commissions on referred users’ paid orders', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('20 parallel notices of one paid order credit 20 % once, pending for 7 days, with one message', async () => {
    const ref = await createUser(t);
    const buyer = await referredUser(t, ref.userId, { nickName: '小李' });
    const created = await createOrder(t.ctx, { id: buyer.userId, level: 20 } as never, {
      level: 30,
      term: 'month',
      method: 'wechat',
    });
    const notice = await localNotice(t, { orderNo: created.order_no, amountFen: created.pay_fen });
    const answers = await Promise.all(Array.from({ length: 20 }, () => sendNotice(t, notice)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const rows = await commissionRows(t, ref.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'commission', amount_fen: 7980 });
    expect(new Date(rows[0]?.available_at ?? 0).getTime()).toBe(t.clock.now().getTime() + 7 * DAY);
    const messages = await t.ctx.db
      .selectFrom('messages')
      .select(['type', 'title', 'content'])
      .where('user_id', '=', ref.userId)
      .execute();
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ type: 'referral', title: '获得推广佣金' });
    expect(messages[0]?.content).toContain(`${buyer.mobile.slice(0, 3)}****${buyer.mobile.slice(-4)}`);
    expect(messages[0]?.content).toContain('佣金¥79.80');

    const info = await post<Record<string, number>>(t.app, '/api/user/share_info', {}, ref.token);
    expect(info.data).toMatchObject({
      rate_pct: 20,
      refund_days: 7,
      invited: 1,
      paid_users: 1,
      pending_fen: 7980,
      available_fen: 0,
      withdrawn_fen: 0,
      total_earned_fen: 7980,
    });
  });

  it('floors to the fen and turns available after exactly 7 days on the clock', async () => {
    const ref = await createUser(t);
    const buyer = await referredUser(t, ref.userId);
    // 高级版 quarter 107700 → 21540; with a 1-fen-odd coupon the floor shows: 107700 - 4999 = 102701 → 20540.2.
    await giveCoupon(t, buyer.userId, 4999, 0);
    const order = await buyAndPay(t, buyer.userId, 'quarter');
    expect(order.pay_fen).toBe(102_701);
    const [row] = await commissionRows(t, ref.userId);
    expect(row?.amount_fen).toBe(20_540);

    const state = async () =>
      (
        await post<
          Paged<{
            state: string;
            state_name: string;
            commission_fen: number;
            pay_fen: number;
            mobile: string;
            product: string;
          }>
        >(t.app, '/api/user/commission_list', { page: 1 }, ref.token)
      ).data.data[0];
    expect(await state()).toMatchObject({
      state: 'pending',
      state_name: '待结算',
      pay_fen: 102_701,
      product: '高级版 · 季度',
    });
    t.clock.advance(7 * DAY - 1000);
    expect((await state())?.state_name).toBe('待结算');
    expect(await ledgerAvailable(t, ref.userId)).toBe(0);
    t.clock.advance(1000);
    expect(await state()).toMatchObject({ state: 'available', state_name: '可提现', commission_fen: 20_540 });
    const info = await post<Record<string, number>>(t.app, '/api/user/withdraw_info', {}, ref.token);
    expect(info.data).toMatchObject({ available_fen: 20_540, pending_fen: 0 });
  });

  it('pays nothing for a user nobody referred, nor for gift codes', async () => {
    const loner = await createUser(t);
    const before = await t.ctx.db.selectFrom('wallet_ledger').select('id').execute();
    await buyAndPay(t, loner.userId);
    const ref = await createUser(t);
    const gifted = await referredUser(t, ref.userId);
    const [code] = await createGiftCodes(t.ctx.db, {
      level: 40,
      days: 30,
      count: 1,
      redeemBefore: null,
      batch: 'wallet-test',
      now: t.clock.now(),
    });
    const redeemed = await post(t.app, '/api/user/exchange', { keyword: code ?? '' }, gifted.token);
    expect(redeemed.code, redeemed.msg).toBe(1);
    expect(await t.ctx.db.selectFrom('wallet_ledger').select('id').execute()).toHaveLength(before.length);
    const info = await post<Record<string, number>>(t.app, '/api/user/share_info', {}, ref.token);
    expect(info.data).toMatchObject({ invited: 1, paid_users: 0, total_earned_fen: 0 });
  });

  it('lists invitees masked with their paid orders and commissions, never their ids', async () => {
    const ref = await createUser(t);
    const paying = await referredUser(t, ref.userId, { nickName: '付费用户' });
    t.clock.advance(1000);
    const idle = await referredUser(t, ref.userId, { nickName: '未付费' });
    await buyAndPay(t, paying.userId, 'month');
    await buyAndPay(t, paying.userId, 'month');
    const list = await post<Paged<Record<string, unknown>>>(t.app, '/api/user/share_list', { page: 1 }, ref.token);
    expect(list.data.total).toBe(2);
    expect(list.data.data).toEqual([
      expect.objectContaining({
        mobile: `${idle.mobile.slice(0, 3)}****${idle.mobile.slice(-4)}`,
        nick_name: '未付费',
        paid_orders: 0,
        paid_fen: 0,
        commission_fen: 0,
      }),
      expect.objectContaining({ nick_name: '付费用户', paid_orders: 2, paid_fen: 79_800, commission_fen: 15_960 }),
    ]);
    expect(JSON.stringify(list.data)).not.toContain(paying.mobile);
    expect(Object.keys(list.data.data[0] ?? {})).not.toContain('user_id');
    // Another user sees none of it.
    const other = await createUser(t);
    expect(
      (await post<Paged<unknown>>(t.app, '/api/user/share_list', { page: 1, user_id: ref.userId }, other.token)).data
        .total,
    ).toBe(0);
    expect((await post<Paged<unknown>>(t.app, '/api/user/commission_list', { page: 1 }, other.token)).data.total).toBe(
      0,
    );
  });

  it('reverseCommission takes a refunded order’s commission back once, without touching the available balance in the window', async () => {
    const ref = await createUser(t);
    const buyer = await referredUser(t, ref.userId);
    const order = await buyAndPay(t, buyer.userId);
    const undo = () => t.ctx.db.transaction().execute((trx) => reverseCommission(trx, order.id, t.clock.now()));
    t.clock.advance(2 * DAY);
    expect(await undo()).toEqual({ referrerId: ref.userId, amountFen: 7980 });
    expect(await undo()).toBeNull();
    const info = async () => (await post<Record<string, number>>(t.app, '/api/user/share_info', {}, ref.token)).data;
    expect(await info()).toMatchObject({ pending_fen: 0, available_fen: 0, total_earned_fen: 0, paid_users: 0 });
    t.clock.advance(6 * DAY);
    expect(await info()).toMatchObject({ pending_fen: 0, available_fen: 0 });
    const list = await post<Paged<{ state_name: string }>>(t.app, '/api/user/commission_list', { page: 1 }, ref.token);
    expect(list.data.data[0]?.state_name).toBe('已退款');
    const log = await post<Paged<{ kind_name: string; amount_fen: number }>>(
      t.app,
      '/api/user/balance_log',
      { page: 1 },
      ref.token,
    );
    expect(log.data.data.map((row) => [row.kind_name, row.amount_fen])).toEqual([
      ['佣金扣回（订单退款）', -7980],
      ['推广佣金', 7980],
    ]);
    // An order that earned nothing has nothing to reverse.
    const loner = await createUser(t);
    const plain = await buyAndPay(t, loner.userId);
    expect(await t.ctx.db.transaction().execute((trx) => reverseCommission(trx, plain.id, t.clock.now()))).toBeNull();
    expect((await orderRow(t, plain.order_no)).status).toBe('paid');
  });
});
