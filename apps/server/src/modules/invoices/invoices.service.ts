import {
  INVOICE_PER_PAGE,
  INVOICE_TYPE_NAMES,
  type InvoiceStatus,
  InvoiceMessage as Message,
  TITLE_TYPE_NAMES,
} from '@boguan/contracts/invoices';
import type {
  InvoiceAskInput,
  InvoiceConfirm,
  InvoiceDetail,
  InvoiceFile,
  InvoiceListItem,
  InvoiceOrder,
  InvoiceResetInput,
} from '@boguan/contracts/invoices.api';
import type { Kysely, Transaction } from 'kysely';
import { pageSlice } from '../../db/paging.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import type { FileAnswer } from '../../plugins/endpoints.js';
import { isUniqueViolation } from '../accounts/users.repository.js';
import type { SessionUser } from '../sessions/sessions.repository.js';
import { ownFiles, replaceDocuments } from './invoice-files.repository.js';
import { invoiceDetails, invoiceOrder, listItem, titleBlock } from './invoice-view.js';
import {
  findOwnInvoice,
  heldOrderIds,
  insertInvoice,
  insertInvoiceOrders,
  invoiceableOrders,
  lockOwnInvoice,
  ordersOf,
  pageOwnInvoices,
  releaseOrders,
  updateInvoice,
  userOrdersByNo,
} from './invoices.repository.js';

type Db = Kysely<Database> | Transaction<Database>;

/** The fields of an application, as validated and normalised by the contract. */
type Application = Omit<InvoiceAskInput, 'order_nos'>;

const refuse = (message: string, orderNo: string) => AppError.bad(`${message}：${orderNo}`, 'order not invoiceable');

/**
 * The rules an application must meet, read in `db` (a transaction locks the orders): every order
 * is the user's (another user's number is "not found", like an unknown one), paid, not refunded
 * and in no other live invoice; every document is the user's. Answers the orders and documents.
 */
async function checkApplication(
  db: Db,
  userId: number,
  orderNos: readonly string[],
  form: Application,
  options: { lock: boolean; invoiceId?: number },
): Promise<{ orders: Array<InvoiceOrder & { id: number }>; files: InvoiceFile[] }> {
  const found = await userOrdersByNo(db, userId, orderNos, options.lock);
  const byNo = new Map(found.map((order) => [order.order_no, order]));
  for (const orderNo of orderNos) {
    const order = byNo.get(orderNo);
    if (!order) throw refuse(Message.orderNotFound, orderNo);
    if (order.status === 'refunded') throw refuse(Message.orderRefunded, orderNo);
    if (order.status !== 'paid') throw refuse(Message.orderNotPaid, orderNo);
  }
  const held = await heldOrderIds(
    db,
    found.map((order) => order.id),
    options.invoiceId,
  );
  const taken = found.find((order) => held.has(order.id));
  if (taken) throw refuse(Message.orderTaken, taken.order_no);
  const files = await ownFiles(db, userId, form.file_ids);
  if (files.length !== form.file_ids.length) throw AppError.bad(Message.fileNotFound, 'document not of this user');
  const byId = new Map(files.map((file) => [file.id, file]));
  const sorted = [...found].sort((a, b) => (a.paid_at && b.paid_at ? +new Date(b.paid_at) - +new Date(a.paid_at) : 0));
  return {
    orders: sorted.map((order) => ({ ...invoiceOrder(order), id: order.id })),
    files: form.file_ids.map((id) => byId.get(id) as InvoiceFile),
  };
}

const sumFen = (orders: ReadonlyArray<{ pay_fen: number }>) => orders.reduce((sum, order) => sum + order.pay_fen, 0);

/** The columns an application sets (submit and reset alike). */
function applicationColumns(form: Application) {
  return {
    invoice_type: form.invoice_type,
    title_type: form.title_type,
    title: form.title,
    tax_no: form.tax_no,
    address: form.address,
    phone: form.phone,
    bank_name: form.bank_name,
    bank_account: form.bank_account,
    email: form.email,
  };
}

/** /api/invoice/invoice_orders: the paid orders the form may offer. */
export async function listInvoiceableOrders(ctx: AppContext, user: SessionUser) {
  const rows = await invoiceableOrders(ctx.db, user.id);
  return { data: rows.map(invoiceOrder), total: rows.length };
}

/** /api/invoice/invoice_ask: checks everything and answers what would be saved; saves nothing. */
export async function askInvoice(ctx: AppContext, user: SessionUser, input: InvoiceAskInput): Promise<InvoiceConfirm> {
  const { orders, files } = await checkApplication(ctx.db, user.id, input.order_nos, input, { lock: false });
  return {
    invoice_type: input.invoice_type,
    invoice_type_name: INVOICE_TYPE_NAMES[input.invoice_type],
    title_type: input.title_type,
    title_type_name: TITLE_TYPE_NAMES[input.title_type],
    title_block: titleBlock(input),
    email: input.email,
    amount_fen: sumFen(orders),
    orders: orders.map(({ id: _id, ...order }) => order),
    files,
  };
}

