import { type Kysely, sql } from 'kysely';

// Frozen in time: migrations never import application code.
// The brand boards (品牌榜, 品牌增长榜, 品牌热度榜) are precomputed per finished China-time day, week
// and month: each needs an aggregate of brand_mentions joined to weibo_posts over the period (and
// the period before, for the growth), so a job stores each finished period's ranks and a page reads
// one indexed slice (docs/brand-ranking.md).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('brand_rank_periods')
    // 'day', 'week' or 'month'.
    .addColumn('type', 'varchar(6)', (c) => c.notNull())
    // The period's start (China time boundaries); it ends at the next period's start.
    .addColumn('start', 'timestamptz', (c) => c.notNull())
    .addColumn('computed_at', 'timestamptz', (c) => c.notNull())
    // Brands mentioned in the period (0: no data, the period is not offered).
    .addColumn('brands', 'integer', (c) => c.notNull())
    // brand_mentions rows of the period and of the period before when computed: a count that
    // differs now means posts came or went since, and the board is computed again.
    .addColumn('mentions', 'integer', (c) => c.notNull())
    .addColumn('prev_mentions', 'integer', (c) => c.notNull())
    // What the board was derived from (the mentions' brand-set version, the brands' categories).
    .addColumn('source', 'varchar(64)', (c) => c.notNull())
    .addPrimaryKeyConstraint('brand_rank_periods_pk', ['type', 'start'])
    .execute();

  await db.schema
    .createTable('brand_rank_rows')
    .addColumn('type', 'varchar(6)', (c) => c.notNull())
    .addColumn('start', 'timestamptz', (c) => c.notNull())
    // '' = every brand; else one category of brands.categories (a brand has a row in each of its
    // categories, ranked within it).
    .addColumn('category', 'varchar(20)', (c) => c.notNull())
    // No foreign key: a brand removed later leaves the board of a past period as it was computed.
    .addColumn('brand_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('mentions', 'integer', (c) => c.notNull())
    .addColumn('prev_mentions', 'integer', (c) => c.notNull())
    .addColumn('interactions', 'bigint', (c) => c.notNull())
    // Percent; null when the period before had fewer mentions than the growth board's minimum base.
    .addColumn('growth', 'double precision')
    // The brand's rank on each board within the category; null when not on that board.
    .addColumn('rank_volume', 'integer', (c) => c.notNull())
    .addColumn('rank_growth', 'integer')
    .addColumn('rank_hot', 'integer')
    .addPrimaryKeyConstraint('brand_rank_rows_pk', ['type', 'start', 'category', 'brand_id'])
    .execute();
  // One board's slice of a category in rank order (the primary key finds the rank-change lookups).
  await sql`create index brand_rank_rows_volume_idx on brand_rank_rows (type, start, category, rank_volume)`.execute(
    db,
  );
  await sql`create index brand_rank_rows_growth_idx on brand_rank_rows (type, start, category, rank_growth)
    where rank_growth is not null`.execute(db);
  await sql`create index brand_rank_rows_hot_idx on brand_rank_rows (type, start, category, rank_hot)
    where rank_hot is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('brand_rank_rows').ifExists().execute();
  await db.schema.dropTable('brand_rank_periods').ifExists().execute();
}
