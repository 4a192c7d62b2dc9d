import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samples, upload } from '../support/multipart.js';
import { createTestApp, post, type TestApp } from '../support/test-app.js';
import { createUser } from '../support/users.js';
import {
  companyForm,
  createOperator,
  type Detail,
  issue,
  issuedPdf,
  paidOrder,
  pendingInvoice,
  specialForm,
  uploadDocument,
} from './invoice-support.js';

type User = { userId: number; token: string };

describe('reviewing invoices: issue, reject, reset, cancel', () => {
  let t: TestApp;
  let operator: User;
  beforeAll(async () => {
    t = await createTestApp();
    operator = await createOperator(t);
  });
  afterAll(async () => t.close());

  const reject = (id: number, reason: string, token = operator.token) =>
    post(t.app, '/api/admin/invoice_reject', { id, reason }, token);
  const detail = (id: number, token: string) => post<Detail>(t.app, '/api/invoice/invoice_detail', { id }, token);
  const download = (id: number, token: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/invoice/invoice_download',
      headers: { authorization: token, 'content-type': 'application/json' },
      payload: JSON.stringify({ id }),
    });
  const messagesOf = (userId: number) =>
    t.ctx.db.selectFrom('messages').select(['type', 'title', 'content']).where('user_id', '=', userId).execute();
  const logsFor = (target: number) =>
    t.ctx.db.selectFrom('operator_logs').selectAll().where('target', '=', String(target)).orderBy('id').execute();

  it('answers 1001 to anyone not an operator on every admin row', async () => {
    const user = await createUser(t, { level: 40 });
    const { invoice } = await pendingInvoice(t, user);
    const doc = await uploadDocument(t, user.token);
    expect(await post(t.app, '/api/admin/invoice_list', { page: 1 }, user.token)).toMatchObject({ code: 1001 });
    expect(await reject(invoice.id, '抬头有误', user.token)).toMatchObject({ code: 1001 });
    expect(await issue(t, user.token, invoice.id, issuedPdf('x'))).toMatchObject({ code: 1001 });
    expect(await post(t.app, '/api/admin/invoice_file', { id: doc.id }, user.token)).toMatchObject({ code: 1001 });
    expect((await detail(invoice.id, user.token)).data.status).toBe('pending');
  });

  it('issues with a PDF only; the owner downloads exactly those bytes and is told; it is logged', async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    const { invoice } = await pendingInvoice(t, user, 99_900);
    expect(await post(t.app, '/api/invoice/invoice_download', { id: invoice.id }, user.token)).toMatchObject({
      code: 0,
      msg: '发票尚未开具',
    });
    expect(await issue(t, operator.token, invoice.id, samples.png, 'fake.pdf')).toMatchObject({
      code: 0,
      msg: '请上传 PDF 格式的发票文件',
    });
    expect(await issue(t, operator.token, 'abc', issuedPdf('x'))).toMatchObject({ code: 0, msg: '发票编号不正确' });
    expect(await issue(t, operator.token, 987_654, issuedPdf('x'))).toMatchObject({ code: 0, msg: '发票不存在' });
    const pdf = issuedPdf(`for ${invoice.id}`);
    expect(await issue(t, operator.token, invoice.id, pdf, '电子发票.pdf')).toMatchObject({
      code: 1,
      msg: '发票已开具',
    });
    expect((await detail(invoice.id, user.token)).data).toMatchObject({
      status: 'issued',
      status_name: '已开票',
      pdf_available: true,
    });

    const file = await download(invoice.id, user.token);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain(encodeURIComponent('电子发票.pdf'));
    expect(file.rawPayload.equals(pdf)).toBe(true);
    // Another user's id answers like an unknown one, for the detail and the file.
    expect((await download(invoice.id, other.token)).json()).toMatchObject({ code: 0, msg: '发票不存在' });
    expect(await detail(invoice.id, other.token)).toMatchObject({ code: 0, msg: '发票不存在' });
    expect(await detail(999_999, user.token)).toMatchObject({ code: 0, msg: '发票不存在' });

    // The PDF is kept under a private key, never served by /uploads.
    const row = await t.ctx.db
      .selectFrom('invoices')
      .selectAll()
      .where('id', '=', invoice.id)
      .executeTakeFirstOrThrow();
    expect(row.pdf_key).toMatch(/^invpdf\//);
    expect((await t.app.inject({ method: 'GET', url: `/uploads/${row.pdf_key}` })).statusCode).toBe(404);

    expect(await messagesOf(user.userId)).toEqual([
      expect.objectContaining({ type: 'invoice', title: '发票已开具', content: expect.stringContaining('¥999.00') }),
    ]);
    const [log] = await logsFor(invoice.id);
    expect(log).toMatchObject({ action: 'invoice_issue', operator_mobile: expect.any(String) });
    expect(log?.detail).toContain('电子发票.pdf');
    // Issued once: a second decision finds it no longer pending.
    expect(await issue(t, operator.token, invoice.id, pdf)).toMatchObject({ code: 0, msg: '该发票不是审核中状态' });
    expect(await reject(invoice.id, '迟到的驳回')).toMatchObject({ code: 0, msg: '该发票不是审核中状态' });
  });

  it('rejects with a reason the user reads; reset only from rejected, with the same orders', async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    const { orderNo, invoice } = await pendingInvoice(t, user);
    const doc = await uploadDocument(t, user.token);
    const reset = (form: Record<string, unknown>, token = user.token) =>
      post<Detail>(t.app, '/api/invoice/invoice_reset', form as never, token);

    expect(await reset({ id: invoice.id, ...companyForm([]) })).toMatchObject({
      code: 0,
      msg: '仅已驳回的发票可以重新提交',
    });
    expect(await reject(invoice.id, '  ')).toMatchObject({ code: 0, msg: '请输入驳回原因' });
    expect(await reject(invoice.id, '需开具专用发票，请补充开户行信息')).toMatchObject({
      code: 1,
      msg: '发票申请已驳回',
    });
    const rejected = await detail(invoice.id, user.token);
    expect(rejected.data).toMatchObject({
      status: 'rejected',
      status_name: '已驳回',
      reject_reason: '需开具专用发票，请补充开户行信息',
    });
    const list = await post<{ data: Array<{ id: number; reject_reason: string }> }>(
      t.app,
      '/api/invoice/invoice_lists',
      { page: 1, status: 'rejected' },
      user.token,
    );
    expect(list.data.data).toEqual([
      expect.objectContaining({ id: invoice.id, reject_reason: '需开具专用发票，请补充开户行信息' }),
    ]);
    expect(await messagesOf(user.userId)).toEqual([
      expect.objectContaining({ type: 'invoice', title: '发票申请已驳回', content: expect.stringContaining('开户行') }),
    ]);
    expect((await logsFor(invoice.id)).map((log) => log.action)).toEqual(['invoice_reject']);

    // The fields are checked as on the first submission; another user's id is not found.
    expect(await reset({ id: invoice.id, ...specialForm([], doc.id, { tax_no: '91110000802100433C' }) })).toMatchObject(
      {
        code: 0,
        msg: '纳税人识别号格式错误',
      },
    );
    expect(await reset({ id: invoice.id, ...specialForm([], doc.id) }, other.token)).toMatchObject({
      code: 0,
      msg: '发票不存在',
    });
    const again = await reset({ id: invoice.id, ...specialForm([], doc.id) });
    expect(again).toMatchObject({ code: 1, msg: '发票申请已重新提交，请等待审核' });
    expect(again.data).toMatchObject({ status: 'pending', amount_fen: 39_900 });
    expect(again.data.orders.map((o) => o.order_no)).toEqual([orderNo]);
    expect(again.data.files.map((f) => f.id)).toEqual([doc.id]);
    const row = await t.ctx.db
      .selectFrom('invoices')
      .selectAll()
      .where('id', '=', invoice.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ invoice_type: 'special', submit_count: 2, status: 'pending' });
    expect(await reset({ id: invoice.id, ...specialForm([], doc.id) })).toMatchObject({
      code: 0,
      msg: '仅已驳回的发票可以重新提交',
    });
  });

  it('cancel frees the orders; an issued invoice cannot be cancelled', async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    const { orderNo, invoice } = await pendingInvoice(t, user);
    expect(await post(t.app, '/api/invoice/invoice_cancel', { id: invoice.id }, other.token)).toMatchObject({
      code: 0,
      msg: '发票不存在',
    });
    expect(await post(t.app, '/api/invoice/invoice_cancel', { id: invoice.id }, user.token)).toMatchObject({
      code: 1,
      msg: '发票申请已撤销',
    });
    expect((await detail(invoice.id, user.token)).data).toMatchObject({ status: 'cancelled', status_name: '已撤销' });
    const offered = await post<{ data: Array<{ order_no: string }> }>(
      t.app,
      '/api/invoice/invoice_orders',
      {},
      user.token,
    );
    expect(offered.data.data.map((o) => o.order_no)).toEqual([orderNo]);

    const { invoice: second } = await pendingInvoice(t, user);
    expect((await issue(t, operator.token, second.id, issuedPdf('2'))).code).toBe(1);
    expect(await post(t.app, '/api/invoice/invoice_cancel', { id: second.id }, user.token)).toMatchObject({
      code: 0,
      msg: '仅审核中或已驳回的发票可以撤销',
    });
  });

  it('an operator decision races nothing: 10 issues and 10 rejections at once, one wins', async () => {
    const user = await createUser(t);
    const { invoice } = await pendingInvoice(t, user);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 === 0 ? issue(t, operator.token, invoice.id, issuedPdf(String(i))) : reject(invoice.id, `原因${i}`),
      ),
    );
    expect(answers.filter((a) => a.code === 1)).toHaveLength(1);
    expect(await logsFor(invoice.id)).toHaveLength(1);
    expect(await messagesOf(user.userId)).toHaveLength(1);
  });

  it('lists every user’s invoices for operators, waiting ones first, with documents they can open', async () => {
    const user = await createUser(t);
    const order = await paidOrder(t, user.userId);
    const doc = await uploadDocument(t, user.token, samples.jpeg, '一般纳税人证明.jpg');
    const special = await post<Detail>(t.app, '/api/invoice/invoice_submit', specialForm([order], doc.id), user.token);
    const list = await post<{ data: Array<Detail & { user_mobile: string; status: string }>; total: number }>(
      t.app,
      '/api/admin/invoice_list',
      { page: 1 },
      operator.token,
    );
    expect(list.code).toBe(1);
    const statuses = list.data.data.map((item) => item.status);
    expect(statuses.indexOf('pending')).toBe(0);
    expect(statuses.lastIndexOf('pending')).toBeLessThan(statuses.findIndex((s) => s !== 'pending'));
    const mine = list.data.data.find((item) => item.id === special.data.id);
    expect(mine?.user_mobile).toMatch(/^\d{3}\*{4}\d{4}$/);
    expect(mine?.files).toEqual([{ id: doc.id, name: '一般纳税人证明.jpg', size: samples.jpeg.length }]);
    const filtered = await post<{ data: Array<{ status: string }> }>(
      t.app,
      '/api/admin/invoice_list',
      { page: 1, status: 'issued' },
      operator.token,
    );
    expect(filtered.data.data.every((item) => item.status === 'issued')).toBe(true);

    const opened = await t.app.inject({
      method: 'POST',
      url: '/api/admin/invoice_file',
      headers: { authorization: operator.token, 'content-type': 'application/json' },
      payload: JSON.stringify({ id: doc.id }),
    });
    expect(opened.headers['content-type']).toBe('image/jpeg');
    expect(opened.rawPayload.equals(samples.jpeg)).toBe(true);
    const viewed = await t.ctx.db
      .selectFrom('operator_logs')
      .select(['action', 'target'])
      .where('action', '=', 'invoice_file')
      .execute();
    expect(viewed).toEqual([{ action: 'invoice_file', target: String(doc.id) }]);
    expect(await post(t.app, '/api/admin/invoice_file', { id: doc.id + 999 }, operator.token)).toMatchObject({
      code: 0,
      msg: '文件不存在',
    });
  });

  it('outside demo mode an operator over plain HTTP gets 1001 too', async () => {
    const before = t.ctx.config.demoMode;
    (t.ctx.config as { demoMode: boolean }).demoMode = false;
    try {
      expect(await post(t.app, '/api/admin/invoice_list', { page: 1 }, operator.token)).toMatchObject({ code: 1001 });
    } finally {
      (t.ctx.config as { demoMode: boolean }).demoMode = before;
    }
    const answer = await upload(t.app, '/api/admin/invoice_issue', [{ field: 'id', content: '1' }], operator.token);
    expect(answer).toMatchObject({ code: 0, msg: '请选择要上传的文件' });
  });
});
