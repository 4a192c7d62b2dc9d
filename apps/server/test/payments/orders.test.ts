import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, post, type TestApp } from '../support/test-app.js';
import { createUser } from '../support/users.js';
import {
  createOrderFor,
  forgedNotice,
  giveCoupon,
  localNotice,
  logsOf,
  memberOf,
  orderRow,
  sendNotice,
} from './payments-support.js';

const DAY = 86_400_000;

interface Quote {
  kind: string;
  list_fen: number;
  credit_fen: number;
  discount_fen: number;
  pay_fen: number;
  coupon_id: number;
  coupons: Array<{ id: number; usable: boolean }>;
  expires_at: string;
}

describe('membership orders and payments', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const pay = async (orderNo: string) => {
    const order = await orderRow(t, orderNo);
    return sendNotice(t, await localNotice(t, { orderNo, amountFen: order.pay_fen }));
  };

  it('quotes on the server: list price, the best coupon first, none on request, refusals in Chinese', async () => {
    const { userId, token } = await createUser(t);
    const small = await giveCoupon(t, userId, 5000, 30_000);
    const big = await giveCoupon(t, userId, 10_000, 100_000);
    const q = await post<Quote>(t.app, '/api/pay/quote', { level: 30, term: 'quarter' }, token);
    expect(q.code).toBe(1);
    expect(q.data).toMatchObject({ kind: 'new', list_fen: 107_700, credit_fen: 0, discount_fen: 10_000 });
    expect(q.data.pay_fen).toBe(97_700);
    expect(q.data.coupon_id).toBe(big);
    expect(q.data.coupons.map((c) => c.id)).toEqual([big, small]);
    // A month (39900) does not reach 满1000: the 满300 coupon is the best that applies.
    const month = await post<Quote>(t.app, '/api/pay/quote', { level: 30, term: 'month' }, token);
    expect(month.data).toMatchObject({ coupon_id: small, discount_fen: 5000, pay_fen: 34_900 });
    expect(month.data.coupons[0]).toMatchObject({ id: small, usable: true });
    const none = await post<Quote>(t.app, '/api/pay/quote', { level: 30, term: 'month', coupon_id: 0 }, token);
    expect(none.data).toMatchObject({ coupon_id: 0, discount_fen: 0, pay_fen: 39_900 });
    const tooSmall = await post(t.app, '/api/pay/quote', { level: 30, term: 'month', coupon_id: big }, token);
    expect(tooSmall).toMatchObject({ code: 0, msg: '该优惠券不可用于本订单' });
    expect(await post(t.app, '/api/pay/quote', { level: 50, term: 'month' }, token)).toMatchObject({
      code: 0,
      msg: '请选择要购买的会员等级',
    });
    expect(await post(t.app, '/api/pay/quote', { level: 30, term: 'week' }, token)).toMatchObject({
      code: 0,
      msg: '请选择购买时长',
    });
    expect(await createOrderFor(t, token, { level: 30, term: 'month', method: 'paypal' })).toMatchObject({
      code: 0,
      msg: '请选择支付方式',
    });
    expect(await post(t.app, '/api/pay/quote', { level: 30, term: 'month' })).toMatchObject({ code: -1 });
  });

  it('pays through the local cashier once: membership, coupon, grant, message; replays change nothing', async () => {
    const { userId, token } = await createUser(t);
    const coupon = await giveCoupon(t, userId, 5000, 30_000);
    const created = await createOrderFor(t, token, { level: 30, term: 'month' });
    expect(created).toMatchObject({ code: 1, msg: '订单已创建，请在15分钟内完成支付' });
    expect(created.data).toMatchObject({ provider: 'local', pay_fen: 34_900, reused: false });
    expect(created.data.qr_code).toContain(`/dev/cashier?order=${created.data.order_no}`);

    const notice = await localNotice(t, { orderNo: created.data.order_no, amountFen: 34_900 });
    const answers = await Promise.all(Array.from({ length: 20 }, () => sendNotice(t, notice)));
    expect(answers.every((a) => a.status === 200 && a.body.includes('SUCCESS'))).toBe(true);

    const member = await memberOf(t, userId);
    expect(member.level).toBe(30);
    expect(new Date(member.level_expires_at as Date).getTime()).toBe(t.clock.now().getTime() + 30 * DAY);
    const grants = await t.ctx.db.selectFrom('membership_grants').selectAll().where('user_id', '=', userId).execute();
    expect(grants).toHaveLength(1);
    expect(grants[0]).toMatchObject({ source: 'order', source_ref: created.data.order_no, days: 30 });
    const used = await t.ctx.db
      .selectFrom('user_coupons')
      .selectAll()
      .where('id', '=', coupon)
      .executeTakeFirstOrThrow();
    expect(used.status).toBe(1);
    expect((await logsOf(t, created.data.order_no)).map((l) => l.event)).toEqual(['created', 'paid']);

    const status = await post(t.app, '/api/pay/order_status', { order_no: created.data.order_no }, token);
    expect(status.data).toMatchObject({ status: 'paid', status_name: '已支付', member_level: 30 });
    const info = await post<{ package: { level: number } }>(t.app, '/api/user/getPersonalInfo', {}, token);
    expect(info.data.package.level).toBe(30);
  });

  it('refuses a notification signed with another key or with another amount, and changes nothing', async () => {
    const { userId, token } = await createUser(t);
    const created = await createOrderFor(t, token, { level: 40, term: 'month', coupon_id: 0 });
    const forged = await sendNotice(t, forgedNotice(created.data.order_no, created.data.pay_fen));
    expect(forged.status).toBe(400);
    expect(forged.body).toContain('FAIL');
    const tampered = await localNotice(t, { orderNo: created.data.order_no, amountFen: created.data.pay_fen });
    const edited = { ...tampered, body: tampered.body.replace('"amount_fen":99900', '"amount_fen":1') };
    expect((await sendNotice(t, edited)).status).toBe(400);
    expect((await orderRow(t, created.data.order_no)).status).toBe('pending');
    expect((await logsOf(t, created.data.order_no)).map((l) => l.event)).toEqual(['created']);

    const wrongAmount = await localNotice(t, { orderNo: created.data.order_no, amountFen: 1 });
    expect((await sendNotice(t, wrongAmount)).status).toBe(400);
    expect((await orderRow(t, created.data.order_no)).status).toBe('pending');
    expect((await logsOf(t, created.data.order_no)).map((l) => l.event)).toEqual(['created', 'amount_mismatch']);
    expect((await memberOf(t, userId)).level).toBe(20);
    // A route of a provider not in force does not exist here.
    expect((await sendNotice(t, wrongAmount, 'wechat')).status).toBe(404);
  });

  it('closes an unpaid order after 15 minutes, frees its coupon, and honours a payment arriving late', async () => {
    const { userId, token } = await createUser(t);
    const coupon = await giveCoupon(t, userId, 5000, 30_000);
    const created = await createOrderFor(t, token, { level: 30, term: 'month' });
    expect((await orderRow(t, created.data.order_no)).coupon_id).toBe(coupon);
    t.clock.advance(15 * 60_000 + 1000);
    const status = await post(t.app, '/api/pay/order_status', { order_no: created.data.order_no }, token);
    expect(status.data).toMatchObject({ status: 'closed', status_name: '已关闭' });
    // The coupon is free again for a new order.
    const again = await createOrderFor(t, token, { level: 30, term: 'quarter', method: 'alipay' });
    expect((await orderRow(t, again.data.order_no)).coupon_id).toBe(coupon);
    await post(t.app, '/api/pay/close_order', { order_no: again.data.order_no }, token);

    // The money for the expired order was taken after all: honoured, logged as late, once.
    const late = await localNotice(t, { orderNo: created.data.order_no, amountFen: 34_900 });
    expect((await sendNotice(t, late)).status).toBe(200);
    expect((await sendNotice(t, late)).status).toBe(200);
    const row = await orderRow(t, created.data.order_no);
    expect(row.status).toBe('paid');
    expect((await memberOf(t, userId)).level).toBe(30);
    const events = (await logsOf(t, created.data.order_no)).map((l) => l.event);
    expect(events).toEqual(['created', 'expired', 'late_paid']);
    const used = await t.ctx.db
      .selectFrom('user_coupons')
      .select('status')
      .where('id', '=', coupon)
      .executeTakeFirstOrThrow();
    expect(used.status).toBe(1);
  });

  it('a double click makes one order; 20 parallel orders hold the coupon once and it is used once', async () => {
    const { userId, token } = await createUser(t);
    const coupon = await giveCoupon(t, userId, 5000, 30_000);
    const clicks = await Promise.all(
      Array.from({ length: 20 }, () => createOrderFor(t, token, { level: 30, term: 'month' })),
    );
    expect(new Set(clicks.map((c) => c.data.order_no)).size).toBe(1);
    expect(clicks.filter((c) => !c.data.reused)).toHaveLength(1);

    const terms = ['month', 'quarter', 'year'] as const;
    const methods = ['wechat', 'alipay'] as const;
    const orders = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        createOrderFor(t, token, { level: 30, term: terms[i % 3] as string, method: methods[i % 2] as string }),
      ),
    );
    expect(orders.every((o) => o.code === 1)).toBe(true);
    const open = await t.ctx.db
      .selectFrom('orders')
      .selectAll()
      .where('user_id', '=', userId)
      .where('status', '=', 'pending')
      .execute();
    expect(open).toHaveLength(1);
    expect(open[0]?.coupon_id).toBe(coupon);
    // Every one of them gets paid anyway (each QR scanned): the coupon still counts once.
    await Promise.all(orders.map((o) => pay(o.data.order_no)));
    const used = await t.ctx.db
      .selectFrom('user_coupons')
      .selectAll()
      .where('id', '=', coupon)
      .executeTakeFirstOrThrow();
    expect(used.status).toBe(1);
    const logs = await t.ctx.db
      .selectFrom('order_logs')
      .innerJoin('orders', 'orders.id', 'order_logs.order_id')
      .select(['order_logs.detail'])
      .where('orders.user_id', '=', userId)
      .where('order_logs.event', 'in', ['paid', 'late_paid'])
      .execute();
    expect(logs.filter((l) => l.detail.includes('已使用') && !l.detail.includes('此前'))).toHaveLength(1);
  });

  it('renews from the current expiry and credits unused 高级版 time exactly when upgrading', async () => {
    const { userId, token } = await createUser(t);
    const first = await createOrderFor(t, token, { level: 30, term: 'month', coupon_id: 0 });
    await pay(first.data.order_no);
    const start = t.clock.now().getTime();
    const renew = await post<Quote>(t.app, '/api/pay/quote', { level: 30, term: 'month', coupon_id: 0 }, token);
    expect(renew.data.kind).toBe('renew');
    const second = await createOrderFor(t, token, { level: 30, term: 'month', coupon_id: 0 });
    await pay(second.data.order_no);
    expect(new Date((await memberOf(t, userId)).level_expires_at as Date).getTime()).toBe(start + 60 * DAY);

    // 10 days later: 50 of the 60 paid days unused; 20 of the first order's 30, all 30 of the second.
    t.clock.advance(10 * DAY);
    const up = await post<Quote>(t.app, '/api/pay/quote', { level: 40, term: 'year', coupon_id: 0 }, token);
    expect(up.data).toMatchObject({ kind: 'upgrade', list_fen: 899_900, credit_fen: 26_600 + 39_900 });
    expect(up.data.pay_fen).toBe(899_900 - 66_500);
    const month = await post<Quote>(t.app, '/api/pay/quote', { level: 40, term: 'month', coupon_id: 0 }, token);
    expect(month.data.pay_fen).toBe(99_900 - 66_500);
    const upgrade = await createOrderFor(t, token, { level: 40, term: 'year', coupon_id: 0 });
    await pay(upgrade.data.order_no);
    const member = await memberOf(t, userId);
    expect(member.level).toBe(40);
    expect(new Date(member.level_expires_at as Date).getTime()).toBe(t.clock.now().getTime() + 365 * DAY);
    expect(await post(t.app, '/api/pay/quote', { level: 30, term: 'year' }, token)).toMatchObject({
      code: 0,
      msg: '您当前的会员等级高于所选等级，请选择同级续费或更高等级',
    });
  });

  it('credits time from a gift code at the list monthly price per day', async () => {
    const { token } = await createUser(t, { level: 30 });
    const up = await post<Quote>(t.app, '/api/pay/quote', { level: 40, term: 'year', coupon_id: 0 }, token);
    // 365 days × 39900 ÷ 30 days.
    expect(up.data.credit_fen).toBe(Math.floor((365 * 39_900) / 30));
    expect(await post(t.app, '/api/pay/quote', { level: 40, term: 'month' }, token)).toMatchObject({
      code: 0,
      msg: '当前会员剩余价值高于所选套餐价格，请选择更长的购买时长',
    });
  });

  it("answers another user's order as not found (IDOR), lists only one's own, closes once", async () => {
    const a = await createUser(t);
    const b = await createUser(t);
    const created = await createOrderFor(t, a.token, { level: 30, term: 'year' });
    const no = created.data.order_no;
    for (const path of ['/api/pay/order_status', '/api/pay/close_order']) {
      expect(await post(t.app, path, { order_no: no }, b.token)).toMatchObject({ code: 0, msg: '订单不存在' });
    }
    expect(await post(t.app, '/api/pay/order_status', { order_no: 'x' }, a.token)).toMatchObject({
      code: 0,
      msg: '订单号不正确',
    });
    const listB = await post<{ total: number }>(t.app, '/api/user/order_list', {}, b.token);
    expect(listB.data.total).toBe(0);
    const listA = await post<{ data: Array<Record<string, unknown>>; total: number }>(
      t.app,
      '/api/user/order_list',
      { page: 1 },
      a.token,
    );
    expect(listA.data.total).toBe(1);
    expect(listA.data.data[0]).toMatchObject({
      order_no: no,
      level_name: '高级版',
      term_name: '年度',
      status_name: '待支付',
      method_name: '微信支付',
      pay_fen: 359_900,
      invoice_status_name: '未申请',
      paid_time: '',
    });
    expect(await post(t.app, '/api/pay/close_order', { order_no: no }, a.token)).toMatchObject({
      code: 1,
      msg: '订单已关闭',
    });
    expect(await post(t.app, '/api/pay/close_order', { order_no: no }, a.token)).toMatchObject({
      code: 0,
      msg: '订单已支付或已关闭',
    });
  });

  it('the local cashier page shows the order and its 确认支付 pays through the notification route', async () => {
    const { userId, token } = await createUser(t);
    const created = await createOrderFor(t, token, { level: 40, term: 'quarter' });
    const page = await t.app.inject({ method: 'GET', url: `/dev/cashier?order=${created.data.order_no}` });
    expect(page.body).toContain('确认支付');
    expect(page.body).toContain('演示模式');
    expect(page.body).toContain('¥2697.00');
    const paid = await t.app.inject({
      method: 'POST',
      url: '/dev/cashier',
      payload: `order=${created.data.order_no}&action=pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(paid.body).toContain('支付成功');
    expect((await memberOf(t, userId)).level).toBe(40);
    const again = await t.app.inject({ method: 'GET', url: `/dev/cashier?order=${created.data.order_no}` });
    expect(again.body).not.toContain('name="action" value="pay"');
  });
});
