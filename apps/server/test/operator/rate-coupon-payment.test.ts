import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrderFor, giveCoupon, localNotice, orderRow, sendNotice } from '../payments/payments-support.js';
import { post } from '../support/test-app.js';
import { createUser } from '../support/users.js';
import { type BatchList, createOperatorApp, type OperatorApp, send } from './operator-support.js';

interface Quote {
  list_fen: number;
  discount_fen: number;
  pay_fen: number;
  coupon_id: number;
  coupons: Array<{
    id: number;
    name: string;
    desc: string;
    kind: string;
    amount_fen: number;
    rate_pct: number | null;
    max_discount_fen: number | null;
    usable: boolean;
  }>;
}

describe('a rate coupon from the operator area, quoted and paid', () => {
  let o: OperatorApp;
  beforeAll(async () => {
    o = await createOperatorApp();
  });
  afterAll(async () => o.t.close());

  const grant = async (name: string, mobile: string, terms: Record<string, string>) => {
    const made = await send<{ id: number }>(
      o.t,
      '/api/admin/coupon_batch_create',
      { name, kind: 'rate', valid_days: 7, audience: 'mobiles', mobiles: mobile, ...terms },
      { token: o.operator },
    );
    expect(made.code).toBe(1);
    const coupon = await o.t.ctx.db
      .selectFrom('user_coupons')
      .select('id')
      .where('campaign_id', '=', made.data.id)
      .executeTakeFirstOrThrow();
    return { batchId: made.data.id, couponId: coupon.id };
  };
  const quote = (token: string, form: Record<string, string | number>) =>
    post<Quote>(o.t.app, '/api/pay/quote', form, token);

  it('takes floor(base × (100 − rate) / 100) up to the cap, ranks by the discount for the base, and is paid exactly', async () => {
    const user = await createUser(o.t);
    const { batchId, couponId } = await grant('8.5折 最高减200', user.mobile, {
      rate: '8.5',
      max_discount: '200',
      threshold: '500',
    });
    const amount = await giveCoupon(o.t, user.userId, 5000, 30_000);

    // 专业版 月度 99900: 15 % is 14985, under the cap; it beats 满300减50.
    const month = await quote(user.token, { level: 40, term: 'month' });
    expect(month.data).toMatchObject({ list_fen: 99_900, discount_fen: 14_985, pay_fen: 84_915, coupon_id: couponId });
    expect(month.data.coupons.map((c) => c.id)).toEqual([couponId, amount]);
    expect(month.data.coupons[0]).toMatchObject({
      kind: 'rate',
      amount_fen: 0,
      rate_pct: 85,
      max_discount_fen: 20_000,
      desc: '满500享8.5折 最高减200',
      usable: true,
    });
    expect(month.data.coupons[1]).toMatchObject({ kind: 'amount', rate_pct: null, max_discount_fen: null });
    // 专业版 年度 899900: 15 % would be 134985; the cap holds it to 20000.
    const year = await quote(user.token, { level: 40, term: 'year' });
    expect(year.data).toMatchObject({ discount_fen: 20_000, pay_fen: 879_900, coupon_id: couponId });
    // 高级版 月度 39900 is under the 500 threshold: the amount coupon is the one that applies.
    const small = await quote(user.token, { level: 30, term: 'month' });
    expect(small.data).toMatchObject({ coupon_id: amount, discount_fen: 5000, pay_fen: 34_900 });
    expect(small.data.coupons.find((c) => c.id === couponId)?.usable).toBe(false);
    expect(await quote(user.token, { level: 30, term: 'month', coupon_id: couponId })).toMatchObject({
      code: 0,
      msg: '该优惠券不可用于本订单',
    });

    const order = await createOrderFor(o.t, user.token, { level: 40, term: 'month' });
    expect(order.data.pay_fen).toBe(84_915);
    const row = await orderRow(o.t, order.data.order_no);
    expect(row).toMatchObject({ list_fen: 99_900, discount_fen: 14_985, pay_fen: 84_915, coupon_id: couponId });
    const paid = await sendNotice(o.t, await localNotice(o.t, { orderNo: order.data.order_no, amountFen: 84_915 }));
    expect(paid.status).toBe(200);
    expect((await orderRow(o.t, order.data.order_no)).status).toBe('paid');
    const used = await o.t.ctx.db
      .selectFrom('user_coupons')
      .select('status')
      .where('id', '=', couponId)
      .executeTakeFirstOrThrow();
    expect(used.status).toBe(1);
    const batches = await send<BatchList>(o.t, '/api/admin/coupon_batch_list', { page: 1 }, { token: o.operator });
    expect(batches.data.data.find((b) => b.id === batchId)).toMatchObject({ claimed: 1, used: 1 });
    // Used by one paid order only: the next quote no longer offers it.
    const after = await quote(user.token, { level: 40, term: 'year' });
    expect(after.data.coupons.map((c) => c.id)).toEqual([amount]);
  });

  it('is released when its order is closed unpaid, and applies to the next order', async () => {
    const user = await createUser(o.t);
    const { couponId } = await grant('7折 无上限', user.mobile, { rate: '7' });
    const first = await createOrderFor(o.t, user.token, { level: 30, term: 'quarter' });
    // 107700 × 30 % = 32310.
    expect(first.data.pay_fen).toBe(75_390);
    expect(await post(o.t.app, '/api/pay/close_order', { order_no: first.data.order_no }, user.token)).toMatchObject({
      code: 1,
    });
    const again = await quote(user.token, { level: 30, term: 'quarter' });
    expect(again.data).toMatchObject({ coupon_id: couponId, discount_fen: 32_310, pay_fen: 75_390 });
    const status = await o.t.ctx.db
      .selectFrom('user_coupons')
      .select('status')
      .where('id', '=', couponId)
      .executeTakeFirstOrThrow();
    expect(status.status).toBe(0);
  });
});
