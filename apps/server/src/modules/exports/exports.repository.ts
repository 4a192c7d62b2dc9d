import type { Kysely, Selectable } from 'kysely';
import { type Slice, sliceWithTotal } from '../../db/paging.js';
import type { Database } from '../../db/schema.js';
import type { ExportRecordsTable, ExportStatus } from './exports.tables.js';

export type ExportRecord = Selectable<ExportRecordsTable>;

/**
 * A record with its job's progress (1 once finished, 0 before its job reports) and who asked for it
 * (the account's nickname, or its mobile when it has none).
 */
export type ExportRecordWithProgress = Omit<ExportRecord, 'file_data'> & {
  progress: number;
  nick_name: string;
  mobile: string;
};

export interface NewExportRecord {
  userId: number;
  feature: string;
  title: string;
  fileName: string;
  rowCount: number;
  status: ExportStatus;
  format?: 'xlsx' | 'csv';
  fileKey?: string;
  sizeBytes?: number;
  now: Date;
}

export async function insertExportRecord(db: Kysely<Database>, record: NewExportRecord): Promise<number> {
  const row = await db
    .insertInto('export_records')
    .values({
      user_id: record.userId,
      feature: record.feature,
      title: record.title,
      file_name: record.fileName,
      row_count: record.rowCount,
      status: record.status,
      format: record.format ?? 'xlsx',
      file_key: record.fileKey ?? null,
      size_bytes: record.sizeBytes ?? null,
      created_at: record.now,
      finished_at: record.status === 'running' ? null : record.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function attachExportJob(db: Kysely<Database>, id: number, jobId: number): Promise<void> {
  await db.updateTable('export_records').set({ job_id: jobId }).where('id', '=', id).execute();
}

function recordsWithProgress(db: Kysely<Database>) {
  return db
    .selectFrom('export_records as e')
    .leftJoin('jobs as j', 'j.id', 'e.job_id')
    .innerJoin('users as u', 'u.id', 'e.user_id')
    .select([
      'u.nick_name',
      'u.mobile',
      'e.id',
      'e.user_id',
      'e.feature',
      'e.title',
      'e.file_name',
      'e.file_key',
      'e.format',
      'e.size_bytes',
      'e.row_count',
      'e.status',
      'e.job_id',
      'e.error',
      'e.created_at',
      'e.finished_at',
    ])
    .select((eb) =>
      eb
        .case()
        .when('e.status', '!=', 'running')
        .then(1)
        .else(eb.fn.coalesce('j.progress', eb.lit(0)))
        .end()
        .as('progress'),
    );
}

/**
 * One page of a user's export history (of one feature, when given), newest first, each with its
 * job's progress in the same query.
 */
export async function listExportRecords(
  db: Kysely<Database>,
  userId: number,
  paging: Slice,
  feature?: string,
): Promise<{ rows: ExportRecordWithProgress[]; total: number }> {
  let rows = recordsWithProgress(db).where('e.user_id', '=', userId);
  let all = db.selectFrom('export_records').where('user_id', '=', userId);
  if (feature) {
    rows = rows.where('e.feature', '=', feature);
    all = all.where('feature', '=', feature);
  }
  const page = await sliceWithTotal(rows.orderBy('e.created_at', 'desc').orderBy('e.id', 'desc'), all, paging);
  return { rows: page.rows.map((row) => ({ ...row, progress: Number(row.progress) })), total: page.total };
}

/** Deletes the user's own record; answers its file's key (null: none), or undefined when it is not theirs. */
export async function deleteOwnExportRecord(
  db: Kysely<Database>,
  userId: number,
  id: number,
): Promise<{ file_key: string | null } | undefined> {
  return db
    .deleteFrom('export_records')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning('file_key')
    .executeTakeFirst();
}

/** Files of exports finished at or before `before`, a batch at a time (the sweep of expired files). */
export async function expiredExportFiles(
  db: Kysely<Database>,
  before: Date,
  limit: number,
): Promise<{ id: number; file_key: string }[]> {
  const rows = await db
    .selectFrom('export_records')
    .select(['id', 'file_key'])
    .where('file_key', 'is not', null)
    .where('finished_at', '<=', before)
    .orderBy('finished_at')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ id: row.id, file_key: row.file_key as string }));
}

export async function forgetExportFile(db: Kysely<Database>, id: number): Promise<void> {
  await db.updateTable('export_records').set({ file_key: null }).where('id', '=', id).execute();
}

/** The user's own record, or undefined (another user's id looks exactly like a missing one). */
export async function findOwnExportRecord(
  db: Kysely<Database>,
  userId: number,
  id: number,
): Promise<ExportRecordWithProgress | undefined> {
  const row = await recordsWithProgress(db).where('e.id', '=', id).where('e.user_id', '=', userId).executeTakeFirst();
  return row ? { ...row, progress: Number(row.progress) } : undefined;
}

export async function finishExportRecord(
  db: Kysely<Database>,
  id: number,
  done: { fileKey: string; rowCount: number; sizeBytes: number; now: Date },
): Promise<boolean> {
  const result = await db
    .updateTable('export_records')
    .set({
      status: 'done',
      file_key: done.fileKey,
      row_count: done.rowCount,
      size_bytes: done.sizeBytes,
      finished_at: done.now,
    })
    .where('id', '=', id)
    .executeTakeFirst();
  // False when the member deleted the record while its file was being built.
  return Number(result.numUpdatedRows) > 0;
}

export async function failExportRecord(db: Kysely<Database>, id: number, error: string, now: Date): Promise<void> {
  await db
    .updateTable('export_records')
    .set({ status: 'failed', error: error.slice(0, 500), finished_at: now })
    .where('id', '=', id)
    .execute();
}

/** Files built before exports moved to the storage: a few at a time, oldest first. */
export async function legacyExportFiles(db: Kysely<Database>, limit: number) {
  return db
    .selectFrom('export_records')
    .select(['id', 'file_data'])
    .where('file_data', 'is not', null)
    .orderBy('id')
    .limit(limit)
    .execute();
}

export async function moveLegacyExportFile(db: Kysely<Database>, id: number, fileKey: string): Promise<void> {
  await db.updateTable('export_records').set({ file_key: fileKey, file_data: null }).where('id', '=', id).execute();
}
