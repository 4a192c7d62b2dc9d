import { type Kysely, sql } from 'kysely';

// Frozen in time: migrations never import application code.
// A user's own sentiment label of one post (target_id = mid) or comment (target_id = comment id).
// The label the model gave and the text are kept as they were when the user corrected, so the
// corrections can be exported as training data even after the post changes or is gone.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sentiment_corrections')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('target_kind', 'varchar(10)', (c) => c.notNull().check(sql`target_kind in ('post', 'comment')`))
    .addColumn('target_id', 'varchar(24)', (c) => c.notNull())
    .addColumn('label', 'varchar(10)', (c) => c.notNull().check(sql`label in ('positive', 'neutral', 'negative')`))
    .addColumn('model_label', 'varchar(10)', (c) =>
      c.notNull().check(sql`model_label in ('positive', 'neutral', 'negative')`),
    )
    .addColumn('text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('sentiment_corrections_target_key', ['user_id', 'target_kind', 'target_id'])
    .execute();
  // The list pages a user's corrections newest first.
  await sql`create index sentiment_corrections_user_time_idx on sentiment_corrections (user_id, updated_at desc, id desc)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sentiment_corrections').ifExists().execute();
}
