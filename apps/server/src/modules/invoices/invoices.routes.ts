import { InvoiceMessage as Message } from '@boguan/contracts/invoices';
import { invoicesApi } from '@boguan/contracts/invoices.api';
import type { AppContext } from '../../lib/context.js';
import { handlersFor } from '../../plugins/endpoints.js';
import { ok } from '../../plugins/envelope.js';
import { adminInvoiceList, issueInvoice, rejectInvoice } from './invoice-admin.service.js';
import { operatorInvoiceFile, ownInvoiceFile, saveInvoiceFile } from './invoice-files.service.js';
import { readInvoiceForm, readOneFile } from './invoice-multipart.js';
import {
  askInvoice,
  cancelInvoice,
  downloadInvoice,
  invoiceDetail,
  invoiceList,
  listInvoiceableOrders,
  resetInvoice,
  submitInvoice,
} from './invoices.service.js';

/** Invoices for paid orders and the operator's decisions on them (docs/invoices.md). */
export function invoicesRoutes(ctx: AppContext) {
  return handlersFor(invoicesApi, {
    '/api/invoice/invoice_orders': async ({ user }) => ok(await listInvoiceableOrders(ctx, user)),
    '/api/invoice/invoice_ask': async ({ user, body }) => ok(await askInvoice(ctx, user, body), Message.asked),
    '/api/invoice/invoice_submit': async ({ user, body }) =>
      ok(await submitInvoice(ctx, user, body), Message.submitted),
    '/api/Invoice/upload_file': async ({ user, request }) =>
      ok(await saveInvoiceFile(ctx, user, await readOneFile(request)), Message.uploaded),
    '/api/invoice/invoice_lists': async ({ user, body }) => ok(await invoiceList(ctx, user, body.page, body.status)),
    '/api/invoice/invoice_detail': async ({ user, body }) => ok(await invoiceDetail(ctx, user, body.id)),
    '/api/invoice/invoice_reset': async ({ user, body }) => ok(await resetInvoice(ctx, user, body), Message.reset),
    '/api/invoice/invoice_cancel': async ({ user, body }) => {
      await cancelInvoice(ctx, user, body.id);
      return ok(null, Message.cancelled);
    },
    '/api/invoice/invoice_download': async ({ user, body }) => downloadInvoice(ctx, user, body.id),
    '/api/invoice/invoice_file': async ({ user, body }) => ownInvoiceFile(ctx, user, body.id),
    '/api/admin/invoice_list': async ({ user, request, body }) => ok(await adminInvoiceList(ctx, user, request, body)),
    '/api/admin/invoice_issue': async ({ user, request }) => {
      await issueInvoice(ctx, user, request, async () => {
        const { file, fields } = await readInvoiceForm(request);
        return { id: fields.id, file };
      });
      return ok(null, Message.issued);
    },
    '/api/admin/invoice_reject': async ({ user, request, body }) => {
      await rejectInvoice(ctx, user, request, body);
      return ok(null, Message.rejected);
    },
    '/api/admin/invoice_file': async ({ user, request, body }) => operatorInvoiceFile(ctx, user, request, body.id),
  });
}
