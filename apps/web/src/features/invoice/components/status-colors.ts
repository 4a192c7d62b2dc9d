import type { InvoiceStatus } from '@boguan/contracts/invoices';

export const STATUS_COLORS: Record<InvoiceStatus, string> = {
  pending: 'processing',
  issued: 'success',
  rejected: 'error',
  cancelled: 'default',
};
