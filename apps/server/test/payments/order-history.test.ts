import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGiftCodes } from '../../src/modules/gifts/create-gift-codes.js';
import { companyForm, createOperator, issue, issuedPdf, paidOrder, submitted } from '../invoices/invoice-support.js';
import { createTestApp, post, type TestApp } from '../support/test-app.js';
import { createUser } from '../support/users.js';

interface Item {
  kind: 'order' | 'gift';
  order_no: string;
  title: string;
  pay_fen: number;
  status: string;
  status_name: string;
  method_name: string;
  create_time: string;
  invoice_status: string;
  invoice_status_name: string;
  can_invoice: boolean;
}
interface Page {
  data: Item[];
  page: number;
  per_page: number;
  total: number;
}

const MINUTE = 60_000;

describe('the order history: invoice states and gift codes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const list = (token: string, page = 1) => post<Page>(t.app, '/api/user/order_list', { page }, token);

  it('shows each order’s invoice state: 未申请, 审核中, 已开票, 已驳回, and 未申请 again once cancelled', async () => {
    const user = await createUser(t);
    const operator = await createOperator(t);
    const open = await paidOrder(t, user.userId, { status: 'pending' });
    const [asked, issued, rejected, cancelled, free] = [
      await paidOrder(t, user.userId),
      await paidOrder(t, user.userId),
      await paidOrder(t, user.userId),
      await paidOrder(t, user.userId),
      await paidOrder(t, user.userId),
    ];
    await submitted(t, user.token, companyForm([asked]));
    const toIssue = await submitted(t, user.token, companyForm([issued]));
    expect((await issue(t, operator.token, toIssue.id, issuedPdf('h'))).code).toBe(1);
    const toReject = await submitted(t, user.token, companyForm([rejected]));
    await post(t.app, '/api/admin/invoice_reject', { id: toReject.id, reason: '抬头有误' }, operator.token);
    const toCancel = await submitted(t, user.token, companyForm([cancelled]));
    await post(t.app, '/api/invoice/invoice_cancel', { id: toCancel.id }, user.token);

    const answer = await list(user.token);
    const byNo = new Map(answer.data.data.map((item) => [item.order_no, item]));
    const state = (no: string) => {
      const item = byNo.get(no);
      return [item?.invoice_status, item?.invoice_status_name, item?.can_invoice];
    };
    expect(state(asked)).toEqual(['pending', '审核中', false]);
    expect(state(issued)).toEqual(['issued', '已开票', false]);
    expect(state(rejected)).toEqual(['rejected', '已驳回', false]);
    expect(state(cancelled)).toEqual(['none', '未申请', true]);
    expect(state(free)).toEqual(['none', '未申请', true]);
    // An unpaid order has no invoice and offers none.
    expect(state(open)).toEqual(['none', '未申请', false]);
    expect(byNo.get(free)).toMatchObject({ kind: 'order', title: '高级版 · 月度', status_name: '已支付' });
  });

  it('lists gift-code redemptions among the orders by time, with exact paging (12 orders + 3 gifts)', async () => {
    const user = await createUser(t);
    const codes = await createGiftCodes(t.ctx.db, {
      level: 40,
      days: 30,
      count: 3,
      redeemBefore: null,
      batch: 'history',
      now: t.clock.now(),
    });
    // Orders and redemptions alternate in time: gifts after the 3rd, 7th and 11th order.
    const expected: string[] = [];
    let gift = 0;
    for (let i = 0; i < 12; i += 1) {
      t.clock.advance(MINUTE);
      expected.push(await paidOrder(t, user.userId, { level: 40 }));
      if (i % 4 === 2) {
        t.clock.advance(MINUTE);
        const code = codes[gift] as string;
        gift += 1;
        const redeemed = await post(t.app, '/api/user/exchange', { keyword: code }, user.token);
        expect(redeemed.code, redeemed.msg).toBe(1);
        expected.push(`${code.slice(0, 4)}********${code.slice(-4)}`);
      }
    }
    expected.reverse();

    const first = await list(user.token, 1);
    const second = await list(user.token, 2);
    expect(first.data).toMatchObject({ page: 1, per_page: 10, total: 15 });
    expect(second.data).toMatchObject({ page: 2, per_page: 10, total: 15 });
    expect(first.data.data).toHaveLength(10);
    expect(second.data.data).toHaveLength(5);
    const all = [...first.data.data, ...second.data.data];
    expect(all.map((item) => item.order_no)).toEqual(expected);
    const times = all.map((item) => item.create_time);
    expect([...times].sort().reverse()).toEqual(times);

    const gifts = all.filter((item) => item.kind === 'gift');
    expect(gifts).toHaveLength(3);
    for (const row of gifts) {
      expect(row).toMatchObject({
        title: '兑换码 · 专业版 30 天',
        pay_fen: 0,
        status: 'redeemed',
        status_name: '已兑换',
        method_name: '兑换码',
        invoice_status_name: '无需开票',
        can_invoice: false,
      });
    }
    expect((await list(user.token, 3)).data).toMatchObject({ data: [], total: 15 });
    // Someone else's history holds none of it.
    const other = await createUser(t);
    expect((await list(other.token)).data).toMatchObject({ data: [], total: 0 });
  });
});
