import {
  ADMIN_CUSTOM_ORDER_PER_PAGE,
  CUSTOM_ORDER_STATUSES,
  type CustomOrderStatus,
  type CustomOrderStatusTarget,
  canMoveCustomOrder,
  customOrderNo,
  CustomOrderMessage as Message,
  QUOTABLE_CUSTOM_ORDER_STATUSES,
  transitionRefused,
} from '@boguan/contracts/custom-order';
import type { AdminCustomOrder } from '@boguan/contracts/custom-order.api';
import { yuan } from '@boguan/contracts/payments';
import type { FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import { pageSlice } from '../../db/paging.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import { notifyUser } from '../home-content/messages.service.js';
import { logOperatorAction, type Operator, requireOperator } from '../operator/operator-guard.js';
import type { SessionUser } from '../sessions/sessions.repository.js';
import {
  type CustomOrderRow,
  findOrderWithUser,
  insertThreadEntry,
  lockOrder,
  pageAllOrders,
  threadsOf,
  updateOrder,
} from './custom-order.repository.js';
import { checkRepliable, statusText } from './custom-order.service.js';
import { adminOrderView, orderSummary } from './custom-order-view.js';

/*
 * The operators' side of 数据定制 (docs/custom-orders.md, docs/operator.md): every call first passes
 * requireOperator (1001 otherwise). Each change locks the order, writes its thread entry, its
 * operator log line and the user's message in one transaction: all of them or none.
 */

/** /api/admin/custom_order_list: every user's orders, the open ones first, then by their last change. */
export async function adminCustomOrders(
  ctx: AppContext,
  user: SessionUser,
  request: FastifyRequest,
  input: { page: number; status?: CustomOrderStatus },
): Promise<{ data: AdminCustomOrder[]; page: number; per_page: number; total: number }> {
  requireOperator(ctx, user, request);
  const slice = pageSlice(input.page, ADMIN_CUSTOM_ORDER_PER_PAGE);
  const { rows, total } = await pageAllOrders(ctx.db, input.status, slice);
  const replies = await threadsOf(
    ctx.db,
    rows.map((row) => row.id),
  );
  return {
    data: rows.map((row) => adminOrderView(row, replies)),
    page: input.page,
    per_page: ADMIN_CUSTOM_ORDER_PER_PAGE,
    total,
  };
}

async function adminDetail(ctx: AppContext, orderId: number): Promise<AdminCustomOrder> {
  const row = await findOrderWithUser(ctx.db, orderId);
  if (!row) throw AppError.bad(Message.notFound, 'no such custom order');
  return adminOrderView(row, await threadsOf(ctx.db, [row.id]));
}

export function adminCustomOrderDetail(
  ctx: AppContext,
  user: SessionUser,
  request: FastifyRequest,
  orderId: number,
): Promise<AdminCustomOrder> {
  requireOperator(ctx, user, request);
  return adminDetail(ctx, orderId);
}

/** Runs an operator's change on the locked order, then answers the order as it now is. */
async function change(
  ctx: AppContext,
  orderId: number,
  apply: (row: CustomOrderRow, trx: Transaction<Database>, now: Date) => Promise<void>,
): Promise<AdminCustomOrder> {
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    const row = await lockOrder(trx, orderId);
    if (!row) throw AppError.bad(Message.notFound, 'no such custom order');
    await apply(row, trx, now);
  });
  return adminDetail(ctx, orderId);
}

/** The thread entry, the log line and the user's message of one operator action. */
async function record(
  ctx: AppContext,
  trx: Transaction<Database>,
  operator: Operator,
  row: CustomOrderRow,
  entry: { kind: 'reply' | 'status' | 'quote'; content: string; action: string; detail: string; now: Date },
  message: { title: string; content: string },
): Promise<void> {
  await insertThreadEntry(trx, {
    orderId: row.id,
    author: 'operator',
    kind: entry.kind,
    operatorId: operator.id,
    content: entry.content,
    now: entry.now,
  });
  await logOperatorAction(trx, operator, entry.action, customOrderNo(row.id), entry.detail, entry.now);
  await notifyUser(trx, row.user_id, { type: 'custom_order', ...message }, ctx.clock);
}

