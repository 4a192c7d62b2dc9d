import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { WxTicketStatus } from './accounts.tables.js';

type Db = Kysely<Database>;

export interface WxTicket {
  unidHash: string;
  status: WxTicketStatus;
  openid: string | null;
  nickname: string | null;
  expiresAt: Date;
}

export async function insertTicket(db: Db, unidHash: string, now: Date, expiresAt: Date): Promise<void> {
  await db
    .insertInto('wx_tickets')
    .values({ unid_hash: unidHash, status: 'waiting', created_at: now, expires_at: expiresAt })
    .execute();
  await db
    .deleteFrom('wx_tickets')
    .where('expires_at', '<', new Date(now.getTime() - 86_400_000))
    .execute();
}

export async function findTicket(db: Db, unidHash: string): Promise<WxTicket | null> {
  const row = await db
    .selectFrom('wx_tickets')
    .select(['unid_hash', 'status', 'openid', 'nickname', 'expires_at'])
    .where('unid_hash', '=', unidHash)
    .executeTakeFirst();
  if (!row) return null;
  return {
    unidHash: row.unid_hash,
    status: row.status,
    openid: row.openid,
    nickname: row.nickname,
    expiresAt: new Date(row.expires_at),
  };
}

/**
 * Moves a live ticket from one status to the next in one statement; false when it was not
 * in `from` any more (a parallel poll or binding got there first) or has expired.
 */
export async function advanceTicket(
  db: Db,
  unidHash: string,
  from: WxTicketStatus,
  to: WxTicketStatus,
  now: Date,
  changes: { openid?: string; unionid?: string | null; nickname?: string | null; expiresAt?: Date } = {},
): Promise<boolean> {
  const row = await db
    .updateTable('wx_tickets')
    .set({
      status: to,
      ...(changes.openid !== undefined ? { openid: changes.openid } : {}),
      ...(changes.unionid !== undefined ? { unionid: changes.unionid } : {}),
      ...(changes.nickname !== undefined ? { nickname: changes.nickname } : {}),
      ...(changes.expiresAt ? { expires_at: changes.expiresAt } : {}),
      ...(to === 'scanned' ? { scanned_at: now } : {}),
      ...(to === 'used' ? { used_at: now } : {}),
    })
    .where('unid_hash', '=', unidHash)
    .where('status', '=', from)
    .where('expires_at', '>', now)
    .returning('unid_hash')
    .executeTakeFirst();
  return row !== undefined;
}
