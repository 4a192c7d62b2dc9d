import { createHash } from 'node:crypto';
import { chinaDate } from '@boguan/contracts/china-time';
import {
  CUSTOM_ORDER_PER_PAGE,
  CUSTOM_ORDER_STATUSES,
  type CustomOrderStatus,
  dateTooLateProblem,
  CustomOrderLimits as Limits,
  CustomOrderMessage as Message,
} from '@boguan/contracts/custom-order';
import type { CustomOrder, CustomSubmitInput } from '@boguan/contracts/custom-order.api';
import type { Transaction } from 'kysely';
import { pageSlice } from '../../db/paging.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import type { SessionUser } from '../sessions/sessions.repository.js';
import {
  type CustomOrderRow,
  countOpenOrders,
  countThread,
  findOwnOrder,
  findRecentDuplicate,
  insertOrder,
  insertThreadEntry,
  lockOwnOrder,
  lockUserForOrders,
  pageOwnOrders,
  threadsOf,
  updateOrder,
} from './custom-order.repository.js';
import { orderView } from './custom-order-view.js';

/** The order as its owner sees it, with its thread. */
export async function ownView(ctx: AppContext, row: CustomOrderRow): Promise<CustomOrder> {
  return orderView(row, await threadsOf(ctx.db, [row.id]));
}

/** The same content, whatever the order of the scopes: a double submit has the same fingerprint. */
export function fingerprintOf(input: CustomSubmitInput): string {
  const content = [
    input.describe,
    [...input.scope].sort().join(','),
    input.date_from,
    input.date_to,
    input.budget,
    input.contact,
    input.tel,
    input.email,
    input.company,
  ];
  return createHash('sha256').update(JSON.stringify(content)).digest('hex');
}

/**
 * /api/custom/submit. One transaction holds the user's row, so parallel submits of one user queue:
 * the same content within `duplicateWindowMs` (not closed) answers the first order, and the cap
 * of open orders counts every order before it. Answers the order and whether it was already there.
 */
export async function submitCustomOrder(
  ctx: AppContext,
  user: SessionUser,
  input: CustomSubmitInput,
): Promise<{ order: CustomOrder; duplicate: boolean }> {
  const now = ctx.clock.now();
  const late = dateTooLateProblem(input.date_to, chinaDate(now));
  if (late) throw AppError.bad(late, 'period ends too far ahead');
  const fingerprint = fingerprintOf(input);
  const { row, duplicate } = await ctx.db.transaction().execute(async (trx) => {
    await lockUserForOrders(trx, user.id);
    const since = new Date(now.getTime() - Limits.duplicateWindowMs);
    const earlier = await findRecentDuplicate(trx, user.id, fingerprint, since);
    if (earlier) return { row: earlier, duplicate: true };
    if ((await countOpenOrders(trx, user.id)) >= Limits.maxOpen) {
      throw AppError.bad(Message.tooManyOpen, 'too many open custom orders');
    }
    const inserted = await insertOrder(trx, {
      user_id: user.id,
      describe: input.describe,
      scopes: input.scope,
      date_from: input.date_from,
      date_to: input.date_to,
      budget: input.budget,
      contact: input.contact,
      tel: input.tel,
      email: input.email,
      company: input.company,
      fingerprint,
      created_at: now,
      updated_at: now,
    });
    return { row: inserted, duplicate: false };
  });
  return { order: await ownView(ctx, row), duplicate };
}

export async function customOrderList(
  ctx: AppContext,
  user: SessionUser,
  page: number,
  status: CustomOrderStatus | undefined,
): Promise<{ data: CustomOrder[]; page: number; per_page: number; total: number }> {
  const { rows, total } = await pageOwnOrders(ctx.db, user.id, status, pageSlice(page, CUSTOM_ORDER_PER_PAGE));
  const replies = await threadsOf(
    ctx.db,
    rows.map((row) => row.id),
  );
  return { data: rows.map((row) => orderView(row, replies)), page, per_page: CUSTOM_ORDER_PER_PAGE, total };
}

/** /api/custom/detail: another user's id answers like an unknown one. */
export async function customOrderDetail(ctx: AppContext, user: SessionUser, orderId: number): Promise<CustomOrder> {
  const row = await findOwnOrder(ctx.db, user.id, orderId);
  if (!row) throw AppError.bad(Message.notFound, 'no such custom order of this user');
  return ownView(ctx, row);
}

/** A locked order of the user, or the not-found refusal. */
async function lockOwn(trx: Transaction<Database>, user: SessionUser, orderId: number): Promise<CustomOrderRow> {
  const row = await lockOwnOrder(trx, user.id, orderId);
  if (!row) throw AppError.bad(Message.notFound, 'no such custom order of this user');
  return row;
}

/** /api/custom/reply: a message to the operators on an open order. */
export async function replyCustomOrder(
  ctx: AppContext,
  user: SessionUser,
  input: { id: number; content: string },
): Promise<CustomOrder> {
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    const row = await lockOwn(trx, user, input.id);
    await checkRepliable(trx, row);
    await insertThreadEntry(trx, {
      orderId: row.id,
      author: 'user',
      kind: 'reply',
      operatorId: null,
      content: input.content,
      now,
    });
    await updateOrder(trx, row.id, { updated_at: now });
  });
  return customOrderDetail(ctx, user, input.id);
}

/** Replies go to open orders only, and a thread has a length. */
export async function checkRepliable(trx: Transaction<Database>, row: CustomOrderRow): Promise<void> {
  if (row.status === 'completed' || row.status === 'closed') {
    throw AppError.bad(Message.ended, `custom order is ${row.status}`);
  }
  if ((await countThread(trx, row.id)) >= Limits.maxThread) throw AppError.bad(Message.threadFull, 'thread full');
}

/** /api/custom/close: the user withdraws an order that is not finished; the thread records it. */
export async function closeCustomOrder(ctx: AppContext, user: SessionUser, orderId: number): Promise<CustomOrder> {
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    const row = await lockOwn(trx, user, orderId);
    if (row.status === 'closed') throw AppError.bad(Message.alreadyClosed, 'custom order already closed');
    if (row.status === 'completed') throw AppError.bad(Message.completedNoClose, 'custom order completed');
    await updateOrder(trx, row.id, { status: 'closed', closed_at: now, updated_at: now });
    await insertThreadEntry(trx, {
      orderId: row.id,
      author: 'user',
      kind: 'status',
      operatorId: null,
      content: statusText('closed'),
      now,
    });
  });
  return customOrderDetail(ctx, user, orderId);
}

/** What a state change says in the thread. */
export function statusText(status: CustomOrderStatus): string {
  return `状态变更为“${CUSTOM_ORDER_STATUSES[status]}”`;
}
