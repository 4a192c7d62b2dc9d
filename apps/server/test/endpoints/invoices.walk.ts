import { invoicesApi } from '@boguan/contracts/invoices.api';
import { issue, issuedPdf, paidOrder, submitted, uploadDocument } from '../invoices/invoice-support.js';
import { samples } from '../support/multipart.js';
import { type WalkFixture, walkCases } from './walk-support.js';

/** The fixture's member runs the operator rows too (as /api/data/import's case does). */
async function asOperator(f: WalkFixture): Promise<string> {
  const user = await f.t.ctx.db
    .selectFrom('users')
    .select('mobile')
    .where('id', '=', f.userId)
    .executeTakeFirstOrThrow();
  if (!f.t.ctx.config.operatorMobiles.includes(user.mobile)) f.t.ctx.config.operatorMobiles.push(user.mobile);
  return f.token;
}

/** A valid 普通发票 application of the fixture's member for one fresh paid order. */
async function application(f: WalkFixture) {
  return {
    order_nos: [await paidOrder(f.t, f.userId)],
    invoice_type: 'normal',
    title_type: 'company',
    title: '北京百度网讯科技有限公司',
    tax_no: '91110000802100433B',
    email: 'finance@example.com',
  } as const;
}

async function pending(f: WalkFixture): Promise<number> {
  return (await submitted(f.t, f.token, await application(f))).id;
}

async function rejected(f: WalkFixture): Promise<number> {
  const id = await pending(f);
  await f.t.ctx.db
    .updateTable('invoices')
    .set({ status: 'rejected', reject_reason: '抬头有误', rejected_at: f.t.clock.now() })
    .where('id', '=', id)
    .execute();
  return id;
}

async function issued(f: WalkFixture): Promise<number> {
  const id = await pending(f);
  const answer = await issue(f.t, await asOperator(f), id, issuedPdf(`walk ${id}`));
  if (answer.code !== 1) throw new Error(`issue refused: ${answer.msg}`);
  return id;
}

export const invoicesWalk = walkCases(invoicesApi, {
  '/api/invoice/invoice_orders': { body: () => ({}) },
  '/api/invoice/invoice_ask': { body: application },
  '/api/invoice/invoice_submit': { body: application },
  '/api/Invoice/upload_file': {
    parts: () => [{ field: 'file', filename: '营业执照.pdf', contentType: 'application/pdf', content: samples.pdf }],
  },
  '/api/invoice/invoice_lists': { body: () => ({ page: 1 }) },
  '/api/invoice/invoice_detail': { body: async (f) => ({ id: await pending(f) }) },
  '/api/invoice/invoice_reset': {
    body: async (f) => {
      const { order_nos: _orders, ...form } = await application(f);
      return { id: await rejected(f), ...form, title_type: 'personal', title: '张三' };
    },
  },
  '/api/invoice/invoice_cancel': { body: async (f) => ({ id: await pending(f) }) },
  '/api/invoice/invoice_download': { body: async (f) => ({ id: await issued(f) }) },
  '/api/invoice/invoice_file': { body: async (f) => ({ id: (await uploadDocument(f.t, f.token)).id }) },
  '/api/admin/invoice_list': { body: () => ({ page: 1 }), token: asOperator },
  '/api/admin/invoice_issue': {
    parts: async (f) => {
      const id = await pending(f);
      await asOperator(f);
      return [
        { field: 'id', content: String(id) },
        { field: 'file', filename: '发票.pdf', contentType: 'application/pdf', content: issuedPdf(`walk ${id}`) },
      ];
    },
  },
  '/api/admin/invoice_reject': {
    body: async (f) => ({ id: await pending(f), reason: '抬头与营业执照不一致' }),
    token: asOperator,
  },
  '/api/admin/invoice_file': {
    body: async (f) => ({ id: (await uploadDocument(f.t, f.token)).id }),
    token: asOperator,
  },
});
