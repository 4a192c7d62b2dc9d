import type { DeleteResult, UpdateResult } from 'kysely';

/** How many rows an UPDATE or DELETE touched, as a number (Kysely answers a bigint). */
export async function affectedRows(write: {
  executeTakeFirst(): Promise<UpdateResult | DeleteResult>;
}): Promise<number> {
  const result = await write.executeTakeFirst();
  return Number('numUpdatedRows' in result ? result.numUpdatedRows : result.numDeletedRows);
}
