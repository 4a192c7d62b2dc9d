import type { OrderStatus, PayTerm } from '@boguan/contracts/payments';
import { newOrderNo } from '../../src/modules/payments/orders.service.js';
import { samples, upload } from '../support/multipart.js';
import { post, type TestApp } from '../support/test-app.js';
import { createUser } from '../support/users.js';

/** Real unified social credit codes (Baidu, Tencent, Xiaomi, the standard's own example): valid checks. */
export const VALID_CODES = ['91110000802100433B', '91440300708461136T', '91110108551385082Q', '91350100M000100Y43'];

/**
 * A membership order of the user, inserted as the payment flow leaves it (paid by default). The
 * payment flow itself is proved in test/payments; invoices only need its result.
 */
export async function paidOrder(
  t: TestApp,
  userId: number,
  options: { payFen?: number; level?: 30 | 40; term?: PayTerm; status?: OrderStatus } = {},
): Promise<string> {
  const now = t.clock.now();
  const status = options.status ?? 'paid';
  const payFen = options.payFen ?? 39_900;
  const row = await t.ctx.db
    .insertInto('orders')
    .values({
      order_no: newOrderNo(now),
      user_id: userId,
      level: options.level ?? 30,
      term: options.term ?? 'month',
      days: 30,
      list_fen: payFen,
      pay_fen: payFen,
      method: 'wechat',
      provider: 'local',
      status,
      created_at: now,
      expires_at: new Date(now.getTime() + 15 * 60_000),
      paid_at: status === 'paid' || status === 'refunded' ? now : null,
    })
    .returning('order_no')
    .executeTakeFirstOrThrow();
  return row.order_no;
}

/** A user whose mobile is in OPERATOR_MOBILES (tests run in demo mode, so plain HTTP is allowed). */
export async function createOperator(t: TestApp) {
  const operator = await createUser(t);
  t.ctx.config.operatorMobiles.push(operator.mobile);
  return operator;
}

/** A valid 普通发票 application for a company, with `overrides`. */
export function companyForm(
  orderNos: string[],
  overrides: Record<string, string | number | string[] | undefined> = {},
) {
  return {
    order_nos: orderNos,
    invoice_type: 'normal',
    title_type: 'company',
    title: '北京百度网讯科技有限公司',
    tax_no: VALID_CODES[0],
    email: 'finance@example.com',
    ...overrides,
  };
}

/** A valid 增值税专用发票 application (all company fields and one document). */
export function specialForm(
  orderNos: string[],
  fileId: number,
  overrides: Record<string, string | number | string[]> = {},
) {
  return companyForm(orderNos, {
    invoice_type: 'special',
    address: '北京市海淀区上地十街10号',
    phone: '010-59928888',
    bank_name: '招商银行北京上地支行',
    bank_account: '1109 0799 9910 001',
    file_ids: [String(fileId)],
    ...overrides,
  });
}

export async function uploadDocument(
  t: TestApp,
  token: string,
  content: Buffer = samples.png,
  filename = '营业执照.png',
) {
  const answer = await upload<{ id: number; name: string; size: number }>(
    t.app,
    '/api/Invoice/upload_file',
    [{ field: 'file', filename, contentType: 'application/octet-stream', content }],
    token,
  );
  if (answer.code !== 1) throw new Error(`upload refused: ${answer.msg}`);
  return answer.data;
}

export interface Detail {
  id: number;
  status: string;
  status_name: string;
  amount_fen: number;
  orders: Array<{ order_no: string; pay_fen: number }>;
  files: Array<{ id: number; name: string }>;
  reject_reason: string;
  pdf_available: boolean;
  title: string;
  email: string;
}

export async function submitted(t: TestApp, token: string, form: Record<string, unknown>): Promise<Detail> {
  const answer = await post<Detail>(t.app, '/api/invoice/invoice_submit', form as never, token);
  if (answer.code !== 1) throw new Error(`submit refused: ${answer.msg}`);
  return answer.data;
}

/** A pending invoice for one fresh paid order of the user. */
export async function pendingInvoice(t: TestApp, user: { userId: number; token: string }, payFen = 39_900) {
  const orderNo = await paidOrder(t, user.userId, { payFen });
  return { orderNo, invoice: await submitted(t, user.token, companyForm([orderNo])) };
}

/** The PDF an operator issues: a real signature and distinct bytes. */
export function issuedPdf(tag: string): Buffer {
  return Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from(`% invoice ${tag}\n`), Buffer.alloc(256, 7)]);
}

export async function issue(
  t: TestApp,
  operatorToken: string,
  invoiceId: number | string,
  pdf: Buffer,
  filename = '发票.pdf',
) {
  return upload<null>(
    t.app,
    '/api/admin/invoice_issue',
    [
      { field: 'id', content: String(invoiceId) },
      { field: 'file', filename, contentType: 'application/pdf', content: pdf },
    ],
    operatorToken,
  );
}

export async function invoiceRows(t: TestApp, userId: number) {
  return t.ctx.db.selectFrom('invoices').selectAll().where('user_id', '=', userId).orderBy('id').execute();
}
