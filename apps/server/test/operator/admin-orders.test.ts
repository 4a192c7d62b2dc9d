import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrderFor, giveCoupon, localNotice, orderRow, sendNotice } from '../payments/payments-support.js';
import { createUser } from '../support/users.js';
import { createOperatorApp, type OperatorApp, operatorLogRows, send } from './operator-support.js';

interface OrderItem {
  order_no: string;
  mobile: string;
  nick_name: string;
  level_name: string;
  term_name: string;
  list_fen: number;
  discount_fen: number;
  pay_fen: number;
  coupon_name: string;
  coupon_desc: string;
  method_name: string;
  status: string;
  status_name: string;
  create_time: string;
  paid_time: string;
  closed_time: string;
}

interface OrderPage {
  data: OrderItem[];
  page: number;
  per_page: number;
  total: number;
}

interface OrderDetail extends OrderItem {
  days: number;
  transaction_id: string;
  period_starts_at: string;
  period_ends_at: string;
  logs: Array<{ actor: string; actor_name: string; event: string; event_name: string; detail: string; time: string }>;
}

describe('orders in the operator area', () => {
  let o: OperatorApp;
  let buyer: { userId: number; token: string; mobile: string };
  let paidNo: string;
  let closedNo: string;
  beforeAll(async () => {
    o = await createOperatorApp();
    buyer = await createUser(o.t, { nickName: '品牌小李' });
    await giveCoupon(o.t, buyer.userId, 5000, 30_000);
    const paid = await createOrderFor(o.t, buyer.token, { level: 30, term: 'month' });
    paidNo = paid.data.order_no;
    o.t.clock.advance(60_000);
    const notice = await localNotice(o.t, { orderNo: paidNo, amountFen: paid.data.pay_fen });
    await sendNotice(o.t, notice);
    o.t.clock.advance(60_000);
    const closed = await createOrderFor(o.t, buyer.token, { level: 40, term: 'year', method: 'alipay' });
    closedNo = closed.data.order_no;
    o.t.clock.advance(16 * 60_000);
    const other = await createUser(o.t);
    await createOrderFor(o.t, other.token, { level: 40, term: 'month', coupon_id: 0 });
  });
  afterAll(async () => o.t.close());

  const list = (form: Record<string, string | number | undefined>) =>
    send<OrderPage>(o.t, '/api/admin/order_list', form, { token: o.operator });

  it("lists every user's orders newest first, with the buyer masked and the coupon applied", async () => {
    const page = await list({ page: 1 });
    expect(page.code).toBe(1);
    expect(page.data).toMatchObject({ page: 1, per_page: 20, total: 3 });
    const [newest, closed, paid] = page.data.data;
    expect(newest?.status).toBe('pending');
    expect(closed).toMatchObject({
      order_no: closedNo,
      status: 'closed',
      status_name: '已关闭',
      method_name: '支付宝',
    });
    // Closed lazily, by this very list (the clock stands at 10:18).
    expect(closed?.closed_time).toBe('2026-01-05 10:18:00');
    expect(paid).toEqual({
      order_no: paidNo,
      mobile: `${buyer.mobile.slice(0, 3)}****${buyer.mobile.slice(7)}`,
      nick_name: '品牌小李',
      level: 30,
      level_name: '高级版',
      term_name: '月度',
      list_fen: 39_900,
      credit_fen: 0,
      discount_fen: 5000,
      pay_fen: 34_900,
      coupon_name: '测试券5000',
      coupon_desc: '满300减50',
      method_name: '微信支付',
      provider: 'local',
      status: 'paid',
      status_name: '已支付',
      create_time: '2026-01-05 10:00:00',
      paid_time: '2026-01-05 10:01:00',
      closed_time: '',
    });
  });

  it('finds orders by mobile, by order number or its start, and by state', async () => {
    const byMobile = await list({ keyword: buyer.mobile });
    expect(byMobile.data.data.map((row) => row.order_no)).toEqual([closedNo, paidNo]);
    expect((await list({ keyword: paidNo.toLowerCase() })).data.data.map((row) => row.order_no)).toEqual([paidNo]);
    expect((await list({ keyword: 'BG2026' })).data.total).toBe(3);
    expect((await list({ status: 'paid' })).data.data.map((row) => row.order_no)).toEqual([paidNo]);
    expect((await list({ keyword: buyer.mobile, status: 'pending' })).data.total).toBe(0);
    expect((await list({ keyword: '13000000000' })).data).toMatchObject({ data: [], total: 0 });
  });

  it('shows one order with its log, and says when the number is unknown', async () => {
    const detail = await send<OrderDetail>(o.t, '/api/admin/order_detail', { order_no: paidNo }, { token: o.operator });
    expect(detail.code).toBe(1);
    expect(detail.data).toMatchObject({
      order_no: paidNo,
      days: 30,
      period_starts_at: '2026-01-05 10:01:00',
      period_ends_at: '2026-02-04 10:01:00',
    });
    expect(detail.data.transaction_id).toMatch(/^LOCAL/);
    expect(detail.data.logs.map((log) => [log.actor_name, log.event, log.event_name, log.time])).toEqual([
      ['用户', 'created', '创建订单', '2026-01-05 10:00:00'],
      ['支付渠道（local）', 'paid', '支付成功', '2026-01-05 10:01:00'],
    ]);
    const closed = await send<OrderDetail>(
      o.t,
      '/api/admin/order_detail',
      { order_no: closedNo },
      { token: o.operator },
    );
    expect(closed.data.logs.map((log) => log.event_name)).toEqual(['创建订单', '超时关闭']);
    expect(
      await send(o.t, '/api/admin/order_detail', { order_no: 'BG20260105100000ABCDEF01' }, { token: o.operator }),
    ).toEqual({ code: 0, msg: '订单不存在', data: null });
    expect((await orderRow(o.t, paidNo)).status).toBe('paid');
    // Reading changes nothing, so nothing is logged.
    expect(await operatorLogRows(o.t)).toEqual([]);
  });

  it('says what is wrong with each field', async () => {
    expect(await list({ keyword: 'abc' })).toEqual({ code: 0, msg: '请输入完整的手机号或订单号', data: null });
    expect(await list({ keyword: '1380013' })).toEqual({ code: 0, msg: '请输入完整的手机号或订单号', data: null });
    expect(await list({ status: 'lost' })).toEqual({ code: 0, msg: '订单状态不正确', data: null });
    expect(await list({ page: 0 })).toEqual({ code: 0, msg: '页码不正确', data: null });
    expect(await send(o.t, '/api/admin/order_detail', { order_no: 'x' }, { token: o.operator })).toEqual({
      code: 0,
      msg: '订单号不正确',
      data: null,
    });
    for (const path of ['/api/admin/coupon_batch_list', '/api/admin/gift_batch_list', '/api/admin/operator_logs']) {
      expect(await send(o.t, path, { page: 'x' }, { token: o.operator }), path).toEqual({
        code: 0,
        msg: '页码不正确',
        data: null,
      });
    }
  });
});
