import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

type Trx = Transaction<Database>;

/*
 * The SQL of an operator's refund (refund.service.ts). Every change of a user's level writes a
 * membership_grants row whose expires_at is the expiry after it, so the grant before an order's
 * grant says what the membership was before that order.
 */

export async function orderGrant(trx: Trx, userId: number, orderNo: string) {
  return trx
    .selectFrom('membership_grants')
    .select(['id', 'level', 'expires_at'])
    .where('user_id', '=', userId)
    .where('source', '=', 'order')
    .where('source_ref', '=', orderNo)
    .executeTakeFirst();
}

export async function hasGrantAfter(trx: Trx, userId: number, grantId: number): Promise<boolean> {
  const later = await trx
    .selectFrom('membership_grants')
    .select('id')
    .where('user_id', '=', userId)
    .where('id', '>', grantId)
    .limit(1)
    .executeTakeFirst();
  return later !== undefined;
}

export async function grantBefore(trx: Trx, userId: number, grantId: number) {
  return trx
    .selectFrom('membership_grants')
    .select(['level', 'expires_at'])
    .where('user_id', '=', userId)
    .where('id', '<', grantId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function markOrderRefunded(trx: Trx, orderId: number): Promise<boolean> {
  const row = await trx
    .updateTable('orders')
    .set({ status: 'refunded' })
    .where('id', '=', orderId)
    .where('status', '=', 'paid')
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The level and expiry the user had before the refunded order, with the grant that records it. */
export async function restoreMembership(
  trx: Trx,
  change: { userId: number; level: number; expiresAt: Date | null; orderNo: string; days: number; now: Date },
): Promise<void> {
  await trx
    .updateTable('users')
    .set({ level: change.level, level_expires_at: change.expiresAt, updated_at: change.now })
    .where('id', '=', change.userId)
    .execute();
  await trx
    .insertInto('membership_grants')
    .values({
      user_id: change.userId,
      level: change.level,
      // The time the refund took away.
      days: -change.days,
      source: 'refund',
      source_ref: change.orderNo,
      starts_at: change.now,
      expires_at: change.expiresAt ?? change.now,
      created_at: change.now,
    })
    .execute();
}

/**
 * An upgrade credited the unused 高级版 orders when it was paid (credited_at = its paid time);
 * refunding the upgrade gives that time back, so those orders count as credit again.
 */
export async function uncreditLevel30(trx: Trx, userId: number, creditedAt: Date): Promise<void> {
  await trx
    .updateTable('orders')
    .set({ credited_at: null })
    .where('user_id', '=', userId)
    .where('level', '=', 30)
    .where('credited_at', '=', creditedAt)
    .execute();
}
