import type { OrderStatus, PayMethod, PayTerm } from '@boguan/contracts/payments';
import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/schema.js';

/** One membership order (migration 0021, docs/payments.md). Money in fen. */
export interface OrdersTable {
  id: Generated<number>;
  order_no: string;
  user_id: number;
  level: number;
  term: PayTerm;
  days: number;
  list_fen: number;
  credit_fen: Generated<number>;
  discount_fen: Generated<number>;
  pay_fen: number;
  coupon_id: number | null;
  method: PayMethod;
  provider: string;
  status: Generated<OrderStatus>;
  close_reason: 'expired' | 'user' | 'superseded' | null;
  qr_code: Generated<string>;
  pay_url: Generated<string>;
  created_at: Timestamp;
  expires_at: Timestamp;
  closed_at: Timestamp | null;
  paid_at: Timestamp | null;
  transaction_id: string | null;
  period_starts_at: Timestamp | null;
  period_ends_at: Timestamp | null;
  credited_at: Timestamp | null;
}

/** Every state change of an order: who or what, when, and why. */
export interface OrderLogsTable {
  id: Generated<number>;
  order_id: number;
  actor: string;
  event: string;
  detail: Generated<string>;
  created_at: Timestamp;
}

export interface PaymentsTables {
  orders: OrdersTable;
  order_logs: OrderLogsTable;
}
