import type { WordCloudSource } from '@boguan/contracts/word-cloud';
import { type Insertable, type Kysely, type Selectable, sql } from 'kysely';
import { type Slice, sliceWithTotal } from '../../db/paging.js';
import type { Database } from '../../db/schema.js';
import type { Origin } from '../weibo-data/weibo-data.tables.js';
import type { UploadColumn, WordCloudsTable, WordCloudUploadsTable } from './word-cloud.tables.js';

export type WordCloudRow = Selectable<WordCloudsTable>;
/** A cloud without its terms: what lists and headers read. */
export type WordCloudHeadRow = Omit<WordCloudRow, 'terms'>;
export type WordCloudUploadRow = Selectable<WordCloudUploadsTable>;

const HEAD_COLUMNS = [
  'id',
  'user_id',
  'source',
  'title',
  'keyword',
  'start_date',
  'end_date',
  'url',
  'mid',
  'uname',
  'file_name',
  'column_name',
  'texts',
  'chars',
  'total_words',
  'distinct_words',
  'removed',
  'word_count',
  'demo',
  'created_at',
  'updated_at',
] as const;

export async function insertCloud(db: Kysely<Database>, row: Insertable<WordCloudsTable>): Promise<WordCloudHeadRow> {
  return db.insertInto('word_clouds').values(row).returning(HEAD_COLUMNS).executeTakeFirstOrThrow();
}

/** One cloud of one user, terms included: another user's id reads as missing. */
export async function ownCloud(db: Kysely<Database>, userId: number, id: number): Promise<WordCloudRow | undefined> {
  return db.selectFrom('word_clouds').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

export async function listClouds(
  db: Kysely<Database>,
  userId: number,
  options: Slice & { source?: WordCloudSource | undefined },
): Promise<{ rows: WordCloudHeadRow[]; total: number }> {
  let base = db.selectFrom('word_clouds').where('user_id', '=', userId);
  if (options.source !== undefined) base = base.where('source', '=', options.source);
  return sliceWithTotal(base.select(HEAD_COLUMNS).orderBy('created_at', 'desc').orderBy('id', 'desc'), base, options);
}

/** Sets the removed words of one of the user's clouds; undefined when it is not theirs (or gone). */
export async function updateRemoved(
  db: Kysely<Database>,
  userId: number,
  id: number,
  change: { removed: string[]; wordCount: number; now: Date },
): Promise<WordCloudHeadRow | undefined> {
  return db
    .updateTable('word_clouds')
    .set({ removed: change.removed, word_count: change.wordCount, updated_at: change.now })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning(HEAD_COLUMNS)
    .executeTakeFirst();
}

/** Deletes one of the user's clouds; false when there was none of that id. */
export async function deleteCloud(db: Kysely<Database>, userId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('word_clouds')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * The newest stored posts whose words match the keyword's tokens, the way the header search and
 * post search match (the stored search_tsv and its GIN index), created in [from, to).
 */
export async function keywordPostTexts(
  db: Kysely<Database>,
  tokens: readonly string[],
  range: { from: Date; to: Date },
  limit: number,
): Promise<{ text: string; origin: Origin }[]> {
  return db
    .selectFrom('weibo_posts')
    .select(['text', 'origin'])
    .where(sql<boolean>`search_tsv @@ plainto_tsquery('simple', ${tokens.join(' ')})`)
    .where('deleted', '=', false)
    .where('created_at', '>=', range.from)
    .where('created_at', '<', range.to)
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
}

/** A stored post with its author's name. */
export async function storedPost(db: Kysely<Database>, mid: string) {
  return db
    .selectFrom('weibo_posts as p')
    .leftJoin('weibo_users as u', 'u.uid', 'p.uid')
    .select(['p.mid', 'p.uid', 'p.deleted', 'p.origin', 'u.screen_name'])
    .where('p.mid', '=', mid)
    .executeTakeFirst();
}

/** The newest stored comments of a post. */
export async function commentTexts(db: Kysely<Database>, mid: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('weibo_comments')
    .select('text')
    .where('mid', '=', mid)
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => r.text);
}

/**
 * Stores an upload and drops the user's uploads past the newest `keep` and everyone's older than
 * `expiredBefore`, in one transaction.
 */
export async function insertUpload(
  db: Kysely<Database>,
  upload: { userId: number; fileName: string; kind: 'txt' | 'xlsx'; chars: number; columns: UploadColumn[]; now: Date },
  prune: { keep: number; expiredBefore: Date },
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('word_cloud_uploads')
      .values({
        user_id: upload.userId,
        file_name: upload.fileName,
        kind: upload.kind,
        chars: upload.chars,
        columns: JSON.stringify(upload.columns),
        created_at: upload.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.deleteFrom('word_cloud_uploads').where('created_at', '<', prune.expiredBefore).execute();
    const kept = trx
      .selectFrom('word_cloud_uploads')
      .select('id')
      .where('user_id', '=', upload.userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(prune.keep);
    await trx
      .deleteFrom('word_cloud_uploads')
      .where('user_id', '=', upload.userId)
      .where('id', 'not in', kept)
      .execute();
    return Number(row.id);
  });
}

/** One of the user's uploads made at or after `since`. */
export async function ownUpload(
  db: Kysely<Database>,
  userId: number,
  id: number,
  since: Date,
): Promise<WordCloudUploadRow | undefined> {
  return db
    .selectFrom('word_cloud_uploads')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('created_at', '>=', since)
    .executeTakeFirst();
}
