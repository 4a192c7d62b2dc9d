import type { RequestOf } from '@boguan/contracts/api';
import { INVOICE_FILE_FIELD, type InvoiceStatus } from '@boguan/contracts/invoices';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call, download, upload } from '../../../lib/api-client';

/*
 * Invoices (docs/invoices.md): the paid orders the form offers, the two-step application
 * (invoice_ask answers the confirmation, invoice_submit saves), documents, the list, the detail,
 * reset and cancel, and the issued PDF. Every amount shown comes from these answers.
 */

export const invoiceKeys = {
  all: ['invoice'] as const,
  orders: () => [...invoiceKeys.all, 'orders'] as const,
  list: (page: number, status: InvoiceStatus | undefined) =>
    [...invoiceKeys.all, 'list', page, status ?? 'all'] as const,
  detail: (id: number) => [...invoiceKeys.all, 'detail', id] as const,
};

export type InvoiceApplication = RequestOf<'/api/invoice/invoice_ask'>;
export type InvoiceReset = RequestOf<'/api/invoice/invoice_reset'>;

/** The paid orders not yet in a live invoice; read afresh whenever the form opens. */
export function useInvoiceOrders(enabled: boolean) {
  return useQuery({
    queryKey: invoiceKeys.orders(),
    queryFn: () => api('/api/invoice/invoice_orders'),
    enabled,
    staleTime: 0,
  });
}

export function useInvoiceList(page: number, status: InvoiceStatus | undefined) {
  return useQuery({
    queryKey: invoiceKeys.list(page, status),
    queryFn: () => api('/api/invoice/invoice_lists', { page, status }),
    placeholderData: keepPreviousData,
  });
}

export function useInvoiceDetail(id: number | null) {
  return useQuery({
    queryKey: invoiceKeys.detail(id ?? 0),
    queryFn: () => api('/api/invoice/invoice_detail', { id: id ?? 0 }),
    enabled: id !== null,
    staleTime: 0,
  });
}

/** Step one: the server checks everything and answers what it would save (a refusal is toasted). */
export function askInvoice(form: InvoiceApplication) {
  return call('/api/invoice/invoice_ask', form);
}

/** Every change to invoices: the call, then the lists, the detail and the offered orders read again. */
export function useInvoiceActions() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: invoiceKeys.all });
  return {
    submit: async (form: InvoiceApplication) => {
      const answer = await call('/api/invoice/invoice_submit', form);
      if (answer.code === 1) await refresh();
      return answer;
    },
    reset: async (form: InvoiceReset) => {
      const answer = await call('/api/invoice/invoice_reset', form);
      if (answer.code === 1) await refresh();
      return answer;
    },
    cancel: async (id: number) => {
      const answer = await call('/api/invoice/invoice_cancel', { id });
      if (answer.code === 1) await refresh();
      return answer;
    },
  };
}

/** One company document (multipart, field `file`); resolves to the envelope. */
export function uploadInvoiceFile(file: Blob, name: string) {
  const body = new FormData();
  body.append(INVOICE_FILE_FIELD, file, name);
  return upload('/api/Invoice/upload_file', body);
}

export function downloadInvoicePdf(id: number) {
  return download('/api/invoice/invoice_download', { id }, `发票${id}.pdf`);
}

export function openInvoiceFile(id: number, name: string) {
  return download('/api/invoice/invoice_file', { id }, name);
}
