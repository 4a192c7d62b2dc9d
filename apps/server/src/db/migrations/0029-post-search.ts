import { type Kysely, sql } from 'kysely';

// Frozen in time: migrations never import application code.
// The post boards (热门博文榜, 恰饭榜) are precomputed: ranking a week of posts by interactions per
// category is an aggregate over every post of the week (about a second at 1M posts), so a job
// stores each board's top ranks per step and a page reads one indexed slice. The previous step's
// board stays beside the current one for the rank change (docs/post-search.md).
export async function up(db: Kysely<unknown>): Promise<void> {
  // Post search sorts by interactions, reposts, comments or likes: with an index per key a page of a
  // common word walks the index and stops after 20 rows instead of sorting every match (measured at
  // 100k posts: 27 ms → 7 ms for a word in one post of ten; 1M posts is ten times that without).
  await sql`create index weibo_posts_interactions_idx on weibo_posts ((reposts + comments + likes))`.execute(db);
  for (const column of ['reposts', 'comments', 'likes']) {
    await sql`create index ${sql.raw(`weibo_posts_${column}_idx`)} on weibo_posts (${sql.raw(column)})`.execute(db);
  }

  await db.schema
    .createTable('post_rank_slots')
    // 'hot' or 'cake'.
    .addColumn('board', 'varchar(8)', (c) => c.notNull())
    // hot: hour/day/week; cake: day/week/month.
    .addColumn('period', 'varchar(6)', (c) => c.notNull())
    // The start of the step this board stands for (rank change compares with the previous step).
    .addColumn('slot', 'timestamptz', (c) => c.notNull())
    .addColumn('computed_at', 'timestamptz', (c) => c.notNull())
    .addColumn('window_start', 'timestamptz', (c) => c.notNull())
    .addColumn('window_end', 'timestamptz', (c) => c.notNull())
    // Posts of the window that could rank (all categories).
    .addColumn('posts', 'integer', (c) => c.notNull())
    // [{name, count}] of the categories on the board, most posts first.
    .addColumn('categories', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addPrimaryKeyConstraint('post_rank_slots_pk', ['board', 'period', 'slot'])
    .execute();

  await db.schema
    .createTable('post_rank_rows')
    .addColumn('board', 'varchar(8)', (c) => c.notNull())
    .addColumn('period', 'varchar(6)', (c) => c.notNull())
    .addColumn('slot', 'timestamptz', (c) => c.notNull())
    // '' for the board over every category, else one category of the author.
    .addColumn('category', 'varchar(20)', (c) => c.notNull())
    .addColumn('rank', 'integer', (c) => c.notNull())
    .addColumn('mid', 'varchar(20)', (c) => c.notNull())
    .addColumn('uid', 'varchar(20)', (c) => c.notNull())
    // The counts the rank was computed from.
    .addColumn('reposts', 'integer', (c) => c.notNull())
    .addColumn('comments', 'integer', (c) => c.notNull())
    .addColumn('likes', 'integer', (c) => c.notNull())
    .addColumn('interactions', 'bigint', (c) => c.notNull())
    // 恰饭榜: the author's organic average over the 30 days before the board, and the brands named.
    .addColumn('organic_avg', 'double precision')
    .addColumn('brands', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addPrimaryKeyConstraint('post_rank_rows_pk', ['board', 'period', 'slot', 'category', 'rank'])
    .execute();
  // The previous step's rank of the posts of a page.
  await sql`create unique index post_rank_rows_mid_idx on post_rank_rows (board, period, slot, category, mid)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('post_rank_rows').ifExists().execute();
  await db.schema.dropTable('post_rank_slots').ifExists().execute();
  for (const index of ['interactions', 'reposts', 'comments', 'likes']) {
    await sql`drop index if exists ${sql.raw(`weibo_posts_${index}_idx`)}`.execute(db);
  }
}
