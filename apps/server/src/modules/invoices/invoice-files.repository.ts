import type { Kysely, Transaction } from 'kysely';
import { countRows } from '../../db/paging.js';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

export async function insertInvoiceFile(
  db: Db,
  row: { userId: number; name: string; mime: string; size: number; key: string; now: Date },
) {
  return db
    .insertInto('invoice_files')
    .values({
      user_id: row.userId,
      name: row.name,
      mime: row.mime,
      size: row.size,
      storage_key: row.key,
      created_at: row.now,
    })
    .returning(['id', 'name', 'size'])
    .executeTakeFirstOrThrow();
}

export async function countFilesSince(db: Db, userId: number, since: Date): Promise<number> {
  return countRows(db.selectFrom('invoice_files').where('user_id', '=', userId).where('created_at', '>=', since));
}

/** One document of one user; another user's id is not found (IDOR). */
export async function findOwnFile(db: Db, userId: number, fileId: number) {
  return db
    .selectFrom('invoice_files')
    .select(['id', 'name', 'mime', 'storage_key'])
    .where('id', '=', fileId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Any user's document, for operators (their guard runs first). */
export async function findFile(db: Db, fileId: number) {
  return db
    .selectFrom('invoice_files')
    .select(['id', 'name', 'mime', 'storage_key'])
    .where('id', '=', fileId)
    .executeTakeFirst();
}

/** Those of these documents that belong to this user. */
export async function ownFiles(db: Db, userId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('invoice_files')
    .select(['id', 'name', 'size'])
    .where('user_id', '=', userId)
    .where('id', 'in', [...ids])
    .execute();
}

/** The documents of some invoices, in the order they were given. */
export async function documentsOf(db: Db, invoiceIds: readonly number[]) {
  if (invoiceIds.length === 0) return [];
  return db
    .selectFrom('invoice_documents')
    .innerJoin('invoice_files', 'invoice_files.id', 'invoice_documents.file_id')
    .select(['invoice_documents.invoice_id', 'invoice_files.id', 'invoice_files.name', 'invoice_files.size'])
    .where('invoice_documents.invoice_id', 'in', [...invoiceIds])
    .orderBy('invoice_documents.invoice_id')
    .orderBy('invoice_documents.position')
    .execute();
}

/** The invoice's documents become exactly these (a reset may change them). */
export async function replaceDocuments(trx: Transaction<Database>, invoiceId: number, fileIds: readonly number[]) {
  await trx.deleteFrom('invoice_documents').where('invoice_id', '=', invoiceId).execute();
  if (fileIds.length === 0) return;
  await trx
    .insertInto('invoice_documents')
    .values(fileIds.map((fileId, position) => ({ invoice_id: invoiceId, file_id: fileId, position })))
    .execute();
}
