import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, post, type TestApp } from '../support/test-app.js';
import { createUser } from '../support/users.js';
import {
  companyForm,
  type Detail,
  invoiceRows,
  paidOrder,
  specialForm,
  submitted,
  uploadDocument,
  VALID_CODES,
} from './invoice-support.js';

interface Confirm {
  amount_fen: number;
  orders: Array<{ order_no: string; title: string; pay_fen: number }>;
  title_block: { name: string; tax_no: string; address_phone: string; bank_account: string };
  invoice_type_name: string;
  files: Array<{ id: number; name: string }>;
}

describe('asking for an invoice', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('ask checks every field in the form order, with messages naming it, and saves nothing', async () => {
    const { userId, token } = await createUser(t);
    const order = await paidOrder(t, userId);
    const doc = await uploadDocument(t, token);
    const ask = (form: Record<string, unknown>) => post(t.app, '/api/invoice/invoice_ask', form as never, token);
    const refusals: Array<[Record<string, unknown>, string]> = [
      [companyForm([]), '请选择要开票的订单'],
      [companyForm(['BG123']), '订单号不正确'],
      [companyForm([order], { invoice_type: 'paper' }), '请选择发票类型'],
      [companyForm([order], { title_type: 'group' }), '请选择抬头类型'],
      [companyForm([order], { invoice_type: 'special', title_type: 'personal' }), '增值税专用发票仅支持企业抬头'],
      [companyForm([order], { title: '  ' }), '请输入发票抬头'],
      [companyForm([order], { title: '抬'.repeat(101) }), '发票抬头不能超过100个字符'],
      [companyForm([order], { tax_no: '' }), '请输入纳税人识别号'],
      // Right shape, wrong check character; one character changed; too short; letters not in the code.
      [companyForm([order], { tax_no: '91110000802100433C' }), '纳税人识别号格式错误'],
      [companyForm([order], { tax_no: '91110000802100434B' }), '纳税人识别号格式错误'],
      [companyForm([order], { tax_no: '9111000080210043' }), '纳税人识别号格式错误'],
      [companyForm([order], { tax_no: '91110000802100433I' }), '纳税人识别号格式错误'],
      [companyForm([order], { tax_no: '9111000O802100433B' }), '纳税人识别号格式错误'],
      [companyForm([order], { phone: 'call me' }), '注册电话格式错误'],
      [companyForm([order], { bank_account: '12ab' }), '银行账号格式错误'],
      [companyForm([order], { email: '' }), '请输入接收邮箱'],
      [companyForm([order], { email: 'finance@' }), '接收邮箱格式错误'],
      [specialForm([order], doc.id, { address: '' }), '请输入注册地址'],
      [specialForm([order], doc.id, { phone: '' }), '请输入注册电话'],
      [specialForm([order], doc.id, { bank_name: '' }), '请输入开户银行'],
      [specialForm([order], doc.id, { bank_account: '' }), '请输入银行账号'],
      [specialForm([order], doc.id, { file_ids: [] }), '请上传营业执照或一般纳税人资格证明'],
      [specialForm([order], doc.id, { file_ids: ['x'] }), '企业资料不正确'],
      [specialForm([order], doc.id, { file_ids: ['1', '2', '3', '4', '5', '6'] }), '最多上传5份企业资料'],
      [specialForm([order], doc.id, { file_ids: [String(doc.id + 1000)] }), '企业资料不存在，请重新上传'],
    ];
    for (const [form, msg] of refusals) {
      expect(await ask(form), msg).toMatchObject({ code: 0, msg });
    }
    // Every real code passes, lower case included.
    for (const code of VALID_CODES) {
      expect((await ask(companyForm([order], { tax_no: code.toLowerCase() }))).code, code).toBe(1);
    }
    expect(await invoiceRows(t, userId)).toEqual([]);
    expect(await post(t.app, '/api/invoice/invoice_ask', companyForm([order]))).toMatchObject({ code: -1 });
  });

  it('ask answers the server amount, the orders and the title block as printed', async () => {
    const { userId, token } = await createUser(t);
    const a = await paidOrder(t, userId, { payFen: 34_900 });
    const b = await paidOrder(t, userId, { payFen: 269_700, level: 40, term: 'quarter' });
    const doc = await uploadDocument(t, token);
    const answer = await post<Confirm>(
      t.app,
      '/api/invoice/invoice_ask',
      specialForm([a, b, a], doc.id, { tax_no: '91110000802100433b', amount_fen: 1 }),
      token,
    );
    expect(answer).toMatchObject({ code: 1, msg: '请核对开票信息' });
    expect(answer.data.amount_fen).toBe(304_600);
    expect(answer.data.orders.map((o) => o.order_no).sort()).toEqual([a, b].sort());
    expect(answer.data.orders.find((o) => o.order_no === b)).toMatchObject({
      title: '专业版 · 季度',
      pay_fen: 269_700,
    });
    expect(answer.data.invoice_type_name).toBe('增值税专用发票');
    expect(answer.data.title_block).toEqual({
      name: '北京百度网讯科技有限公司',
      tax_no: '91110000802100433B',
      address_phone: '北京市海淀区上地十街10号 010-59928888',
      bank_account: '招商银行北京上地支行 110907999910001',
    });
    expect(answer.data.files).toEqual([{ id: doc.id, name: '营业执照.png', size: doc.size }]);
    // A personal title prints the name only, whatever company fields came along.
    const personal = await post<Confirm>(
      t.app,
      '/api/invoice/invoice_ask',
      companyForm([a], { title_type: 'personal', title: '张三', tax_no: 'junk', file_ids: [String(doc.id)] }),
      token,
    );
    expect(personal.data.title_block).toEqual({ name: '张三', tax_no: '', address_phone: '', bank_account: '' });
    expect(personal.data.files).toEqual([]);
    expect(await invoiceRows(t, userId)).toEqual([]);
  });

  it('offers and accepts only the user’s paid, unrefunded orders that no live invoice holds', async () => {
    const me = await createUser(t);
    const other = await createUser(t);
    const paid = await paidOrder(t, me.userId);
    const pending = await paidOrder(t, me.userId, { status: 'pending' });
    const closed = await paidOrder(t, me.userId, { status: 'closed' });
    const refunded = await paidOrder(t, me.userId, { status: 'refunded' });
    const theirs = await paidOrder(t, other.userId);
    const offered = await post<{ data: Array<{ order_no: string }>; total: number }>(
      t.app,
      '/api/invoice/invoice_orders',
      {},
      me.token,
    );
    expect(offered.data.data.map((o) => o.order_no)).toEqual([paid]);
    const ask = (orderNo: string) => post(t.app, '/api/invoice/invoice_ask', companyForm([orderNo]), me.token);
    expect(await ask(pending)).toMatchObject({ code: 0, msg: `订单未支付，不能开票：${pending}` });
    expect(await ask(closed)).toMatchObject({ code: 0, msg: `订单未支付，不能开票：${closed}` });
    expect(await ask(refunded)).toMatchObject({ code: 0, msg: `订单已退款，不能开票：${refunded}` });
    // Another user's order answers exactly like a number that does not exist.
    const unknown = 'BG20260105100000ABCDEF01';
    expect(await ask(theirs)).toMatchObject({ code: 0, msg: `订单不存在：${theirs}` });
    expect(await ask(unknown)).toMatchObject({ code: 0, msg: `订单不存在：${unknown}` });
    // Another user's document answers like a missing one.
    const theirDoc = await uploadDocument(t, other.token);
    expect(await post(t.app, '/api/invoice/invoice_ask', specialForm([paid], theirDoc.id), me.token)).toMatchObject({
      code: 0,
      msg: '企业资料不存在，请重新上传',
    });

    const saved = await submitted(t, me.token, companyForm([paid]));
    expect(saved).toMatchObject({ status: 'pending', status_name: '审核中', amount_fen: 39_900 });
    expect((await post<{ total: number }>(t.app, '/api/invoice/invoice_orders', {}, me.token)).data.total).toBe(0);
    expect(await ask(paid)).toMatchObject({ code: 0, msg: `订单已申请过发票：${paid}` });
  });

  it('submit saves exactly what was asked; the amount never comes from the client', async () => {
    const { userId, token } = await createUser(t);
    const a = await paidOrder(t, userId, { payFen: 99_900, level: 40 });
    const doc = await uploadDocument(t, token, undefined, 'licence.png');
    const answer = await post<Detail>(
      t.app,
      '/api/invoice/invoice_submit',
      specialForm([a], doc.id, { amount_fen: 1, pay_fen: 1 }),
      token,
    );
    expect(answer).toMatchObject({ code: 1, msg: '发票申请已提交，请等待审核' });
    expect(answer.data).toMatchObject({ status: 'pending', amount_fen: 99_900, email: 'finance@example.com' });
    expect(answer.data.files.map((f) => f.id)).toEqual([doc.id]);
    const [row] = await invoiceRows(t, userId);
    expect(row).toMatchObject({
      invoice_type: 'special',
      title_type: 'company',
      tax_no: VALID_CODES[0],
      bank_account: '110907999910001',
      amount_fen: 99_900,
      status: 'pending',
      submit_count: 1,
    });
    const detail = await post<Detail>(t.app, '/api/invoice/invoice_detail', { id: answer.data.id }, token);
    expect(detail.data).toEqual(answer.data);
  });

  it('20 parallel submits of the same order: one invoice wins, the rest are told why', async () => {
    const { userId, token } = await createUser(t);
    const order = await paidOrder(t, userId);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => post(t.app, '/api/invoice/invoice_submit', companyForm([order]), token)),
    );
    expect(answers.filter((a) => a.code === 1)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.code !== 1)) {
      expect(refused.msg).toMatch(/^订单已申请过发票/);
    }
    expect(await invoiceRows(t, userId)).toHaveLength(1);
    const held = await t.ctx.db
      .selectFrom('invoice_orders')
      .innerJoin('orders', 'orders.id', 'invoice_orders.order_id')
      .select('invoice_orders.invoice_id')
      .where('orders.order_no', '=', order)
      .execute();
    expect(held).toHaveLength(1);
  });

  it('the database holds an order to one live invoice even if the checks were skipped', async () => {
    const { userId, token } = await createUser(t);
    const order = await paidOrder(t, userId);
    const first = await submitted(t, token, companyForm([order]));
    const orderId = (
      await t.ctx.db.selectFrom('orders').select('id').where('order_no', '=', order).executeTakeFirstOrThrow()
    ).id;
    const now = t.clock.now();
    const second = await t.ctx.db
      .insertInto('invoices')
      .values({
        user_id: userId,
        invoice_type: 'normal',
        title_type: 'personal',
        title: '张三',
        email: 'a@b.cn',
        amount_fen: 1,
        created_at: now,
        submitted_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await expect(
      t.ctx.db.insertInto('invoice_orders').values({ invoice_id: second.id, order_id: orderId, pay_fen: 1 }).execute(),
    ).rejects.toMatchObject({ code: '23505' });
    expect(first.status).toBe('pending');
  });
});
