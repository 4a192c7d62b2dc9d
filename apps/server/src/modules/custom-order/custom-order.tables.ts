import type {
  CustomOrderBudget,
  CustomOrderScope,
  CustomOrderStatus,
  CustomThreadAuthor,
  CustomThreadKind,
} from '@boguan/contracts/custom-order';
import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/schema.js';

// Custom data orders and their threads (migration 0048-custom-orders, docs/custom-orders.md). Money in fen.

export interface CustomOrdersTable {
  id: Generated<number>;
  user_id: number;
  describe: string;
  scopes: CustomOrderScope[];
  /** China dates, YYYY-MM-DD. */
  date_from: string;
  date_to: string;
  budget: CustomOrderBudget;
  contact: string;
  tel: string;
  email: Generated<string>;
  company: Generated<string>;
  status: Generated<CustomOrderStatus>;
  quote_fen: number | null;
  quote_note: Generated<string>;
  quoted_at: Timestamp | null;
  /** SHA-256 of the normalised content (a double submit finds its first order by it). */
  fingerprint: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  closed_at: Timestamp | null;
}

export interface CustomOrderRepliesTable {
  id: Generated<number>;
  order_id: number;
  author: CustomThreadAuthor;
  kind: CustomThreadKind;
  operator_id: number | null;
  content: string;
  created_at: Timestamp;
}

export interface CustomOrderTables {
  custom_orders: CustomOrdersTable;
  custom_order_replies: CustomOrderRepliesTable;
}
