import type { SentimentKind, SentimentLabel } from '@boguan/contracts/sentiment';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { affectedRows } from '../../db/affected-rows.js';
import { pageSlice, sliceWithTotal } from '../../db/paging.js';
import type { Database } from '../../db/schema.js';
import { chunks } from '../weibo-data/upsert.sql.js';
import type { SentimentCorrectionsTable } from './sentiment.tables.js';

type Db = Kysely<Database> | Transaction<Database>;

export type CorrectionRow = Selectable<SentimentCorrectionsTable>;

/** A stored post or comment as a correction reads it: its text and the model's score. */
export interface SentimentTarget {
  text: string;
  score: number | null;
}

/** The post (not deleted) or comment a correction is about; undefined when it is not stored. */
export async function sentimentTarget(db: Db, kind: SentimentKind, id: string): Promise<SentimentTarget | undefined> {
  if (kind === 'post') {
    return db
      .selectFrom('weibo_posts')
      .select(['text', 'sentiment_score as score'])
      .where('mid', '=', id)
      .where('deleted', '=', false)
      .executeTakeFirst();
  }
  return db
    .selectFrom('weibo_comments')
    .select(['text', 'sentiment_score as score'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function hasCorrection(db: Db, userId: number, kind: SentimentKind, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('sentiment_corrections')
    .select('id')
    .where('user_id', '=', userId)
    .where('target_kind', '=', kind)
    .where('target_id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}

export async function countCorrections(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('sentiment_corrections')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface NewCorrection {
  userId: number;
  kind: SentimentKind;
  id: string;
  label: SentimentLabel;
  modelLabel: SentimentLabel;
  text: string;
  now: Date;
}

/** Writes the user's label of a text; a second correction of the same text replaces the first. */
export async function saveCorrection(db: Db, c: NewCorrection): Promise<CorrectionRow> {
  return db
    .insertInto('sentiment_corrections')
    .values({
      user_id: c.userId,
      target_kind: c.kind,
      target_id: c.id,
      label: c.label,
      model_label: c.modelLabel,
      text: c.text,
      created_at: c.now,
      updated_at: c.now,
    })
    .onConflict((oc) =>
      oc.columns(['user_id', 'target_kind', 'target_id']).doUpdateSet((eb) => ({
        label: eb.ref('excluded.label'),
        model_label: eb.ref('excluded.model_label'),
        text: eb.ref('excluded.text'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** One page of a user's corrections, the last set first. */
export async function pageCorrections(db: Db, userId: number, page: number, perPage: number) {
  const base = db.selectFrom('sentiment_corrections').where('user_id', '=', userId);
  return sliceWithTotal(
    base.selectAll().orderBy('updated_at', 'desc').orderBy('id', 'desc'),
    base,
    pageSlice(page, perPage),
  );
}

/** Deletes a user's correction of a text; the number of rows deleted (0 or 1). */
export function deleteCorrection(db: Db, userId: number, kind: SentimentKind, id: string): Promise<number> {
  return affectedRows(
    db
      .deleteFrom('sentiment_corrections')
      .where('user_id', '=', userId)
      .where('target_kind', '=', kind)
      .where('target_id', '=', id),
  );
}

/** The user's labels of those of `ids` they corrected. */
export async function correctedLabels(
  db: Db,
  userId: number,
  kind: SentimentKind,
  ids: readonly string[],
): Promise<Map<string, SentimentLabel>> {
  const labels = new Map<string, SentimentLabel>();
  for (const batch of chunks([...new Set(ids)], 1000)) {
    const rows = await db
      .selectFrom('sentiment_corrections')
      .select(['target_id', 'label'])
      .where('user_id', '=', userId)
      .where('target_kind', '=', kind)
      .where('target_id', 'in', batch)
      .execute();
    for (const row of rows) labels.set(row.target_id, row.label);
  }
  return labels;
}

/** The user's positive and negative corrections with their text, oldest first (the training file). */
export async function polarCorrections(db: Db, userId: number) {
  return db
    .selectFrom('sentiment_corrections')
    .select(['label', 'text'])
    .where('user_id', '=', userId)
    .where('label', 'in', ['positive', 'negative'])
    .orderBy('id')
    .execute();
}
