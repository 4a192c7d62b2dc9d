import type { Kysely, Transaction } from 'kysely';
import { countRows, type Slice } from '../../db/paging.js';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Gift codes by the request that made them (batch name, level, days, deadline and the instant of
 * creation), newest first, with how many were redeemed. The codes themselves are not read.
 */
export async function pageGiftBatches(db: Db, slice: Slice) {
  const groups = db
    .selectFrom('gift_codes')
    .select(['batch', 'level', 'days', 'expires_at', 'created_at'])
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.count<number>('used_by').as('used')])
    .groupBy(['batch', 'level', 'days', 'expires_at', 'created_at']);
  const [rows, total] = await Promise.all([
    groups.orderBy('created_at', 'desc').orderBy('batch').limit(slice.limit).offset(slice.offset).execute(),
    countRows(db.selectFrom(groups.as('g'))),
  ]);
  return { rows, total };
}
