import { ID_MAX } from '@boguan/contracts/fields';
import {
  ADMIN_INVOICE_PER_PAGE,
  INVOICE_TYPE_NAMES,
  type InvoiceStatus,
  InvoiceMessage as Message,
} from '@boguan/contracts/invoices';
import type { AdminInvoiceItem } from '@boguan/contracts/invoices.api';
import { maskMobile } from '@boguan/contracts/mask';

import { yuan } from '@boguan/contracts/payments';
import type { FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import { pageSlice } from '../../db/paging.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import { notifyUser } from '../home-content/messages.service.js';
import { logOperatorAction, requireOperator } from '../operator/operator-guard.js';
import type { SessionUser } from '../sessions/sessions.repository.js';
import { documentName, isPdf } from './invoice-file-type.js';
import { privateKey, type UploadedFile } from './invoice-files.service.js';
import { invoiceDetails } from './invoice-view.js';
import { type InvoiceRow, lockInvoice, pageAllInvoices, updateInvoice } from './invoices.repository.js';

/** /api/admin/invoice_list: every user's invoices, those waiting first. */
export async function adminInvoiceList(
  ctx: AppContext,
  user: SessionUser,
  request: FastifyRequest,
  input: { page: number; status?: InvoiceStatus },
): Promise<{ data: AdminInvoiceItem[]; page: number; per_page: number; total: number }> {
  requireOperator(ctx, user, request);
  const { rows, total } = await pageAllInvoices(ctx.db, input.status, pageSlice(input.page, ADMIN_INVOICE_PER_PAGE));
  const details = await invoiceDetails(ctx.db, rows);
  const data = rows.map((row, index) => ({
    ...(details[index] as (typeof details)[number]),
    user_id: row.user_id,
    user_name: row.nick_name,
    user_mobile: maskMobile(row.mobile),
    submit_count: row.submit_count,
  }));
  return { data, page: input.page, per_page: ADMIN_INVOICE_PER_PAGE, total };
}

/** What the operator's multipart form carried: the invoice id (text) and the PDF. */
export interface IssueForm {
  id?: string;
  file?: UploadedFile;
}

function invoiceIdOf(text: string | undefined): number {
  const value = Number(text);
  if (!text || !/^\d+$/.test(text) || value < 1 || value > ID_MAX) throw AppError.bad(Message.badId);
  return value;
}

const describe = (invoice: InvoiceRow) =>
  `${INVOICE_TYPE_NAMES[invoice.invoice_type]}（抬头：${invoice.title}，金额¥${yuan(invoice.amount_fen)}）`;

/**
 * Locks a pending invoice and applies the operator's decision with its log line and the user's
 * message, all in one transaction: two operators deciding at once queue on the lock, and the
 * second finds it no longer pending.
 */
async function decide(
  ctx: AppContext,
  invoiceId: number,
  change: (invoice: InvoiceRow, trx: Transaction<Database>) => Promise<void>,
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const invoice = await lockInvoice(trx, invoiceId);
    if (!invoice) throw AppError.bad(Message.notFound, 'no such invoice');
    if (invoice.status !== 'pending') throw AppError.bad(Message.notPending, `invoice is ${invoice.status}`);
    await change(invoice, trx);
  });
}

/** /api/admin/invoice_issue: the issued invoice's PDF (by its bytes) makes a pending invoice 已开票. */
export async function issueInvoice(
  ctx: AppContext,
  user: SessionUser,
  request: FastifyRequest,
  readForm: () => Promise<IssueForm>,
): Promise<void> {
  const operator = requireOperator(ctx, user, request);
  const form = await readForm();
  const invoiceId = invoiceIdOf(form.id);
  if (!form.file || form.file.bytes.length === 0) throw AppError.bad(Message.uploadMissing);
  if (!isPdf(form.file.bytes)) throw AppError.bad(Message.pdfOnly, 'issued invoice is not a PDF');
  const bytes = form.file.bytes;
  const key = privateKey('invpdf', 'pdf');
  const name = documentName(form.file.filename, 'pdf');
  await ctx.storage.put(key, bytes, 'application/pdf');
  const now = ctx.clock.now();
  try {
    await decide(ctx, invoiceId, async (invoice, trx) => {
      await updateInvoice(trx, invoice.id, {
        status: 'issued',
        pdf_key: key,
        pdf_name: name,
        pdf_size: bytes.length,
        issued_at: now,
        updated_at: now,
      });
      await logOperatorAction(trx, operator, 'invoice_issue', invoice.id, `${describe(invoice)}，文件 ${name}`, now);
      await notifyUser(
        trx,
        invoice.user_id,
        {
          type: 'invoice',
          title: '发票已开具',
          content: `您申请的${describe(invoice)}已开具，可在“发票管理”中下载，电子发票也将发送至 ${invoice.email}。`,
        },
        ctx.clock,
      );
    });
  } catch (error) {
    // The decision did not happen: the stored PDF belongs to nothing.
    await ctx.storage.remove(key).catch(() => undefined);
    throw error;
  }
}

/** /api/admin/invoice_reject: a pending invoice 已驳回, with the reason the user will read. */
export async function rejectInvoice(
  ctx: AppContext,
  user: SessionUser,
  request: FastifyRequest,
  input: { id: number; reason: string },
): Promise<void> {
  const operator = requireOperator(ctx, user, request);
  const now = ctx.clock.now();
  await decide(ctx, input.id, async (invoice, trx) => {
    await updateInvoice(trx, invoice.id, {
      status: 'rejected',
      reject_reason: input.reason,
      rejected_at: now,
      updated_at: now,
    });
    await logOperatorAction(
      trx,
      operator,
      'invoice_reject',
      invoice.id,
      `${describe(invoice)}，原因：${input.reason}`,
      now,
    );
    await notifyUser(
      trx,
      invoice.user_id,
      {
        type: 'invoice',
        title: '发票申请已驳回',
        content: `您申请的${describe(invoice)}未通过审核，原因：${input.reason}。请在“发票管理”中修改后重新提交。`,
      },
      ctx.clock,
    );
  });
}
