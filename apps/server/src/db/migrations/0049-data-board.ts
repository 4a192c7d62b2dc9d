import type { Kysely } from 'kysely';

// Frozen in time: migrations never import application code.
// The data dashboard /statistics (docs/data-board.md) reads one finished China day at a time, and
// its trend 7 or 30 of them: summing weibo_posts per day (distinct authors, shares by the authors'
// profiles, the day's top bloggers and posts) while a user waits walks ~11k posts a day at 1M
// posts. The job `analyze.data_board` keeps these per-day summaries instead (the recent days every
// 10 minutes, everything daily or when the posts no longer add up to them); a day without a stored
// post has no row. The tables start empty: the job's first run finds them out of step and fills them.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('data_board_days')
    // China date YYYY-MM-DD (days cut at China midnight).
    .addColumn('day', 'varchar(10)', (c) => c.primaryKey())
    // Posts of the day not deleted, and every stored post of it (what the job checks against).
    .addColumn('posts', 'integer', (c) => c.notNull())
    .addColumn('stored', 'integer', (c) => c.notNull())
    // Distinct authors of the day's posts.
    .addColumn('bloggers', 'integer', (c) => c.notNull())
    // Those posts' counts as last collected.
    .addColumn('reposts', 'bigint', (c) => c.notNull())
    .addColumn('comments', 'bigint', (c) => c.notNull())
    .addColumn('likes', 'bigint', (c) => c.notNull())
    .addColumn('computed_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('data_board_shares')
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    // 'category', 'region' or 'verify'.
    .addColumn('dimension', 'varchar(8)', (c) => c.notNull())
    // The category, the region, or the verification key of the authors.
    .addColumn('name', 'varchar(40)', (c) => c.notNull())
    .addColumn('posts', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('data_board_shares_pk', ['day', 'dimension', 'name'])
    .execute();

  await db.schema
    .createTable('data_board_bloggers')
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('rank', 'smallint', (c) => c.notNull())
    .addColumn('uid', 'varchar(20)', (c) => c.notNull())
    .addColumn('posts', 'integer', (c) => c.notNull())
    .addColumn('interactions', 'bigint', (c) => c.notNull())
    // The blogger's rank among every author of the day before; null without a post that day.
    .addColumn('prev_rank', 'integer')
    .addColumn('prev_interactions', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('data_board_bloggers_pk', ['day', 'rank'])
    .execute();

  await db.schema
    .createTable('data_board_posts')
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('rank', 'smallint', (c) => c.notNull())
    .addColumn('mid', 'varchar(20)', (c) => c.notNull())
    // The counts the post was ranked by.
    .addColumn('reposts', 'integer', (c) => c.notNull())
    .addColumn('comments', 'integer', (c) => c.notNull())
    .addColumn('likes', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('data_board_posts_pk', ['day', 'rank'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['data_board_posts', 'data_board_bloggers', 'data_board_shares', 'data_board_days']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
