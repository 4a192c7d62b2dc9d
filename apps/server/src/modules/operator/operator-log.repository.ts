import type { Kysely, Transaction } from 'kysely';
import { countRows } from '../../db/paging.js';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

export interface OperatorLogEntry {
  operatorId: number;
  operatorMobile: string;
  action: string;
  target: string;
  detail: string;
  ip: string;
  now: Date;
}

export async function insertOperatorLog(db: Db, entry: OperatorLogEntry): Promise<void> {
  await db
    .insertInto('operator_logs')
    .values({
      operator_id: entry.operatorId,
      operator_mobile: entry.operatorMobile,
      action: entry.action,
      target: entry.target,
      detail: entry.detail,
      ip: entry.ip,
      created_at: entry.now,
    })
    .execute();
}

export async function listOperatorLogs(db: Db, page: number, perPage: number) {
  const [rows, total] = await Promise.all([
    db
      .selectFrom('operator_logs')
      .select(['id', 'operator_mobile', 'action', 'target', 'detail', 'ip', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
    countRows(db.selectFrom('operator_logs')),
  ]);
  return { rows, total };
}
