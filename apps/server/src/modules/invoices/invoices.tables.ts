import type { InvoiceStatus, InvoiceType, TitleType } from '@boguan/contracts/invoices';
import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/schema.js';

// Invoices and their documents (migration 0025-invoices, docs/invoices.md). Money in fen.

/** A company document a user uploaded for a 专用发票 (private storage key). */
export interface InvoiceFilesTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  mime: string;
  size: number;
  storage_key: string;
  created_at: Timestamp;
}

export interface InvoicesTable {
  id: Generated<number>;
  user_id: number;
  invoice_type: InvoiceType;
  title_type: TitleType;
  title: string;
  tax_no: Generated<string>;
  address: Generated<string>;
  phone: Generated<string>;
  bank_name: Generated<string>;
  bank_account: Generated<string>;
  email: string;
  amount_fen: number;
  status: Generated<InvoiceStatus>;
  reject_reason: Generated<string>;
  submit_count: Generated<number>;
  pdf_key: string | null;
  pdf_name: string | null;
  pdf_size: number | null;
  created_at: Timestamp;
  submitted_at: Timestamp;
  issued_at: Timestamp | null;
  rejected_at: Timestamp | null;
  cancelled_at: Timestamp | null;
  updated_at: Timestamp;
}

/** The orders of an invoice; `released_at` is set when a cancellation frees the order. */
export interface InvoiceOrdersTable {
  invoice_id: number;
  order_id: number;
  pay_fen: number;
  released_at: Timestamp | null;
}

export interface InvoiceDocumentsTable {
  invoice_id: number;
  file_id: number;
  position: number;
}

export interface InvoicesTables {
  invoice_files: InvoiceFilesTable;
  invoices: InvoicesTable;
  invoice_orders: InvoiceOrdersTable;
  invoice_documents: InvoiceDocumentsTable;
}