async function ownDetail(ctx: AppContext, userId: number, invoiceId: number): Promise<InvoiceDetail> {
  const row = await findOwnInvoice(ctx.db, userId, invoiceId);
  if (!row) throw AppError.bad(Message.notFound, 'no such invoice of this user');
  const [detail] = await invoiceDetails(ctx.db, [row]);
  return detail as InvoiceDetail;
}

/**
 * /api/invoice/invoice_submit: the same checks as the ask, in one transaction that locks the
 * orders, then the invoice (审核中). The partial unique index on invoice_orders is the backstop.
 */
export async function submitInvoice(ctx: AppContext, user: SessionUser, input: InvoiceAskInput) {
  const now = ctx.clock.now();
  let invoiceId: number;
  try {
    invoiceId = await ctx.db.transaction().execute(async (trx) => {
      const { orders } = await checkApplication(trx, user.id, input.order_nos, input, { lock: true });
      const { id } = await insertInvoice(trx, {
        user_id: user.id,
        ...applicationColumns(input),
        amount_fen: sumFen(orders),
        created_at: now,
        submitted_at: now,
        updated_at: now,
      });
      await insertInvoiceOrders(trx, id, orders);
      await replaceDocuments(trx, id, input.file_ids);
      return id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw AppError.bad(Message.orderTaken, 'order taken by a parallel submit');
    throw error;
  }
  return ownDetail(ctx, user.id, invoiceId);
}

/** /api/invoice/invoice_reset: a rejected invoice corrected and back to 审核中, with the same orders. */
export async function resetInvoice(ctx: AppContext, user: SessionUser, input: InvoiceResetInput) {
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    const invoice = await lockOwnInvoice(trx, user.id, input.id);
    if (!invoice) throw AppError.bad(Message.notFound, 'no such invoice of this user');
    if (invoice.status !== 'rejected') throw AppError.bad(Message.notRejected, `invoice is ${invoice.status}`);
    const orderNos = (await ordersOf(trx, [invoice.id])).map((order) => order.order_no);
    await checkApplication(trx, user.id, orderNos, input, { lock: true, invoiceId: invoice.id });
    await updateInvoice(trx, invoice.id, {
      ...applicationColumns(input),
      status: 'pending',
      submit_count: invoice.submit_count + 1,
      submitted_at: now,
      updated_at: now,
    });
    await replaceDocuments(trx, invoice.id, input.file_ids);
  });
  return ownDetail(ctx, user.id, input.id);
}

/** /api/invoice/invoice_cancel: a pending or rejected invoice withdrawn; its orders are free again. */
export async function cancelInvoice(ctx: AppContext, user: SessionUser, invoiceId: number): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    const invoice = await lockOwnInvoice(trx, user.id, invoiceId);
    if (!invoice) throw AppError.bad(Message.notFound, 'no such invoice of this user');
    if (invoice.status !== 'pending' && invoice.status !== 'rejected') {
      throw AppError.bad(Message.notCancellable, `invoice is ${invoice.status}`);
    }
    await updateInvoice(trx, invoice.id, { status: 'cancelled', cancelled_at: now, updated_at: now });
    await releaseOrders(trx, invoice.id, now);
  });
}

export async function invoiceList(
  ctx: AppContext,
  user: SessionUser,
  page: number,
  status: InvoiceStatus | undefined,
): Promise<{ data: InvoiceListItem[]; page: number; per_page: number; total: number }> {
  const { rows, total } = await pageOwnInvoices(ctx.db, user.id, status, pageSlice(page, INVOICE_PER_PAGE));
  return { data: rows.map(listItem), page, per_page: INVOICE_PER_PAGE, total };
}

export function invoiceDetail(ctx: AppContext, user: SessionUser, invoiceId: number): Promise<InvoiceDetail> {
  return ownDetail(ctx, user.id, invoiceId);
}

/** /api/invoice/invoice_download: the issued PDF, exactly as the operator uploaded it; owner only. */
export async function downloadInvoice(ctx: AppContext, user: SessionUser, invoiceId: number): Promise<FileAnswer> {
  const invoice = await findOwnInvoice(ctx.db, user.id, invoiceId);
  if (!invoice) throw AppError.bad(Message.notFound, 'no such invoice of this user');
  if (invoice.status !== 'issued' || !invoice.pdf_key)
    throw AppError.bad(Message.noPdf, `invoice is ${invoice.status}`);
  const bytes = await ctx.storage.read(invoice.pdf_key);
  if (!bytes) throw AppError.bad(Message.fileMissing, `storage has no ${invoice.pdf_key}`);
  return { file: bytes, fileName: invoice.pdf_name ?? `发票${invoice.id}.pdf`, contentType: 'application/pdf' };
}
