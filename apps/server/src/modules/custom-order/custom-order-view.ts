import { formatChinaTime } from '@boguan/contracts/china-time';
import {
  CUSTOM_ORDER_BUDGETS,
  CUSTOM_ORDER_SCOPES,
  CUSTOM_ORDER_STATUSES,
  customOrderNo,
  isOpenCustomOrder,
} from '@boguan/contracts/custom-order';
import type { AdminCustomOrder, CustomOrder, CustomThreadItem } from '@boguan/contracts/custom-order.api';
import { maskMobile } from '@boguan/contracts/mask';
import type { AdminCustomOrderRow, CustomOrderRow, CustomReplyRow } from './custom-order.repository.js';

// Rows as the answers show them (docs/custom-orders.md).

function threadItem(row: CustomReplyRow): CustomThreadItem {
  return {
    id: row.id,
    author: row.author,
    kind: row.kind,
    content: row.content,
    time: formatChinaTime(row.created_at),
  };
}

/** One order with its thread (`replies` may hold other orders' entries: only this one's are kept). */
export function orderView(row: CustomOrderRow, replies: readonly CustomReplyRow[]): CustomOrder {
  const thread = replies.filter((reply) => reply.order_id === row.id);
  // Whoever acted last: a user's reply after the operator's quote waits for an answer; a quote after it does not.
  const last = thread.at(-1);
  return {
    id: row.id,
    order_no: customOrderNo(row.id),
    status: row.status,
    status_name: CUSTOM_ORDER_STATUSES[row.status],
    describe: row.describe,
    scope: row.scopes,
    scope_names: row.scopes.map((scope) => CUSTOM_ORDER_SCOPES[scope]),
    date_from: row.date_from,
    date_to: row.date_to,
    budget: row.budget,
    budget_name: CUSTOM_ORDER_BUDGETS[row.budget],
    contact: row.contact,
    tel: row.tel,
    email: row.email,
    company: row.company,
    quote_fen: row.quote_fen,
    quote_note: row.quote_note,
    quote_time: row.quoted_at ? formatChinaTime(row.quoted_at) : '',
    create_time: formatChinaTime(row.created_at),
    update_time: formatChinaTime(row.updated_at),
    open: isOpenCustomOrder(row.status),
    last_reply_by: last?.author ?? '',
    thread: thread.map(threadItem),
  };
}

/** The same for an operator, with whose account it is (the mobile masked, as every operator list shows it). */
export function adminOrderView(row: AdminCustomOrderRow, replies: readonly CustomReplyRow[]): AdminCustomOrder {
  return {
    ...orderView(row, replies),
    user_id: row.user_id,
    user_mobile: maskMobile(row.mobile),
    user_name: row.nick_name,
  };
}

/** The first words of a description, to name an order in a message or a log line. */
export function orderSummary(row: Pick<CustomOrderRow, 'id' | 'describe'>): string {
  const chars = [...row.describe.replace(/\s+/g, ' ')];
  const head = chars.length > 20 ? `${chars.slice(0, 20).join('')}…` : chars.join('');
  return `${customOrderNo(row.id)}（${head}）`;
}
