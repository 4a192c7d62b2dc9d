import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrder } from '../../src/modules/payments/orders.service.js';
import { localNotice, memberOf, orderRow, sendNotice } from '../payments/payments-support.js';
import { post, type TestApp } from '../support/test-app.js';
import { createUser } from '../support/users.js';
import { DAY, referredUser } from '../wallet/wallet-support.js';
import { createOperatorApp, operatorLogRows } from './operator-support.js';

/** Buys a level and term through the real order and the local cashier's signed notice. */
async function buy(t: TestApp, userId: number, level: 30 | 40, term: 'month' | 'quarter' = 'month') {
  const created = await createOrder(t.ctx, { id: userId, level: 20 } as never, { level, term, method: 'wechat' });
  const sent = await sendNotice(t, await localNotice(t, { orderNo: created.order_no, amountFen: created.pay_fen }));
  if (sent.status !== 200) throw new Error(`notice refused: ${sent.body}`);
  return orderRow(t, created.order_no);
}

describe('an operator refunds a paid order', () => {
  let t: TestApp;
  let operator: string;
  beforeAll(async () => {
    ({ t, operator } = await createOperatorApp());
  });
  afterAll(async () => t.close());

  const refund = (orderNo: string, token = operator) =>
    post(t.app, '/api/admin/order_refund', { order_no: orderNo, reason: '用户申请退款' }, token);

  it('takes a new membership back to free, reverses the commission, logs it and tells the user; once', async () => {
    const referrer = await createUser(t);
    const buyer = await referredUser(t, referrer.userId);
    const order = await buy(t, buyer.userId, 30);
    expect((await memberOf(t, buyer.userId)).level).toBe(30);
    const pendingBefore = await post<{ pending_fen: number }>(t.app, '/api/user/share_info', {}, referrer.token);
    expect(pendingBefore.data.pending_fen).toBe(Math.floor((order.pay_fen * 20) / 100));

    expect(await refund(order.order_no)).toMatchObject({ code: 1, msg: '订单已退款，会员已恢复到购买前的状态' });
    expect((await orderRow(t, order.order_no)).status).toBe('refunded');
    const member = await memberOf(t, buyer.userId);
    expect(member).toMatchObject({ level: 20, level_expires_at: null });
    const after = await post<{ pending_fen: number; available_fen: number }>(
      t.app,
      '/api/user/share_info',
      {},
      referrer.token,
    );
    expect(after.data).toMatchObject({ pending_fen: 0, available_fen: 0 });
    const logs = await t.ctx.db.selectFrom('order_logs').selectAll().where('order_id', '=', order.id).execute();
    expect(logs.filter((log) => log.event === 'refunded')).toHaveLength(1);
    const ops = (await operatorLogRows(t)).filter((row) => row.target === order.order_no);
    expect(ops.map((row) => row.action)).toEqual(['order_refund']);
    const messages = await t.ctx.db
      .selectFrom('messages')
      .select('title')
      .where('user_id', '=', buyer.userId)
      .execute();
    expect(messages.map((m) => m.title)).toContain('订单已退款');
    // The order list says 已退款, and a second refund changes nothing.
    const list = await post<{ data: Array<{ order_no: string; status_name: string }> }>(
      t.app,
      '/api/user/order_list',
      { page: 1 },
      buyer.token,
    );
    expect(list.data.data.find((row) => row.order_no === order.order_no)?.status_name).toBe('已退款');
    expect(await refund(order.order_no)).toMatchObject({ code: 0, msg: '只有已支付的订单可以退款' });
  });

  it('a renewal goes back to the expiry before it; an upgrade gives the 高级版 time and its credit back', async () => {
    const renewer = await createUser(t);
    const first = await buy(t, renewer.userId, 30);
    const second = await buy(t, renewer.userId, 30);
    expect(await refund(second.order_no)).toMatchObject({ code: 1 });
    expect(await memberOf(t, renewer.userId)).toMatchObject({ level: 30, level_expires_at: first.period_ends_at });

    const upgrader = await createUser(t);
    const basic = await buy(t, upgrader.userId, 30);
    t.clock.advance(10 * DAY);
    const quoteBefore = await post<{ credit_fen: number }>(
      t.app,
      '/api/pay/quote',
      { level: 40, term: 'quarter' },
      upgrader.token,
    );
    expect(quoteBefore.data.credit_fen).toBeGreaterThan(0);
    const upgrade = await buy(t, upgrader.userId, 40, 'quarter');
    expect(upgrade.credit_fen).toBe(quoteBefore.data.credit_fen);
    expect(await refund(upgrade.order_no)).toMatchObject({ code: 1 });
    expect(await memberOf(t, upgrader.userId)).toMatchObject({ level: 30, level_expires_at: basic.period_ends_at });
    const quoteAfter = await post<{ credit_fen: number }>(
      t.app,
      '/api/pay/quote',
      { level: 40, term: 'quarter' },
      upgrader.token,
    );
    expect(quoteAfter.data.credit_fen).toBe(quoteBefore.data.credit_fen);
  });

  it('refuses past the window, an older order after a newer change, and an invoiced order', async () => {
    const user = await createUser(t);
    const first = await buy(t, user.userId, 30);
    const second = await buy(t, user.userId, 30);
    expect(await refund(first.order_no)).toMatchObject({
      code: 0,
      msg: '该订单之后会员已有变更，无法自动退款，请人工处理',
    });
    const detail = await post<{ refundable: boolean; refund_deadline: string }>(
      t.app,
      '/api/admin/order_detail',
      { order_no: second.order_no },
      operator,
    );
    expect(detail.data.refundable).toBe(true);
    t.clock.advance(7 * DAY);
    expect(await refund(second.order_no)).toMatchObject({ code: 0, msg: '订单支付已超过7天，不能退款' });
    const late = await post<{ refundable: boolean }>(
      t.app,
      '/api/admin/order_detail',
      { order_no: second.order_no },
      operator,
    );
    expect(late.data.refundable).toBe(false);

    const invoiced = await createUser(t);
    const order = await buy(t, invoiced.userId, 30);
    const asked = await post(
      t.app,
      '/api/invoice/invoice_submit',
      {
        order_nos: order.order_no,
        invoice_type: 'normal',
        title_type: 'personal',
        title: '张三',
        email: 'zhang@example.com',
      },
      invoiced.token,
    );
    expect(asked.code).toBe(1);
    expect(await refund(order.order_no)).toMatchObject({
      code: 0,
      msg: '该订单已申请发票，请先驳回或由用户撤销发票后再退款',
    });
    expect((await orderRow(t, order.order_no)).status).toBe('paid');
  });

  it('20 parallel refunds of one order: one refund, one restore, one log; a non-operator gets 1001', async () => {
    const user = await createUser(t);
    const order = await buy(t, user.userId, 30);
    expect(await refund(order.order_no, user.token)).toMatchObject({ code: 1001, msg: '该功能仅限运营人员使用' });
    const answers = await Promise.all(Array.from({ length: 20 }, () => refund(order.order_no)));
    expect(answers.filter((a) => a.code === 1)).toHaveLength(1);
    expect(answers.filter((a) => a.code === 0).every((a) => a.msg === '只有已支付的订单可以退款')).toBe(true);
    const grants = await t.ctx.db
      .selectFrom('membership_grants')
      .select('source')
      .where('user_id', '=', user.userId)
      .where('source', '=', 'refund')
      .execute();
    expect(grants).toHaveLength(1);
    expect((await operatorLogRows(t)).filter((row) => row.target === order.order_no)).toHaveLength(1);
  });
});
