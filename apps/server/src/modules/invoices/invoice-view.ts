import { formatChinaTime } from '@boguan/contracts/china-time';
import { INVOICE_STATUS_NAMES, INVOICE_TYPE_NAMES, TITLE_TYPE_NAMES, titleBlockOf } from '@boguan/contracts/invoices';
import type {
  InvoiceDetail,
  InvoiceFile,
  InvoiceListItem,
  InvoiceOrder,
  TitleBlock,
} from '@boguan/contracts/invoices.api';
import { levelName } from '@boguan/contracts/membership';
import { TERM_NAMES } from '@boguan/contracts/payments';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { OrdersTable } from '../payments/payments.tables.js';
import { documentsOf } from './invoice-files.repository.js';
import { type InvoiceRow, ordersOf } from './invoices.repository.js';

type Db = Kysely<Database> | Transaction<Database>;

/** 高级版 · 年度 */
export function orderTitle(order: { level: number; term: OrdersTable['term'] }): string {
  return `${levelName(order.level)} · ${TERM_NAMES[order.term]}`;
}

export function invoiceOrder(order: {
  order_no: string;
  level: number;
  term: OrdersTable['term'];
  pay_fen: number;
  paid_at: Date | string | null;
  created_at: Date | string;
}): InvoiceOrder {
  return {
    order_no: order.order_no,
    title: orderTitle(order),
    pay_fen: order.pay_fen,
    // Only paid orders reach an invoice; the creation time stands in should a row lack its paid time.
    paid_time: formatChinaTime(order.paid_at ?? order.created_at),
  };
}

/** The buyer's block as the VAT invoice prints it: empty parts are left out. */
export const titleBlock = (form: Parameters<typeof titleBlockOf>[0]): TitleBlock => titleBlockOf(form);

const time = (at: Date | string | null) => (at ? formatChinaTime(at) : '');

export function listItem(row: InvoiceRow & { order_count: number }): InvoiceListItem {
  return {
    id: row.id,
    status: row.status,
    status_name: INVOICE_STATUS_NAMES[row.status],
    invoice_type_name: INVOICE_TYPE_NAMES[row.invoice_type],
    title: row.title,
    amount_fen: row.amount_fen,
    order_count: row.order_count,
    create_time: formatChinaTime(row.created_at),
    submit_time: formatChinaTime(row.submitted_at),
    issue_time: row.status === 'issued' ? time(row.issued_at) : '',
    reject_reason: row.status === 'rejected' ? row.reject_reason : '',
    pdf_available: row.status === 'issued' && row.pdf_key !== null,
  };
}

/** Whole invoices (orders and documents read in two queries for all of them), in the rows' order. */
export async function invoiceDetails(db: Db, rows: readonly InvoiceRow[]): Promise<InvoiceDetail[]> {
  const ids = rows.map((row) => row.id);
  const [orders, documents] = await Promise.all([ordersOf(db, ids), documentsOf(db, ids)]);
  return rows.map((row) => {
    const own = orders.filter((order) => order.invoice_id === row.id);
    const files: InvoiceFile[] = documents
      .filter((file) => file.invoice_id === row.id)
      .map((file) => ({ id: file.id, name: file.name, size: file.size }));
    return {
      id: row.id,
      status: row.status,
      status_name: INVOICE_STATUS_NAMES[row.status],
      invoice_type: row.invoice_type,
      invoice_type_name: INVOICE_TYPE_NAMES[row.invoice_type],
      title_type: row.title_type,
      title_type_name: TITLE_TYPE_NAMES[row.title_type],
      title_block: titleBlock(row),
      email: row.email,
      amount_fen: row.amount_fen,
      orders: own.map(invoiceOrder),
      files,
      title: row.title,
      tax_no: row.tax_no,
      address: row.address,
      phone: row.phone,
      bank_name: row.bank_name,
      bank_account: row.bank_account,
      reject_reason: row.reject_reason,
      create_time: formatChinaTime(row.created_at),
      submit_time: formatChinaTime(row.submitted_at),
      issue_time: time(row.issued_at),
      reject_time: time(row.rejected_at),
      pdf_available: row.status === 'issued' && row.pdf_key !== null,
    };
  });
}
