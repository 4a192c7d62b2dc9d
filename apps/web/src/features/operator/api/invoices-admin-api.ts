import { INVOICE_FILE_FIELD, type InvoiceStatus } from '@boguan/contracts/invoices';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call, download, upload } from '../../../lib/api-client';
import { operatorKeys } from './operator-api';

/** 发票开具 (docs/invoices.md): every user's invoices, pending first; issuing with the PDF, rejecting. */

export const invoiceAdminKeys = {
  all: [...operatorKeys.all, 'invoices'] as const,
  list: (status: InvoiceStatus | undefined, page: number) => [...invoiceAdminKeys.all, status ?? 'all', page] as const,
};

export function useAdminInvoices(status: InvoiceStatus | undefined, page: number) {
  return useQuery({
    queryKey: invoiceAdminKeys.list(status, page),
    queryFn: () => api('/api/admin/invoice_list', { status, page }),
    placeholderData: keepPreviousData,
    // Other operators decide too: always read afresh.
    staleTime: 0,
  });
}

/** Resolve to the envelope (a refusal is already toasted); on success the list and the log are read again. */
export function useInvoiceDecisions() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: operatorKeys.all });
  return {
    async issue(id: number, pdf: Blob, name: string) {
      const body = new FormData();
      body.append('id', String(id));
      body.append(INVOICE_FILE_FIELD, pdf, name);
      const answer = await upload('/api/admin/invoice_issue', body);
      if (answer.code === 1) await refresh();
      return answer;
    },
    async reject(id: number, reason: string) {
      const answer = await call('/api/admin/invoice_reject', { id, reason });
      if (answer.code === 1) await refresh();
      return answer;
    },
  };
}

/** A user's document (营业执照 / 一般纳税人资格证明), as the operator opens it; each opening is logged. */
export function openUserDocument(id: number, name: string) {
  return download('/api/admin/invoice_file', { id }, name);
}