/** At most 100 characters of a reply in the log (the whole reply is in the thread). */
const excerpt = (text: string) => {
  const chars = [...text];
  return chars.length > 100 ? `${chars.slice(0, 100).join('')}…` : text;
};

/** /api/admin/custom_order_reply: a reply the user reads in the thread and is told about. */
export async function adminReplyCustomOrder(
  ctx: AppContext,
  user: SessionUser,
  request: FastifyRequest,
  input: { id: number; content: string },
): Promise<AdminCustomOrder> {
  const operator = requireOperator(ctx, user, request);
  return change(ctx, input.id, async (row, trx, now) => {
    await checkRepliable(trx, row);
    await updateOrder(trx, row.id, { updated_at: now });
    await record(
      ctx,
      trx,
      operator,
      row,
      { kind: 'reply', content: input.content, action: 'custom_reply', detail: excerpt(input.content), now },
      {
        title: '数据定制需求有新回复',
        content: `您的数据定制需求 ${orderSummary(row)} 有新回复：${input.content}\n可在“数据定制”中查看并回复。`,
      },
    );
  });
}

/**
 * /api/admin/custom_order_status: 已提交 → 沟通中, 已报价 → 已完成, any open state → 已关闭; every other
 * move is refused by the state machine (CUSTOM_ORDER_TRANSITIONS).
 */
export async function adminCustomOrderStatus(
  ctx: AppContext,
  user: SessionUser,
  request: FastifyRequest,
  input: { id: number; status: CustomOrderStatusTarget },
): Promise<AdminCustomOrder> {
  const operator = requireOperator(ctx, user, request);
  return change(ctx, input.id, async (row, trx, now) => {
    const to = input.status;
    if (!canMoveCustomOrder(row.status, to)) {
      throw AppError.bad(transitionRefused(row.status, to), `custom order ${row.status} -> ${to}`);
    }
    await updateOrder(trx, row.id, { status: to, updated_at: now, ...(to === 'closed' ? { closed_at: now } : {}) });
    const from = CUSTOM_ORDER_STATUSES[row.status];
    const name = CUSTOM_ORDER_STATUSES[to];
    await record(
      ctx,
      trx,
      operator,
      row,
      { kind: 'status', content: statusText(to), action: 'custom_status', detail: `${from} → ${name}`, now },
      {
        title: `数据定制需求${name}`,
        content: `您的数据定制需求 ${orderSummary(row)} 状态已更新为“${name}”。`,
      },
    );
  });
}

/** ¥12000.00, and the operator's note after it. */
const quoteText = (fen: number, note: string) => `报价 ¥${yuan(fen)}${note ? `（${note}）` : ''}`;

/**
 * /api/admin/custom_order_quote: a price (fen, read exactly from the yuan typed) for an order 沟通中,
 * which becomes 已报价; an order 已报价 may be quoted again (the new price replaces the old).
 */
export async function adminQuoteCustomOrder(
  ctx: AppContext,
  user: SessionUser,
  request: FastifyRequest,
  input: { id: number; amount: number; note: string },
): Promise<AdminCustomOrder> {
  const operator = requireOperator(ctx, user, request);
  return change(ctx, input.id, async (row, trx, now) => {
    if (!(QUOTABLE_CUSTOM_ORDER_STATUSES as readonly string[]).includes(row.status)) {
      throw AppError.bad(Message.notQuotable, `custom order is ${row.status}`);
    }
    await updateOrder(trx, row.id, {
      status: 'quoted',
      quote_fen: input.amount,
      quote_note: input.note,
      quoted_at: now,
      updated_at: now,
    });
    const text = quoteText(input.amount, input.note);
    const before = row.quote_fen === null ? '' : `，原报价 ¥${yuan(row.quote_fen)}`;
    await record(
      ctx,
      trx,
      operator,
      row,
      { kind: 'quote', content: text, action: 'custom_quote', detail: `${text}${before}`, now },
      {
        title: '数据定制需求已报价',
        content: `您的数据定制需求 ${orderSummary(row)} ${row.quote_fen === null ? '已报价' : '报价已更新'}：${text}。如有疑问可在“数据定制”中回复。`,
      },
    );
  });
}
