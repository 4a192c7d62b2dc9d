import { addDays, chinaDate } from '@boguan/contracts/china-time';
import type { CustomOrderStatus } from '@boguan/contracts/custom-order';
import type { TestApp } from '../support/test-app.js';

/** The thread entry of an order as the answers carry it. */
export interface ThreadEntry {
  id: number;
  author: 'user' | 'operator';
  kind: 'reply' | 'status' | 'quote';
  content: string;
  time: string;
}

export interface Order {
  id: number;
  order_no: string;
  status: CustomOrderStatus;
  status_name: string;
  describe: string;
  scope: string[];
  scope_names: string[];
  date_from: string;
  date_to: string;
  budget: string;
  budget_name: string;
  contact: string;
  tel: string;
  email: string;
  company: string;
  quote_fen: number | null;
  quote_note: string;
  open: boolean;
  last_reply_by: string;
  thread: ThreadEntry[];
  user_mobile?: string;
  user_name?: string;
}

export interface OrderPage {
  data: Order[];
  page: number;
  per_page: number;
  total: number;
}

type Form = Record<string, string | number | string[] | undefined>;

let made = 0;

/** A valid submission (dates around the app clock's China today), with `overrides`. */
export function orderForm(t: TestApp, overrides: Form = {}): Form {
  const today = chinaDate(t.clock.now());
  return {
    describe: '需要2025年美妆类微博博主的粉丝画像与互动数据，按月汇总',
    scope: ['kol', 'comment'],
    date_from: addDays(today, -60),
    date_to: today,
    budget: 'from_20k',
    contact: '王小明',
    tel: '13812345678',
    email: 'wang@example.com',
    company: '博观测试公司',
    ...overrides,
  };
}

/**
 * An order of `userId` written straight into the table in `status` (with a quote when the state
 * needs one): for cases that need an order in a given state without walking it there, and
 * without the open-order cap of the submit call.
 */
export async function insertCustomOrder(
  t: TestApp,
  userId: number,
  status: CustomOrderStatus = 'submitted',
): Promise<number> {
  made += 1;
  const now = t.clock.now();
  const today = chinaDate(now);
  const quoted = status === 'quoted' || status === 'completed';
  const row = await t.ctx.db
    .insertInto('custom_orders')
    .values({
      user_id: userId,
      describe: `测试需求${made}：本地生活类博主近三个月的探店笔记数据`,
      scopes: ['local', 'post'],
      date_from: addDays(today, -90),
      date_to: today,
      budget: 'undecided',
      contact: '李四',
      tel: '13912345678',
      status,
      quote_fen: quoted ? 1_200_000 : null,
      quoted_at: quoted ? now : null,
      closed_at: status === 'closed' ? now : null,
      fingerprint: `fixture-${made}`.padEnd(64, '0'),
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
